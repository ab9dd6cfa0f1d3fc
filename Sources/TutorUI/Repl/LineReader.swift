#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@preconcurrency import CReadline

/// What reading one line produced.
public enum LineInput: Sendable, Equatable {
    case line(String)
    /// Ctrl-C: the input typed so far is dropped.
    case interrupted
    /// Ctrl-D on an empty line, or the end of piped input: save and leave.
    case endOfInput
}

/// Where the REPL's lines come from: readline on a terminal, plain lines from a pipe.
public protocol LineReader: AnyObject {
    func readLine(prompt: String) -> LineInput
    func addHistory(_ line: String)
    /// Writes history to disk.
    func save()
}

/// Lines from a pipe or file: no prompt, no escape codes, no editing. A script or a classroom
/// check drives the REPL this way.
public final class PlainLineReader: LineReader {
    public init() {}
    public func readLine(prompt: String) -> LineInput {
        guard let line = Swift.readLine(strippingNewline: true) else { return .endOfInput }
        return .line(line)
    }
    public func addHistory(_ line: String) {}
    public func save() {}
}

/// Lines given up front (tests).
public final class ScriptedLineReader: LineReader {
    private var lines: [String]
    public private(set) var prompts: [String] = []
    public init(_ lines: [String]) { self.lines = lines }
    public func readLine(prompt: String) -> LineInput {
        prompts.append(prompt)
        return lines.isEmpty ? .endOfInput : .line(lines.removeFirst())
    }
    public func addHistory(_ line: String) {}
    public func save() {}
}

/// libreadline through its callback interface: tutor keeps the read loop, so Ctrl-C (seen by
/// `Interrupts`) cancels the line cleanly instead of relying on readline's own signal handling.
/// History persists to `historyPath`; Tab completes through `Completer`.
public final class ReadlineLineReader: LineReader {
    private let historyPath: String?

    public init(historyPath: String?, completer: Completer) {
        self.historyPath = historyPath
        ReadlineBridge.completer = completer
        rl_readline_name = UnsafePointer(strdup("tutor"))
        rl_catch_signals = 0
        rl_catch_sigwinch = 1
        rl_attempted_completion_function = { text, start, _ in
            rl_attempted_completion_over = 1  // never fall back to file names
            let before = rl_line_buffer.map { String(String(cString: $0).utf8.prefix(Int(start))) ?? "" } ?? ""
            ReadlineBridge.prepare(lineBefore: before, word: text.map { String(cString: $0) } ?? "")
            return rl_completion_matches(text, { _, state in ReadlineBridge.next(state: state) })
        }
        stifle_history(1000)
        if let historyPath { read_history(historyPath) }
    }

    /// The window's size when readline last measured it.
    private var windowGeneration = WindowSize.generation

    public func readLine(prompt: String) -> LineInput {
        if WindowSize.generation != windowGeneration {
            windowGeneration = WindowSize.generation
            rl_resize_terminal()  // resized while a cell ran, when readline's own handler was not in place
        }
        ReadlineBridge.result = nil
        let mark = Interrupts.mark
        rl_callback_handler_install(prompt, { line in
            if let line {
                ReadlineBridge.result = .line(String(cString: line))
                free(line)
            } else {
                ReadlineBridge.result = .endOfInput
            }
            rl_callback_handler_remove()
        })
        while ReadlineBridge.result == nil {
            if Interrupts.since(mark) {
                rl_free_line_state()
                rl_callback_sigcleanup()
                rl_replace_line("", 0)
                rl_callback_handler_remove()
                fputs("^C\n", stdout)
                fflush(stdout)
                return .interrupted
            }
            var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, 200)
            if ready > 0 { rl_callback_read_char() }
        }
        let result = ReadlineBridge.result ?? .endOfInput
        if result == .endOfInput { fputs("\n", stdout) }
        return result
    }

    public func addHistory(_ line: String) {
        guard !line.trimmingSpaces().isEmpty else { return }
        add_history(line)
    }

    public func save() {
        if let historyPath { write_history(historyPath) }
    }
}

/// Global state the C callbacks reach: readline calls plain C function pointers, which cannot
/// capture context. Only the REPL's single thread touches it.
enum ReadlineBridge {
    nonisolated(unsafe) static var result: LineInput?
    nonisolated(unsafe) static var completer = Completer(lessonIDs: [])
    nonisolated(unsafe) static var matches: [String] = []

    static func prepare(lineBefore: String, word: String) {
        matches = completer.completions(lineBefore: lineBefore, word: word)
    }

    /// readline's generator protocol: state 0 starts, each call returns the next match or NULL.
    static func next(state: Int32) -> UnsafeMutablePointer<CChar>? {
        let index = Int(state)
        guard index < matches.count else { return nil }
        return strdup(matches[index])
    }
}
