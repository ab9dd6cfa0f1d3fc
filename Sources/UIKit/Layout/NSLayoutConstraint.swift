import Foundation

/// A relation between two layout attributes, `first.attribute1 = second.attribute2 × multiplier
/// + constant` (or `<=`, `>=`), solved by the model's Cassowary solver as Auto Layout solves it
/// (reference 2.1). New constraints are inactive; only active ones affect layout (2.1.5).
open class NSLayoutConstraint: NSObject {
    open private(set) weak var firstItem: AnyObject?
    public let firstAttribute: Attribute
    public let relation: Relation
    open private(set) weak var secondItem: AnyObject?
    public let secondAttribute: Attribute
    public let multiplier: CGFloat

    /// "Unlike the other properties, the constant may be modified after constraint creation" (2.1.6).
    /// Changing it on an active constraint moves the views at the next layout pass, or inside
    /// `layoutIfNeeded()` in an animation block, where the move animates.
    open var constant: CGFloat {
        didSet {
            guard constant != oldValue, isActive else { return }
            World.current.autoLayout.constantChanged(self)
        }
    }

    /// Required (1000) by default. Changing an active constraint between required and optional
    /// is an error, as on iOS (2.1.4).
    open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue, isActive else { return }
            if (priority == .required) != (oldValue == .required) {
                fatalError("Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. "
                           + "You passed priority \(Self.formatted(CGFloat(priority.rawValue))) and the existing priority was "
                           + "\(Self.formatted(CGFloat(oldValue.rawValue))).")
            }
            World.current.autoLayout.priorityChanged(self)
        }
    }

    /// Names the constraint in the unsatisfiable-constraints log; "identifiers starting with UI
    /// and NS are reserved by the system" (2.1.6).
    open var identifier: String?
    open var shouldBeArchived = false

    private var storedActive = false
    /// Activating adds the constraint to the layout of its items' closest common ancestor;
    /// items in different hierarchies cannot be related (2.1.5).
    open var isActive: Bool {
        get { storedActive }
        set {
            guard newValue != storedActive else { return }
            if newValue { World.current.autoLayout.activate(self) } else { World.current.autoLayout.deactivate(self) }
        }
    }

    /// Made by the model itself (autoresizing masks, intrinsic sizes, guides, stack views):
    /// never the one broken to resolve a conflict.
    package var isSystemConstraint: Bool { systemKind != nil }
    package var systemKind: SystemConstraintKind?
    /// The engine's state for an active constraint.
    package var engineState: AutoLayoutEngine.ConstraintState?
    package func setActiveFlag(_ active: Bool) { storedActive = active }

    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                            attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        self.init(first: view1 as AnyObject, attr1, relation, second: view2.map { $0 as AnyObject }, attr2, multiplier: multiplier, constant: c)
    }

    package init(first: AnyObject, _ attr1: Attribute, _ relation: Relation, second: AnyObject?, _ attr2: Attribute,
                 multiplier: CGFloat, constant: CGFloat) {
        firstItem = first
        firstAttribute = attr1
        self.relation = relation
        secondItem = second
        secondAttribute = second == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        self.constant = constant
        super.init()
    }

    /// Activates each constraint; faster than one at a time on iOS, the same here.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    // MARK: Description

    /// `<NSLayoutConstraint:0x600000000040 UILabel:0x7f8000000200'Hello'.top == UIView:0x7f8000000400.top + 20   (active)>`,
    /// iOS's form (2.2.1) with addresses the model hands out in order, so logs are repeatable.
    open override var description: String {
        let world = World.current
        var text = "<\(constraintTypeName):\(world.autoLayout.address(of: self))"
        if let identifier { text += " '\(identifier)'" }
        text += " " + equationDescription
        if isActive { text += "   (active\(namesSuffix))" } else if !namesSuffix.isEmpty { text += "   (\(namesSuffix.dropFirst(2)))" }
        return text + ">"
    }

    package var constraintTypeName: String { systemTypeName ?? "NSLayoutConstraint" }
    package var namesSuffix: String { systemNamesSuffix }

    /// `UIView:0x….width == 1.07143*UIView:0x….width + 8`
    package var equationDescription: String {
        if let system = systemEquationDescription { return system }
        let first = firstItem.map { Self.itemDescription($0) + "." + firstAttribute.logName } ?? "nil"
        var text = "\(first) \(relation.symbol) "
        if let second = secondItem, secondAttribute != .notAnAttribute {
            if multiplier != 1 { text += Self.formatted(multiplier) + "*" }
            text += Self.itemDescription(second) + "." + secondAttribute.logName
            if constant > 0 { text += " + " + Self.formatted(constant) }
            if constant < 0 { text += " - " + Self.formatted(-constant) }
        } else {
            text += Self.formatted(constant)
        }
        return text
    }

    /// `UIView:0x7f8000000200`; a label adds its text and a guide its identifier, as iOS does.
    package static func itemDescription(_ item: AnyObject) -> String {
        let address = World.current.autoLayout.address(of: item)
        if let guide = item as? UILayoutGuide {
            return "\(TypeNames.name(of: guide)):\(address)'\(guide.identifier)'"
        }
        if let label = item as? UILabel, let text = label.text { return "\(TypeNames.name(of: label)):\(address)'\(text)'" }
        return "\(TypeNames.name(of: item)):\(address)"
    }

    /// The standard spacing between sibling views, which "system spacing" anchors use.
    package static let systemSpacing: CGFloat = 8

    /// Numbers as iOS prints them in constraints: `%g`, six significant digits (`1.07143`).
    package static func formatted(_ value: CGFloat) -> String { String(format: "%g", Double(value)) }
}
