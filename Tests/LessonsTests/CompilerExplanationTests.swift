import Testing
@testable import Lessons

/// A Russian reader is told what the compiler's English means, then given the compiler's own line. The messages are
/// swiftc 6's, copied from its output for small wrong programs.
@Suite struct CompilerExplanationTests {
    @Test func theCommonestErrorsAreExplainedInRussian() {
        let cases: [(String, String)] = [
            ("cannot find 'foo' in scope", "имя «foo» здесь не объявлено: опечатка или объявление в другом месте"),
            ("cannot find type 'Foo' in scope", "тип «Foo» здесь не объявлен: опечатка в имени или нет нужного import"),
            ("value of type '[Int]' has no member 'county'", "у значения типа «[Int]» нет члена «county»"),
            ("value of optional type 'String?' must be unwrapped to refer to member 'count' of wrapped base type 'String'",
             "«String?» — опционал: разверните его (?, if let, guard let), прежде чем обращаться к «count»"),
            ("value of optional type 'Int?' must be unwrapped to a value of type 'Int'",
             "значение опционального типа «Int?» нужно развернуть (if let, guard let, ?? или !), чтобы получить «Int»"),
            ("missing argument label 'x:' in call", "в вызове не хватает меток аргументов «x:»"),
            ("extraneous argument label 'x:' in call", "в вызове лишние метки аргументов «x:»"),
            ("incorrect argument label in call (have 'y:', expected 'x:')", "неверные метки аргументов: написано «y:», нужно «x:»"),
            ("missing argument for parameter 'y' in call", "в вызове не передан аргумент для параметра «y»"),
            ("extra argument 'y' in call", "в вызове лишний аргумент «y»"),
            ("cannot convert value of type 'String' to specified type 'Int'", "значение типа «String» нельзя сохранить в переменной типа «Int»"),
            ("cannot assign to property: 'v' is a 'let' constant", "«v» объявлено через let: новое значение ему не присвоить (объявите через var)"),
            ("invalid redeclaration of 'z'", "имя «z» уже объявлено выше"),
            ("initializer for conditional binding must have Optional type, not 'Int'", "if let и guard let разворачивают опционал, а «Int» — не опционал"),
            ("binary operator '+' cannot be applied to operands of type 'Int' and 'String'", "оператор «+» не применим к значениям типов «Int» и «String»"),
            ("consecutive statements on a line must be separated by ';'", "две инструкции в одной строке: разделите их переносом строки или точкой с запятой"),
            ("missing return in global function expected to return 'Int'", "нет return: здесь нужно вернуть значение типа «Int»"),
        ]
        for (message, meaning) in cases {
            #expect(CompilerExplanation.meaning(of: message, language: "ru") == meaning, "\(message)")
            #expect(CompilerExplanation.meaning(of: message, language: "en") == nil)
        }
        #expect(CompilerExplanation.meaning(of: "ambiguous use of 'init'", language: "ru") == nil)
    }

    @Test func aCodeAnswerThatDoesNotCompileIsExplainedBeforeTheCompilersLine() {
        let message = Message(.codeAnswerDoesNotCompile, "button.tap()", "value of type 'UIButton' has no member 'tap'", "8")
        #expect(Localizer(language: "ru").render(message)
                == "«button.tap()» здесь не компилируется (столбец 8): у значения типа «UIButton» нет члена «tap». Компилятор: value of type 'UIButton' has no member 'tap'")
        #expect(Localizer.english.render(message) == "“button.tap()” does not compile here: value of type 'UIButton' has no member 'tap' (column 8).")
        let unknown = Message(.codeAnswerDoesNotCompile, "x", "ambiguous use of 'init'", "1")
        #expect(Localizer(language: "ru").render(unknown) == "«x» здесь не компилируется (столбец 1): Компилятор: ambiguous use of 'init'")
    }
}
