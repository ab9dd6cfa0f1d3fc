#if canImport(Glibc)
import Glibc
#endif
import Foundation
@testable import Jupyter
import Testing
import TestSupport

/// A descriptor closed twice closes whatever the process opened under that number in between: another
/// thread's pipe, a child's output. swift-subprocess stops the whole process when it finds its own
/// descriptor closed, so these tests watch other threads' descriptors while connections fail.
@Suite struct DescriptorOwnershipTests {
    @Test func aRefusedConnectionClosesItsSocketOnceWhileOtherThreadsOpenPipes() throws {
        let (held, port) = LoopbackPort.bind()
        defer { close(held) }
        let stop = Atomic(false)
        let refused = Atomic(0)
        let connector = Thread {
            while !stop.load() {
                if (try? JupyterClient.Peer(port: port, socketType: "DEALER", timeout: 100)) == nil { refused.add(1) }
            }
        }
        connector.start()
        var lost = 0, rounds = 0
        let started = Date()
        // Enough refusals to have caught a second close many times over; bounded in time for a busy machine.
        while refused.load() < 2000, Date().timeIntervalSince(started) < 30 {
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else { continue }
            rounds += 1
            for _ in 0..<20 { sched_yield() }
            for end in ends where fcntl(end, F_GETFD) < 0 { lost += 1 }
            for end in ends where close(end) != 0 { lost += 1 }
        }
        stop.store(true)
        while !connector.isFinished { Thread.sleep(forTimeInterval: 0.01) }
        #expect(refused.load() > 0 && rounds > 0, "refused \(refused.load()) times in \(rounds) rounds")
        #expect(lost == 0, "\(lost) of this thread's pipe ends were closed by someone else in \(rounds) rounds")
    }
    /// A subscriber that stops reading is dropped once more than `largestBacklog` waits for it; the hub closes
    /// it on its own thread, once, and goes on serving the subscriber that reads.
    @Test(.timeLimit(.minutes(2))) func aSubscriberThatStopsReadingIsDroppedOnceAndTheOtherStaysServed() throws {
        let hub = try ZMTPHub(host: "127.0.0.1", endpoints: [.init(name: "iopub", kind: .publisher, port: 0)]) { _, _ in }
        hub.start()
        defer { hub.stop() }
        let port = try #require(hub.port("iopub"))
        let stalled = try JupyterClient.Peer(port: port, socketType: "SUB", timeout: 10_000)
        let reading = try JupyterClient.Peer(port: port, socketType: "SUB", timeout: 10_000)
        stalled.write(ZMTP.message([[1]]))
        reading.write(ZMTP.message([[1]]))
        Thread.sleep(forTimeInterval: 0.2)  // both READY before anything is published
        let megabyte = [UInt8](repeating: 0x2A, count: 1 << 20)
        let count = (ZMTPHub.largestBacklog >> 20) + 8
        for index in 0..<count {
            hub.send("iopub", [Array("\(index)".utf8), megabyte])
            #expect(try reading.next() == [Array("\(index)".utf8), megabyte])
        }
        // The stalled one is given what its socket held, then the end of the connection.
        var total = 0, chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            var ready = pollfd(fd: stalled.descriptor, events: Int16(POLLIN), revents: 0)
            try #require(poll(&ready, 1, 10_000) > 0, "the stalled subscriber was never dropped")
            let read = Glibc.read(stalled.descriptor, &chunk, chunk.count)
            if read <= 0 { break }
            total += read
        }
        #expect(total < ZMTPHub.largestBacklog)
        hub.send("iopub", [Array("after".utf8)])
        #expect(try reading.next() == [Array("after".utf8)])
    }
}

/// A small lock-guarded value for the threads above.
private final class Atomic<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()
    init(_ value: Value) { self.value = value }
    func load() -> Value { lock.withLock { value } }
    func store(_ new: Value) { lock.withLock { value = new } }
}

extension Atomic where Value == Int {
    func add(_ amount: Int) { lock.withLock { value += amount } }
}
