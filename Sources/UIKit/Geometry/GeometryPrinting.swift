import Foundation

// How iOS prints geometry (modern-uikit.md §6): `print(rect)` shows `(0.0, 352.0, 320.0, 216.0)`,
// a point `(50.0, 20.0)`, a size `(320.0, 216.0)`. On Apple platforms the CoreGraphics overlay
// makes the three types `CustomDebugStringConvertible` with those forms; Foundation on Linux
// declares no conformance, so its `print` falls back to reflection
// (`CGRect(origin: Foundation.CGPoint(x: 0.0, …`).
//
// The model declares the same conformances rather than its own `print`: a conformance is found
// at run time by every printer — `print`, `debugPrint`, `String(describing:)`, string
// interpolation, and an array, optional or dictionary holding the value — in the learner's
// program and in the model alike, exactly as the overlay's is on iOS. A shadowing `print` would
// reach only direct calls and would have to re-implement Swift's formatting of every container.
// Should Foundation on Linux ever conform these types itself, the runtime keeps one of the two
// conformances and the tests pinning the printed forms say which.
//
// `CGSize`'s form is UNCONFIRMED by an iOS log (6.3); it is the overlay's declaration, the
// same tuple style as the other two.

extension CGRect: @retroactive CustomDebugStringConvertible {
    /// `(x, y, width, height)`, each as Swift prints a `CGFloat`.
    public var debugDescription: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}

extension CGPoint: @retroactive CustomDebugStringConvertible {
    /// `(x, y)`.
    public var debugDescription: String { "(\(x), \(y))" }
}

extension CGSize: @retroactive CustomDebugStringConvertible {
    /// `(width, height)`.
    public var debugDescription: String { "(\(width), \(height))" }
}
