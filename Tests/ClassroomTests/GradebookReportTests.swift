import Foundation
import Kernel
import Lessons
import Testing
@testable import Classroom

/// `tutor gradebook`'s report over a graded class: the class table, per question, per exercise, one student,
/// CSV with names, and the grader recording what the statistics need.
@Suite struct GradebookReportTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func question(_ id: String, points: Double, answers: [(String, Bool)], attempts: Int? = nil, hints: Int = 0) -> GradedItem {
        let right = answers.contains { $0.1 }
        return GradedItem(id: id, kind: .question, possible: points, earned: right ? points : 0, checksPassed: right ? 1 : 0, checksTotal: 1,
                          message: right ? "Correct." : answers.isEmpty ? "Not answered." : "Not answered correctly.",
                          answers: answers.map { GradedAnswer(text: $0.0, correct: $0.1) }, attempts: attempts ?? answers.count, hintsUsed: hints)
    }

    static func exercise(passed: [Bool]) -> GradedItem {
        let names = ["keeps short text", "cuts long text", "zero limit"]
        let checks = zip(names, passed).map { GradedCheck(name: $0.0, passed: $0.1, message: nil) } + [.hidden(number: 1, passed: passed.allSatisfy { $0 })]
        let count = checks.filter(\.passed).count
        return GradedItem(id: "limit-text", kind: .exercise, possible: 2, earned: GradedItem.partialCredit(points: 2, passed: count, total: 4),
                          checksPassed: count, checksTotal: 4, message: "\(count) of 4 checks passed", checks: checks, attempts: 2)
    }

    static func grade(_ student: String, delegate: [(String, Bool)], height: [(String, Bool)], hints: Int, checks: [Bool]) -> StudentGrade {
        StudentGrade(student: student, contentHash: "h-\(student)", lessons: [
            GradedLesson(id: "tiny", title: "A tiny lesson for grading tests", items: [
                question("delegate", points: 1, answers: delegate),
                question("keyboard-height", points: 2, answers: height, hints: hints),
                exercise(passed: checks),
            ]),
        ], containments: [], isolation: "test")
    }

    static let outlines = [
        LessonOutline(id: "tiny", title: "A tiny lesson for grading tests", items: [
            .init(id: "delegate", kind: .question, points: 1), .init(id: "keyboard-height", kind: .question, points: 2),
            .init(id: "limit-text", kind: .exercise, points: 2),
        ]),
        LessonOutline(id: "other", title: "Not graded yet", items: [.init(id: "q", kind: .question, points: 1)]),
    ]

    static let grades = [
        grade("s3", delegate: [("UITextFieldDelegate", true)], height: [("162", false), ("216", true)], hints: 1, checks: [true, true, true]),
        grade("s1", delegate: [("UITextViewDelegate", false), ("UITextFieldDelegate", true)], height: [("162", false), ("162", false)],
              hints: 2, checks: [true, false, false]),
        grade("s2", delegate: [], height: [("352", false), ("216", true)], hints: 0, checks: [true, false, true]),
    ]

    static let roster = GradebookReport.roster(csv: "id,name\r\ns1,Ada Lovelace\r\ns2,\"Hopper, Grace\"\r\n")

    @Test func theClassTableQuestionsAndExercises() {
        let report = GradebookReport(grades: Self.grades, outlines: Self.outlines, roster: Self.roster)
        #expect(report.columns.map(\.lesson) == ["tiny", "tiny", "tiny"], "lessons nobody was graded on are left out")
        // Graded for everybody (no --lesson) but touched by nobody: left out too.
        let untouched = Self.grades.map { grade in
            var grade = grade
            grade.lessons.append(GradedLesson(id: "other", title: "Not graded yet", items: [
                GradedItem(id: "q", kind: .question, possible: 1, earned: 0, checksPassed: 0, checksTotal: 1, message: "Not answered."),
            ]))
            return grade
        }
        #expect(GradebookReport(grades: untouched, outlines: Self.outlines, roster: Self.roster) == report)
        #expect(report.text() == """
        Class: 3 students

        student        tiny/delegate  tiny/keyboard-height  tiny/limit-text  total
        (points)       1              2                     2                5
        Ada Lovelace   1              0                     0.5              1.5
        Hopper, Grace  0              2                     1                3
        s3             1              2                     2                5

        Questions

        question              answered  right at first try  attempts  hints  commonest wrong answers
        tiny/delegate         2         1/2 (50%)           3         0      “UITextViewDelegate” ×1
        tiny/keyboard-height  3         0/3 (0%)            6         3      “162” ×2, “352” ×1

        Exercises

        exercise         judged  all checks passed  did not compile  checks failed most
        tiny/limit-text  3       1/3 (33%)          0                cuts long text ×2, hidden check 1 ×2, zero limit ×1

        """)
        #expect(report.csv() == "id,name,tiny/delegate,tiny/keyboard-height,tiny/limit-text,total\r\n"
                + "s1,Ada Lovelace,1,0,0.5,1.5\r\ns2,\"Hopper, Grace\",0,2,1,3\r\ns3,s3,1,2,2,5\r\n")
    }

    @Test func oneStudentsAnswersAttemptsAndHints() throws {
        let grade = try #require(Self.grades.first { $0.student == "s1" })
        #expect(GradebookReport.student(grade, name: "Ada Lovelace") == """
        s1 (Ada Lovelace): 1.5 / 5 points

        A tiny lesson for grading tests (tiny): 1.5 / 5
          delegate: 1 / 1; 2 attempts, 0 hints. Correct.
            answers: “UITextViewDelegate” wrong, “UITextFieldDelegate” right
          keyboard-height: 0 / 2; 2 attempts, 2 hints. Not answered correctly.
            answers: “162” wrong, “162” wrong
          limit-text: 0.5 / 2; 2 attempts, 0 hints. 1 of 4 checks passed
            failed: cuts long text
            failed: zero limit
            failed: hidden check 1

        """)
    }

    @Test func theJSONCarriesTheSameTables() throws {
        let report = GradebookReport(grades: Self.grades, outlines: Self.outlines, roster: Self.roster)
        let decoded = try JSONDecoder().decode(GradebookReport.self, from: JSONEncoder().encode(report))
        #expect(decoded == report)
        #expect(report.questions.map(\.rightAtFirstTry) == [1, 0])
        var broken = Self.grades
        broken[0].lessons[0].items[2] = GradedItem(id: "limit-text", kind: .exercise, possible: 2, earned: 0, checksPassed: 0, checksTotal: 0,
                                                   message: "The code does not compile; see the errors below.",
                                                   diagnostics: ["limit-text.swift:2:24: error: cannot find 'limt' in scope"])
        let withBroken = GradebookReport(grades: broken, outlines: Self.outlines)
        #expect(withBroken.exercises.map { [$0.judged, $0.passedAll, $0.didNotCompile] } == [[2, 0, 1]])
        #expect(report.exercises.first?.failedChecks == [.init(text: "cuts long text", count: 2), .init(text: "hidden check 1", count: 2),
                                                         .init(text: "zero limit", count: 1)])
    }

    @Test func theGraderRecordsAnswersAttemptsAndHintsAndTheGradebookKeepsThem() async throws {
        let (loaded, _) = Lesson.load(directory: Self.fixtures.appendingPathComponent("course/tiny"), language: "en")
        let lesson = try #require(loaded)
        let root = try makeTemporaryDirectory("gradebook-report")
        defer { try? FileManager.default.removeItem(at: root) }
        var progress = LessonProgress()
        progress.items["keyboard-height"] = ItemProgress(kind: .question, answers: ["162", "216 pt"], attempts: 2, hintsUsed: 1)
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        try encoder.encode(Lessons.Progress(lessons: ["tiny": progress])).write(to: root.appendingPathComponent("progress.json"))
        let graded = await WorkspaceGrader(runner: SwiftKernel()).grade(lessons: [lesson], workspace: Workspace(root: root))
        let item = try #require(graded.lessons.first?.items.first { $0.id == "keyboard-height" })
        #expect(item.answers == [GradedAnswer(text: "162", correct: false), GradedAnswer(text: "216 pt", correct: true)])
        #expect(item.attempts == 2)
        #expect(item.hintsUsed == 1)

        let gradebook = try Gradebook(url: root.appendingPathComponent("grades.sqlite"))
        try gradebook.record(outlines: [LessonOutline(lesson: lesson)])
        let grade = StudentGrade(student: "s1", contentHash: "h", lessons: graded.lessons, containments: [], isolation: "test")
        try gradebook.record(grade)
        let back = try #require(try gradebook.currentGrades().first)
        #expect(back.lessons.first?.items.first { $0.id == "keyboard-height" } == item)
    }
}

/// `tutor gradebook` over a recorded gradebook: the class, one student, CSV with the roster's names, and refusals.
@Suite struct GradebookOperationTests {
    @Test func readsTheClassAndOneStudentFromTheFile() throws {
        let root = try makeTemporaryDirectory("gradebook-op")
        defer { try? FileManager.default.removeItem(at: root) }
        let gradebook = try Gradebook(url: root.appendingPathComponent("gradebook.sqlite"))
        try gradebook.record(outlines: GradebookReportTests.outlines)
        for grade in GradebookReportTests.grades { try gradebook.record(grade) }
        try write("id,name\ns1,Ada Lovelace\n", to: root.appendingPathComponent("roster.csv"))

        let text = try GradebookOperation.run(path: root, student: nil, roster: nil, format: .text)
        #expect(text == GradebookReport(grades: GradebookReportTests.grades, outlines: GradebookReportTests.outlines).text())
        #expect(text.contains("s1        1              0                     0.5              1.5"))
        let csv = try GradebookOperation.run(path: root.appendingPathComponent("gradebook.sqlite"), student: nil,
                                             roster: root.appendingPathComponent("roster.csv"), format: .csv)
        #expect(csv.hasPrefix("id,name,tiny/delegate,tiny/keyboard-height,tiny/limit-text,total\r\ns1,Ada Lovelace,1,0,0.5,1.5\r\n"))
        let one = try GradebookOperation.run(path: root, student: "s1", roster: root.appendingPathComponent("roster.csv"), format: .text)
        #expect(one.hasPrefix("s1 (Ada Lovelace): 1.5 / 5 points\n"))
        let json = try GradebookOperation.run(path: root, student: nil, roster: nil, format: .json)
        let decoded = try JSONDecoder().decode(GradebookReport.self, from: Data(json.utf8))
        #expect(decoded.questions.map(\.item) == ["delegate", "keyboard-height"])
    }

    @Test func aMissingGradebookOrStudentIsAUsageError() throws {
        let root = try makeTemporaryDirectory("gradebook-op")
        defer { try? FileManager.default.removeItem(at: root) }
        let missing = #expect(throws: ClassroomError.self) {
            _ = try GradebookOperation.run(path: root, student: nil, roster: nil, format: .text)
        }
        #expect(missing?.message == "No gradebook at \(root.path)/gradebook.sqlite: grade the class first (tutor grade SUBMISSIONS).")
        #expect(missing?.exitCode == 64)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("gradebook.sqlite").path), "reading creates nothing")

        let gradebook = try Gradebook(url: root.appendingPathComponent("gradebook.sqlite"))
        try gradebook.record(outlines: GradebookReportTests.outlines)
        for grade in GradebookReportTests.grades { try gradebook.record(grade) }
        let unknown = #expect(throws: ClassroomError.self) {
            _ = try GradebookOperation.run(path: root, student: "s4", roster: nil, format: .text)
        }
        #expect(unknown?.message == "No student 's4' in \(root.path)/gradebook.sqlite.")
    }
}

/// With the lessons at hand, questions are shown with their prompts and exercises with their titles.
@Suite struct GradebookPromptTests {
    @Test func promptsAndTitlesBesideTheIds() throws {
        let root = try makeTemporaryDirectory("gradebook-prompts")
        defer { try? FileManager.default.removeItem(at: root) }
        let gradebook = try Gradebook(url: root.appendingPathComponent("gradebook.sqlite"))
        try gradebook.record(outlines: GradebookReportTests.outlines)
        for grade in GradebookReportTests.grades { try gradebook.record(grade) }
        let text = try GradebookOperation.run(path: root, student: nil, roster: nil, format: .text,
                                              content: GradebookReportTests.fixtures.appendingPathComponent("course"))
        #expect(text.hasSuffix("""
        Questions

        question              prompt                                                      answered  right at first try  attempts  hints  commonest wrong answers
        tiny/delegate         Which protocol does a text field's delegate adopt?          2         1/2 (50%)           3         0      “UITextViewDelegate” ×1
        tiny/keyboard-height  How tall is the iPhone SE keyboard in portrait, in points?  3         0/3 (0%)            6         3      “162” ×2, “352” ×1

        Exercises

        exercise         title           judged  all checks passed  did not compile  checks failed most
        tiny/limit-text  Limit the text  3       1/3 (33%)          0                cuts long text ×2, hidden check 1 ×2, zero limit ×1

        """))
    }
}
