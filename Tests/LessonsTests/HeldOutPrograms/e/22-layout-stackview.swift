import UIKit
import Simulator

// Stack views: a horizontal .fillEqually row (a hidden arranged view gives up its share) and a
// vertical stack centring fixed-size views; removeArrangedSubview keeps the view as a subview.
func box(width: CGFloat? = nil, height: CGFloat? = nil) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    if let width { view.widthAnchor.constraint(equalToConstant: width).isActive = true }
    if let height { view.heightAnchor.constraint(equalToConstant: height).isActive = true }
    return view
}

final class DashboardViewController: UIViewController {
    let tiles = [box(), box(), box()]
    let rows = [box(width: 100, height: 30), box(width: 200, height: 40), box(width: 50, height: 50)]
    lazy var tileStack = UIStackView(arrangedSubviews: tiles)
    lazy var rowStack = UIStackView(arrangedSubviews: rows)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        tileStack.axis = .horizontal
        tileStack.distribution = .fillEqually
        tileStack.spacing = 12
        rowStack.axis = .vertical
        rowStack.alignment = .center
        rowStack.spacing = 8

        for stack in [tileStack, rowStack] {
            stack.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(stack)
        }
        NSLayoutConstraint.activate([
            tileStack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            tileStack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            tileStack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            tileStack.heightAnchor.constraint(equalToConstant: 60),

            rowStack.topAnchor.constraint(equalTo: tileStack.bottomAnchor, constant: 20),
            rowStack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            rowStack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
        ])
    }
}

let sim = Simulator(device: .iPhone4Inch)
let dashboard = DashboardViewController()
sim.show(dashboard)
sim.runUntilIdle()

print("tile stack", NSStringFromCGRect(dashboard.tileStack.frame))
dashboard.tiles.forEach { print("  tile", NSStringFromCGRect($0.frame)) }
print("row stack", NSStringFromCGRect(dashboard.rowStack.frame))
dashboard.rows.forEach { print("  row", NSStringFromCGRect($0.frame)) }

dashboard.tiles[1].isHidden = true
dashboard.view.layoutIfNeeded()
print("with middle tile hidden")
print("  tile", NSStringFromCGRect(dashboard.tiles[0].frame))
print("  tile", NSStringFromCGRect(dashboard.tiles[2].frame))

dashboard.rowStack.removeArrangedSubview(dashboard.rows[2])
print("arranged", dashboard.rowStack.arrangedSubviews.count,
      "subviews", dashboard.rowStack.subviews.count,
      "still inside", dashboard.rows[2].superview === dashboard.rowStack)
