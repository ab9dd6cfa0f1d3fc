import Foundation
import Lessons
import Synchronization
import Testing

/// `readToEndRetryingInterrupts` against a reader that signals keep interrupting: Foundation's
/// `readDataToEndOfFile()` ends the process on the first EINTR (a fresh clone's test run died of it).
@Suite struct ReadToEndTests {
    /// A handler without SA_RESTART, so a blocked `read` returns EINTR when the signal arrives.
    private static let handlerInstalled: Void = {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGUSR2, &action, nil)
    }()

    /// Foundation's threads may start with signals blocked; the reader must be one a signal can interrupt.
    private static func unblockSignal() {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGUSR2)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    @Test func aReadInterruptedBySignalsStillGetsEverything() async throws {
        _ = Self.handlerInstalled
        let pipe = Pipe()
        nonisolated(unsafe) var reader: pthread_t? = nil
        let started = DispatchSemaphore(value: 0)
        let result = Mutex<Data?>(nil)
        let thread = Thread {
            reader = pthread_self()
            Self.unblockSignal()
            started.signal()
            let data = pipe.fileHandleForReading.readToEndRetryingInterrupts()
            result.withLock { $0 = data }
        }
        thread.start()
        started.wait()
        let writer = pipe.fileHandleForWriting
        for round in 0..<20 {
            usleep(5_000)  // the reader is blocked in read(2) again
            #expect(pthread_kill(try #require(reader), SIGUSR2) == 0)
            writer.write(Data("part \(round);".utf8))
        }
        usleep(5_000)
        #expect(pthread_kill(try #require(reader), SIGUSR2) == 0)
        try writer.close()
        var waited = 0
        while result.withLock({ $0 }) == nil, waited < 500 { usleep(10_000); waited += 1 }
        let text = String(decoding: try #require(result.withLock { $0 }), as: UTF8.self)
        #expect(text == (0..<20).map { "part \($0);" }.joined())
    }

    @Test func oneInterruptedReadReturnsWhatCameAfter() throws {
        _ = Self.handlerInstalled
        let pipe = Pipe()
        nonisolated(unsafe) var reader: pthread_t? = nil
        let started = DispatchSemaphore(value: 0)
        let result = Mutex<[Data]?>(nil)
        let thread = Thread {
            reader = pthread_self()
            Self.unblockSignal()
            started.signal()
            let first = pipe.fileHandleForReading.readSomeRetryingInterrupts()
            let end = pipe.fileHandleForReading.readSomeRetryingInterrupts()
            result.withLock { $0 = [first, end] }
        }
        thread.start()
        started.wait()
        usleep(20_000)
        #expect(pthread_kill(try #require(reader), SIGUSR2) == 0)
        usleep(20_000)
        pipe.fileHandleForWriting.write(Data("после сигнала".utf8))
        usleep(20_000)
        try pipe.fileHandleForWriting.close()
        var waited = 0
        while result.withLock({ $0 }) == nil, waited < 500 { usleep(10_000); waited += 1 }
        let reads = try #require(result.withLock { $0 })
        #expect(String(decoding: reads[0], as: UTF8.self) == "после сигнала")
        #expect(reads[1].isEmpty)
    }
}
