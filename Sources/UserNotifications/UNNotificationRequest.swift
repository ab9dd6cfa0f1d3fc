import Foundation

/// A notification to deliver: identifier, content and trigger. A nil trigger delivers it right
/// away (8.2.3); adding a request with an identifier already pending replaces it (8.2.4).
open class UNNotificationRequest: NSObject, NSCopying {
    open private(set) var identifier: String
    open private(set) var content: UNNotificationContent
    open private(set) var trigger: UNNotificationTrigger?

    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content.copy() as! UNNotificationContent
        self.trigger = trigger
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override var description: String {
        "<UNNotificationRequest: identifier: \(identifier), content: \(content), trigger: \(trigger.map { "\($0)" } ?? "(null)")>"
    }
}
