#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Counts changes of the terminal's size (SIGWINCH), so that the REPL lays out its next output, and
/// readline its next prompt, at the new width. readline's own handler, in place while it reads a
/// line, calls the handler it found (this one), so a resize is counted whenever it happens.
public enum WindowSize {
    private static let changes = Atomic<Int>(0)

    /// Installs the handler; idempotent. SA_RESTART: a resize must not interrupt a read or a wait.
    public static func install() {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = { _ in WindowSize.changes.add(1, ordering: .relaxed) }
        #else
        action.__sigaction_u.__sa_handler = { _ in WindowSize.changes.add(1, ordering: .relaxed) }
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        sigaction(SIGWINCH, &action, nil)
    }

    /// Goes up by one at each resize; compare with a value seen before.
    public static var generation: Int { changes.load(ordering: .relaxed) }
}
