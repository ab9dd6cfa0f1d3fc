import Foundation
import Testing
@testable import Kernel
@testable import Lessons

/// Text that would act on a terminal, and how it is shown instead.
struct TerminalSafeTextTests {
    @Test("Escape sequences, C1 controls, bare carriage returns and bidi overrides are shown, not obeyed", arguments: [
        ("\u{1B}]52;c;aGVsbG8=\u{7}", "^[]52;c;aGVsbG8=^G"),      // OSC 52: writes the clipboard
        ("\u{1B}[2J\u{1B}[H", "^[[2J^[[H"),                        // clear screen, cursor home
        ("\u{1B}]0;pwned\u{7}", "^[]0;pwned^G"),                   // window title
        ("\u{1B}]8;;http://x\u{1B}\\link\u{1B}]8;;\u{1B}\\", "^[]8;;http://x^[\\link^[]8;;^[\\"),  // hyperlink
        ("\u{9B}2J", "\\u{9B}2J"),                                 // C1 CSI
        ("\u{9D}0;title\u{9C}", "\\u{9D}0;title\\u{9C}"),         // C1 OSC … ST
        ("\u{85}", "\\u{85}"),                                     // NEL, a C1 control too
        ("all good\rEVIL", "all good^MEVIL"),                      // a bare CR hides the start of the line
        ("line\r\nnext\r\n", "line\nnext\n"),                      // CRLF line ends stay line ends
        ("\r", "^M"),
        ("a\u{0}b\u{8}c\u{7F}", "a^@b^Hc^?"),
        ("x\u{1F}", "x^_"),
        ("invoice\u{202E}fdp.exe", "invoice\\u{202E}fdp.exe"),    // right-to-left override
        ("\u{2066}a\u{2069}\u{202A}\u{202D}", "\\u{2066}a\\u{2069}\\u{202A}\\u{202D}"),
        ("tab\tand\nnewline", "tab\tand\nnewline"),
        ("\u{200F}rlm\u{200E}", "\\u{200F}rlm\\u{200E}"),       // bidirectional marks reorder what is around them
        ("\u{61C}x", "\\u{61C}x"),                                 // Arabic letter mark
        ("al\u{200B}ice", "al\\u{200B}ice"),                       // a zero-width space: a second "alice"
        ("\u{FEFF}bom\u{2060}", "\\u{FEFF}bom\\u{2060}"),          // zero-width no-break space, word joiner
        ("a\u{2028}b\u{2029}", "a\\u{2028}b\\u{2029}"),            // line and paragraph separators
        ("tag\u{E0041}", "tag\\u{E0041}"),                         // a tag character, invisible
    ])
    func escapes(input: String, shown: String) {
        #expect(TerminalSafeText.escape(input) == shown)
        #expect(input.terminalSafe == shown)
        #expect(shown.terminalSafe == shown, "escaping twice changes nothing")
        #expect(TerminalSafeText.needsEscaping(input) == (input != shown))
    }

    @Test("Ordinary text of any script is left as it is")
    func ordinaryText() {
        for text in ["", "Hello", "Ключ клавиатуры — 216 pt", "日本語テキスト", "🙂👩‍👩‍👧", "\u{A0}nbsp", "é\u{301}", "\u{FFFD}", "क्‍ष"] {
            #expect(!TerminalSafeText.needsEscaping(text), "\(text)")
            #expect(text.terminalSafe == text)
        }
        // Near misses: U+00A0 (a space), U+2065 (unassigned), U+2070 (superscript zero) are no format characters.
        #expect(!TerminalSafeText.needsEscaping("\u{A0}\u{2065}\u{2070}"))
        // The joiners stay in program output (emoji, scripts) but are shown in one-line text such as a name.
        #expect(TerminalSafeText.escapeOneLine("ali\u{200D}ce") == "ali\\u{200D}ce")
        #expect(TerminalSafeText.escapingInJSON("\"x\u{200F}\u{E0041}\"") == "\"x\\u200F\\uDB40\\uDC41\"")
    }

    @Test("A diagnostic's description is terminal-safe: its message may quote the lesson, its path name hostile folders")
    func diagnosticDescription() {
        let diagnostic = LessonDiagnostic(file: "Content/\u{1B}]0;x\u{7}/lesson.md", line: 3, column: 1, severity: .error,
                                          message: "unknown key “\u{1B}[2J” in front matter")
        #expect(diagnostic.description == "Content/^[]0;x^G/lesson.md:3:1: error: unknown key “^[[2J” in front matter")
        #expect(diagnostic.message == "unknown key “\u{1B}[2J” in front matter", "the value keeps the text as written")
    }

    @Test("A lesson whose title, prose and question carry escape sequences is parsed as written; showing it is the front end's job")
    func lessonKeepsItsText() throws {
        let (lesson, diagnostics) = parseLesson(frontMatter().replacingOccurrences(of: "title: Demo", with: "title: \"Demo\\e[2J\"")
                                                + "## One\n<!-- step: one -->\n\nProse \u{1B}]52;c;aGk=\u{7} here.\n")
        #expect(diagnostics == [])
        #expect(lesson?.title == "Demo\u{1B}[2J")
        guard case .prose(let prose)? = lesson?.steps.first?.cells.first else { Issue.record("no prose"); return }
        #expect(prose.markdown == "Prose \u{1B}]52;c;aGk=\u{7} here.")
    }
}
