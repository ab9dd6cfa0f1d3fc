import Foundation

/// What a constraint the model makes itself is for, as UIKit makes its own: such a constraint
/// is never the one broken to resolve a conflict.
///
/// - autoresizing: `NSAutoresizingMaskLayoutConstraint`, a view that translates its autoresizing
///   mask holds its frame (2.1.7); described `h=--& v=--& UIView:0x….minX == 20`.
/// - contentSize: `NSContentSizeLayoutConstraint`, a view's intrinsic size held at its hugging
///   (`<=`) and compression-resistance (`>=`) priorities.
/// - guide and stack view constraints: plain `NSLayoutConstraint`s with UIKit-style identifiers
///   (`UIViewSafeAreaLayoutGuide-top`, `UISV-spacing`).
package enum SystemConstraintKind {
    case autoresizing(mask: String), contentSize, guide, stackView
}

extension NSLayoutConstraint {
    /// A constraint of the model's own.
    static func system(_ kind: SystemConstraintKind, first: AnyObject, _ attr1: Attribute, _ relation: Relation, second: AnyObject?,
                       _ attr2: Attribute, multiplier: CGFloat = 1, constant: CGFloat, priority: UILayoutPriority = .required,
                       identifier: String? = nil) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(first: first, attr1, relation, second: second, attr2, multiplier: multiplier, constant: constant)
        constraint.systemKind = kind
        constraint.priority = priority
        constraint.identifier = identifier
        return constraint
    }

    var isAutoresizing: Bool {
        if case .autoresizing = systemKind { return true }
        return false
    }

    var systemTypeName: String? {
        switch systemKind {
        case .autoresizing: return "NSAutoresizingMaskLayoutConstraint"
        case .contentSize: return "NSContentSizeLayoutConstraint"
        default: return nil
        }
    }

    var systemNamesSuffix: String {
        guard isAutoresizing, let superview = secondItem else { return "" }
        return ", names: '|':\(NSLayoutConstraint.itemDescription(superview)) "
    }

    var systemEquationDescription: String? {
        let item = firstItem.map { NSLayoutConstraint.itemDescription($0) } ?? "nil"
        switch systemKind {
        case .autoresizing(let mask):
            let name = firstAttribute == .left ? "minX" : firstAttribute == .top ? "minY" : firstAttribute.logName
            return "\(mask) \(item).\(name) == \(NSLayoutConstraint.formatted(constant))"
        case .contentSize:
            let kind = relation == .lessThanOrEqual ? "Hug" : "CompressionResistance"
            return "\(item).\(firstAttribute.logName) \(relation.symbol) \(NSLayoutConstraint.formatted(constant)) "
                + "\(kind):\(NSLayoutConstraint.formatted(CGFloat(priority.rawValue)))"
        default:
            return nil
        }
    }
}
