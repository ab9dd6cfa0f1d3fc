import Foundation
import Kernel

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
    /// The language of the lesson the question is in: its choices are labelled A), B) in English, а), б) in Russian.
    public var language = "en"

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

    /// The label shown before the choice at `index`: `B` in an English lesson, `б` in a Russian one.
    public func choiceLabel(_ index: Int) -> String { ChoiceValidator.label(index, language: language) }

    /// Judges an answer without touching progress: the validator's result and the feedback that applies.
    /// Any input is accepted (empty, huge, control characters); see `AnswerText.clean`.
    public func judge(_ rawAnswer: String) -> Judgement {
        let answer = codeAnswer(AnswerText.clean(rawAnswer))
        if answer.isEmpty { return Judgement(result: .unreadable(Message(.answerEmpty)), feedback: nil) }
        if answer.count > AnswerText.maximumLength {
            return Judgement(result: .unreadable(Message(.answerTooLong, String(AnswerText.maximumLength))), feedback: nil)
        }
        let result = validator.validate(answer)
        if result == .correct { return Judgement(result: result, feedback: nil, note: validator.note(on: answer)) }
        // The value inside the learner's sentence (`AnswerSentence`): a reading that only drops framing words may
        // make it right; one that drops an explanation only when the answer as typed says nothing readable (a number
        // with a remark, `1 (.custom)`, is read whole by its validator); word spans only when nothing else is readable.
        let sentence = AnswerSentence(answer, choosing: validator is ChoiceValidator || validator is OrderValidator)
        var readable: (answer: String, result: ValidationResult)? = result.isReadable ? (answer, result) : nil
        func consider(_ reading: String) -> Judgement? {
            let judged = validator.validate(reading)
            if judged == .correct { return Judgement(result: judged, feedback: nil, note: validator.note(on: reading)) }
            if readable == nil, judged.isReadable, validator.isValue(inSentence: reading) { readable = (reading, judged) }
            return nil
        }
        for reading in sentence.readings { if let right = consider(reading) { return right } }
        // `16 - 5 = 11`: a worked answer is right when both sides are, or one is and the other is no value.
        for (left, right) in sentence.equations {
            let sides = [validator.validate(left), validator.validate(right)]
            if sides.contains(.correct), sides.allSatisfy({ $0 == .correct || !$0.isReadable }) {
                return Judgement(result: .correct, feedback: nil, note: nil)
            }
        }
        if readable == nil || validator.readsAnyText {
            let shaped = ([answer] + sentence.readings + sentence.cuts).flatMap(validator.sentenceReadings)
            for reading in sentence.cuts + shaped { if let right = consider(reading) { return right } }
        }
        if readable == nil {
            spans: for group in sentence.spans {
                for reading in group {
                    let judged = validator.validate(reading)
                    guard judged.isReadable, validator.isValue(inSentence: reading) else { continue }
                    if judged == .correct { return Judgement(result: judged, feedback: nil, note: validator.note(on: reading)) }
                    readable = (reading, judged)
                    break spans
                }
            }
        }
        guard let readable else {
            // An answer the author foresaw as wrong is wrong, with the author's words, even where its validator cannot
            // read it (a name tutor does not know). Only answers compared by the validator: a pattern may match a
            // right answer that was merely typed in a shape nobody reads.
            if !result.isUndecided, let foreseen = foreseenRule(in: [answer] + sentence.readings, answersOnly: true) {
                return Judgement(result: .incorrect(detail: nil), feedback: foreseen.message)
            }
            return Judgement(result: result, feedback: nil)
        }
        // The mistake the author foresaw, in the reading that gave the verdict, the answer as typed, or the value before
        // its explanation (`Saved, it takes the selected title` is the foreseen `Saved`).
        let rule = foreseenRule(in: [readable.answer, answer] + sentence.readings + sentence.cuts, answersOnly: false)
        return Judgement(result: readable.result, feedback: rule?.message)
    }

    /// The first feedback rule that matches one of `readings`, in their order; `answersOnly` leaves out patterns.
    func foreseenRule(in readings: [String], answersOnly: Bool) -> FeedbackRule? {
        readings.lazy.compactMap { reading in
            self.feedback.first { rule in
                if answersOnly, case .pattern = rule.match { return false }
                return rule.matches(reading, validator: self.validator)
            }
        }.first
    }

    /// For a question answered in Swift, the code inside a sentence or backticks (`SwiftSyntaxCheck.codeSpan`);
    /// any other answer as it is.
    func codeAnswer(_ answer: String) -> String {
        guard validator is ExpressionValidator else { return answer }
        return SwiftSyntaxCheck.codeSpan(in: answer) ?? answer
    }

    /// Whether `rawAnswer` is judged by running it: the question runs answers (`run:`) and reading alone
    /// does not accept it. The REPL says it is checking before such a judgement (a compile takes a second).
    public func judgesByRunning(_ rawAnswer: String) -> Bool {
        guard let validator = validator as? ExpressionValidator, validator.harness != nil else { return false }
        return !judge(rawAnswer).result.isCorrect && !AnswerText.clean(rawAnswer).isEmpty
    }

    /// Judges an answer, running it when reading alone cannot accept it (see `CodeAnswerJudge`): equal
    /// behaviour in every scenario is right; otherwise the reading's reason when it has one (now confirmed by
    /// running), else what the run showed.
    public func judge(_ rawAnswer: String, runner: any CodeRunning, limits: RunLimits = .standard) async -> Judgement {
        let reading = judge(rawAnswer)
        let answer = codeAnswer(AnswerText.clean(rawAnswer))
        guard !reading.result.isCorrect, !answer.isEmpty, answer.count <= AnswerText.maximumLength,
              let validator = validator as? ExpressionValidator, let harness = validator.harness,
              let reference = validator.runnableReference else { return reading }
        let rule = feedback.first { $0.matches(answer, validator: validator) }
        switch await CodeAnswerJudge(runner: runner, limits: limits).judge(answer: answer, reference: reference, harness: harness, questionID: id) {
        case .same:
            return Judgement(result: .correct, feedback: nil)
        case .unreadable(let message, let column):
            // A mistake the author foresaw (`addTarget` with `#selector`, `addAction` without its event) is a wrong
            // answer with the author's words, not a slip, even though it does not compile here.
            if let rule, case .incorrect(let detail) = reading.result {
                return Judgement(result: .incorrect(detail: detail), feedback: rule.message)
            }
            return Judgement(result: .unreadable(Message(.codeAnswerDoesNotCompile, answer, message, String(column))), feedback: nil)
        case .differs(let scenario, let yours, let expected):
            // The reading's reason (another method, the other direction) is now confirmed by running; "not a
            // call" says less than what the run showed.
            if case .incorrect(let detail?) = reading.result, detail.key != .expressionNotACall {
                return Judgement(result: .incorrect(detail: detail), feedback: rule?.message)
            }
            return Judgement(result: .incorrect(detail: Message(.codeAnswerBehavesDifferently, String(scenario), yours, expected)),
                             feedback: rule?.message)
        case .failed(let why):
            return Judgement(result: .incorrect(detail: why), feedback: rule?.message)
        case .undecided:
            // Neither reading nor running decided: the reading's "wrong" is no verdict (running may accept what
            // reading refuses), so the answer is undecided, not an attempt, and never graded.
            return Judgement(result: .undecidedByRunning, feedback: nil)
        }
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
            // A pattern that cannot decide in its budget gives no feedback (it stalled the tutor for 3 s a pattern).
            return BoundedRegex.firstMatch(pattern: pattern, in: answer) == .match
        }
    }
}
