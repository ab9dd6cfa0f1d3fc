import UIKit
import Simulator

// Stack views: a vertical column split equally, a row of equal buttons under it,
// hiding an arranged view, then removing it from the arrangement.
let sim = Simulator(device: .iPhone4Inch)
let controller = UIViewController()
let root = controller.view!
root.backgroundColor = .white

func tile(_ color: UIColor) -> UIView {
    let view = UIView()
    view.backgroundColor = color
    return view
}

let summary = tile(.systemRed), details = tile(.systemGreen), notes = tile(.systemBlue)
let column = UIStackView(arrangedSubviews: [summary, details, notes])
column.axis = .vertical
column.distribution = .fillEqually
column.spacing = 10

let actions = UIStackView(arrangedSubviews: [tile(.gray), tile(.gray), tile(.gray)])
actions.axis = .horizontal
actions.distribution = .fillEqually
actions.spacing = 8

for stack in [column, actions] {
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
}
NSLayoutConstraint.activate([
    column.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
    column.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
    column.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
    column.heightAnchor.constraint(equalToConstant: 200),
    actions.topAnchor.constraint(equalTo: column.bottomAnchor, constant: 20),
    actions.leadingAnchor.constraint(equalTo: column.leadingAnchor),
    actions.trailingAnchor.constraint(equalTo: column.trailingAnchor),
    actions.heightAnchor.constraint(equalToConstant: 44),
])
sim.show(controller)
sim.runUntilIdle()

print("column:", NSStringFromCGRect(column.frame))
for view in column.arrangedSubviews { print("  ", NSStringFromCGRect(view.frame)) }
print("actions:", NSStringFromCGRect(actions.frame))
print("  ", actions.arrangedSubviews.map { NSStringFromCGRect($0.frame) }.joined(separator: " "))

details.isHidden = true
root.layoutIfNeeded()
print("details hidden:")
print("  ", NSStringFromCGRect(summary.frame), NSStringFromCGRect(notes.frame))
print("  arranged:", column.arrangedSubviews.count, "subviews:", column.subviews.count)

column.removeArrangedSubview(details)
root.layoutIfNeeded()
print("details removed from arrangement:")
print("  arranged:", column.arrangedSubviews.count, "subviews:", column.subviews.count)
print("  still in column:", details.superview === column)
