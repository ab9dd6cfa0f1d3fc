import UIKit
import Simulator

// Expand / collapse by changing a height constraint's constant and animating
// layoutIfNeeded(). The frame only changes when layout runs.
final class DetailsViewController: UIViewController {
    let toggleButton = UIButton(type: .system)
    let panel = UIView()
    let footerLabel = UILabel()
    var panelHeight: NSLayoutConstraint!
    var isExpanded = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        toggleButton.setTitle("Show more", for: .normal)
        panel.backgroundColor = .secondarySystemBackground
        footerLabel.text = "Updated today"
        for subview in [toggleButton, panel, footerLabel] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        panelHeight = panel.heightAnchor.constraint(equalToConstant: 60)
        NSLayoutConstraint.activate([
            toggleButton.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
            toggleButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            toggleButton.widthAnchor.constraint(equalToConstant: 140),
            toggleButton.heightAnchor.constraint(equalToConstant: 44),
            panel.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
            panel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            panel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            panelHeight,
            footerLabel.topAnchor.constraint(equalTo: panel.bottomAnchor, constant: 8),
            footerLabel.leadingAnchor.constraint(equalTo: panel.leadingAnchor),
        ])
        toggleButton.addAction(UIAction { [unowned self] _ in self.toggle() }, for: .touchUpInside)
    }

    func toggle() {
        isExpanded.toggle()
        panelHeight.constant = isExpanded ? 200 : 60
        print("constant:", panelHeight.constant, "| frame height before layout:", panel.frame.height)
        UIView.animate(withDuration: 0.3) {
            self.view.layoutIfNeeded()
        }
        print("frame height after layoutIfNeeded:", panel.frame.height)
        toggleButton.setTitle(isExpanded ? "Show less" : "Show more", for: .normal)
    }
}

let sim = Simulator(device: .iPhone4Inch)
let details = DetailsViewController()
sim.show(details)
sim.runUntilIdle()
print("panel:", NSStringFromCGRect(details.panel.frame), "| footer y:", details.footerLabel.frame.minY)

sim.tap(details.toggleButton)
sim.runUntilIdle()
print("panel:", NSStringFromCGRect(details.panel.frame), "| footer y:", details.footerLabel.frame.minY)
print("button:", details.toggleButton.currentTitle ?? "nil")

sim.tap(details.toggleButton)
sim.runUntilIdle()
print("panel:", NSStringFromCGRect(details.panel.frame), "| footer y:", details.footerLabel.frame.minY)
print("button:", details.toggleButton.currentTitle ?? "nil")
