import UIKit
import Simulator

// Swapping constraint sets with activate/deactivate, and a preferred width at
// .defaultHigh that gives way to a required maximum.
let sim = Simulator(device: .iPhone4Inch)
let controller = UIViewController()
let root = controller.view!
root.backgroundColor = .white

print("plain view intrinsic size:", NSStringFromCGSize(UIView().intrinsicContentSize))
print("noIntrinsicMetric:", UIView.noIntrinsicMetric)

let avatar = UIView()
let banner = UIView()
for v in [avatar, banner] {
    v.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(v)
}

let compact = [avatar.widthAnchor.constraint(equalToConstant: 60),
               avatar.heightAnchor.constraint(equalToConstant: 60)]
let large = [avatar.widthAnchor.constraint(equalToConstant: 120),
             avatar.heightAnchor.constraint(equalToConstant: 120)]

let preferredWidth = banner.widthAnchor.constraint(equalToConstant: 400)
preferredWidth.priority = .defaultHigh

NSLayoutConstraint.activate([
    avatar.topAnchor.constraint(equalTo: root.topAnchor, constant: 80),
    avatar.centerXAnchor.constraint(equalTo: root.centerXAnchor),
    banner.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 20),
    banner.centerXAnchor.constraint(equalTo: root.centerXAnchor),
    banner.heightAnchor.constraint(equalToConstant: 50),
    banner.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, constant: -40),
    preferredWidth,
] + compact)

sim.show(controller)
sim.runUntilIdle()
print("priorities:", preferredWidth.priority.rawValue, UILayoutPriority.required.rawValue,
      UILayoutPriority.defaultLow.rawValue)
print("compact avatar:", NSStringFromCGRect(avatar.frame))
print("banner:", NSStringFromCGRect(banner.frame))

NSLayoutConstraint.deactivate(compact)
NSLayoutConstraint.activate(large)
print("active:", compact[0].isActive, large[0].isActive)
root.layoutIfNeeded()
print("large avatar:", NSStringFromCGRect(avatar.frame))
print("banner:", NSStringFromCGRect(banner.frame))

preferredWidth.constant = 200
root.layoutIfNeeded()
print("banner at preferred width:", NSStringFromCGRect(banner.frame))
