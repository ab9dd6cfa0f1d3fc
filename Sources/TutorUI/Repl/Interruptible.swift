import Foundation
import Kernel
import Lessons

/// Work the learner can stop with Ctrl-C: running a cell, waiting for an editor's save.
public enum Interruptible {
    /// Runs `work` in a task; Ctrl-C kills the children it started (the compiler, the learner's program
    /// and everything that started), cancels the task and returns nil at once, so the prompt comes back
    /// even if a child is slow to die.
    public static func run<T: Sendable>(_ work: @escaping @Sendable () async -> T) async -> T? {
        let mark = Interrupts.mark
        let scope = ProcessGroupScope()
        let outcome = ResumeOnce<T?>()
        let task = Task { await ProcessGroupScope.$current.withValue(scope) { await work() } }
        // Woken by whichever comes first, the work's end or Ctrl-C: no polling on the result's path.
        // Ctrl-C wins over a result that arrives because of it: nil first, then the kill and the cancellation.
        let token = Interrupts.observe {
            outcome.finish(nil)
            scope.killAll()
            task.cancel()
        }
        defer { Interrupts.stopObserving(token) }
        return await withCheckedContinuation { (continuation: CheckedContinuation<T?, Never>) in
            outcome.wait(continuation)
            if Interrupts.since(mark) {
                outcome.finish(nil)
                scope.killAll()
                task.cancel()
            }
            Task { outcome.finish(await task.value) }
        }
    }

    /// Polls a file's modification time until it changes (true) or Ctrl-C (false).
    public static func waitForChange(of url: URL, pollInterval: Double = 0.25) -> Bool {
        let mark = Interrupts.mark
        let start = modificationDate(url)
        while !Interrupts.since(mark) {
            if modificationDate(url) != start { return true }
            usleep(UInt32(pollInterval * 1_000_000))
        }
        return false
    }

    /// Waits until the file's modification time and size stop changing for `quiet` seconds (at most
    /// two seconds): an editor's save is often several writes, and each would otherwise be checked.
    public static func waitUntilStill(_ url: URL, quiet: Double = 0.15) {
        func state() -> [FileAttributeKey: Any]? { try? FileManager.default.attributesOfItem(atPath: url.path) }
        func same(_ a: [FileAttributeKey: Any]?, _ b: [FileAttributeKey: Any]?) -> Bool {
            (a?[.modificationDate] as? Date) == (b?[.modificationDate] as? Date) && (a?[.size] as? NSNumber) == (b?[.size] as? NSNumber)
        }
        let deadline = Date().addingTimeInterval(2)
        var last = state()
        while Date() < deadline {
            usleep(UInt32(quiet * 1_000_000))
            let now = state()
            if same(now, last) { return }
            last = now
        }
    }

    static func modificationDate(_ url: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }
}

/// A continuation resumed once, by whichever of several parties comes first.
final class ResumeOnce<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<T, Never>?
    private var result: T?
    private var finished = false

    func wait(_ continuation: CheckedContinuation<T, Never>) {
        lock.lock()
        if finished, let result {
            lock.unlock()
            continuation.resume(returning: result)
            return
        }
        self.continuation = continuation
        lock.unlock()
    }

    func finish(_ value: T) {
        lock.lock()
        guard !finished else { lock.unlock(); return }
        finished = true
        let waiting = continuation
        continuation = nil
        if waiting == nil { result = value }
        lock.unlock()
        waiting?.resume(returning: value)
    }
}

/// A value set once from another task.
final class ResultBox<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: T?
    func set(_ newValue: T) { lock.lock(); value = newValue; lock.unlock() }
    func get() -> T? { lock.lock(); defer { lock.unlock() }; return value }
}

/// Opens a file in the learner's editor (`$VISUAL`, then `$EDITOR`, then `vi`) and waits for it to exit.
public enum Editor {
    public static func command(environment: [String: String]) -> String {
        for key in ["VISUAL", "EDITOR"] { if let value = environment[key], !value.isEmpty { return value } }
        return "vi"
    }

    /// Returns the editor's exit status; the command may carry arguments (`code --wait`). The editor
    /// gets the terminal whole (`TerminalHandoff`).
    @discardableResult
    public static func open(_ url: URL, environment: [String: String]) throws -> Int32 {
        try TerminalHandoff.run(shellCommand: command(environment: environment), file: url.path, environment: environment)
    }
}
