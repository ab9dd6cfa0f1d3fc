#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Ctrl-C never kills the tutor. SIGINT only bumps a counter (all a signal handler may safely
/// do); whoever is waiting — the line editor, a running cell, `watch` — notices the change and
/// cancels what it is doing.
public enum Interrupts {
    private static let count = Atomic<Int>(0)

    /// Installs the handler once; idempotent.
    public static func install() {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = { _ in Interrupts.count.add(1, ordering: .relaxed) }
        #else
        action.__sigaction_u.__sa_handler = { _ in Interrupts.count.add(1, ordering: .relaxed) }
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0  // no SA_RESTART: a blocking poll or read returns EINTR so the waiter can look
        sigaction(SIGINT, &action, nil)
    }

    /// A mark to compare against later: `Interrupts.since(mark)` is true once Ctrl-C was pressed after it.
    public static var mark: Int { count.load(ordering: .relaxed) }
    public static func since(_ mark: Int) -> Bool { count.load(ordering: .relaxed) != mark }

    /// For tests: behaves as if Ctrl-C was pressed.
    public static func simulate() { count.add(1, ordering: .relaxed) }
}
