import Foundation
import Lessons
import Testing
@testable import Classroom

/// Feedback reports quote what students' programs printed and what their folders are called; read
/// in a terminal (`cat feedback.md`), none of it may act on the terminal.
struct TerminalSafeReportTests {
    static let clipboard = "\u{1B}]52;c;cm0gLXJmIH4=\u{7}"
    static let clear = "\u{1B}[2J"
    static let title = "\u{1B}]0;pwned\u{7}"

    static func hostileGrade() -> StudentGrade {
        StudentGrade(student: "eve\(title)", contentHash: "h", lessons: [
            GradedLesson(id: "text-field", title: "Text fields", items: [
                GradedItem(id: "ex-limit", kind: .exercise, possible: 2, earned: 0, checksPassed: 0, checksTotal: 1,
                           message: "The program crashed: \(clear)\u{9B}2J",
                           checks: [GradedCheck(name: "limit \(clipboard)", passed: false, message: "ok\rFAKE")]),
            ]),
        ], containments: [], isolation: "test")
    }

    @Test("feedback.md shows the student's folder name, messages and check names visibly")
    func markdown() {
        #expect(FeedbackReport.markdown(for: Self.hostileGrade()) == """
            # Feedback for eve^\\[\\]0;pwned^G

            **Total: 0 / 2 points**

            ## Text fields (text-field): 0 / 2

            - **ex-limit** (exercise): 0 / 2, 0/1 checks. The program crashed: ^\\[\\[2J&#92;u{9B}2J
              - limit ^\\[\\]52;c;cm0gLXJmIH4=^G: failed (ok^MFAKE)

            """)
    }

    @Test("feedback.html holds no control character but the layout's newlines")
    func html() {
        let html = FeedbackReport.html(for: Self.hostileGrade())
        #expect(!TerminalSafeText.needsEscaping(html))
        #expect(html.contains("<title>Feedback for eve^[]0;pwned^G</title>"))
        #expect(html.contains("The program crashed: ^[[2J&#92;u{9B}2J"), "a browser shows &#92; as a backslash")
    }
}
