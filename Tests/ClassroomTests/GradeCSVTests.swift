import Foundation
import Lessons
import Testing
@testable import Classroom

@Suite struct GradeCSVTests {
    @Test func oneRowPerStudentOneColumnPerItemLessonTotals() {
        let csv = GradeCSV.render(grades: [
            sampleGrade(student: "bo", hash: "b", questionEarned: 0, checksPassed: 1),
            sampleGrade(student: "ana", hash: "a", questionEarned: 1, checksPassed: 3),
        ], outlines: [sampleOutline])
        #expect(csv == "student,text-field/q-delegate,text-field/ex-limit,text-field,total\r\n"
            + "ana,1,2,3,3\r\n"
            + "bo,0,0.67,0.67,0.67\r\n")
    }

    @Test func quotesFieldsAndParsesBack() {
        let outline = LessonOutline(id: "a,b", title: "t", items: [.init(id: "q\"1", kind: .question, points: 1)])
        let grade = StudentGrade(student: "O'Neil, Ann", contentHash: "h", lessons: [], containments: [], isolation: "")
        let csv = GradeCSV.render(grades: [grade], outlines: [outline])
        #expect(csv == "student,\"a,b/q\"\"1\",\"a,b\",total\r\n\"O'Neil, Ann\",0,0,0\r\n")
        #expect(GradeCSV.parse(csv) == [["student", "a,b/q\"1", "a,b", "total"], ["O'Neil, Ann", "0", "0", "0"]])
    }

    @Test func textCellsThatSpreadsheetsWouldRunAreNeutralizedNumbersNever() {
        #expect(GradeCSV.text("=1+1") == "'=1+1")
        #expect(GradeCSV.text("+1") == "'+1")
        #expect(GradeCSV.text("-1") == "'-1")
        #expect(GradeCSV.text("@SUM(A1)") == "'@SUM(A1)")
        // Control characters are shown, not kept: a cell never starts a line, clears a terminal or hides a formula.
        #expect(GradeCSV.text("\tx") == "^Ix")
        #expect(GradeCSV.text("\r=x") == "^M=x")
        #expect(GradeCSV.text("bo\nmallory,10,10") == "bo^Jmallory,10,10")
        #expect(GradeCSV.text("\u{1B}]52;c;cm0gLXJm\u{07}eve") == "^[]52;c;cm0gLXJm^Geve")
        #expect(GradeCSV.text("\u{1B}[2J=1") == "^[[2J=1")
        #expect(GradeCSV.text("ana") == "ana")
        #expect(GradeCSV.text("a=1") == "a=1")
        #expect(GradeCSV.text("") == "")
        let grades = ["=HYPERLINK(\"http://x\")", "-2", "\r@x"].map { StudentGrade(student: $0, contentHash: "h", lessons: [], containments: [], isolation: "") }
        let csv = GradeCSV.render(grades: grades, outlines: [sampleOutline])
        #expect(csv == "student,text-field/q-delegate,text-field/ex-limit,text-field,total\r\n"
            + "^M@x,0,0,0,0\r\n"
            + "'-2,0,0,0,0\r\n"
            + "\"'=HYPERLINK(\"\"http://x\"\")\",0,0,0,0\r\n")
        #expect(GradeCSV.parse(csv).dropFirst().map(\.first) == ["^M@x", "'-2", "'=HYPERLINK(\"http://x\")"])
    }

    @Test func numbersHaveNoTrailingZerosAndNoLocale() {
        #expect(GradeCSV.number(2) == "2")
        #expect(GradeCSV.number(0.5) == "0.5")
        #expect(GradeCSV.number(2.0 / 3) == "0.67")
        #expect(GradeCSV.number(10.10) == "10.1")
    }
}

@Suite struct FeedbackReportTests {
    @Test func markdownListsItemsScoresMessagesAndOnlyNumbersHiddenChecks() {
        var grade = sampleGrade(student: "bo", hash: "b", questionEarned: 0, checksPassed: 2)
        grade.containments = [Containment(kind: .timeLimit, item: "text-field/ex-limit", detail: "stopped after 10 s")]
        #expect(FeedbackReport.markdown(for: grade) == """
        # Feedback for bo

        **Total: 1.33 / 3 points**

        ## Text fields (text-field): 1.33 / 3

        - **q-delegate** (question): 0 / 1. Not quite.
        - **ex-limit** (exercise): 1.33 / 2, 2/3 checks. 2 of 3 checks passed
          - limits to 10: passed (typed 11, kept 10)
          - allows delete: passed (deleting works)
          - hidden check 1: failed

        ## What the grader stopped

        - time-limit (text-field/ex-limit): stopped after 10 s

        """)
    }

    @Test func hiddenCheckMessagesAreDroppedEvenIfGiven() {
        let check = GradedCheck(name: "secret boundary at 10", passed: false, message: "the secret is 10", hidden: true)
        #expect(check.message == nil)
    }

    @Test func htmlIsRenderedByInkAndEscapesLearnerText() {
        var grade = sampleGrade(student: "ana", hash: "a", questionEarned: 1, checksPassed: 3)
        grade.lessons[0].items[0].message = "<script>alert(1)</script> **bold**"
        let html = FeedbackReport.html(for: grade)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<h1>Feedback for ana</h1>"))
        #expect(html.contains("<strong>Total: 3 / 3 points</strong>"))
        #expect(!html.contains("<script>"))
        #expect(html.contains("&lt;script&gt;"))
        #expect(!html.contains("<strong>bold</strong>"))
    }

    @Test func progressLineShowsDoneTotalAndRunning() {
        #expect(TerminalProgressBar.line(done: 3, total: 12, running: ["ana", "bo"], width: 12) == "[███·········] 3/12 ana, bo")
    }
}

/// A student's folder name and what grading contained are the student's text: `tutor grade`'s summary and progress
/// bar show them on one line each, never obeyed by the teacher's terminal.
@Suite struct GradeSummarySafeTextTests {
    @Test func hostileFolderNamesStayOnTheirLineAndAreShownNotObeyed() throws {
        let hostile = "eve\u{1B}[2J\u{1B}]0;pwned\u{07}\nmallory  10 / 10"
        var grade = sampleGrade(student: hostile, hash: "h", questionEarned: 0, checksPassed: 0)
        grade.containments = [Containment(kind: .crash, item: "l/x", detail: "crashed: \u{1B}]52;c;Y2xpcA==\u{07}\r\nok")]
        let summary = ClassGrader.Summary(grades: [grade], gradedNow: [hostile], seconds: 2, gradebook: "/g")
        #expect(GradeOperation.text(summary) == """
            eve^[[2J^[]0;pwned^G^Jmallory  10 / 10  0 / 3
              contained: crash (l/x): crashed: ^[]52;c;Y2xpcA==^G^Jok
            1 students, 1 graded now, 2.0 s; gradebook /g

            """)
        // --json: the same JSON, with what a terminal would obey and JSONEncoder leaves raw written as \u escapes.
        let json = try GradeOperation.json(ClassGrader.Summary(grades: [sampleGrade(student: "x\u{1B}]0;t\u{07}\u{202E}y\u{9B}2J", hash: "h",
                                                                                       questionEarned: 0, checksPassed: 0)],
                                                          gradedNow: [], seconds: 1, gradebook: "/g"))
        #expect(json.contains(#""student" : "x\u001b]0;t\u0007\u202Ey\u009B2J""#), "\(json)")
        #expect(!TerminalSafeText.needsEscaping(json))
        // The gradebook's --json too (it printed U+009B and U+202E raw), with the invisible marks of a look-alike name.
        let book = try GradebookOperation.json(["student": "ali\u{200F}ce\u{9B}2J\u{202E}"])
        #expect(book.contains(#""student" : "ali\u200Fce\u009B2J\u202E""#), "\(book)")
        #expect(TerminalProgressBar.line(done: 0, total: 2, running: [hostile], width: 2)
                == "[··] 0/2 eve^[[2J^[]0;pwned^G^Jmallory  10 / 10")
    }
}
