import Foundation

/// The verdict of one named check of an exercise, decided by the judge (`ExerciseJudge`) from what the
/// learner's program and the reference solution's did on the same scenarios.
public struct CheckOutcome: Sendable, Hashable, Codable {
    public var name: String
    public var passed: Bool
    /// Shown to the learner: what was observed against what was expected, in the lesson's terms.
    public var message: String
    /// The recorded classic mistake (`wrong/<name>`) whose behaviour matched the learner's, when one did.
    public var mistake: String?
    /// The name in the learner's language (`checks.<lang>.yaml`); `name` stays the English key that
    /// grading and the recorded mistakes go by.
    public var title: String?

    public init(name: String, passed: Bool, message: String, mistake: String? = nil, title: String? = nil) {
        self.name = name
        self.passed = passed
        self.message = message
        self.mistake = mistake
        self.title = title
    }

    /// The name as the learner reads it.
    public var shownName: String { title ?? name }
}
