import UIKit
import Simulator

// Layout anchors in code: a header pinned to the edges, a centred card with an
// aspect ratio, a badge hung on the card's corner, a footer sized from the width.
let sim = Simulator(device: .iPhone4Inch)
let controller = UIViewController()
let root = controller.view!
root.backgroundColor = .white

let header = UIView()
let card = UIView()
let badge = UIView()
let footer = UIView()
print("translates by default:", header.translatesAutoresizingMaskIntoConstraints)

for v in [header, card, badge, footer] {
    v.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(v)
}

NSLayoutConstraint.activate([
    header.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
    header.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
    header.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
    header.heightAnchor.constraint(equalToConstant: 60),

    card.centerXAnchor.constraint(equalTo: root.centerXAnchor),
    card.centerYAnchor.constraint(equalTo: root.centerYAnchor),
    card.widthAnchor.constraint(equalToConstant: 200),
    card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5),

    badge.centerXAnchor.constraint(equalTo: card.trailingAnchor),
    badge.centerYAnchor.constraint(equalTo: card.topAnchor),
    badge.widthAnchor.constraint(equalToConstant: 24),
    badge.heightAnchor.constraint(equalTo: badge.widthAnchor),

    footer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    footer.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    footer.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    footer.heightAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.25),
])

print("before layout:", NSStringFromCGRect(card.frame))
sim.show(controller)
sim.runUntilIdle()

print("header:", NSStringFromCGRect(header.frame))
print("card:", NSStringFromCGRect(card.frame))
print("card center:", NSStringFromCGPoint(card.center))
print("badge:", NSStringFromCGRect(badge.frame))
print("footer:", NSStringFromCGRect(footer.frame))
print("gap card to footer:", footer.frame.minY - card.frame.maxY)
