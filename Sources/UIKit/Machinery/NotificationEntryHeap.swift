import Foundation

/// A binary heap of pending notifications by next firing (soonest or latest on top). Elements are
/// plain values (time, serial, key) so sifting costs no reference counting; the entry is looked up
/// by serial only at the top. Entries are never updated in place: a rescheduled entry is pushed
/// again with a new key, and elements whose key is no longer the entry's (or whose entry was
/// removed) are dropped when they reach the top.
struct EntryHeap {
    private struct Element {
        let time: Double
        let serial: UInt64
        let key: UInt64
    }

    private var elements: [Element] = []
    private let latestFirst: Bool

    init(latestFirst: Bool) { self.latestFirst = latestFirst }

    private static func current(_ element: Element, in live: [UInt64: NotificationSystem.Entry]) -> NotificationSystem.Entry? {
        guard let entry = live[element.serial], entry.heapKey == element.key else { return nil }
        return entry
    }

    @inline(__always)
    private func above(_ a: Element, _ b: Element) -> Bool {
        if a.time != b.time { return latestFirst ? a.time > b.time : a.time < b.time }
        return latestFirst ? a.serial > b.serial : a.serial < b.serial
    }

    mutating func push(_ entry: NotificationSystem.Entry) {
        elements.append(Element(time: entry.nextFire.timeIntervalSinceReferenceDate, serial: entry.serial, key: entry.heapKey))
        var child = elements.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard above(elements[child], elements[parent]) else { break }
            elements.swapAt(child, parent)
            child = parent
        }
    }

    /// The top live entry, dropping stale elements on the way.
    mutating func peek(in live: [UInt64: NotificationSystem.Entry]) -> NotificationSystem.Entry? {
        while let top = elements.first {
            if let entry = Self.current(top, in: live) { return entry }
            pop()
        }
        return nil
    }

    mutating func pop() {
        let last = elements.removeLast()
        guard !elements.isEmpty else { return }
        elements[0] = last
        siftDown(0)
    }

    /// Drops stale elements once they outnumber live ones.
    mutating func compactIfNeeded(live: [UInt64: NotificationSystem.Entry]) {
        guard elements.count > 2 * live.count + 64 else { return }
        elements.removeAll { Self.current($0, in: live) == nil }
        for index in stride(from: elements.count / 2 - 1, through: 0, by: -1) { siftDown(index) }
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        let count = elements.count
        while true {
            let left = 2 * parent + 1, right = left + 1
            var best = parent
            if left < count, above(elements[left], elements[best]) { best = left }
            if right < count, above(elements[right], elements[best]) { best = right }
            if best == parent { return }
            elements.swapAt(parent, best)
            parent = best
        }
    }
}
