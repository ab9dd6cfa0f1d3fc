import Testing
@testable import TutorUI

/// Russian lessons in a narrow terminal: a Cyrillic letter takes one column (two bytes in UTF-8, so
/// counting bytes would wrap at half the width), lines break between words, lists hang their indent.
@Suite struct CyrillicRenderingTests {
    func plain(_ markdown: String, width: Int) -> String {
        Styler(colors: false).render(MarkdownRenderer(width: width).render(markdown))
    }

    @Test("A Cyrillic paragraph wraps at 20 columns between words")
    func paragraph() {
        #expect(plain("Клавиатура выезжает поверх нижней части экрана, а текстовый вид продолжает раскладывать текст.", width: 20)
            == "Клавиатура выезжает\nповерх нижней части\nэкрана, а текстовый\nвид продолжает\nраскладывать текст.")
    }

    @Test("Cyrillic with code spans and a list item at 24 columns")
    func codeAndList() {
        #expect(plain("Задайте `borderStyle = .roundedRect` текстовому полю.", width: 24)
            == "Задайте `borderStyle =\n.roundedRect` текстовому\nполю.")
        #expect(plain("- Клавиатура закрывает низ экрана, отступ равен закрытой части.", width: 24)
            == "• Клавиатура закрывает\n  низ экрана, отступ\n  равен закрытой части.")
    }

    @Test("A word longer than the line is broken between letters, by columns")
    func longWord() {
        #expect(TextWrapper.wrap([Span("Прокручивающийся")], width: 10) == [[Span("Прокручива")], [Span("ющийся")]])
    }
}
