import Foundation

/// The sound played when a notification is delivered.
open class UNNotificationSound: NSObject {
    /// `default`, or the resource name.
    package let name: String

    package init(name: String) {
        self.name = name
        super.init()
    }

    open class var `default`: UNNotificationSound { UNNotificationSound(name: "default") }

    public convenience init(named name: UNNotificationSoundName) { self.init(name: name.rawValue) }

    open override func isEqual(_ object: Any?) -> Bool { (object as? UNNotificationSound)?.name == name }
    open override var hash: Int { name.hashValue }
    open override var description: String { "<UNNotificationSound: \(name)>" }
}
