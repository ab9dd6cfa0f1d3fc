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
        private let text0: String?
        /// An animation's line is written when read: animations are on the keyboard's hot path.
        private let animation: AnimationRecord?
        /// A rectangle that ends the line, written when read (the keyboard's frames, on every transition).
        private let rect: CGRect?
        package var message: String {
            if let animation { return animation.description }
            if let rect { return (text0 ?? "") + " " + NSStringFromCGRect(rect) }
            return text0 ?? ""
        }

        init(time: TimeInterval, kind: Kind, message: String, rect: CGRect? = nil) {
            (self.time, self.kind, self.text0, self.animation, self.rect) = (time, kind, message, nil, rect)
        }

        init(time: TimeInterval, animation: AnimationRecord) {
            (self.time, self.kind, self.text0, self.animation, self.rect) = (time, .animation, nil, animation, nil)
        }

        package static func == (a: Entry, b: Entry) -> Bool {
            a.time == b.time && a.kind == b.kind && a.message == b.message
        }

        /// `0.250 notification UIKeyboardDidShowNotification`
        package var line: String { threeDecimals(time) + " " + kind.rawValue + " " + message }
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

    /// Records `text` followed by a space and `rect` as `NSStringFromCGRect` writes it; the
    /// rectangle is formatted only when someone reads the log.
    package func record(_ kind: Kind, _ text: String, rect: CGRect) {
        guard isRecording else { return }
        entries.append(Entry(time: clock.elapsed, kind: kind, message: text, rect: rect))
    }

    /// Records an animation; its line is formatted only when someone reads the log.
    package func record(animation: AnimationRecord) {
        guard isRecording else { return }
        entries.append(Entry(time: clock.elapsed, animation: animation))
    }

    package func clear() { entries.removeAll(keepingCapacity: true) }
}
