import UIKit

// UIStackView in code (Kodeco "UIStackView Tutorial", and the Stack Overflow gotcha
// "removeArrangedSubview doesn't remove the view"): a fill-equally toolbar row, a vertical
// centered column of fixed-size views, hiding an arranged view, and removing one.
func sizedView(width: CGFloat, height: CGFloat) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    view.widthAnchor.constraint(equalToConstant: width).isActive = true
    // 999, the usual fix for the "UISV-hiding" conflict when an arranged view is hidden.
    let heightConstraint = view.heightAnchor.constraint(equalToConstant: height)
    heightConstraint.priority = UILayoutPriority(999)
    heightConstraint.isActive = true
    return view
}

let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))

// A toolbar: three equal buttons' worth of space, 10 pt apart.
let toolbar = UIStackView(arrangedSubviews: [UIView(), UIView(), UIView()])
toolbar.axis = .horizontal
toolbar.distribution = .fillEqually
toolbar.spacing = 10
toolbar.translatesAutoresizingMaskIntoConstraints = false
root.addSubview(toolbar)

// A column: three fixed-size views, centered, 8 pt apart.
let avatar = sizedView(width: 100, height: 40)
let banner = sizedView(width: 200, height: 60)
let caption = sizedView(width: 50, height: 30)
let column = UIStackView(arrangedSubviews: [avatar, banner, caption])
column.axis = .vertical
column.alignment = .center
column.spacing = 8
column.translatesAutoresizingMaskIntoConstraints = false
root.addSubview(column)

NSLayoutConstraint.activate([
    toolbar.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
    toolbar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    toolbar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    toolbar.heightAnchor.constraint(equalToConstant: 44),
    column.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
    column.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
    column.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
])
root.layoutIfNeeded()

print("defaults: axis", UIStackView().axis.rawValue, "distribution", UIStackView().distribution.rawValue,
      "alignment", UIStackView().alignment.rawValue, "spacing", UIStackView().spacing)
print("toolbar items:", toolbar.arrangedSubviews.map { NSStringFromCGRect($0.frame) })
toolbar.addArrangedSubview(UIView())
root.layoutIfNeeded()
print("four items:", toolbar.arrangedSubviews.map { NSStringFromCGRect($0.frame) })

print("column:", NSStringFromCGRect(column.frame))
print("avatar:", NSStringFromCGRect(avatar.frame), "banner:", NSStringFromCGRect(banner.frame),
      "caption:", NSStringFromCGRect(caption.frame))

banner.isHidden = true
root.layoutIfNeeded()
print("banner hidden -> column:", NSStringFromCGRect(column.frame), "caption:", NSStringFromCGRect(caption.frame))
print("arranged:", column.arrangedSubviews.count, "subviews:", column.subviews.count)

column.removeArrangedSubview(caption)
root.layoutIfNeeded()
print("caption unarranged -> arranged:", column.arrangedSubviews.count, "subviews:", column.subviews.count,
      "superview is column:", caption.superview === column)
caption.removeFromSuperview()
root.layoutIfNeeded()
print("caption removed -> subviews:", column.subviews.count, "column:", NSStringFromCGRect(column.frame))
