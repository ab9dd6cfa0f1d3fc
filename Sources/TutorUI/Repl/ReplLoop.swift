import Foundation

/// The read–evaluate–print loop: reads lines (with continuation lines for unfinished Swift),
/// parses them into `ReplCommand`s and hands them to the session. On a terminal it shows a
/// prompt with where you are; from a pipe it prints no prompt and no escape codes.
@MainActor
public final class ReplLoop {
    let session: ReplSession
    let reader: LineReader
    let showPrompt: Bool
    let styler: Styler
    let symbols: Symbols

    public init(session: ReplSession, reader: LineReader, showPrompt: Bool) {
        self.session = session
        self.reader = reader
        self.showPrompt = showPrompt
        self.styler = session.environment.styler
        self.symbols = session.environment.symbols
    }

    /// `keyboard 3/9 › `; escape codes wrapped in readline's \001…\002 so it measures the prompt right.
    var prompt: String {
        guard showPrompt else { return "" }
        let text = session.promptLabel + " " + symbols.promptArrow + " "
        guard styler.colors else { return text }
        return "\u{01}\u{1B}[1;36m\u{02}" + text + "\u{01}\u{1B}[0m\u{02}"
    }

    var continuationPrompt: String { showPrompt ? "   ...: " : "" }

    /// Runs until `quit`, Ctrl-D or the end of input. Progress is saved as it changes; history on the way out.
    public func run() async {
        defer { reader.save() }
        while true {
            let input = reader.readLine(prompt: prompt)
            guard case .line(let line) = input else {
                if input == .endOfInput { break }
                continue  // Ctrl-C: drop the line, prompt again
            }
            var command = ReplCommand.parse(line, context: session.parseContext, strings: session.strings)
            switch command {
            case .code(let code) where !CodeEntry.isComplete(code):
                guard let complete = readContinuation(start: code, untilBlankLine: false) else { continue }
                command = .code(complete)
            case .swiftBlock:
                guard let block = readContinuation(start: nil, untilBlankLine: true) else { continue }
                if block.trimmingSpaces().isEmpty { continue }
                command = .code(block)
            default:
                break
            }
            if case .code(let code) = command { reader.addHistory(code) } else { reader.addHistory(line) }
            if await session.handle(command) == .quit { break }
        }
        session.emit(session.strings[.replGoodbye])
    }

    /// Reads continuation lines until the code balances (or a blank line, for `swift` blocks);
    /// nil when Ctrl-C cancels the entry.
    func readContinuation(start: String?, untilBlankLine: Bool) -> String? {
        var lines = start.map { [$0] } ?? []
        while true {
            switch reader.readLine(prompt: continuationPrompt) {
            case .interrupted:
                return nil
            case .endOfInput:
                return lines.joined(separator: "\n")
            case .line(let line):
                if untilBlankLine, line.trimmingSpaces().isEmpty { return lines.joined(separator: "\n") }
                lines.append(line)
                if !untilBlankLine, CodeEntry.isComplete(lines.joined(separator: "\n")) { return lines.joined(separator: "\n") }
            }
        }
    }
}
