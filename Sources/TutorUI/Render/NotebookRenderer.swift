import Kernel
import Lessons

/// The notebook rhythm on a terminal: `In [n]:` with the highlighted cell, `Out[n]:` with what it
/// printed, and ✓/✗ verdicts with the validator's message. Returns strings ready to print
/// (escape codes only when the styler has colors on). Code, output, messages and titles are made
/// terminal-safe before they are laid out, so their widths are those of what is shown.
public struct NotebookRenderer: Sendable {
    public var styler: Styler
    public var width: Int
    public var symbols: Symbols
    public var highlighter = SwiftHighlighter()
    /// Code and program output are wrapped only on a terminal: in a pipe their lines stay whole.
    public var wrapsCode: Bool

    public init(capabilities: TerminalCapabilities) {
        styler = Styler(colors: capabilities.colors)
        width = capabilities.width
        symbols = Symbols(unicode: capabilities.unicode)
        wrapsCode = capabilities.interactiveOutput
    }

    func wrapped(_ line: StyledLine, prefix: StyledLine, indent: StyledLine) -> [StyledLine] {
        wrapsCode ? TextWrapper.wrapCode(line, prefix: prefix, width: width, indent: indent) : [TextWrapper.merged(prefix + line)]
    }

    static let inStyle = TextStyle(bold: true, color: .blue)
    static let outStyle = TextStyle(bold: true, color: .red)
    static let passStyle = TextStyle(bold: true, color: .green)
    static let failStyle = TextStyle(bold: true, color: .red)

    /// `In [3]: let x = 1` with continuation lines aligned under the code.
    public func input(_ number: Int, code: String) -> String {
        let label = "In [\(number)]: "
        let indent = [Span(String(repeating: " ", count: label.displayWidth))]
        var lines: [StyledLine] = []
        for (index, line) in highlighter.highlight(code.terminalSafe).enumerated() {
            let prefix = index == 0 ? [Span(label, Self.inStyle)] : indent
            lines += wrapped(line, prefix: prefix, indent: indent)
        }
        return styler.render(lines)
    }

    /// `Out[3]: …` with the output's lines aligned under the first; nothing when there was no output.
    public func output(_ number: Int, text: String) -> String? {
        var text = text.terminalSafe
        while text.hasSuffix("\n") { text.removeLast() }
        guard !text.isEmpty else { return nil }
        let label = "Out[\(number)]: "
        let indent = [Span(String(repeating: " ", count: label.displayWidth))]
        var lines: [StyledLine] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let prefix = index == 0 ? [Span(label, Self.outStyle)] : indent
            lines += wrapped([Span(String(line))], prefix: prefix, indent: indent)
        }
        return styler.render(lines)
    }

    /// `✓ Right: the keyboard is 216 points tall in portrait.` wrapped with a hanging indent.
    public func verdict(passed: Bool, message: String) -> String {
        let mark = passed ? symbols.pass : symbols.fail
        let style = passed ? Self.passStyle : Self.failStyle
        let first = [Span(mark, style), Span(" ")]
        let indent = [Span(String(repeating: " ", count: mark.displayWidth + 1))]
        var lines: [StyledLine] = []
        for (index, paragraph) in message.terminalSafe.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            lines += TextWrapper.wrap([Span(String(paragraph))], width: width, firstIndent: index == 0 ? first : indent, indent: indent)
        }
        return styler.render(lines)
    }

    /// One verdict per check, then a summary line when there are several.
    public func checks(_ outcomes: [CheckOutcome], strings: Localizer = .english) -> String {
        var parts = outcomes.map {
            verdict(passed: $0.passed, message: $0.shownName + ($0.message.isEmpty || $0.message == $0.shownName ? "" : ": " + $0.message))
        }
        if outcomes.count > 1 {
            let passed = outcomes.filter(\.passed).count
            parts.append(styler.paint(strings[.checksPassedCount, String(passed), String(outcomes.count)], TextStyle(bold: true)))
        }
        return parts.joined(separator: "\n")
    }

    /// The compiler's lines; in another language than English, each error's meaning first, in the reader's words
    /// (`CompilerExplanation`), then the compiler's own line.
    public static func compilerLines(_ diagnostics: [SourceDiagnostic], strings: Localizer) -> String {
        diagnostics.map { diagnostic in
            guard diagnostic.severity == .error,
                  let meaning = CompilerExplanation.meaning(of: diagnostic.message, language: strings.language) else { return diagnostic.description }
            return "\(diagnostic.unit):\(diagnostic.line):\(diagnostic.column): \(meaning).\n  " + diagnostic.description
        }.joined(separator: "\n")
    }

    /// What went wrong with a run, in words (the learner's language's, `strings`); nil when it succeeded.
    public func problem(_ result: KernelResult, strings: Localizer = .english) -> String? {
        let errorStyle = TextStyle(color: .red)
        if strings.language != "en", !(result.status == .compileFailed && result.diagnostics.contains { $0.severity != .warning }),
           let words = CodeChecksValidator.runProblem(result.status, strings: strings, exitCodes: true) {
            // The engine's words for a run that stopped, as exercises and grading say them; compiler errors stay the compiler's.
            return styler.paint(words.terminalSafe, errorStyle)
        }
        switch result.status {
        case .succeeded:
            return nil
        case .compileFailed:
            let diagnostics = result.diagnostics.filter { $0.severity != .warning }
            let text = diagnostics.isEmpty ? "It did not compile." : Self.compilerLines(diagnostics, strings: strings)
            return styler.paint(text, errorStyle)
        case .exited(let code):
            return styler.paint("The program exited with status \(code).", errorStyle)
        case .crashed(_, let message):
            return styler.paint("The program crashed: \(message)", errorStyle)
        case .timedOut(let seconds):
            return styler.paint("Stopped after \(Self.seconds(seconds)) s: does it loop forever?", errorStyle)
        case .outputLimitExceeded(let bytes):
            return styler.paint("Stopped after printing \(bytes) bytes (the output limit).", errorStyle)
        case .memoryLimitExceeded:
            return styler.paint("Stopped: the program used more memory than allowed.", errorStyle)
        case .toolchainUnavailable(let reason):
            return styler.paint("Code cannot run here: \(reason)", errorStyle)
        }
    }

    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// A heading rule with a title, e.g. `── keyboard 3/9 · Moving the field ──────`.
    public func banner(_ title: String) -> String {
        let head = String(repeating: symbols.rule, count: 2) + " " + title.terminalSafe + " "
        let fill = max(0, min(width, 72) - head.displayWidth)
        return styler.paint(head + String(repeating: symbols.rule, count: fill), TextStyle(bold: true, color: .cyan))
    }
}
