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
        /// The line is stored in parts and written when read: the model logs on its hot paths
        /// (every keyboard transition, delegate call, lifecycle callback and animation), and
        /// most logs are never read.
        private let head: String
        private let tail: Tail
        fileprivate let animation: AnimationRecord?

        fileprivate enum Tail: Sendable {
            case none
            /// `head {{x, y}, {w, h}}`
            case rect(CGRect)
            /// `head.member`
            case member(String)
            /// `head(argument)`
            case call(String)
        }

        package var message: String {
            if let animation { return animation.description }
            switch tail {
            case .none: return head
            case .rect(let rect): return head + " " + NSStringFromCGRect(rect)
            case .member(let member): return head + "." + member
            case .call(let argument): return head + "(" + argument + ")"
            }
        }

        fileprivate init(time: TimeInterval, kind: Kind, head: String, tail: Tail, animation: AnimationRecord?) {
            (self.time, self.kind, self.head, self.tail, self.animation) = (time, kind, head, tail, animation)
        }

        init(time: TimeInterval, kind: Kind, message: String) {
            self.init(time: time, kind: kind, head: message, tail: .none, animation: nil)
        }

        init(time: TimeInterval, animation: AnimationRecord) {
            self.init(time: time, kind: .animation, head: "", tail: .none, animation: animation)
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

    init(clock: VirtualClock) {
        self.clock = clock
        // Showing a screen and bringing the keyboard up logs a few dozen lines.
        entries.reserveCapacity(64)
    }

    package func record(_ kind: Kind, _ message: @autoclosure () -> String) {
        guard isRecording else { return }
        entries.append(Entry(time: clock.elapsed, kind: kind, message: message()))
    }

    /// Records `text`, a space and `rect` as `NSStringFromCGRect` writes it (`show {{0, 352}, {320, 216}}`).
    package func record(_ kind: Kind, _ text: String, rect: CGRect) {
        guard isRecording else { return }
        entries.append(Entry(time: clock.elapsed, kind: kind, head: text, tail: .rect(rect), animation: nil))
    }

    /// Records `owner.member` (`ViewController.viewWillAppear`).
    package func record(_ kind: Kind, owner: String, member: String) {
        guard isRecording else { return }
        entries.append(Entry(time: clock.elapsed, kind: kind, head: owner, tail: .member(member), animation: nil))
    }

    /// Records `method(argument)` (`textFieldShouldBeginEditing(email)`).
    package func record(_ kind: Kind, call method: String, argument: String) {
        guard isRecording else { return }
        entries.append(Entry(time: clock.elapsed, kind: kind, head: method, tail: .call(argument), animation: nil))
    }

    /// Records an animation; its line is formatted only when someone reads the log.
    package func record(animation: AnimationRecord) {
        guard isRecording else { return }
        entries.append(Entry(time: clock.elapsed, animation: animation))
    }

    /// Rewrites the line of an animation that its own block changed again (one animation, its
    /// latest end value); records `new` if the old line is gone (the log was cleared in between).
    package func replace(animation old: AnimationRecord, with new: AnimationRecord) {
        guard isRecording else { return }
        if let index = entries.lastIndex(where: { $0.animation == old }) {
            entries[index] = Entry(time: entries[index].time, animation: new)
        } else {
            record(animation: new)
        }
    }

    package func clear() { entries.removeAll(keepingCapacity: true) }
}
