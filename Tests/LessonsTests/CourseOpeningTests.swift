import Foundation
import Testing
@testable import Lessons

/// `Course.open` reads overviews and parses a lesson only when it is asked for; what it reports
/// must agree with `Course.load`, which parses everything at once.
struct CourseOpeningTests {
    @Test("Overviews of the example and translated courses equal the full parse's", arguments: ["en", "ru"])
    func overviewsAgree(language: String) throws {
        for directory in [Fixtures.course, Fixtures.translatedCourse] {
            let opened = Course.open(contentDirectory: directory, language: language)
            let loaded = Course.load(contentDirectory: directory, language: language)
            #expect(opened.0.overviews == loaded.0.overviews)
            #expect(opened.0.overviews.map(\.id) == loaded.0.lessons.map(\.id))
            #expect(opened.1.map(\.description) == [])
        }
    }

    @Test("The example lesson's overview: steps, and questions and exercises in file order")
    func exampleOverview() throws {
        let (overview, diagnostics) = LessonOverview.load(directory: Fixtures.exampleLesson)
        #expect(diagnostics.map(\.description) == [])
        let found = try #require(overview)
        #expect(found.stepIDs == ["keyboard-height", "frame-key", "moving"])
        #expect(found.items.map(\.id) == ["keyboard-frame", "frame-key", "show-order", "lift", "lift-field"])
        #expect(found.items.map(\.kind) == [.question, .question, .question, .question, .exercise])
        #expect(found.estimatedMinutes == 15)
    }

    @Test("A Russian overview comes from lesson.ru.md, with the English ids")
    func translatedOverview() throws {
        let (overview, _) = LessonOverview.load(directory: Fixtures.translatedCourse.appendingPathComponent("greeting"), language: "ru")
        let found = try #require(overview)
        #expect(found.language == "ru")
        #expect(found.file.lastPathComponent == "lesson.ru.md")
        let english = try #require(Lesson.load(directory: Fixtures.translatedCourse.appendingPathComponent("greeting"), language: "en").0)
        #expect(found.stepIDs == english.steps.map(\.id))
        #expect(found.items.map(\.id) == english.overview.items.map(\.id))
    }

    @Test("A broken question is reported when its lesson is parsed, not when the course is opened")
    func lessonsParseOnDemand() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-open-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let lesson = root.appendingPathComponent("broken", isDirectory: true)
        try FileManager.default.createDirectory(at: lesson, withIntermediateDirectories: true)
        try "format: 1\ntitle: Broken\nlessons:\n  - broken\n".write(to: root.appendingPathComponent("course.yaml"), atomically: true, encoding: .utf8)
        try """
        ---
        format: 1
        id: broken
        title: Broken
        summary: A question without a kind.
        objectives:
          - See diagnostics arrive late
        estimated_minutes: 5
        ---

        ## Only step

        ```question
        id: "q1"
        prompt: What is it?
        ```
        """.write(to: lesson.appendingPathComponent("lesson.md"), atomically: true, encoding: .utf8)

        let (course, openDiagnostics) = Course.open(contentDirectory: root, language: "en")
        #expect(openDiagnostics.map(\.description) == [])
        #expect(course.overviews.first?.items == [LessonOverview.Item(id: "q1", kind: .question)])
        #expect(course.overviews.first?.stepIDs == ["only-step"])

        let parsed = try #require(course.lesson(id: "broken"))
        #expect(parsed.questions.isEmpty)
        let reported = course.diagnostics(forLesson: "broken")
        #expect(reported.count == 1)
        #expect(reported.first?.line == 13)
        #expect(reported.first?.severity == .error)
        #expect(Course.load(contentDirectory: root, language: "en").1.map(\.description) == reported.map(\.description))
    }

    @Test("A block's top-level id: plain, quoted, with a comment; nested keys do not count")
    func topLevelIDs() {
        #expect(LessonParser.topLevelID(in: ["kind: text", "id: frame-key"])! == ("frame-key", 2))
        #expect(LessonParser.topLevelID(in: ["id: 'lift'"])! == ("lift", 1))
        #expect(LessonParser.topLevelID(in: ["id: \"lift\"  # the last one"])! == ("lift", 1))
        #expect(LessonParser.topLevelID(in: ["feedback:", "  id: nested"]) == nil)
    }
}
