import Foundation

/// An event: the model delivers touches, and passes `nil` or a touch event to hit-testing.
open class UIEvent: NSObject {
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses }
    open var type: EventType { .touches }
    open var timestamp: TimeInterval
    package init(timestamp: TimeInterval) { self.timestamp = timestamp }
    public override init() { self.timestamp = World.current.clock.elapsed }
}
