import Foundation

/// The model's only notion of time. Nothing sleeps: animations, keyboard transitions and
/// notifications schedule work here, and the simulator moves time forward on request.
///
/// Time starts at the real date when the world is created, so `Date()` in learners' code stays
/// meaningful, and then moves only when advanced.
package final class VirtualClock {
    package struct Token: Hashable, Sendable { let id: UInt64 }


    private struct Entry {
        let time: TimeInterval
        let sequence: UInt64
        let label: String
        /// Work at a moment the app or the world chose (a timer, `asyncAfter`, a notification's trigger): time passing
        /// reaches it; idling does not wait for it.
        let waitsForTime: Bool
        let action: () -> Void
    }

    /// The real date the clock started at.
    package private(set) var origin: Date
    /// Seconds of virtual time since `origin`.
    package private(set) var elapsed: TimeInterval = 0
    private var heap: [Entry] = []
    private var nextSequence: UInt64 = 0
    private var cancelled: Set<UInt64> = []

    package init(origin: Date) { self.origin = origin }

    package var now: Date { origin.addingTimeInterval(elapsed) }

    /// Starts the clock at a chosen date instead of the real one (deterministic tests and lessons).
    /// Only before time has moved; scheduled work keeps its offsets.
    package func restart(at date: Date) {
        precondition(elapsed == 0, "VirtualClock.restart(at:) is only allowed before time has moved")
        origin = date
    }

    /// Runs `action` once virtual time reaches `elapsed + delay`. Equal times run in the order scheduled.
    @discardableResult
    package func schedule(after delay: TimeInterval, label: String = "", waitsForTime: Bool = false,
                          _ action: @escaping () -> Void) -> Token {
        schedule(at: elapsed + max(0, delay), label: label, waitsForTime: waitsForTime, action)
    }

    @discardableResult
    package func schedule(at time: TimeInterval, label: String = "", waitsForTime: Bool = false,
                          _ action: @escaping () -> Void) -> Token {
        let entry = Entry(time: max(time, elapsed), sequence: nextSequence, label: label, waitsForTime: waitsForTime, action: action)
        nextSequence += 1
        push(entry)
        return Token(id: entry.sequence)
    }

    package func cancel(_ token: Token) { cancelled.insert(token.id) }

    /// The virtual time of the next pending action, if any.
    package var nextEventTime: TimeInterval? {
        dropCancelledTop()
        return heap.first?.time
    }

    package var pendingCount: Int { heap.count - cancelled.count }

    /// Moves time forward by `seconds`, running every action that falls due, in time order.
    package func advance(by seconds: TimeInterval) {
        advance(toElapsed: elapsed + max(0, seconds))
    }

    package func advance(to date: Date) {
        advance(toElapsed: max(elapsed, date.timeIntervalSince(origin)))
    }

    package func advance(toElapsed target: TimeInterval) {
        VirtualRunLoop.drainMainQueue()
        while let top = popDue(notAfter: target) {
            elapsed = max(elapsed, top.time)
            top.action()
            VirtualRunLoop.drainMainQueue()
        }
        elapsed = max(elapsed, target)
    }

    /// Lets the device settle, as an app is idle once nothing is in flight: runs, in time order, the model's own work
    /// (blocks sent to the main queue without a delay, tasks, layout passes, animation and keyboard ends, rotations,
    /// transitions, completion handlers), moving time to the end of the last of it, at most `horizon` seconds ahead (a
    /// repeating animation would otherwise never end). Work at a moment the app or the world chose — a timer,
    /// `asyncAfter`, a notification's trigger — runs only if settling moves time past it, and is otherwise left for
    /// `advance(by:)`: "let the push finish" must not run an hour of a clock label's ticks or deliver tomorrow's
    /// reminder. Returns how many actions ran.
    @discardableResult
    package func runUntilIdle(horizon: TimeInterval = 3600) -> Int {
        var ran = 0
        let horizonEnd = elapsed + horizon
        VirtualRunLoop.drainMainQueue()
        while true {
            let until = min(max(latestModelWorkTime ?? elapsed, elapsed), max(horizonEnd, elapsed))
            guard let top = popDue(notAfter: until) else { break }
            elapsed = max(elapsed, top.time)
            top.action()
            VirtualRunLoop.drainMainQueue()
            ran += 1
        }
        return ran
    }

    /// The time of the last pending action that is the model's own work.
    private var latestModelWorkTime: TimeInterval? {
        var latest: TimeInterval?
        for entry in heap where !entry.waitsForTime && !cancelled.contains(entry.sequence) {
            latest = max(latest ?? entry.time, entry.time)
        }
        return latest
    }

    /// Runs the next pending action, moving time to it. Returns false when nothing is pending.
    @discardableResult
    package func runNext() -> Bool {
        VirtualRunLoop.drainMainQueue()
        guard let time = nextEventTime, let top = popDue(notAfter: time) else { return false }
        elapsed = max(elapsed, top.time)
        top.action()
        VirtualRunLoop.drainMainQueue()
        return true
    }

    // MARK: Binary heap ordered by (time, sequence)

    private func popDue(notAfter limit: TimeInterval) -> Entry? {
        dropCancelledTop()
        guard let top = heap.first, top.time <= limit else { return nil }
        return pop()
    }

    private func dropCancelledTop() {
        while let top = heap.first, cancelled.contains(top.sequence) {
            cancelled.remove(top.sequence)
            _ = pop()
        }
    }

    private static func before(_ a: Entry, _ b: Entry) -> Bool {
        a.time != b.time ? a.time < b.time : a.sequence < b.sequence
    }

    private func push(_ entry: Entry) {
        heap.append(entry)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.before(heap[child], heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private func pop() -> Entry {
        let top = heap[0]
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                var smallest = parent
                if left < heap.count, Self.before(heap[left], heap[smallest]) { smallest = left }
                if right < heap.count, Self.before(heap[right], heap[smallest]) { smallest = right }
                if smallest == parent { break }
                heap.swapAt(parent, smallest)
                parent = smallest
            }
        }
        return top
    }
}
