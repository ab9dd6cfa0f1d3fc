import Lessons

/// The words of a grading report (`feedback.md`, `feedback.html`) and of the grader's verdicts on
/// questions and unstarted exercises, in the class's language (`tutor grade --lang`).
public enum ReportKey: String, Sendable, Hashable, CaseIterable {
    case feedbackFor, total, checksCount, reportQuestion, reportExercise, reportPassed, reportFailed, hiddenCheck, graderStopped
    case notAnswered, reportCorrect, solutionShown, answeredWrongly, notStarted, starterUnchanged
}

enum ReportStrings {
    static func english(_ key: ReportKey) -> String {
        switch key {
        case .feedbackFor: "Feedback for {1}"
        case .total: "Total: {1} / {2} points"
        case .checksCount: ", {1}/{2} checks"
        case .reportQuestion: "question"
        case .reportExercise: "exercise"
        case .reportPassed: "passed"
        case .reportFailed: "failed"
        case .hiddenCheck: "hidden check {1}"
        case .graderStopped: "What the grader stopped"
        case .notAnswered: "Not answered."
        case .reportCorrect: "Correct.{1}"
        case .solutionShown: " The solution was shown."
        case .answeredWrongly: "Not answered correctly ({1} given).{2}"
        case .notStarted: "Not started."
        case .starterUnchanged: "Not started: the file is still the starter."
        }
    }

    static let translations: [String: [ReportKey: String]] = [
        "ru": [
            .feedbackFor: "Результаты: {1}",
            .total: "Итого: {1} из {2} баллов",
            .checksCount: ", проверок пройдено: {1} из {2}",
            .reportQuestion: "вопрос",
            .reportExercise: "упражнение",
            .reportPassed: "пройдена",
            .reportFailed: "не пройдена",
            .hiddenCheck: "скрытая проверка {1}",
            .graderStopped: "Что остановила проверка",
            .notAnswered: "Ответа нет.",
            .reportCorrect: "Верно.{1}",
            .solutionShown: " Решение было показано.",
            .answeredWrongly: "Верного ответа нет (ответов: {1}).{2}",
            .notStarted: "Не начато.",
            .starterUnchanged: "Не начато: файл всё ещё совпадает с заготовкой.",
        ],
    ]

    /// `1 answer`, `3 answers` in English; the count alone in a language that says "ответов: 3".
    static func answers(_ count: Int, _ strings: Localizer) -> String {
        strings.language == "en" ? (count == 1 ? "1 answer" : "\(count) answers") : String(count)
    }
}

extension Localizer {
    public func template(_ key: ReportKey) -> String {
        ReportStrings.translations[language]?[key] ?? ReportStrings.english(key)
    }

    public subscript(_ key: ReportKey, _ arguments: String...) -> String {
        Self.fill(template(key), arguments)
    }

    /// The class's language for grading: `TUTOR_LANG`, then the locale (`tutor grade --lang` sets `TUTOR_LANG`,
    /// which reaches every grading child as the grader's other `TUTOR_*` settings do).
    public static func grading(environment: [String: String]) -> Localizer {
        Localizer(language: (try? LanguagePreference.choose(option: nil, environment: environment)) ?? "en")
    }
}
