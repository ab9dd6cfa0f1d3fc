import Lessons

/// The kernel's own messages, in English and Russian (the engine's verdicts, hints and errors come from
/// `Strings.swift` as in the terminal tutor). `{1}`, `{2}` are filled in order.
enum JupyterText: String, CaseIterable {
    case lessonOpened, noLesson, magicNeedsID, unknownMagic, magicHelp, interrupted, keptFile

    static let english: [JupyterText: String] = [
        .lessonOpened: "Lesson {1}: {2}. Answer questions with %answer ID …, check exercises with %check ID, ask for a hint with %hint ID.",
        .noLesson: "No lesson is open: run %lesson ID first (the exported notebook's first cell does).",
        .magicNeedsID: "%{1} needs an id: one of {2}.",
        .unknownMagic: "Unknown magic %{1}. The magics: %lesson, %answer, %check, %hint, %solution, %help.",
        .magicHelp: """
            %lesson ID          open a lesson: its questions, exercises and support code
            %answer ID TEXT     answer a question (the text may go on over the next lines)
            %check ID           check an exercise; code after the first line becomes your exercise file
            %hint ID            the next hint for a question or an exercise
            %solution ID        the solution, once you have really tried
            Anything else is Swift: cells run in order and later cells see earlier ones, as in the REPL.
            """,
        .interrupted: "Interrupted.",
        .keptFile: "This cell is the untouched starter, so your file {1} was checked as it is.",
    ]

    static let russian: [JupyterText: String] = [
        .lessonOpened: "Урок {1}: {2}. Отвечайте на вопросы командой %answer ID …, проверяйте упражнения командой %check ID, подсказка — %hint ID.",
        .noLesson: "Урок не открыт: сначала выполните %lesson ID (в экспортированном блокноте это первая ячейка).",
        .magicNeedsID: "%{1}: укажите id — один из {2}.",
        .unknownMagic: "Неизвестная команда %{1}. Команды: %lesson, %answer, %check, %hint, %solution, %help.",
        .magicHelp: """
            %lesson ID          открыть урок: его вопросы, упражнения и вспомогательный код
            %answer ID ТЕКСТ    ответить на вопрос (текст можно продолжить на следующих строках)
            %check ID           проверить упражнение; код после первой строки станет вашим файлом упражнения
            %hint ID            следующая подсказка к вопросу или упражнению
            %solution ID        решение — после настоящих попыток
            Всё остальное — Swift: ячейки выполняются по порядку, и следующие видят предыдущие, как в REPL.
            """,
        .interrupted: "Прервано.",
        .keptFile: "Ячейка — нетронутая заготовка, поэтому проверен ваш файл {1} как есть.",
    ]

    func text(_ language: String, _ arguments: String...) -> String {
        var template = (language == "ru" ? Self.russian[self] : nil) ?? Self.english[self] ?? rawValue
        for (index, argument) in arguments.enumerated() {
            template = template.replacingOccurrences(of: "{\(index + 1)}", with: argument)
        }
        return template
    }
}
