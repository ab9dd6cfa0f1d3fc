import Foundation

/// A message from the engine before it is put into words, so a front end can render it in the
/// learner's language. Arguments fill `{1}`, `{2}`, … in the template.
public struct Message: Sendable, Hashable, Codable, Error {
    public var key: StringKey
    public var arguments: [String]

    public init(_ key: StringKey, _ arguments: String...) {
        self.key = key
        self.arguments = arguments
    }

    public init(key: StringKey, arguments: [String]) {
        self.key = key
        self.arguments = arguments
    }
}

/// Puts engine messages into words in one language, falling back to English for anything not translated.
/// All interface strings live in `Strings.swift`; TutorUI uses this too.
public struct Localizer: Sendable, Hashable {
    /// A language code such as `en` or `ru`.
    public let language: String

    public init(language: String) {
        self.language = LanguagePreference.normalize(language)
    }

    public static let english = Localizer(language: "en")

    /// Languages with an interface table.
    public static var availableLanguages: [String] { ["en"] + Strings.translations.keys.sorted() }

    public func template(_ key: StringKey) -> String {
        Strings.translations[language]?[key] ?? Strings.english(key)
    }

    public subscript(_ key: StringKey, _ arguments: String...) -> String {
        Self.fill(template(key), arguments)
    }

    /// A REPL command's description: the translation by the command's name, else `english`; `{1}` is `list`.
    public func commandHelp(_ name: String, english: String, list: String = "") -> String {
        Strings.commandHelp[language]?[name].map { Self.fill($0, [list]) } ?? english
    }

    /// A count with its noun in the form the language needs: English has one and many; Russian one
    /// (1, 21, 101), few (2–4, 22–24) and many (0, 5–20, 11–14, 25…).
    public func count(_ n: Int, one: StringKey, few: StringKey, many: StringKey) -> String {
        let key: StringKey
        if language == "ru" {
            let (last, lastTwo) = (n % 10, n % 100)
            key = last == 1 && lastTwo != 11 ? one : (2...4).contains(last) && !(12...14).contains(lastTwo) ? few : many
        } else {
            key = n == 1 ? one : many
        }
        return self[key, String(n)]
    }

    public func render(_ message: Message) -> String {
        var arguments = message.arguments
        // A question's unit (`s`, `pt`) is named in the learner's language; what the learner wrote stays as written.
        if let positions = Strings.unitArguments[message.key], let names = Strings.unitSymbols[language] {
            for index in positions where index < arguments.count {
                // `s`, or an example with its unit (`12 pt`).
                let words = arguments[index].split(separator: " ", maxSplits: 1).map(String.init)
                if let name = names[arguments[index]] {
                    arguments[index] = name
                } else if words.count == 2, Double(words[0]) != nil, let name = names[words[1]] {
                    arguments[index] = words[0] + " " + name
                }
            }
        }
        // The compiler's English is explained in the reader's language before its own words.
        if let index = Strings.compilerArguments[message.key], index < arguments.count {
            arguments[index] = CompilerExplanation.explained(arguments[index], strings: self)
        }
        return Self.fill(template(message.key), arguments)
    }

    /// Replaces `{1}`…`{9}` with the arguments (in one pass, so arguments containing braces stay intact).
    public static func fill(_ template: String, _ arguments: [String]) -> String {
        guard template.contains("{") else { return template }
        var result = ""
        var characters = template[...]
        while let brace = characters.firstIndex(of: "{") {
            result += characters[..<brace]
            let after = characters.index(after: brace)
            if after < characters.endIndex, let digit = characters[after].wholeNumberValue, digit >= 1,
               characters.index(after: after) < characters.endIndex, characters[characters.index(after: after)] == "}" {
                result += digit <= arguments.count ? arguments[digit - 1] : ""
                characters = characters[characters.index(after: characters.index(after: after))...]
            } else {
                result.append("{")
                characters = characters[after...]
            }
        }
        return result + characters
    }
}

/// Chooses the learner's language: `--lang`, then `TUTOR_LANG`, then `LC_ALL`, `LC_MESSAGES`, `LANG`.
public enum LanguagePreference {
    /// A language asked for by name (`--lang`, `TUTOR_LANG`) that has no interface table.
    public struct UnknownLanguage: Error, Equatable, CustomStringConvertible {
        public let code: String
        public let source: String
        public var description: String {
            "Unknown language “\(code)” (from \(source)); available: \(Localizer.availableLanguages.joined(separator: ", "))."
        }
    }

    /// The language for this run. A language named on purpose (`option`, then `TUTOR_LANG`) must be
    /// available, or it is an error; the locale is a general setting, so one naming a language the
    /// tutor lacks means English rather than an error.
    public static func choose(option: String?, environment: [String: String]) throws(UnknownLanguage) -> String {
        for (value, source) in [(option, "--lang"), (environment["TUTOR_LANG"], "TUTOR_LANG")] {
            guard let value, !value.isEmpty else { continue }
            let code = normalize(value)
            guard Localizer.availableLanguages.contains(code) else { throw UnknownLanguage(code: value, source: source) }
            return code
        }
        let code = fromEnvironment(environment)
        return Localizer.availableLanguages.contains(code) ? code : "en"
    }

    /// `ru_RU.UTF-8` → `ru`; `C`, `POSIX` and empty → `en`.
    public static func normalize(_ value: String) -> String {
        let code = value.split(whereSeparator: { $0 == "_" || $0 == "." || $0 == "-" || $0 == "@" }).first.map(String.init) ?? ""
        let lower = code.lowercased()
        if lower.isEmpty || lower == "c" || lower == "posix" { return "en" }
        return lower
    }

    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[name], !value.isEmpty { return normalize(value) }
        }
        return "en"
    }
}
