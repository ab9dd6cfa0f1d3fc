import Foundation

/// A Swift expression or statement, judged by what it means rather than how it is spelled: the answer and
/// the author's are parsed and compared after reading away what does not change the call. Alike:
/// `self.` and `!`/`?` on receivers, `let x =`, `_ =`, `return` and a final `;`, spaces, every spelling of an
/// enum case or constant (`.touchUpInside` ≡ `UIControl.Event.touchUpInside` ≡ `UIControlEventTouchUpInside`,
/// see `APIName`), an option set of one (`[.touchUpInside]`), the order of an option set's members, and a
/// conversion written from either end (`view.convert(r, from: nil)` ≡ `view.window!.convert(r, to: view)`:
/// `nil` is the receiver's window). A wrong answer is told what differs: another method, another receiver,
/// a missing or extra argument, which argument, or a conversion the other way round. A slip in the Swift
/// is unreadable, with its column.
///
/// Reading decides at once (no compiler) when it can. With `run:` (see `AnswerHarness`), an answer the
/// reading does not accept is then judged by what it does: compiled beside the reference and run in drawn
/// scenarios (`CodeAnswerJudge`), so a correct answer in a shape nobody listed is still right.
///
/// Options: `answer` / `answers` (Swift expressions), `run` (a mapping: `setup`, `observe`, `prelude`, `scenarios`).
public struct ExpressionValidator: AnswerValidator {
    public static let type = "expression"
    public static let optionKeys: Set<String> = ["answer", "answers", "run"]

    /// The answers as the author wrote them, the first being the yardstick runs compare with.
    public let written: [String]
    let references: [SwiftExpression]
    /// How answers are run when reading does not accept them; nil: reading only.
    public let harness: AnswerHarness?
    /// The answer the harness runs as the yardstick.
    public var runnableReference: String? { harness == nil ? nil : written.first }

    public init(options: ValidatorOptions) throws(ValidatorOptionError) {
        let expected = try ExpectedAnswer.read(options, hashable: false, typeName: Self.type)
        written = expected.plain
        var references: [SwiftExpression] = []
        for text in expected.plain {
            switch SwiftExpression.parse(text) {
            case .success(let expression): references.append(expression.normalized)
            case .failure(let failure):
                throw ValidatorOptionError("the answer “\(text)” is not a Swift expression: \(failure.message) (column \(failure.column))", key: "answer")
            }
        }
        self.references = references
        if let run = try options.mapping("run") { harness = try AnswerHarness(options: run) } else { harness = nil }
    }

    /// An expression to show how answers are written, never a right one.
    var example: String {
        ["textField.resignFirstResponder()", "view.endEditing(true)"].first { text in
            guard case .success(let e) = SwiftExpression.parse(text) else { return false }
            return !references.contains { $0.equivalent(to: e.normalized) }
        }!
    }

    public func validate(_ answer: String) -> ValidationResult {
        let parsed: SwiftExpression
        switch SwiftExpression.parse(answer) {
        case .success(let expression): parsed = expression.normalized
        case .failure(let failure): return .unreadable(Message(.expressionUnreadable, answer, failure.message, String(failure.column), example))
        }
        if references.contains(where: { $0.equivalent(to: parsed) }) { return .correct }
        // The reason, against the reference that calls the same method when there is one.
        let closest = references.first { $0.calledName == parsed.calledName && parsed.calledName != nil } ?? references[0]
        return .incorrect(detail: closest.difference(from: parsed))
    }

    public var shownAnswer: String? { written.first }

    public func sameAnswer(_ answer: String, _ other: String) -> Bool {
        guard case .success(let a) = SwiftExpression.parse(answer), case .success(let b) = SwiftExpression.parse(other) else { return false }
        return a.normalized.equivalent(to: b.normalized)
    }
}

/// A parsed Swift expression: enough of the language for one-line answers (members, calls with labels,
/// subscripts, unwrapping, literals, arrays, closures, `#selector(…)`, operators, casts).
