import Foundation

/// A ```` ```question ```` block: a prompt, how the answer is judged, staged hints, an explanation
/// for after answering, and the author's feedback for the classic wrong answers.
public struct Question: Sendable {
    public var id: String
    /// Markdown.
    public var prompt: String
    /// Options shown as A), B), … for choice questions; empty otherwise.
    public var choices: [String]
    public var validator: any AnswerValidator
    /// Staged: the learner asks for them one at a time, the first gentlest.
    public var hints: [String]
    public var explanation: String?
    public var feedback: [FeedbackRule]
    /// Points for grading (default 1).
    public var points: Int
    public var line: Int

    public init(id: String, prompt: String, choices: [String] = [], validator: any AnswerValidator, hints: [String] = [],
                explanation: String? = nil, feedback: [FeedbackRule] = [], points: Int = 1, line: Int = 0) {
        self.id = id
        self.prompt = prompt
        self.choices = choices
        self.validator = validator
        self.hints = hints
        self.explanation = explanation
        self.feedback = feedback
        self.points = points
        self.line = line
    }

    /// `A`, `B`, … for the choice at `index`, as learners answer choice and order questions.
    public static func choiceLetter(_ index: Int) -> String { ChoiceValidator.letter(index) }

    /// Judges an answer without touching progress: the validator's result and the feedback that applies.
    /// Any input is accepted (empty, huge, control characters); see `AnswerText.clean`.
    public func judge(_ rawAnswer: String) -> Judgement {
        let answer = AnswerText.clean(rawAnswer)
        if answer.isEmpty { return Judgement(result: .unreadable(Message(.answerEmpty)), feedback: nil) }
        if answer.count > AnswerText.maximumLength {
            return Judgement(result: .unreadable(Message(.answerTooLong, String(AnswerText.maximumLength))), feedback: nil)
        }
        let result = validator.validate(answer)
        if result == .correct { return Judgement(result: result, feedback: nil, note: validator.note(on: answer)) }
        guard case .incorrect = result else { return Judgement(result: result, feedback: nil) }
        let rule = feedback.first { $0.matches(answer, validator: validator) }
        return Judgement(result: result, feedback: rule?.message)
    }

    /// The outcome of judging one answer.
    public struct Judgement: Sendable, Hashable {
        public var result: ValidationResult
        public var feedback: String?
        /// For a right answer: what the verdict adds to "Correct." (see `AnswerValidator.note(on:)`).
        public var note: Message? = nil
    }
}

/// The author's words for a specific wrong answer (read the way the validator reads answers, so
/// `UIKeyboardFrameBeginUserInfoKey` also catches `UIResponder.keyboardFrameBeginUserInfoKey`) or for a pattern.
public struct FeedbackRule: Sendable, Hashable {
    public enum Match: Sendable, Hashable {
        /// An answer, compared with the question's own validator.
        case answer(String)
        /// A regular expression searched in the answer as typed (after trimming).
        case pattern(String)
    }

    public var match: Match
    public var message: String
    public var line: Int

    public init(match: Match, message: String, line: Int = 0) {
        self.match = match
        self.message = message
        self.line = line
    }

    public func matches(_ answer: String, validator: any AnswerValidator) -> Bool {
        switch match {
        case .answer(let wrong):
            return validator.sameAnswer(answer, wrong)
        case .pattern(let pattern):
            guard let regex = try? NSRegularExpression(pattern: pattern) else { return false }
            return regex.firstMatch(in: answer, range: NSRange(answer.startIndex..., in: answer)) != nil
        }
    }
}
