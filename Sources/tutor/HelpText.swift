import ArgumentParser
import Foundation
import Lessons

/// `tutor --help` in the learner's language, as far as ArgumentParser allows.
///
/// ArgumentParser builds help from each command's `configuration` and from the `help:` of its options,
/// read when the help is printed. So the language is chosen once at start-up, before parsing, from the
/// same sources as everything else (`--lang` on the command line, `TUTOR_LANG`, `LC_ALL`, `LC_MESSAGES`,
/// `LANG`; an unknown one means English here and is reported by the command itself), and the learner's
/// commands give their configuration through `localized`, the global options their help through `option`.
///
/// What stays English, and why: ArgumentParser's own words (`USAGE:`, `OPTIONS:`, `SUBCOMMANDS:`,
/// `Show help information.`, its parse errors) are fixed inside the library; option and argument names are
/// what is typed; the teachers' and authors' commands (grade, gradebook, lint, new, export, import, jupyter)
/// keep their English help, the language those tools are documented in.
enum HelpText {
    /// Set once in `TutorCommand.main` before anything reads it.
    nonisolated(unsafe) static var language = "en"

    /// The language for help: `--lang X` or `--lang=X` among the arguments, else the environment's sources.
    static func chooseLanguage(arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        var option: String?
        for (index, argument) in arguments.enumerated() {
            if argument == "--lang", index + 1 < arguments.count { option = arguments[index + 1] }
            if argument.hasPrefix("--lang=") { option = String(argument.dropFirst("--lang=".count)) }
        }
        return (try? LanguagePreference.choose(option: option, environment: environment)) ?? "en"
    }

    /// A command's configuration with its abstract and discussion in the help's language, when translated.
    static func localized(_ english: CommandConfiguration) -> CommandConfiguration {
        guard let name = english.commandName, let words = commands[language]?[name] else { return english }
        var configuration = english
        configuration.abstract = words.abstract
        if let discussion = words.discussion { configuration.discussion = discussion }
        return configuration
    }

    /// A global option's help in the help's language.
    static func option(_ name: String, _ english: String, valueName: String? = nil) -> ArgumentHelp {
        ArgumentHelp(options[language]?[name] ?? english, valueName: valueName)
    }

    static let commands: [String: [String: (abstract: String, discussion: String?)]] = [
        "ru": [
            "tutor": ("Повседневные рецепты UIKit в терминале: ваш код запускается на модели UIKit.",
                      "Без команды tutor открывает интерактивного наставника: продолжает с того места, где вы остановились, "
                      + "а при первом запуске здоровается и показывает список уроков. Команды внутри — по 'help'."),
            "repl": ("Открыть интерактивного наставника (по умолчанию): продолжить с места остановки или начать со списка уроков.", nil),
            "list": ("Показать уроки и ваш прогресс в каждом.", nil),
            "start": ("Открыть интерактивного наставника на уроке.", nil),
            "progress": ("Показать, что вы сделали в каждом уроке.", nil),
            "reset": ("Забыть прогресс и файлы упражнений — в одном уроке или во всех.",
                      "В терминале tutor сначала спрашивает; --yes пропускает вопрос (в скриптах он обязателен)."),
            "hint": ("Показать следующую подсказку к упражнению (или вопросу) урока.", nil),
            "run": ("Запустить рабочую модель рецепта из урока и показать её экраны и журнал событий.", nil),
            "check": ("Проверить упражнения без интерактивного режима.",
                      "Код возврата: 0, если все проверки пройдены, 1, если какие-то нет."),
            "exec": ("Скомпилировать и запустить файл Swift на модели UIKit и симуляторе — так же, как запускается ячейка кода.", nil),
        ],
    ]

    static let options: [String: [String: String]] = [
        "ru": [
            "workspace": "Где хранятся ваш прогресс, файлы упражнений и история.",
            "content": "Папка с уроками (по умолчанию TUTOR_CONTENT, иначе Content/ пакета).",
            "no-color": "Печатать без цветов и стилей (то же делает переменная окружения NO_COLOR).",
            "lang": "Язык уроков: en или ru (по умолчанию TUTOR_LANG, иначе LC_ALL, LC_MESSAGES, LANG).",
        ],
    ]
}
