import Foundation

/// Everything the model did that a learner may want to see, in order, with virtual timestamps:
/// notifications posted, delegate and lifecycle calls, control actions, animations, app states.
/// Tests compare whole logs, so a failure shows the whole story.
package final class EventLog {
    package enum Kind: String, Sendable, CaseIterable {
        case notification, delegate, lifecycle, action, touch, animation, keyboard, application, delivery, simulator
    }

    package struct Entry: Sendable, Equatable {
        /// Seconds of virtual time since the world started.
        package let time: TimeInterval
        package let kind: Kind
        package let message: String

        /// `0.250 notification UIKeyboardDidShowNotification`
        package var line: String { String(format: "%.3f ", time) + kind.rawValue + " " + message }
        /// The line without its time, for comparing orders.
        package var text: String { kind.rawValue + " " + message }
    }

    private let clock: VirtualClock
    package private(set) var entries: [Entry] = []
    /// Recording can be paused while the simulator sets a scene up.
    package var isRecording = true

    init(clock: VirtualClock) { self.clock = clock }

    package func record(_ kind: Kind, _ message: @autoclosure () -> String) {
        guard isRecording else { return }
        entries.append(Entry(time: clock.elapsed, kind: kind, message: message()))
    }

    package func clear() { entries.removeAll(keepingCapacity: true) }
}
