import Testing
import TestSupport
@testable import TutorUI

@Suite struct MarkdownRendererTests {
    func plain(_ markdown: String, width: Int = 40) -> String {
        Styler(colors: false).render(MarkdownRenderer(width: width).render(markdown))
    }

    @Test func headingsParagraphsAndEmphasis() {
        #expect(plain("# Keyboard\n\nThe keyboard *covers* the **bottom** of the screen.\n\n### Why")
            == "Keyboard\n\nThe keyboard covers the bottom of the\nscreen.\n\n### Why")
        let lines = MarkdownRenderer(width: 40).render("A *b* **c** `d`")
        #expect(lines == [[
            Span("A "), Span("b", TextStyle(italic: true)), Span(" "), Span("c", TextStyle(bold: true)), Span(" "),
            Span("`d`", TextStyle(color: .cyan)),
        ]])
        // With colors the code is set apart by color, without its backticks.
        #expect(MarkdownRenderer(width: 40, colors: true).render("`d`") == [[Span("d", TextStyle(color: .cyan))]])
    }

    @Test func listsWithHangingIndent() {
        #expect(plain("- first item that is long enough to wrap around\n- second", width: 24)
            == "• first item that is\n  long enough to wrap\n  around\n• second")
        #expect(plain("1. one\n2. two\n3. three") == "1. one\n2. two\n3. three")
        #expect(plain("- outer\n    - inner") == "• outer\n  • inner")
    }

    @Test func blockQuotesAndRules() {
        #expect(plain("> Keep the field visible.") == "│ Keep the field visible.")
        #expect(plain("---", width: 30) == String(repeating: "─", count: 30))
    }

    @Test func codeBlocksAreHighlightedAndIndented() {
        let lines = MarkdownRenderer(width: 40).render("```swift\nlet h = 216\n```")
        #expect(lines == [[Span("    "), Span("let", SwiftHighlighter.Theme().keyword), Span(" h = "), Span("216", SwiftHighlighter.Theme().number)]])
        #expect(plain("```\na < b && c\n```") == "    a < b && c")
    }

    @Test func entitiesAndLinks() {
        #expect(plain("a < b & c > d") == "a < b & c > d")
        #expect(plain("[docs](https://developer.apple.com)") == "docs (https://developer.apple.com)")
    }

    @Test func tablesAlignByDisplayWidth() {
        let table = """
            | Устройство | Высота | 键盘 |
            |:-----------|-------:|:----:|
            | iPhone     |    216 | 是 |
            | iPad       |    264 | 否 |
            """
        #expect(plain(table, width: 60) == """
            ┌────────────┬────────┬──────┐
            │ Устройство │ Высота │ 键盘 │
            ├────────────┼────────┼──────┤
            │ iPhone     │    216 │  是  │
            │ iPad       │    264 │  否  │
            └────────────┴────────┴──────┘
            """)
        for line in plain(table, width: 60).split(separator: "\n") { #expect(line.displayWidth == 30) }
    }

    @Test func wideTablesWrapCellsToFit() {
        let table = "| a | b |\n|---|---|\n| one two three four five | x |"
        let rendered = plain(table, width: 20)
        #expect(rendered.split(separator: "\n").allSatisfy { $0.displayWidth <= 20 })
        #expect(rendered == """
            ┌──────────────┬───┐
            │ a            │ b │
            ├──────────────┼───┤
            │ one two      │ x │
            │ three four   │   │
            │ five         │   │
            └──────────────┴───┘
            """)
    }

    @Test func russianProseWrapsToTheWidth() {
        let rendered = plain("Когда клавиатура появляется, *система* присылает уведомление `keyboardWillShowNotification`.", width: 30)
        #expect(rendered == "Когда клавиатура появляется,\nсистема присылает уведомление\n`keyboardWillShowNotification`\n.")
    }

    @Test func goldenLessonProse() {
        let markdown = """
            # Поднимаем поле над клавиатурой

            When the keyboard appears, UIKit posts **`keyboardWillShowNotification`**; its `userInfo` carries the
            keyboard's *end frame* in screen coordinates.

            > The keyboard is 216 points tall on a 4-inch iPhone in portrait.

            | Device | Portrait | Landscape |
            |--------|---------:|----------:|
            | iPhone 4-inch | 216 | 162 |
            | iPad | 264 | 352 |

            1. Observe the notification.
            2. Convert the frame with `view.convert(_:from:)`.
            3. Set the scroll view's `contentInset.bottom`.

            ```swift
            NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { note in
                // Read the end frame.
            }
            ```
            """
        golden.check(plain(markdown, width: 60) + "\n", named: "lesson-prose.txt")
        golden.check(Styler(colors: true).render(MarkdownRenderer(width: 60, colors: true).render(markdown)) + "\n", named: "lesson-prose.ansi")
    }
}
