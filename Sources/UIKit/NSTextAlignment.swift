import Foundation

/// Horizontal text alignment. Raw values are iOS's (macOS orders them differently).
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    /// The script's default: left for left-to-right text (the model's only direction).
    case natural = 4
}
