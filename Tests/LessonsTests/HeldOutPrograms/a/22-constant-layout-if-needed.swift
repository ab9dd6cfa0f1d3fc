import UIKit
import Simulator

// A banner that slides in from above by changing its top constraint's constant.
// Frames only change on a layout pass: layoutIfNeeded() applies it now, and
// inside UIView.animate it animates the change.
final class BannerViewController: UIViewController {
    let banner = UIView()
    var top: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        banner.translatesAutoresizingMaskIntoConstraints = false
        banner.backgroundColor = .systemGreen
        view.addSubview(banner)
        top = banner.topAnchor.constraint(equalTo: view.topAnchor, constant: -60)
        NSLayoutConstraint.activate([
            top,
            banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            banner.heightAnchor.constraint(equalToConstant: 60),
        ])
    }
}

let sim = Simulator(device: .iPhone4Inch)
let vc = BannerViewController()
sim.show(vc)
sim.runUntilIdle()
print("hidden \(NSStringFromCGRect(vc.banner.frame))")

vc.top.constant = 20
print("constant changed, no layout yet \(NSStringFromCGRect(vc.banner.frame))")
vc.view.layoutIfNeeded()
print("after layoutIfNeeded \(NSStringFromCGRect(vc.banner.frame))")

vc.top.constant = -60
UIView.animate(withDuration: 0.3, animations: {
    vc.view.layoutIfNeeded()
}, completion: { finished in
    print("animation finished \(finished)")
})
print("model frame right after animate \(NSStringFromCGRect(vc.banner.frame))")
sim.runUntilIdle()
print("done \(NSStringFromCGRect(vc.banner.frame))")
