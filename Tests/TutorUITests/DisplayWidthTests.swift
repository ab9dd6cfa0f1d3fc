import Testing
@testable import TutorUI

@Suite struct DisplayWidthTests {
    @Test func widthsByScript() {
        #expect("keyboard".displayWidth == 8)
        #expect("Клавиатура".displayWidth == 10)  // Cyrillic: one column each
        #expect("Клавиатура".utf8.count == 20)
        #expect("键盘".displayWidth == 4)  // CJK: two columns each
        #expect("キーボード".displayWidth == 10)
        #expect("한국어".displayWidth == 6)
        #expect("e\u{301}".displayWidth == 1)  // e + combining acute
        #expect("й".decomposedStringWithCanonicalMappingForTest.displayWidth == 1)
        #expect("👍".displayWidth == 2)
        #expect("✓ ✗".displayWidth == 3)
        #expect("\u{1B}[1;36mhi\u{1B}[0m".displayWidth == 2)  // escape codes take no columns
        #expect("a\tb".displayWidth == 2)  // control characters take none
    }

    @Test func paddingUsesDisplayWidth() {
        #expect("键盘".padded(toWidth: 6) == "键盘  ")
        #expect("Да".padded(toWidth: 4) == "Да  ")
        #expect("toolong".padded(toWidth: 3) == "toolong")
    }

    @Test func wrapsRussianAtSpaces() {
        let text = "Клавиатура закрывает нижнюю часть экрана, поэтому поле ввода нужно поднять."
        let lines = TextWrapper.wrap(text, width: 24)
        #expect(lines == [
            "Клавиатура закрывает",
            "нижнюю часть экрана,",
            "поэтому поле ввода нужно",
            "поднять.",
        ])
        #expect(lines.allSatisfy { $0.displayWidth <= 24 })
    }

    @Test func wrapsCJKBetweenCharacters() {
        let lines = TextWrapper.wrap("键盘会遮住输入框所以要移动它", width: 10)
        #expect(lines == ["键盘会遮住", "输入框所以", "要移动它"])
        #expect(lines.map(\.displayWidth) == [10, 10, 8])
        // Mixed: Latin words stay whole, wide characters break anywhere.
        #expect(TextWrapper.wrap("UITextField 的 frame 在键盘出现时不变", width: 14)
            == ["UITextField 的", "frame 在键盘出", "现时不变"])
    }

    @Test func breaksWordsLongerThanTheLine() {
        #expect(TextWrapper.wrap("UIKeyboardWillChangeFrameNotification fires", width: 16)
            == ["UIKeyboardWillCh", "angeFrameNotific", "ation fires"])
    }

    @Test func hangingIndentAndStylesSurviveWrapping() {
        let spans = [Span("bold words here", TextStyle(bold: true)), Span(" then plain text")]
        let lines = TextWrapper.wrap(spans, width: 12, firstIndent: [Span("- ")], indent: [Span("  ")])
        #expect(lines.map(\.plainText) == ["- bold words", "  here then", "  plain text"])
        #expect(lines[1] == [Span("  "), Span("here", TextStyle(bold: true)), Span(" then")])
    }
}

extension String {
    /// `й` as `и` + combining breve, to check that marks add no width.
    var decomposedStringWithCanonicalMappingForTest: String { "и\u{306}" }
}
