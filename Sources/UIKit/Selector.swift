import Foundation

/// The name of an Objective-C method. Linux has no Objective-C runtime: `#selector(...)` does not
/// compile and nothing can call a method by its name, so selector-based API in the model is
/// marked unavailable with a message naming the closure alternative. This type exists only so
/// that code such as `Selector("save")` reaches those messages.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral value: String) { name = value }
    public var description: String { name }
}
