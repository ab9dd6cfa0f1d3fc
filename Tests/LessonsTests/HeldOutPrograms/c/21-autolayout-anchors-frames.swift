import UIKit

// Layout anchors in code (Apple's "Programmatically Creating Constraints" and the many
// "frame is zero in viewDidLoad" questions): frames stay zero until a layout pass, constraints
// are installed on the nearest common ancestor, and a changed constant shows only after
// layoutIfNeeded().
let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
let card = UIView()
let badge = UIView()
print("translatesAutoresizingMaskIntoConstraints by default:", card.translatesAutoresizingMaskIntoConstraints)
card.translatesAutoresizingMaskIntoConstraints = false
badge.translatesAutoresizingMaskIntoConstraints = false
container.addSubview(card)
card.addSubview(badge)

let cardHeight = card.heightAnchor.constraint(equalToConstant: 200)
NSLayoutConstraint.activate([
    card.centerXAnchor.constraint(equalTo: container.centerXAnchor),
    card.centerYAnchor.constraint(equalTo: container.centerYAnchor),
    card.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.75),
    cardHeight,
    badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
    badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8),
    badge.widthAnchor.constraint(equalToConstant: 24),
    badge.heightAnchor.constraint(equalToConstant: 24),
])

print("before layout:", NSStringFromCGRect(card.frame))
container.layoutIfNeeded()
print("card:", NSStringFromCGRect(card.frame))
print("badge in card:", NSStringFromCGRect(badge.frame))
print("badge in container:", NSStringFromCGRect(badge.convert(badge.bounds, to: container)))
print("constraints installed: container", container.constraints.count, "card", card.constraints.count,
      "badge", badge.constraints.count)
print("active:", cardHeight.isActive, "multiplier of width:", container.constraints.first { $0.firstAttribute == .width }?.multiplier ?? 0)

cardHeight.constant = 100
print("constant changed, not laid out:", NSStringFromCGRect(card.frame))
container.layoutIfNeeded()
print("after layoutIfNeeded:", NSStringFromCGRect(card.frame))

cardHeight.isActive = false
print("deactivated: card constraints", card.constraints.count)
