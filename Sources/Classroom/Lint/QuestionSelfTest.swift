import Foundation
import Lessons

/// `tutor lint`'s proof that a question judges as its author means: the right answer passes in every form
/// generated from it (`AnswerFormGenerating`: label, receiver, module and unit spellings, quotes, letters),
/// no `feedback` entry catches a right answer (the learner would be told a right answer is a classic
/// mistake), and every `feedback` answer is itself wrong (else the rule can never be shown).
enum QuestionSelfTest {
    static func findings(in lesson: Lesson) -> [LessonDiagnostic] {
        lesson.questions.flatMap { findings(for: $0, file: lesson.file.path) }
    }

    static func findings(for question: Question, file: String) -> [LessonDiagnostic] {
        var findings: [LessonDiagnostic] = []
        func finding(_ line: Int, _ message: String) {
            findings.append(LessonDiagnostic(file: file, line: max(1, line), column: 1, severity: .error, message: "question '\(question.id)': \(message)"))
        }
        var forms: [String] = []
        for form in (question.validator as? any AnswerFormGenerating)?.generatedForms ?? [] where !forms.contains(form) { forms.append(form) }
        var right: [String] = []
        for form in forms {
            let result = question.judge(form).result
            if result == .correct {
                right.append(form)
            } else {
                finding(question.line, "the right answer written “\(form)” is not accepted (\(said(result)))")
            }
        }
        for (index, rule) in question.feedback.enumerated() {
            let name: String
            switch rule.match {
            case .answer(let answer):
                name = "answer “\(answer)”"
                if question.validator.validate(AnswerText.clean(answer)) == .correct {
                    finding(rule.line, "feedback \(index + 1) (\(name)) is itself a right answer, so its message is never shown")
                }
            case .pattern(let pattern):
                name = "pattern “\(pattern)”"
            }
            if let caught = right.first(where: { rule.matches(AnswerText.clean($0), validator: question.validator) }) {
                finding(rule.line, "feedback \(index + 1) (\(name)) catches the right answer “\(caught)”")
            }
        }
        return findings
    }

    static func said(_ result: ValidationResult) -> String {
        switch result {
        case .correct: "accepted"
        case .incorrect(let detail): detail.map { "wrong: " + Localizer.english.render($0) } ?? "wrong"
        case .unreadable(let message): "unreadable: " + Localizer.english.render(message)
        }
    }
}
