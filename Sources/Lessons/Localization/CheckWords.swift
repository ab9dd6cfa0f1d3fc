import Foundation
import Kernel
import Yams

/// The words of one exercise's checks in another language, from `exercises/<id>/checks.<lang>.yaml`:
///
///     checks:                       # check("…") names
///       The note field is lifted above the keyboard: Поле заметки поднимается над клавиатурой
///     labels:                       # observe/pick/int/bool/text/note labels; {1}, {2} stand for interpolations
///       "edit {1}: contentInset.bottom with the keyboard up": "правка {1}: contentInset.bottom при поднятой клавиатуре"
///     values:                       # literal values drawn by pick or given to note
///       fills the screen: занимает весь экран
///     stops:                        # stop("…") messages, templates as labels
///       the alert never appeared: предупреждение так и не появилось
///     parts:                        # texts that fill a template's {n} (a helper's argument), templates too
///       after tap {1}: после касания {1}
///     mistakes:                     # the recorded mistakes (wrong/<name>), named when the learner's code behaves alike
///       always-selects:
///         mistake: Ставит isSelected = true вместо переключения
///         feedback: …
///
/// Presentation only: the learner's program and the reference both record the English words, the judge
/// compares those, and these words replace them only when a verdict is put into the learner's language.
/// ExerciseKit's and the simulator's own fixed words (`yes`, `landscape left`, `undocked`) come from
/// `builtInValues`, so no exercise repeats them.
public struct CheckWords: Sendable, Hashable {
    public var language: String
    public var checks: [String: String]
    public var labels: [String: String]
    public var values: [String: String]
    public var stops: [String: String]
    public var parts: [String: String]
    /// Recorded mistakes by name (`wrong/<name>`): what the mistake is and what to do, in this language.
    public var mistakes: [String: Mistake]

    public struct Mistake: Sendable, Hashable {
        public var mistake: String
        public var feedback: String
    }

    public init(language: String, checks: [String: String] = [:], labels: [String: String] = [:],
                values: [String: String] = [:], stops: [String: String] = [:], parts: [String: String] = [:],
                mistakes: [String: Mistake] = [:]) {
        self.language = language
        self.checks = checks
        self.labels = labels
        self.values = values
        self.stops = stops
        self.parts = parts
        self.mistakes = mistakes
    }

    /// No translation: every word stays as the checks wrote it.
    public static func none(_ language: String = "en") -> CheckWords { CheckWords(language: language) }

    /// The sidecar's name beside `checks.swift`.
    public static func fileName(_ language: String) -> String { "checks.\(language).yaml" }

    /// ExerciseKit's and the simulator's words that checks record without writing them: `scenario.bool`'s
    /// yes/no, observed Bools, `UIInterfaceOrientation` and `KeyboardMode` as ExerciseKit describes them
    /// (an optional's `nil` stays Swift's word).
    public static let builtInValues: [String: [String: String]] = [
        "ru": [
            "yes": "да", "no": "нет", "true": "да", "false": "нет", "nil": "nil",
            "portrait": "книжная", "portrait upside down": "книжная вверх ногами",
            "landscape left": "альбомная влево", "landscape right": "альбомная вправо", "unknown": "неизвестная",
            "docked": "закреплённая", "undocked": "откреплённая", "split": "разделённая на части",
        ],
    ]

    /// The judge's words around the checks' words (how a scenario ended, which scenario), by language;
    /// `{1}` is the detail. English is the fallback.
    static let judgeWords: [String: [String: String]] = [
        "en": ["scenario": "scenario", "ofSeed": " of seed {1}", "returned": "ran to its end", "stopped": "stopped ({1})",
               "crashed": "crashed ({1})", "unfinished": "did not finish"],
        "ru": ["scenario": "сценарий", "ofSeed": " (seed {1})", "returned": "дошла до конца", "stopped": "остановилась ({1})",
               "crashed": "аварийно завершилась ({1})", "unfinished": "не завершилась"],
    ]

    /// How the channel words a scenario that ended without the runtime's message (`ScenarioChannel`).
    static let crashWords: [String: [String: String]] = [
        "ru": ["printed more than {1} bytes": "вывела больше {1} байт", "killed by {1}": "убита сигналом {1}",
               "exited with status {1}": "завершилась с кодом {1}"],
    ]

    /// A scenario's crash as the learner reads it: the channel's own words translated, the runtime's message as it is.
    public func crash(_ message: String) -> String {
        translate(message, Self.crashWords[language] ?? [:], depth: 3) ?? message
    }

    public func judgeWord(_ key: String, _ detail: String = "") -> String {
        Localizer.fill(Self.judgeWords[language]?[key] ?? Self.judgeWords["en"]![key]!, [detail])
    }

    /// The sidecar for `language` in an exercise's folder; none when the file is absent (English, or a
    /// translation not written yet) or unreadable (`tutor lint` reports why).
    public static func load(directory: URL, language: String) -> CheckWords {
        guard language != "en" else { return .none() }
        let file = directory.appendingPathComponent(fileName(language))
        guard let data = FileManager.default.contents(atPath: file.path) else { return .none(language) }
        return parse(String(decoding: data, as: UTF8.self), file: file.path, language: language).words
    }

    /// Reads a sidecar; problems are diagnostics at the file's line and column.
    public static func parse(_ text: String, file: String, language: String) -> (words: CheckWords, diagnostics: [LessonDiagnostic]) {
        var reader = YAMLReader(file: file, lineOffset: 0, strings: .english)
        var words = CheckWords(language: language)
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, let root = reader.compose(text),
              let mapping = reader.mapping(root, context: fileName(language)) else { return (words, reader.diagnostics) }
        reader.checkKeys(mapping, allowed: ["checks", "labels", "values", "stops", "parts", "mistakes"], context: fileName(language))
        func table(_ key: String) -> [String: String] {
            guard let node = mapping[key] else { return [:] }
            guard let pairs = reader.mapping(node, context: key) else { return [:] }
            var result: [String: String] = [:]
            for (keyNode, valueNode) in pairs {
                guard let english = reader.scalarString(keyNode, context: key),
                      let translated = reader.scalarString(valueNode, context: key) else { continue }
                if translated.isEmpty { reader.error(at: valueNode, "“\(english)” has an empty translation"); continue }
                let wanted = placeholders(english), given = placeholders(translated)
                if wanted != given {
                    reader.error(at: valueNode, "the translation of “\(english)” has the placeholders \(given.sorted()) but the original has \(wanted.sorted())")
                }
                result[english] = translated
            }
            return result
        }
        words.checks = table("checks")
        words.labels = table("labels")
        words.values = table("values")
        words.stops = table("stops")
        words.parts = table("parts")
        if let node = mapping["mistakes"], let entries = reader.mapping(node, context: "mistakes") {
            for (nameNode, entryNode) in entries {
                guard let name = reader.scalarString(nameNode, context: "mistakes"),
                      let entry = reader.mapping(entryNode, context: "mistake “\(name)”") else { continue }
                reader.checkKeys(entry, allowed: ["mistake", "feedback"], context: "mistake “\(name)”")
                guard let mistake = reader.string(entry, "mistake", required: true, context: "mistake “\(name)”"),
                      let feedback = reader.string(entry, "feedback", required: true, context: "mistake “\(name)”") else { continue }
                words.mistakes[name] = Mistake(mistake: mistake, feedback: feedback)
            }
        }
        return (words, reader.diagnostics)
    }

    /// `{1}`…`{9}` in a template.
    static func placeholders(_ template: String) -> Set<Int> {
        var found: Set<Int> = []
        var characters = Array(template)
        while let open = characters.firstIndex(of: "{") {
            if open + 2 < characters.count, let digit = characters[open + 1].wholeNumberValue, digit >= 1, characters[open + 2] == "}" {
                found.insert(digit)
            }
            characters.removeFirst(open + 1)
        }
        return found
    }

    public var isEmpty: Bool { checks.isEmpty && labels.isEmpty && values.isEmpty && stops.isEmpty && parts.isEmpty && mistakes.isEmpty }

    /// A check's name in this language, or nil when it has no translation.
    public func check(_ name: String) -> String? { checks[name] }

    public func label(_ label: String) -> String { translate(label, labels) ?? label }

    /// A value as the learner reads it: the exercise's words, then the built-in ones; anything else as recorded.
    public func value(_ value: String) -> String {
        values[value] ?? Self.builtInValues[language]?[value] ?? value
    }

    public func stop(_ message: String) -> String { translate(message, stops) ?? message }

    /// `label: value; label: value`, as `ScenarioReport.description` writes a scenario, in this language.
    public func scenario(_ draws: [Observation], number: Int, word: String) -> String {
        draws.isEmpty ? "\(word) \(number)" : draws.map { "\(label($0.label)): \(value($0.value))" }.joined(separator: "; ")
    }

    /// The exact entry, else the first template (a key with `{n}`) the text fills, its parts put in the
    /// translation, each translated in turn by `parts` (or as a value) when it can be.
    func translate(_ text: String, _ table: [String: String], depth: Int = 0) -> String? {
        if let exact = table[text] { return exact }
        // The most specific template first: `selected before the finger lifts (touch {1})` before `selected {1}`.
        let templates = table.keys.filter { $0.contains("{") }.sorted { ($0.count, $1) > ($1.count, $0) }
        for key in templates {
            guard let filling = Self.fill(text, template: key) else { continue }
            let translated = filling.map { part in
                depth < 3 ? translate(part, parts, depth: depth + 1) ?? value(part) : part
            }
            return Localizer.fill(table[key]!, translated)
        }
        return nil
    }

    /// The texts standing for `{1}`, `{2}`, … when `text` is `template` filled in, else nil.
    static func fill(_ text: String, template: String) -> [String]? {
        var pattern = "^", order: [Int] = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            let after = rest.index(after: open)
            if after < rest.endIndex, let digit = rest[after].wholeNumberValue, digit >= 1,
               rest.index(after: after) < rest.endIndex, rest[rest.index(after: after)] == "}" {
                pattern += NSRegularExpression.escapedPattern(for: String(rest[..<open])) + "(.*?)"
                order.append(digit)
                rest = rest[rest.index(after: rest.index(after: after))...]
            } else {
                pattern += NSRegularExpression.escapedPattern(for: String(rest[...open]))
                rest = rest[after...]
            }
        }
        pattern += NSRegularExpression.escapedPattern(for: String(rest)) + "$"
        guard let regex = try? NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators]),
              let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) else { return nil }
        var parts = Array(repeating: "", count: order.max() ?? 0)
        for (index, digit) in order.enumerated() {
            if let range = Range(match.range(at: index + 1), in: text) { parts[digit - 1] = String(text[range]) }
        }
        return parts
    }
}
