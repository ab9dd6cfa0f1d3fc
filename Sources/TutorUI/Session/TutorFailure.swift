/// A failure a command reports to the person: its message goes to standard error and the
/// process exits with `exitCode` (sysexits.h conventions).
public struct TutorFailure: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// Bad command line: an unknown lesson, a missing argument (64, EX_USAGE).
        case usage
        /// The lessons themselves are broken (65, EX_DATAERR).
        case content
        /// A file could not be read or written (74, EX_IOERR).
        case io
    }

    public var kind: Kind
    public var message: String

    /// The message is made terminal-safe (`TerminalSafeText`): it may quote lesson ids, paths and diagnostics.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message.terminalSafe
    }

    public static func usage(_ message: String) -> TutorFailure { TutorFailure(.usage, message) }

    public var exitCode: Int32 {
        switch kind {
        case .usage: 64
        case .content: 65
        case .io: 74
        }
    }

    public var description: String { message }
}

import Lessons

/// The engine's errors in the learner's words (typed throws arrive here as `any Error` from
/// `do`/`catch`), anything else as its description; terminal-safe, since they may quote ids and
/// answers from the lesson.
func describe(_ error: any Error, _ strings: Localizer = .english) -> String {
    let text = switch error {
    case let error as SessionError: error.message(strings)
    case let error as ProgressError: error.message(strings)
    case let error as TutorFailure: error.message
    default: "\(error)"
    }
    return text.terminalSafe
}
