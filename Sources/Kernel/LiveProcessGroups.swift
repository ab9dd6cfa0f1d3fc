import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// The process groups of the children running now (the compiler, learners' programs, graders), so
/// that a tutor stopped by SIGTERM, SIGHUP or SIGINT takes them with it instead of leaving them to run
/// on. `ProcessRunner` adds each child's group when it starts and removes it when the run ends.
///
/// The signal handler may only do what is async-signal-safe: it reads a fixed table of atomics and
/// calls `kill`, then dies of the same signal. A tutor killed with SIGKILL cannot clean up: for that,
/// jailed programs die at their wall-clock backstop (`ProgramJail`), and stale scratch folders are
/// swept by the next run (`ScratchFolders`).
public enum LiveProcessGroups {
    /// Room for every child of a busy tutor: a full parallel test run or a class graded at once keeps hundreds
    /// alive, and a group that finds no slot could not be killed on SIGTERM.
    private static let capacity = 4096
    private nonisolated(unsafe) static let slots: UnsafeMutablePointer<Atomic<Int32>> = {
        let pointer = UnsafeMutablePointer<Atomic<Int32>>.allocate(capacity: capacity)
        for index in 0..<capacity { (pointer + index).initialize(to: Atomic(0)) }
        return pointer
    }()

    static func add(_ group: pid_t) {
        for index in 0..<capacity where slots[index].compareExchange(expected: 0, desired: group, ordering: .relaxed).exchanged {
            return
        }
    }

    static func remove(_ group: pid_t) {
        for index in 0..<capacity where slots[index].compareExchange(expected: group, desired: 0, ordering: .relaxed).exchanged {
            return
        }
    }

    /// The groups recorded now (for tests).
    public static var current: [pid_t] { (0..<capacity).map { slots[$0].load(ordering: .relaxed) }.filter { $0 != 0 } }

    /// Kills every recorded group. Async-signal-safe.
    public static func killAll() {
        for index in 0..<capacity {
            let group = slots[index].load(ordering: .relaxed)
            if group > 0 { kill(-group, SIGKILL) }
        }
    }

    /// On SIGTERM and SIGHUP (and SIGINT unless someone else handles it, as the REPL does), kill the
    /// children, then die of the signal as before. Idempotent; the executable calls it first thing.
    public static func stopChildrenWhenStopped() {
        for signal in [SIGTERM, SIGHUP, SIGINT] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { received in
                LiveProcessGroups.killAll()
                Glibc.signal(received, SIG_DFL)
                raise(received)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signal, &action, nil)
        }
    }
}

/// The process groups started by one piece of work (a cell's run, a check), so that stopping that work
/// (Ctrl-C) kills its children and nobody else's. `ProcessRunner` adds each group it starts to the
/// scope in effect (`ProcessGroupScope.current`, a task-local, so child tasks inherit it).
public final class ProcessGroupScope: Sendable {
    @TaskLocal public static var current: ProcessGroupScope?

    private struct State { var groups: Set<pid_t> = []; var stopped = false }
    private let state = Mutex(State())

    public init() {}

    /// Records a group that has just started; a scope already stopped kills it at once, so a Ctrl-C that
    /// lands while the child is still being spawned (a busy machine takes long) stops it all the same.
    func add(_ group: pid_t) {
        let stopped = state.withLock { state -> Bool in
            state.groups.insert(group)
            return state.stopped
        }
        if stopped { kill(-group, SIGKILL) }
    }

    func remove(_ group: pid_t) { state.withLock { _ = $0.groups.remove(group) } }

    /// Whether `killAll` has been called: work that has not started its child yet need not start it.
    public var isStopped: Bool { state.withLock { $0.stopped } }

    /// Kills every group of this scope still running, and every group that joins it from now on.
    public func killAll() {
        let groups = state.withLock { state -> Set<pid_t> in
            state.stopped = true
            return state.groups
        }
        for group in groups { kill(-group, SIGKILL) }
    }
}
