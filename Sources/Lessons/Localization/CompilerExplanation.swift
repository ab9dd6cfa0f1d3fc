import Foundation

/// Swift's compiler speaks only English. A reader in another language is told first what its commonest errors mean,
/// in their language, and then given the compiler's own line, which names the exact problem and is what to search for.
public enum CompilerExplanation {
    /// One kind of error: the compiler's wording (its quoted names captured) and what it means, `{1}`… for the names.
    struct Pattern {
        let regex: NSRegularExpression
        let meaning: [String: String]

        init(_ pattern: String, ru: String) {
            // The patterns are fixed text, tested; a typo in one fails every test that explains an error.
            regex = try! NSRegularExpression(pattern: "^" + pattern + "$")
            meaning = ["ru": ru]
        }
    }

    /// The compiler's wording as swiftc 6 writes it; the first match explains.
    static let patterns: [Pattern] = [
        Pattern("cannot find type '(.+)' in scope", ru: "тип {1} здесь не объявлен: опечатка в имени или нет нужного import"),
        Pattern("cannot find '(.+)' in scope", ru: "имя {1} здесь не объявлено: опечатка или объявление в другом месте"),
        Pattern("use of unresolved identifier '(.+)'", ru: "имя {1} здесь не объявлено: опечатка или объявление в другом месте"),
        Pattern("value of type '(.+)' has no member '(.+)'", ru: "у значения типа {1} нет члена {2}"),
        Pattern("value of optional type '(.+)' must be unwrapped to refer to member '(.+)' of wrapped base type '(.+)'",
                ru: "{1} — опционал: разверните его (?, if let, guard let), прежде чем обращаться к {2}"),
        Pattern("value of optional type '(.+)' must be unwrapped to a value of type '(.+)'",
                ru: "значение опционального типа {1} нужно развернуть (if let, guard let, ?? или !), чтобы получить {2}"),
        Pattern("type '(.+)' has no member '(.+)'", ru: "у типа {1} нет члена {2}"),
        Pattern("instance member '(.+)' cannot be used on type '(.+)'.*", ru: "{1} — член экземпляра: через сам тип {2} к нему не обратиться"),
        Pattern("static member '(.+)' cannot be used on instance of type '(.+)'", ru: "{1} — статический член: обращайтесь к нему через тип {2}"),
        Pattern("missing argument labels? '(.+)' in call", ru: "в вызове не хватает меток аргументов {1}"),
        Pattern("extraneous argument labels? '(.+)' in call", ru: "в вызове лишние метки аргументов {1}"),
        Pattern("incorrect argument labels? in call \\(have '(.+)', expected '(.+)'\\)", ru: "неверные метки аргументов: написано {1}, нужно {2}"),
        Pattern("missing arguments? for parameters? (.+) in call", ru: "в вызове не передан аргумент для параметра {1}"),
        Pattern("extra arguments? (.+) in call", ru: "в вызове лишний аргумент {1}"),
        Pattern("cannot convert value of type '(.+)' to expected argument type '(.+)'", ru: "передано значение типа {1}, а ожидается {2}"),
        Pattern("cannot convert value of type '(.+)' to specified type '(.+)'", ru: "значение типа {1} нельзя сохранить в переменной типа {2}"),
        Pattern("cannot convert return expression of type '(.+)' to return type '(.+)'", ru: "возвращается значение типа {1}, а функция должна вернуть {2}"),
        Pattern("cannot assign value of type '(.+)' to type '(.+)'", ru: "значение типа {1} нельзя присвоить тому, что имеет тип {2}"),
        Pattern("cannot assign to (?:property|value): '(.+)' is a 'let' constant", ru: "{1} объявлено через let: новое значение ему не присвоить (объявите через var)"),
        Pattern("cannot assign to property: '(.+)' is a get-only property", ru: "свойство {1} только для чтения: присвоить ему нельзя"),
        Pattern("cannot call value of non-function type '(.+)'", ru: "значение типа {1} — не функция: его нельзя вызвать"),
        Pattern("invalid redeclaration of '(.+)'", ru: "имя {1} уже объявлено выше"),
        Pattern("missing return in (?:.+) expected to return '(.+)'", ru: "нет return: здесь нужно вернуть значение типа {1}"),
        Pattern("'(.+)' is unavailable(?:: .*)?", ru: "{1} недоступно (в модели UIKit или в этой версии Swift); строка компилятора ниже говорит, чем заменить"),
        Pattern("'(.+)' has been renamed to '(.+)'", ru: "{1} теперь называется {2}"),
        Pattern("'(.+)' is inaccessible due to '(.+)' protection level", ru: "{1} закрыто уровнем доступа {2}"),
        Pattern("binary operator '(.+)' cannot be applied to operands of type '(.+)' and '(.+)'",
                ru: "оператор {1} не применим к значениям типов {2} и {3}"),
        Pattern("initializer for conditional binding must have Optional type, not '(.+)'",
                ru: "if let и guard let разворачивают опционал, а {1} — не опционал"),
        Pattern("consecutive statements on a line must be separated by ';'",
                ru: "две инструкции в одной строке: разделите их переносом строки или точкой с запятой"),
        Pattern("expected expression.*", ru: "здесь ожидалось выражение"),
        Pattern("expected '(.+)'.*", ru: "здесь не хватает {1}"),
        Pattern("unterminated string literal", ru: "строка не закрыта кавычкой"),
        Pattern("argument of '#selector' .*", ru: "#selector требует метод, видимый Objective-C (@objc)"),
    ]

    /// What `message` (one compiler error, as swiftc wrote it) means, in `language`; nil in English, or for an error
    /// no pattern knows.
    public static func meaning(of message: String, language: String) -> String? {
        guard language != "en" else { return nil }
        let firstLine = message.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? message
        let range = NSRange(firstLine.startIndex..., in: firstLine)
        for pattern in patterns {
            guard let template = pattern.meaning[language],
                  let match = pattern.regex.firstMatch(in: firstLine, range: range) else { continue }
            let names = (1..<match.numberOfRanges).map { index in
                Range(match.range(at: index), in: firstLine).map { "«" + firstLine[$0].trimmingCharacters(in: CharacterSet(charactersIn: "'")) + "»" } ?? ""
            }
            return Localizer.fill(template, names)
        }
        return nil
    }

    /// The compiler's line with its meaning before it, for a reader of `language` (`strings`): in English the line alone.
    public static func explained(_ message: String, strings: Localizer) -> String {
        guard strings.language != "en" else { return message }
        let says = strings[.compilerSays, message]
        let sentence = says.prefix(1).uppercased() + says.dropFirst()
        guard let meaning = meaning(of: message, language: strings.language) else { return sentence }
        return meaning + ". " + sentence
    }
}
