import Foundation
import Lessons

/// Receives grading progress (called from several workers at once).
public protocol GradingProgress: Sendable {
    func started(total: Int)
    func began(student: String)
    func finished(student: String)
    func ended()
}

/// A one-line progress bar on standard error, drawn only on a terminal and never with NO_COLOR;
/// piped output stays clean for scripts.
public final class TerminalProgressBar: GradingProgress, @unchecked Sendable {
    private let lock = NSLock()
    private var total = 0
    private var done = 0
    private var running: [String] = []

    /// A bar when standard error is a terminal and NO_COLOR is unset; otherwise nil.
    public static func ifTerminal(environment: [String: String] = ProcessInfo.processInfo.environment) -> TerminalProgressBar? {
        guard isatty(STDERR_FILENO) == 1, environment["NO_COLOR"] == nil, environment["TERM"] != "dumb" else { return nil }
        return TerminalProgressBar()
    }

    public func started(total: Int) { lock.withLock { self.total = total }; draw() }
    public func began(student: String) { lock.withLock { running.append(student) }; draw() }
    public func finished(student: String) {
        lock.withLock { done += 1; running.removeAll { $0 == student } }
        draw()
    }
    public func ended() { FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8)) }

    /// `[██████······] 12/30 alice, bob`
    public static func line(done: Int, total: Int, running: [String], width: Int = 24) -> String {
        let filled = total == 0 ? width : width * done / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
        // Folder names are the students' own: shown on the bar's one line, never obeyed.
        return "[\(bar)] \(done)/\(total) \(running.map(\.terminalSafeLine).joined(separator: ", "))"
    }

    private func draw() {
        let text = lock.withLock { Self.line(done: done, total: total, running: running) }
        FileHandle.standardError.write(Data("\r\u{1B}[2K\(text)".utf8))
    }
}
