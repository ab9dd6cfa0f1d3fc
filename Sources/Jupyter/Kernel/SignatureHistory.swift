import Foundation

/// The signatures of the messages a kernel has taken, so that a signed message captured on the wire and sent
/// again is refused (ipykernel keeps the same history and calls a repeat a duplicate signature). Bounded: past
/// `capacity` signatures the older half is forgotten, oldest first.
final class SignatureHistory: @unchecked Sendable {
    private var seen: Set<[UInt8]> = []
    private var order: [[UInt8]] = []
    private let capacity: Int
    private let lock = NSLock()

    init(capacity: Int = 1 << 16) { self.capacity = capacity }

    /// Whether this is the first message with `signature`; an empty one (no key: nothing is signed) always is.
    func isFirstSighting(of signature: [UInt8]) -> Bool {
        guard !signature.isEmpty else { return true }
        return lock.withLock {
            guard seen.insert(signature).inserted else { return false }
            order.append(signature)
            if order.count > capacity {
                let forgotten = order.prefix(capacity / 2)
                forgotten.forEach { seen.remove($0) }
                order.removeFirst(forgotten.count)
            }
            return true
        }
    }
}
