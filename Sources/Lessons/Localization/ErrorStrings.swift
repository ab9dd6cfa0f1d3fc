/// Errors a learner meets outside the lesson engine — the REPL's simulator commands and the `tutor`
/// command line — in English and the interface languages. Kept beside `Strings.swift` in a table of
/// their own; `Localizer` words them like any engine message (`strings[.simNoArgument, "idle"]`).
public enum ErrorKey: String, Sendable, Hashable, CaseIterable {
    case simUnknownCommand, simTry, simNoArgument, simNeedsView, simNotIdentifier, simNegativeSeconds, simNeedsSeconds
    case simUnknownValue, simChooseOne
    case noContentFound, noLessonsRead, resetWithoutConfirmation, resetProgressOf, resetAllProgress, resetQuestion
    case resetNothing, resetDone, cannotRemove, hintUnknownItem, hintItemsOf, hintNoItems, noRecipe, cannotReadFile, playingRecipe
}

enum ErrorStrings {
    static func english(_ key: ErrorKey) -> String {
        switch key {
        case .simUnknownCommand: "Unknown simulator command '{1}'."
        case .simTry: "Try: {1}"
        case .simNoArgument: "'sim {1}' takes no argument."
        case .simNeedsView: "'sim {1}' needs a view's accessibilityIdentifier, e.g. 'sim tap emailField'."
        case .simNotIdentifier: "'{1}' is not an accessibilityIdentifier (letters, digits, _ - . only)."
        case .simNegativeSeconds: "Seconds must not be negative."
        case .simNeedsSeconds: "'sim {1}' needs a number of seconds, e.g. 'sim {1} 0.25'; got '{2}'."
        case .simUnknownValue: "Unknown value '{1}'."
        case .simChooseOne: "Choose one of: {1}"
        case .noContentFound: "No lessons found: pass --content DIR or set TUTOR_CONTENT (looked for Content/course.yaml near the tutor executable and the current directory)."
        case .noLessonsRead: "No lessons could be read from {1}."
        case .resetWithoutConfirmation: "Not resetting {1} without confirmation: pass --yes."
        case .resetProgressOf: "your progress and exercise files in '{1}'"
        case .resetAllProgress: "all your progress and exercise files"
        case .resetQuestion: "Reset {1}? This cannot be undone. [y/N] "
        case .resetNothing: "Nothing was reset."
        case .resetDone: "Reset {1}."
        case .cannotRemove: "Cannot remove {1}: {2}"
        case .hintUnknownItem: "Unknown exercise or question '{1}'."
        case .hintItemsOf: "{1} has: {2}."
        case .hintNoItems: "The lesson '{1}' has no exercises or questions."
        case .noRecipe: "The lesson '{1}' has no runnable recipe (recipe/play.swift)."
        case .cannotReadFile: "Cannot read '{1}': no such file, or not UTF-8 text."
        case .playingRecipe: "{1} · playing the recipe"
        }
    }

    static let translations: [String: [ErrorKey: String]] = [
        "ru": [
            .simUnknownCommand: "Команды симулятора '{1}' нет.",
            .simTry: "Есть: {1}",
            .simNoArgument: "'sim {1}' не принимает аргументов.",
            .simNeedsView: "'sim {1}' ждёт accessibilityIdentifier вида, например 'sim tap emailField'.",
            .simNotIdentifier: "'{1}' не может быть accessibilityIdentifier (только буквы, цифры и _ - .).",
            .simNegativeSeconds: "Число секунд не может быть отрицательным.",
            .simNeedsSeconds: "'sim {1}' ждёт число секунд, например 'sim {1} 0.25'; получено '{2}'.",
            .simUnknownValue: "Значения '{1}' нет.",
            .simChooseOne: "Выберите одно из: {1}",
            .noContentFound: "Уроки не найдены: укажите --content ПАПКА или задайте TUTOR_CONTENT (Content/course.yaml искали рядом с программой tutor и в текущей папке).",
            .noLessonsRead: "Не удалось прочитать ни одного урока из {1}.",
            .resetWithoutConfirmation: "Без подтверждения не сбрасываю {1}: добавьте --yes.",
            .resetProgressOf: "ваш прогресс и файлы упражнений урока '{1}'",
            .resetAllProgress: "весь ваш прогресс и все файлы упражнений",
            .resetQuestion: "Сбросить {1}? Отменить это будет нельзя. [y/N] ",
            .resetNothing: "Ничего не сброшено.",
            .resetDone: "Сброшено: {1}.",
            .cannotRemove: "Не удалось удалить {1}: {2}",
            .hintUnknownItem: "Упражнения или вопроса '{1}' нет.",
            .hintItemsOf: "В уроке {1} есть: {2}.",
            .hintNoItems: "В уроке '{1}' нет ни упражнений, ни вопросов.",
            .noRecipe: "У урока '{1}' нет рецепта, который можно запустить (recipe/play.swift).",
            .cannotReadFile: "Не удаётся прочитать '{1}': такого файла нет или это не текст в UTF-8.",
            .playingRecipe: "{1} · рецепт запущен",
        ],
    ]
}

extension Localizer {
    public func template(_ key: ErrorKey) -> String {
        ErrorStrings.translations[language]?[key] ?? ErrorStrings.english(key)
    }

    public subscript(_ key: ErrorKey, _ arguments: String...) -> String {
        Self.fill(template(key), arguments)
    }
}
