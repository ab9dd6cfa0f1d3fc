import Foundation
import Testing
@testable import Kernel
@testable import Lessons

/// `Course.open` reads overviews and parses a lesson only when it is asked for; what it reports
/// must agree with `Course.load`, which parses everything at once.
struct CourseOpeningTests {
    /// A course in a temporary folder: `course.yaml` listing `listed` (default: the lessons' ids,
    /// in order) and each lesson's `lesson.md`. The caller removes `root`.
    static func makeCourse(_ lessons: KeyValuePairs<String, String>, listed: [String]? = nil) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-course-\(UUID().uuidString)")
        for (id, text) in lessons {
            let folder = root.appendingPathComponent(id, isDirectory: true)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try text.write(to: folder.appendingPathComponent("lesson.md"), atomically: true, encoding: .utf8)
        }
        let ids = listed ?? lessons.map(\.key)
        try ("format: 1\ntitle: Test course\nlessons:\n" + ids.map { "  - \($0)\n" }.joined())
            .write(to: root.appendingPathComponent("course.yaml"), atomically: true, encoding: .utf8)
        return root
    }

    @Test("Overviews of the example and translated courses equal the full parse's", arguments: ["en", "ru"])
    func overviewsAgree(language: String) throws {
        for directory in [Fixtures.course, Fixtures.translatedCourse] {
            let opened = Course.open(contentDirectory: directory, language: language)
            let loaded = Course.load(contentDirectory: directory, language: language)
            #expect(opened.0.overviews == loaded.0.overviews)
            #expect(opened.0.overviews.map(\.id) == loaded.0.lessons.map(\.id))
            #expect(opened.1.map(\.description) == [])
            #expect(opened.0.overviewDiagnostics.map(\.description) == [])
        }
    }

    @Test("Opening reads course.yaml only; a broken front matter shows when the overviews are read")
    func openingReadsOnlyTheCourseFile() throws {
        let root = try Self.makeCourse([
            "first": "---\nformat: 1\nid: first\ntitle: First\nsummary: s\nobjectives: [o]\nestimated_minutes: 5\n---\n\n## Step\n\nText.\n",
            "second": "---\nformat: 1\nid: second\ntitle: [unclosed\n---\n\n## Step\n",
        ], listed: ["first", "second", "missing"])
        defer { try? FileManager.default.removeItem(at: root) }

        let (course, diagnostics) = Course.open(contentDirectory: root, language: "en")
        #expect(course.lessonIDs == ["first", "second"])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.line == 6)
        #expect(course.overviews.map(\.id) == ["first"])
        #expect(course.overviewDiagnostics.count == 1)
        #expect(course.overviewDiagnostics.first?.file.hasSuffix("second/lesson.md") == true)
        let loaded = Course.load(contentDirectory: root, language: "en")
        #expect(loaded.0.lessonIDs == ["first"])
        #expect(loaded.1.map(\.description) == diagnostics.map(\.description) + course.overviewDiagnostics.map(\.description))
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

    @Test("Every shipped and fixture lesson read with its blocks deferred, then every step read, equals the full parse")
    func deferredReadingOfEveryLesson() throws {
        let shipped = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Content", isDirectory: true)
        var compared = 0
        for course in [shipped, Fixtures.course, Fixtures.translatedCourse] {
            let folders = try FileManager.default.contentsOfDirectory(at: course, includingPropertiesForKeys: nil)
            for folder in folders.sorted(by: { $0.path < $1.path }) {
                for name in ["lesson.md", "lesson.ru.md"] {
                    let file = folder.appendingPathComponent(name)
                    guard FileManager.default.fileExists(atPath: file.path) else { continue }
                    let language = name == "lesson.md" ? "en" : "ru"
                    var parser = LessonParser(file: file, directory: folder, language: language, strings: Localizer(language: language))
                    let full = parser.parse(try #require(TextFile.read(file)))
                    expectDeferredReadingAgrees(file: file, directory: folder, language: language, with: (full, parser.diagnostics))
                    compared += 1
                }
            }
        }
        #expect(compared >= 8, "the five shipped lessons and the fixtures, in both languages where translated")
    }

    @Test("A broken question is reported when its step is first used, not when the course or the lesson is opened; Course.load reports it at once")
    func lessonsParseOnDemand() throws {
        let lessonText = """
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
        """
        let root = try Self.makeCourse(["broken": lessonText])
        defer { try? FileManager.default.removeItem(at: root) }

        let (course, openDiagnostics) = Course.open(contentDirectory: root, language: "en")
        #expect(openDiagnostics.map(\.description) == [])
        #expect(course.overviews.first?.items == [LessonOverview.Item(id: "q1", kind: .question)])
        #expect(course.overviews.first?.stepIDs == ["only-step"])

        let parsed = try #require(course.lesson(id: "broken"))
        #expect(course.diagnostics(forLesson: "broken").map(\.description) == [])
        #expect(parsed.takeLateDiagnostics().isEmpty, "nothing is read before the step is used")
        #expect(parsed.steps[0].cells.isEmpty)
        let reported = parsed.takeLateDiagnostics()
        #expect(parsed.takeLateDiagnostics().isEmpty, "each problem is handed over once")
        #expect(parsed.questions.isEmpty)
        #expect(reported.count == 1)
        #expect(reported.first?.line == 13)
        #expect(reported.first?.severity == .error)
        #expect(Course.load(contentDirectory: root, language: "en").1.map(\.description) == reported.map(\.description))
    }

    /// The byte-level overview scan against the full parse on the format's corners: fences of
    /// both kinds and lengths, headings and blocks inside fences and comments, indented fences
    /// (not cells), a block before the first step, a bare `##`, a Cyrillic heading with a marker.
    @Test("The overview scan agrees with the full parse on the format's corner cases")
    func cornerCases() throws {
        let lessonText = """
        ---
        format: 1
        id: corners
        title: Corners
        summary: Every construct the scan skips or reads.
        objectives:
          - Agree with the parser
        estimated_minutes: 5
        ---

        # Corners

        ```question
        id: too-early
        prompt: Before any step.
        validator: {type: text, answer: x}
        ```

        ## Первый шаг
        <!-- step: first -->

        ````markdown
        ```question
        id: inside-a-fence
        ```
        ## Not a step
        ````

        ~~~
        ## Also not a step
        ~~~

        <!--
        ## Hidden in a comment
        -->

           ```question
        id: indented-so-not-a-cell
           ```

        ```question
        prompt: Which?
        id: "quoted"   # a comment
        validator: {type: text, answer: y}
        ```

        ##

        ```swift
        print("## not a heading")
        ```
        ```output
        ## not a heading
        ```

        ## Café (ASCII only)

        ```question
        id: last
        prompt: Last?
        validator: {type: text, answer: z}
        ```
        """
        let root = try Self.makeCourse(["corners": lessonText])
        defer { try? FileManager.default.removeItem(at: root) }
        let lesson = root.appendingPathComponent("corners", isDirectory: true)

        let (parsed, diagnostics) = Lesson.load(directory: lesson)
        // The full parse reports the misplaced block and the bare heading; the valid blocks are cells.
        #expect(diagnostics.filter { $0.severity == .error }.map(\.line) == [13, 47], "\(diagnostics)")
        let full = try #require(parsed)
        let (overview, _) = LessonOverview.load(directory: lesson)
        let found = try #require(overview)
        #expect(found.stepIDs == ["first", "step-2", "caf-ascii-only"])
        #expect(found.items.map(\.id) == ["quoted", "last"])
        #expect(found == full.overview)
    }

    /// Lint and tools (`Course.load`) compile every pattern to report bad ones; a course opened for
    /// learning leaves that to the first answer that needs it (ICU's first compile is slow).
    @Test("Patterns are checked when a course is loaded, and compiled at the first answer when it is opened")
    func patternsAreCheckedByLoadAndCompiledLazilyByOpen() throws {
        let lessonText = """
        ---
        format: 1
        id: patterns
        title: Patterns
        summary: One good pattern, two bad ones.
        objectives:
          - Check patterns once
        estimated_minutes: 5
        ---

        ## Only step

        ```question
        id: good
        prompt: Name the key.
        validator: {type: regex, pattern: "UIKeyboardFrame(End|Begin)UserInfoKey"}
        feedback:
          - pattern: "Begin"
            message: That is where the keyboard starts.
          - pattern: "(unclosed"
            message: Reported by lint, skipped when opened.
        ```

        ```question
        id: bad
        prompt: Anything?
        validator: {type: regex, pattern: "([a-z"}
        ```
        """
        let root = try Self.makeCourse(["patterns": lessonText])
        defer { try? FileManager.default.removeItem(at: root) }

        let loaded = Course.load(contentDirectory: root, language: "en")
        #expect(loaded.1.filter { $0.severity == .error }.map(\.line) == [20, 27])
        #expect(loaded.0.lesson(id: "patterns")?.question(id: "good")?.feedback.count == 1)

        let (opened, _) = Course.open(contentDirectory: root, language: "en")
        let parsed = try #require(opened.lesson(id: "patterns"))
        #expect(opened.diagnostics(forLesson: "patterns").filter { $0.severity == .error }.isEmpty)
        let good = try #require(parsed.question(id: "good"))
        #expect(good.feedback.count == 2)
        #expect(good.judge("UIKeyboardFrameEndUserInfoKey").result == .correct)
        let bad = try #require(parsed.question(id: "bad"))
        if case .correct = bad.judge("abc").result { Issue.record("a bad pattern must not accept answers") }
    }

    @Test("A block's top-level id: plain, quoted, with a comment; nested keys do not count")
    func topLevelIDs() {
        #expect(LessonParser.topLevelID(in: ["kind: text", "id: frame-key"])! == ("frame-key", 2))
        #expect(LessonParser.topLevelID(in: ["id: 'lift'"])! == ("lift", 1))
        #expect(LessonParser.topLevelID(in: ["id: \"lift\"  # the last one"])! == ("lift", 1))
        #expect(LessonParser.topLevelID(in: ["feedback:", "  id: nested"]) == nil)
    }
}
