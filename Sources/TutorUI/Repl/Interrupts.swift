#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization
import Dispatch

/// Ctrl-C never kills the tutor. SIGINT only bumps a counter (all a signal handler may safely
/// do); whoever is waiting — the line editor, a running cell, `watch` — notices the change and
/// cancels what it is doing.
public enum Interrupts {
    private static let count = Atomic<Int>(0)
    /// The write end of a pipe the handler writes a byte into (write(2) is async-signal-safe), so that
    /// waiters wake at once instead of polling (`observe`).
    private static let wakeWrite = Atomic<Int32>(-1)
    private static let observers = Mutex<[Int: @Sendable () -> Void]>([:])
    private static let nextObserver = Atomic<Int>(0)

    /// Installs the handler once; idempotent.
    public static func install() {
        startWakePipe()
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = { _ in Interrupts.interrupted() }
        #else
        action.__sigaction_u.__sa_handler = { _ in Interrupts.interrupted() }
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0  // no SA_RESTART: a blocking poll or read returns EINTR so the waiter can look
        sigaction(SIGINT, &action, nil)
    }

    /// A mark to compare against later: `Interrupts.since(mark)` is true once Ctrl-C was pressed after it.
    public static var mark: Int { count.load(ordering: .relaxed) }
    public static func since(_ mark: Int) -> Bool { count.load(ordering: .relaxed) != mark }

    /// For tests: behaves as if Ctrl-C was pressed.
    public static func simulate() {
        startWakePipe()
        interrupted()
    }

    /// Async-signal-safe: an atomic and a write.
    private static func interrupted() {
        count.add(1, ordering: .relaxed)
        let descriptor = wakeWrite.load(ordering: .relaxed)
        if descriptor >= 0 {
            var byte: UInt8 = 1
            _ = write(descriptor, &byte, 1)
        }
    }

    private static let wakePipe: Void = {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(ends[1], F_SETFL, O_NONBLOCK)
        let source = DispatchSource.makeReadSource(fileDescriptor: ends[0], queue: DispatchQueue.global(qos: .userInteractive))
        source.setEventHandler {
            var buffer = [UInt8](repeating: 0, count: 64)
            _ = read(ends[0], &buffer, 64)
            for observer in observers.withLock({ Array($0.values) }) { observer() }
        }
        source.resume()
        wakeSource = source
        wakeWrite.store(ends[1], ordering: .relaxed)
    }()
    /// Kept so that the source lives as long as the process; set once, before any observer can run.
    nonisolated(unsafe) private static var wakeSource: DispatchSourceRead?

    private static func startWakePipe() { _ = wakePipe }

    /// Calls `action` (on a Dispatch thread) at each Ctrl-C until the returned token is passed to `stopObserving`.
    public static func observe(_ action: @escaping @Sendable () -> Void) -> Int {
        startWakePipe()
        let token = nextObserver.add(1, ordering: .relaxed).newValue
        observers.withLock { $0[token] = action }
        return token
    }

    public static func stopObserving(_ token: Int) { observers.withLock { _ = $0.removeValue(forKey: token) } }
}
