import Foundation

/// The closure a `UIAction` runs; it receives the action (whose `sender` is the control).
public typealias UIActionHandler = (UIAction) -> Void

/// A closure-based action (iOS 14): the way to respond to a control on Linux, where
/// target-action with `#selector` cannot work. Controls unique actions by `identifier` (5.6).
open class UIAction: NSObject {
    /// Names an action so a control can replace or remove it (`removeAction(identifiedBy:for:)`).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    open var title: String
    open var image: UIImage?
    open var discoverabilityTitle: String?
    public let identifier: Identifier
    package let handler: UIActionHandler
    /// The control performing the action, set while its handler runs.
    open package(set) var sender: Any?

    /// A missing identifier gets a unique one, so two actions made without identifiers never replace each other.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, handler: @escaping UIActionHandler) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.handler = handler
        super.init()
    }

    /// Runs the handler with `sender` set to the control.
    package func perform(sender: Any?) {
        self.sender = sender
        handler(self)
    }

    open override var description: String { "<UIAction; title = \(title); identifier = \(identifier.rawValue)>" }
}
