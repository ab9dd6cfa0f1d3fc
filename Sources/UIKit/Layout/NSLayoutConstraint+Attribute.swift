import Foundation

extension NSLayoutConstraint {
    /// The part of an item a constraint relates. Raw values are UIKit's.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        /// The name UIKit's constraint descriptions use (`minX` for autoresizing ones aside).
        var logName: String {
            switch self {
            case .left: return "left"
            case .right: return "right"
            case .top: return "top"
            case .bottom: return "bottom"
            case .leading: return "leading"
            case .trailing: return "trailing"
            case .width: return "width"
            case .height: return "height"
            case .centerX: return "centerX"
            case .centerY: return "centerY"
            case .lastBaseline: return "lastBaseline"
            case .firstBaseline: return "firstBaseline"
            case .leftMargin: return "leftMargin"
            case .rightMargin: return "rightMargin"
            case .topMargin: return "topMargin"
            case .bottomMargin: return "bottomMargin"
            case .leadingMargin: return "leadingMargin"
            case .trailingMargin: return "trailingMargin"
            case .centerXWithinMargins: return "centerXWithinMargins"
            case .centerYWithinMargins: return "centerYWithinMargins"
            case .notAnAttribute: return "notAnAttribute"
            }
        }

        var isHorizontal: Bool {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin,
                 .centerXWithinMargins:
                return true
            default: return false
            }
        }
    }

    /// `==`, `<=` or `>=`. Raw values are UIKit's.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1

        var symbol: String {
            switch self {
            case .lessThanOrEqual: return "<="
            case .equal: return "=="
            case .greaterThanOrEqual: return ">="
            }
        }
    }

    /// The axis of hugging and compression resistance, and of a stack view.
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }
}
