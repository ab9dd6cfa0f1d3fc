import Foundation
import Lessons

/// A line that says what the tutor is waiting for and for how long ("⋯ compiling and running… 1.4 s"): drawn 0.3 s into
/// a wait, redrawn as the time passes, and erased when the wait ends, so quick work shows nothing and slow work (a
/// first compile, a check on a busy machine) never looks like a hang. Only on a terminal; never in a pipe.
public final class WaitingLine: @unchecked Sendable {
    /// How long a wait goes unannounced, and how often the time shown moves on.
    static let delay = 0.3
    static let tick = 0.2

    private let label: String
    private let write: @Sendable (String) -> Void
    private let lock = NSLock()
    private var timer: DispatchSourceTimer?
    private var drawn = false
    private var started = ContinuousClock.now

    /// `write` gets the control sequences and text; it is called on a queue of the line's own.
    public init(label: String, write: @escaping @Sendable (String) -> Void) {
        self.label = label
        self.write = write
    }

    /// A line on standard output, or nil when standard output is not a terminal.
    public static func onTerminal(_ label: String, capabilities: TerminalCapabilities) -> WaitingLine? {
        guard capabilities.interactiveOutput else { return nil }
        return WaitingLine(label: label) { text in FileHandle.standardOutput.write(Data(text.utf8)) }
    }

    public func start() {
        let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "tutor waiting line"))
        lock.withLock {
            started = .now
            self.timer = timer
        }
        timer.schedule(deadline: .now() + Self.delay, repeating: Self.tick)
        timer.setEventHandler { [self] in draw() }
        timer.resume()
    }

    /// Erases the line (if it was drawn): what the work printed then starts at the left margin of a clean line.
    /// The writes happen under the lock: a redraw that had read the time just before the wait ended must not reach the
    /// terminal after the erase (on a busy machine it did, and the stale line stayed above the work's output).
    public func stop() {
        lock.withLock {
            timer?.cancel()
            timer = nil
            if drawn { write("\r\u{1B}[2K") }
            drawn = false
        }
    }

    private func draw() {
        lock.withLock {
            guard timer != nil else { return }
            drawn = true
            let elapsed = ContinuousClock.now - started
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            write("\r\u{1B}[2K⋯ \(label) \(String(format: "%.1f", seconds)) s")
        }
    }
}

extension Interruptible {
    /// `run`, with a waiting line shown while the work takes longer than a moment.
    public static func run<T: Sendable>(showing line: WaitingLine?, _ work: @escaping @Sendable () async -> T) async -> T? {
        line?.start()
        defer { line?.stop() }
        return await run(work)
    }
}
