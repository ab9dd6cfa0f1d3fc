import Testing
@testable import TutorUI

@Suite struct ColorRuleTests {
    @Test func colorsOnlyOnATerminalWithoutNoColor() {
        #expect(TerminalCapabilities.colorsEnabled(outputIsTTY: true, noColorFlag: false, environment: [:]))
        #expect(!TerminalCapabilities.colorsEnabled(outputIsTTY: false, noColorFlag: false, environment: [:]))
        #expect(!TerminalCapabilities.colorsEnabled(outputIsTTY: true, noColorFlag: false, environment: ["NO_COLOR": "1"]))
        #expect(TerminalCapabilities.colorsEnabled(outputIsTTY: true, noColorFlag: false, environment: ["NO_COLOR": ""]))
        #expect(!TerminalCapabilities.colorsEnabled(outputIsTTY: true, noColorFlag: true, environment: [:]))
        #expect(!TerminalCapabilities.colorsEnabled(outputIsTTY: true, noColorFlag: false, environment: ["TERM": "dumb"]))
    }

    @Test func stylerPrintsEscapesOnlyWithColors() {
        let line = [Span("ok", TextStyle(bold: true, color: .green)), Span(" plain")]
        #expect(Styler(colors: true).render(line) == "\u{1B}[1;32mok\u{1B}[0m plain")
        #expect(Styler(colors: false).render(line) == "ok plain")
    }

    @Test func widthFromWindowThenColumnsThenDefault() {
        #expect(TerminalCapabilities.width(windowColumns: 120, environment: ["COLUMNS": "60"]) == 120)
        #expect(TerminalCapabilities.width(windowColumns: nil, environment: ["COLUMNS": "60"]) == 60)
        #expect(TerminalCapabilities.width(windowColumns: nil, environment: ["COLUMNS": "wide"]) == 80)
        #expect(TerminalCapabilities.width(windowColumns: nil, environment: [:]) == 80)
        #expect(TerminalCapabilities.width(windowColumns: 5, environment: [:]) == 20)
    }

    @Test func unicodeFromLocale() {
        #expect(TerminalCapabilities.unicode(environment: ["LANG": "ru_RU.UTF-8"]))
        #expect(TerminalCapabilities.unicode(environment: ["LC_ALL": "C.utf8", "LANG": "C"]))
        #expect(!TerminalCapabilities.unicode(environment: ["LC_ALL": "C"]))
        #expect(!TerminalCapabilities.unicode(environment: ["LANG": "ru_RU.KOI8-R"]))
        #expect(TerminalCapabilities.unicode(environment: [:]))
        #expect(Symbols(unicode: false).pass == "ok")
        #expect(Symbols(unicode: true).fail == "✗")
    }
}

@Suite struct SwiftHighlighterTests {
    let theme = SwiftHighlighter.Theme()

    @Test func keywordsStringsNumbersComments() {
        let lines = SwiftHighlighter().highlight("let frame = CGRect(x: 0, y: 216) // keyboard")
        #expect(lines == [[
            Span("let", theme.keyword), Span(" frame = "), Span("CGRect", theme.type), Span("(x: "),
            Span("0", theme.number), Span(", y: "), Span("216", theme.number), Span(") "), Span("// keyboard", theme.comment),
        ]])
    }

    @Test func interpolationIsCodeInsideAString() {
        let lines = SwiftHighlighter().highlight(#"print("h = \(height)!")"#)
        #expect(lines == [[
            Span("print("), Span(#""h = "#, theme.string), Span(#"\(height)"#), Span(#"!""#, theme.string), Span(")"),
        ]])
    }

    @Test func blockCommentsAndMultilineStringsSpanLines() {
        let lines = SwiftHighlighter().highlight("/* one\ntwo */ var a = \"\"\"\ntext\n\"\"\"\n@MainActor 1.5")
        #expect(lines == [
            [Span("/* one", theme.comment)],
            [Span("two */", theme.comment), Span(" "), Span("var", theme.keyword), Span(" a = "), Span("\"\"\"", theme.string)],
            [Span("text", theme.string)],
            [Span("\"\"\"", theme.string)],
            [Span("@MainActor", theme.attribute), Span(" "), Span("1.5", theme.number)],
        ])
    }

    @Test func rangesAreNotNumbers() {
        let lines = SwiftHighlighter().highlight("for i in 0..<3 {}")
        #expect(lines.first?.map(\.text) == ["for", " i ", "in", " ", "0", "..<", "3", " {}"])
    }
}
