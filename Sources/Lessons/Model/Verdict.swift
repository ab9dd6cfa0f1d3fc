import Foundation
import Kernel

/// What the engine says about one answer or one exercise check. Front ends show `message`
/// first, then `feedback` (the author's words for this particular mistake), then `explanation`.
public struct Verdict: Sendable, Hashable, Codable {
    public enum Outcome: String, Sendable, Hashable, Codable {
        case correct
        case incorrect
        /// The answer could not be read as the kind of answer asked for (letters where a number was
        /// asked, an empty line). It is not counted as an attempt.
        case unreadable
        /// The code could not be judged: it did not compile, crashed, timed out, or no toolchain.
        case failedToRun
    }

    public var outcome: Outcome
    /// The engine's own words: "Correct.", "Not quite: position 2 should be …", "I could not read …".
    public var message: String
    /// The author's specific feedback for this wrong answer or pattern, when one matched.
    public var feedback: String?
    /// The author's explanation, given once the question is answered correctly or its solution shown.
    public var explanation: String?
    /// Attempts counted so far for this item, including this one when it counted.
    public var attempts: Int
    /// For exercises: each check's outcome in the order the checks ran.
    public var checks: [CheckOutcome]
    /// For exercises: compiler diagnostics mapped to the learner's file.
    public var diagnostics: [SourceDiagnostic]
    /// Points earned for the item (zero until correct).
    public var points: Int
    /// For exercises: the seed the checks' scenarios were drawn from (`tutor check --seed` replays it).
    public var seed: UInt64?

    public var isCorrect: Bool { outcome == .correct }

    public init(outcome: Outcome, message: String, feedback: String? = nil, explanation: String? = nil, attempts: Int = 0,
                checks: [CheckOutcome] = [], diagnostics: [SourceDiagnostic] = [], points: Int = 0, seed: UInt64? = nil) {
        self.outcome = outcome
        self.message = message
        self.feedback = feedback
        self.explanation = explanation
        self.attempts = attempts
        self.checks = checks
        self.diagnostics = diagnostics
        self.points = points
        self.seed = seed
    }
}
