import UIKit
import Simulator

// Collapsible filter panel: two height constraints swapped on tap (deactivate
// first, then activate, to avoid a conflict) and animated with layoutIfNeeded.
final class FiltersViewController: UIViewController {
    let toggle = UIButton(type: .system)
    let panel = UIView()
    let results = UILabel()
    var collapsed: NSLayoutConstraint!
    var expanded: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        for v in [toggle, panel, results] as [UIView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        toggle.setTitle("Filters", for: .normal)
        panel.clipsToBounds = true
        results.text = "42 results"
        collapsed = panel.heightAnchor.constraint(equalToConstant: 0)
        expanded = panel.heightAnchor.constraint(equalToConstant: 150)
        NSLayoutConstraint.activate([
            toggle.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
            toggle.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            toggle.widthAnchor.constraint(equalToConstant: 100),
            toggle.heightAnchor.constraint(equalToConstant: 44),
            panel.topAnchor.constraint(equalTo: toggle.bottomAnchor, constant: 8),
            panel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            panel.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collapsed,
            results.topAnchor.constraint(equalTo: panel.bottomAnchor, constant: 8),
            results.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            results.widthAnchor.constraint(equalToConstant: 200),
            results.heightAnchor.constraint(equalToConstant: 21),
        ])
        toggle.addAction(UIAction { [unowned self] _ in
            if self.collapsed.isActive {
                self.collapsed.isActive = false
                self.expanded.isActive = true
            } else {
                self.expanded.isActive = false
                self.collapsed.isActive = true
            }
            UIView.animate(withDuration: 0.3) { self.view.layoutIfNeeded() }
        }, for: .touchUpInside)
    }

    func report(_ label: String) {
        print("\(label): panel \(NSStringFromCGRect(panel.frame)) results \(NSStringFromCGRect(results.frame))")
    }
}

let sim = Simulator(device: .iPhone4Inch)
let filters = FiltersViewController()
sim.show(filters)
sim.runUntilIdle()
print("toggle \(NSStringFromCGRect(filters.toggle.frame))")
filters.report("closed")
sim.tap(filters.toggle)
sim.runUntilIdle()
filters.report("open")
print("collapsed active \(filters.collapsed.isActive), expanded active \(filters.expanded.isActive)")
sim.tap(filters.toggle)
sim.runUntilIdle()
filters.report("closed again")
