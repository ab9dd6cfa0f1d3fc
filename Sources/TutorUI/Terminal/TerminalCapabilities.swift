#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the terminal can show, decided once at start-up. The decisions are pure functions of
/// their inputs (`colorsEnabled`, `width`, `unicode`) so tests can pin every rule.
public struct TerminalCapabilities: Sendable, Hashable {
    /// Standard input is a terminal: the REPL uses readline and shows a prompt.
    public var interactiveInput: Bool
    /// Standard output is a terminal.
    public var interactiveOutput: Bool
    /// Escape codes for colors and styles may be printed.
    public var colors: Bool
    /// Columns to wrap to.
    public var width: Int
    /// The locale is UTF-8: ✓, ✗, box drawing and › may be printed.
    public var unicode: Bool

    public init(interactiveInput: Bool = false, interactiveOutput: Bool = false, colors: Bool = false, width: Int = 80, unicode: Bool = true) {
        self.interactiveInput = interactiveInput
        self.interactiveOutput = interactiveOutput
        self.colors = colors
        self.width = width
        self.unicode = unicode
    }

    /// Plain UTF-8 output 80 columns wide: what pipes, tests and goldens get.
    public static let plain = TerminalCapabilities()

    /// Looks at the real process: file descriptors, window size, environment.
    public static func detect(noColorFlag: Bool = false, environment: [String: String]) -> TerminalCapabilities {
        let inTTY = isatty(STDIN_FILENO) == 1
        let outTTY = isatty(STDOUT_FILENO) == 1
        return TerminalCapabilities(
            interactiveInput: inTTY,
            interactiveOutput: outTTY,
            colors: colorsEnabled(outputIsTTY: outTTY, noColorFlag: noColorFlag, environment: environment),
            width: width(windowColumns: outTTY ? windowColumns() : nil, environment: environment),
            unicode: unicode(environment: environment))
    }

    /// Colors only on a terminal, never with `NO_COLOR` set to anything non-empty (no-color.org),
    /// never with `--no-color`, never on a `dumb` terminal.
    public static func colorsEnabled(outputIsTTY: Bool, noColorFlag: Bool, environment: [String: String]) -> Bool {
        guard outputIsTTY, !noColorFlag else { return false }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        if environment["TERM"] == "dumb" { return false }
        return true
    }

    /// The window's columns when known, else `COLUMNS`, else 80; never below 20.
    public static func width(windowColumns: Int?, environment: [String: String]) -> Int {
        if let columns = windowColumns, columns > 0 { return max(20, columns) }
        if let text = environment["COLUMNS"], let columns = Int(text), columns > 0 { return max(20, columns) }
        return 80
    }

    /// UTF-8 unless the effective locale variable (LC_ALL, then LC_CTYPE, then LANG) names
    /// another encoding or is the C/POSIX locale. Unset everywhere counts as UTF-8: modern
    /// terminals are, and containers often leave the locale unset.
    public static func unicode(environment: [String: String]) -> Bool {
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        guard let locale else { return true }
        let lowered = locale.lowercased()
        if lowered.contains("utf-8") || lowered.contains("utf8") { return true }
        return false
    }

    /// Columns of the terminal on standard output (ioctl TIOCGWINSZ), nil when unknown.
    public static func windowColumns() -> Int? {
        var size = winsize()
        #if canImport(Glibc)
        let request = UInt(TIOCGWINSZ)
        #else
        let request = TIOCGWINSZ
        #endif
        guard ioctl(STDOUT_FILENO, request, &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}

/// The few symbols whose spelling depends on the locale.
public struct Symbols: Sendable {
    public var pass: String
    public var fail: String
    public var promptArrow: String
    public var bullet: String
    public var rule: Character
    public var quoteBar: String

    public init(unicode: Bool) {
        pass = unicode ? "✓" : "ok"
        fail = unicode ? "✗" : "x"
        promptArrow = unicode ? "›" : ">"
        bullet = unicode ? "•" : "*"
        rule = unicode ? "─" : "-"
        quoteBar = unicode ? "│" : "|"
    }
}
