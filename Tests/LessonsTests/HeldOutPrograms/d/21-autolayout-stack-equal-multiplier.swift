import UIKit
import Simulator

// A segmented-looking row of buttons in a .fillEqually stack view, and a banner whose
// width is a fraction of the screen with a 4:3 aspect ratio. Multipliers are read-only,
// so changing one means swapping the constraint.
final class DashboardViewController: UIViewController {
    let row = UIStackView()
    let banner = UIImageView()
    var bannerWidth: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        for title in ["Day", "Week", "Month"] {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            row.addArrangedSubview(button)
        }
        row.axis = .horizontal
        row.distribution = .fillEqually
        row.alignment = .fill
        row.spacing = 10
        row.translatesAutoresizingMaskIntoConstraints = false
        banner.backgroundColor = .systemTeal
        banner.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(row)
        view.addSubview(banner)

        bannerWidth = banner.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5)
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 12),
            row.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -12),
            row.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
            row.heightAnchor.constraint(equalToConstant: 44),
            bannerWidth,
            banner.heightAnchor.constraint(equalTo: banner.widthAnchor, multiplier: 0.75),
            banner.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            banner.topAnchor.constraint(equalTo: row.bottomAnchor, constant: 20),
        ])
    }

    func setBannerFraction(_ fraction: CGFloat) {
        bannerWidth.isActive = false
        bannerWidth = banner.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: fraction)
        bannerWidth.isActive = true
        view.layoutIfNeeded()
    }
}

let sim = Simulator(device: .iPhone4Inch)
let dashboard = DashboardViewController()
sim.show(dashboard)

print("row \(NSStringFromCGRect(dashboard.row.frame))")
for case let button as UIButton in dashboard.row.arrangedSubviews {
    print("\(button.currentTitle ?? "") \(NSStringFromCGRect(button.frame))")
}
print("banner \(NSStringFromCGRect(dashboard.banner.frame))")

dashboard.row.spacing = 4
dashboard.view.layoutIfNeeded()
print("Month after spacing 4: \(NSStringFromCGRect(dashboard.row.arrangedSubviews[2].frame))")

dashboard.setBannerFraction(0.75)
print("banner \(NSStringFromCGRect(dashboard.banner.frame)), multiplier \(dashboard.bannerWidth.multiplier)")
