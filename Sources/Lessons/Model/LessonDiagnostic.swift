import Foundation

/// A problem found in lesson content, pointing at the file, line and column an author can open.
/// The parser never throws on bad content and never repairs it silently: it reports one of these.
public struct LessonDiagnostic: Sendable, Hashable, Codable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable, Codable { case error, warning }

    /// Path of the file, as given to the loader (relative paths stay relative so messages are short).
    public var file: String
    /// 1-based line; 0 when the problem concerns the whole file (a missing file, say).
    public var line: Int
    /// 1-based column, counted in Unicode scalars.
    public var column: Int
    public var severity: Severity
    public var message: String

    public init(file: String, line: Int, column: Int, severity: Severity, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }

    /// `file:line:column: error: message`, the form compilers and editors understand. Terminal-safe
    /// (`TerminalSafeText`): the message may quote the lesson, and the path names its folders.
    public var description: String { "\(file):\(line):\(column): \(severity.rawValue): \(message)".terminalSafe }
}

extension Array where Element == LessonDiagnostic {
    /// True when any diagnostic is an error (content with errors must not ship).
    public var containsErrors: Bool { contains { $0.severity == .error } }
}
