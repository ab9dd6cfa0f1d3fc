import UIKit

// Content hugging and compression resistance (Kodeco "Auto Layout Tutorial: Getting Started",
// and the classic "which label stretches?" Stack Overflow answers), with two custom views that
// report an intrinsicContentSize so no font metrics are involved.
final class Pill: UIView {
    let size: CGSize
    init(width: CGFloat, height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override var intrinsicContentSize: CGSize { size }
}

let row = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
let namePill = Pill(width: 80, height: 30)
let pricePill = Pill(width: 60, height: 30)
row.addSubview(namePill)
row.addSubview(pricePill)
NSLayoutConstraint.activate([
    namePill.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 10),
    pricePill.leadingAnchor.constraint(equalTo: namePill.trailingAnchor, constant: 10),
    pricePill.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -10),
    namePill.topAnchor.constraint(equalTo: row.topAnchor, constant: 10),
    pricePill.topAnchor.constraint(equalTo: row.topAnchor, constant: 10),
])

print("defaults: hugging", UIView().contentHuggingPriority(for: .horizontal).rawValue,
      "compression", UIView().contentCompressionResistancePriority(for: .horizontal).rawValue)
print("required/high/low:", UILayoutPriority.required.rawValue, UILayoutPriority.defaultHigh.rawValue,
      UILayoutPriority.defaultLow.rawValue)

pricePill.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
row.layoutIfNeeded()
print("price hugs harder:", NSStringFromCGRect(namePill.frame), NSStringFromCGRect(pricePill.frame))

pricePill.setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
row.setNeedsLayout()
row.layoutIfNeeded()
print("name hugs harder: ", NSStringFromCGRect(namePill.frame), NSStringFromCGRect(pricePill.frame))

namePill.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
row.frame = CGRect(x: 0, y: 0, width: 120, height: 50)
row.layoutIfNeeded()
print("narrow row:       ", NSStringFromCGRect(namePill.frame), NSStringFromCGRect(pricePill.frame))
print("intrinsic sizes:", NSStringFromCGSize(namePill.intrinsicContentSize), NSStringFromCGSize(pricePill.intrinsicContentSize))
