import Foundation

/// One attribute of a view or layout guide, from which constraints are made
/// (`field.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8)`).
/// The type parameter keeps x-axis, y-axis and dimension anchors apart at compile time, as on iOS.
/// The constraints returned are inactive (2.1.5).
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    package unowned(unsafe) let item: AnyObject
    package let attribute: NSLayoutConstraint.Attribute
    /// Keeps the item alive as long as the anchor (the unowned reference above is for speed).
    private let owner: AnyObject

    package init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.owner = item
        self.attribute = attribute
    }

    package func make(_ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
                      constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: item, attribute, relation, second: other?.item, other?.attribute ?? .notAnAttribute,
                           multiplier: multiplier, constant: constant)
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.equal, anchor, constant: 0) }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 0)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 0)
    }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c)
    }

    /// `UIView:0x7f8000000200.top`
    open override var description: String { NSLayoutConstraint.itemDescription(item) + "." + attribute.logName }
}
