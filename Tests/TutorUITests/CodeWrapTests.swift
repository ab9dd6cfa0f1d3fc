import Foundation
import Lessons
import Testing
import TestSupport
@testable import TutorUI

/// Code and output wrap at token boundaries on a terminal and not at all in a pipe; a prose line that
/// starts with inline code stays in its paragraph; a resize lays out what comes next to the new width.
@Suite struct CodeWrapTests {
    static func terminal(_ width: Int) -> TerminalCapabilities {
        TerminalCapabilities(interactiveInput: true, interactiveOutput: true, colors: false, width: width, unicode: true)
    }

    @Test func codeBreaksAtSpacesAndTokenBoundariesNotInsideWords() {
        let renderer = NotebookRenderer(capabilities: Self.terminal(40))
        #expect(renderer.input(2, code: "let note = UITextField(frame: CGRect(x: 20, y: 508, width: 280, height: 31))") == """
            In [2]: let note = UITextField(frame:
                    CGRect(x: 20, y: 508, width:
                    280, height: 31))
            """)
        // No space in the second half of the line: the break comes before the `.`, not inside a name.
        #expect(renderer.input(1, code: "NotificationCenter.default.addObserver(forName: x)") == """
            In [1]: NotificationCenter.default.
                    addObserver(forName: x)
            """)
        // A name longer than a whole line is the only thing broken by characters.
        #expect(renderer.input(1, code: "UIResponder.keyboardWillChangeFrameNotification") == """
            In [1]: UIResponder.
                    keyboardWillChangeFrameNotificat
                    ion
            """)
        // The case, at 60 columns: `keyboardWillChangeFrameNotification` stays whole.
        let sixty = NotebookRenderer(capabilities: Self.terminal(60))
        let lines = sixty.input(4, code: "NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main)")
            .split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines.contains { $0.contains("keyboardWillChangeFrameNotification") })
        #expect(lines.allSatisfy { $0.displayWidth <= 60 })
    }

    @Test func indentationAndOutputKeepTheirSpaces() {
        let renderer = NotebookRenderer(capabilities: Self.terminal(40))
        #expect(renderer.input(5, code: "if true {\n    print(\"a\",   \"b\")\n}") == "In [5]: if true {\n            print(\"a\",   \"b\")\n        }")
        #expect(renderer.output(3, text: "keyboard on screen: {{0, 352}, {320, 216}} and the field {{20, 508}, {280, 31}}") == """
            Out[3]: keyboard on screen: {{0, 352},
                    {320, 216}} and the field {{20,
                    508}, {280, 31}}
            """)
    }

    /// In a pipe nothing is cut at 80 columns: code and output lines stay whole.
    @Test func pipedCodeAndOutputAreNotWrapped() {
        let renderer = NotebookRenderer(capabilities: .plain)
        let code = "print(\"" + String(repeating: "keyboardWillChangeFrameNotification ", count: 4) + "\")"
        #expect(renderer.input(7, code: code) == "In [7]: " + code)
        let output = String(repeating: "x", count: 150)
        #expect(renderer.output(7, text: output) == "Out[7]: " + output)
        #expect(MarkdownRenderer(capabilities: .plain).render("```swift\n" + code + "\n```").count == 1)
        let wrapped = MarkdownRenderer(capabilities: Self.terminal(40)).render("```swift\n" + code + "\n```")
        #expect(wrapped.count == 6)
        #expect(wrapped.allSatisfy { $0.displayWidth <= 40 })
    }

    /// Ink ends a paragraph at a line that starts with inline code; the renderer keeps the paragraph whole.
    @Test func aLineStartingWithInlineCodeStaysInItsParagraph() {
        let renderer = MarkdownRenderer(width: 80)
        func plain(_ markdown: String) -> String { renderer.render(markdown).map(\.plainText).joined(separator: "\n") }
        #expect(plain("The field's frame is\n`{{20, 508}, {280, 31}}` in the view,\nand the keyboard's is not.")
            == "The field's frame is `{{20, 508}, {280, 31}}` in the view, and the keyboard's is\nnot.")
        #expect(plain("Two\n  `indented` words") == "Two `indented` words")
        // Not joined: after a blank line, a heading, inside a fence, a fence itself.
        #expect(plain("One.\n\n`two` three") == "One.\n\n`two` three")
        #expect(plain("# Title\n`code` here") == "Title\n\n`code` here")
        #expect(plain("```\nlet a = 1\n`b`\n```") == "    let a = 1\n    `b`")
        #expect(plain("Text\n```\ncode\n```") == "Text\n\n    code")
        #expect(MarkdownRenderer.joiningLinesThatStartWithCode("a\n`b`\n\n`c`") == "a `b`\n\n`c`")
    }
}

extension InterruptSharingTests {
    @MainActor @Suite(.serialized) struct ResizeTests {
        final class OutputBox { var lines: [String] = [] }

        @Test func afterAResizeTheNextOutputTakesTheNewWidth() async throws {
            let workspace = FileManager.default.temporaryDirectory.appendingPathComponent("tutorui-\(UUID().uuidString)")
            let content = ReplSessionTests.content
            let environment = TutorEnvironment(contentDirectory: content, workspace: workspace, capabilities: CodeWrapTests.terminal(80))
            let box = OutputBox()
            let session = ReplSession(environment: environment, course: Course.open(contentDirectory: content, language: "en").0,
                                      runner: FakeRunner(), emit: { box.lines.append($0) })
            try session.begin(lessonID: "keyboard")
            #expect(box.lines.last?.split(separator: "\n").first?.displayWidth == 72)
            session.resize(to: 40)
            box.lines = []
            _ = await session.handle(.goto(step: 1))
            let shown = try #require(box.lines.last).split(separator: "\n", omittingEmptySubsequences: false)
            #expect(shown.first == "── keyboard 1/4 · The keyboard's top edge ")  // the title alone is wider: no rule
            #expect(shown[2] == "The screen is 568 points tall and the")
            #expect(shown.allSatisfy { $0.displayWidth <= 40 || $0.hasPrefix("──") })
        }
    }
}
