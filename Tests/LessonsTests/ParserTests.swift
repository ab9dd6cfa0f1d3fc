import Foundation
import Testing
@testable import Kernel
@testable import Lessons

struct ExampleLessonTests {
    @Test("The example lesson of CONTRIBUTING.md loads with zero diagnostics")
    func exampleHasNoDiagnostics() throws {
        let (course, diagnostics) = Course.load(contentDirectory: Fixtures.course, language: "en")
        #expect(diagnostics.map(\.description) == [])
        #expect(course.title == "Example course")
        let lesson = try #require(course.lesson(id: "keyboard-basics"))
        #expect(lesson.title == "Keeping a text field above the keyboard")
        #expect(lesson.objectives.count == 2)
        #expect(lesson.estimatedMinutes == 15)
        #expect(lesson.format == 1)
        #expect(lesson.prerequisites == [])
        #expect(lesson.cellSupport == ["recipe/KeyboardMath.swift"])
        #expect(lesson.introduction.hasPrefix("# Keeping a text field above the keyboard\n\nWhen the keyboard"))
        #expect(lesson.steps.map(\.id) == ["keyboard-height", "frame-key", "moving"])
        #expect(lesson.steps.map(\.title) == ["How tall is the keyboard?", "Where the frame comes from", "Moving the field"])
        #expect(lesson.questions.map(\.id) == ["keyboard-frame", "frame-key", "show-order", "lift"])
        #expect(lesson.questions.map(\.points) == [2, 1, 1, 1])
        #expect(lesson.totalPoints == 8)
        #expect(lesson.recipe.supportFiles.map(\.path) == ["recipe/KeyboardMath.swift"])
        #expect(lesson.recipe.play?.path == "recipe/play.swift")
    }

    @Test("Cells come out in order, with kinds, ids and lines")
    func cellsOfFirstStep() throws {
        let (lesson, _) = Lesson.load(directory: Fixtures.exampleLesson)
        let step = try #require(lesson?.steps.first)
        #expect(step.line == 20)
        #expect(step.cells.map(\.id) == ["keyboard-height.prose-1", "keyboard-height.code-1", "keyboard-frame"])
        guard case .code(let code) = step.cells[1] else { Issue.record("expected a code cell"); return }
        #expect(code.line == 26)
        #expect(code.runnable)
        #expect(code.code.hasPrefix("let screen = CGRect(x: 0, y: 0, width: 320, height: 568)\n"))
        #expect(code.expectedOutput == "keyboard top: 352.0")
        guard case .prose(let prose) = step.cells[0] else { Issue.record("expected prose"); return }
        #expect(prose.line == 23)
        #expect(prose.markdown.hasPrefix("On an iPhone SE in portrait"))
        #expect(prose.html.hasPrefix("<p>On an iPhone SE in portrait"))
        guard case .question(let question) = step.cells[2] else { Issue.record("expected a question"); return }
        #expect(question.hints.count == 2)
        #expect(question.feedback.count == 2)
        #expect(question.explanation?.hasPrefix("The keyboard is pinned") == true)
    }

    @Test("The exercise reads its files and its recorded wrong variant")
    func exercise() throws {
        let (lesson, _) = Lesson.load(directory: Fixtures.exampleLesson)
        let exercise = try #require(lesson?.exercise(id: "lift-field"))
        #expect(exercise.title == "Lift the field")
        #expect(exercise.points == 3)
        #expect(exercise.support == [])
        #expect(exercise.starter.contains("return 0"))
        #expect(exercise.solution.contains("max(0, fieldBottom - keyboardTop)"))
        #expect(exercise.checks.contains("check(\"covered field moves up\")"))
        #expect(exercise.wrongVariants == [WrongVariant(name: "moves-down", code: exercise.wrongVariants.first?.code ?? "",
                                                        mistake: "Moves the field down when the keyboard does not cover it",
                                                        feedback: "When the field's bottom is above the keyboard's top, fieldBottom - keyboardTop is "
                                                            + "negative: take max(0, …) so a visible field stays where it is.")])
    }

    @Test("CONTRIBUTING.md carries the example lesson verbatim")
    func contributingMatchesFixture() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let guide = try String(contentsOf: root.appendingPathComponent("CONTRIBUTING.md"), encoding: .utf8)
        let lesson = try String(contentsOf: Fixtures.exampleLesson.appendingPathComponent("lesson.md"), encoding: .utf8)
        #expect(guide.contains("`````markdown\n" + lesson + "`````"))
        #expect(guide.contains("## Lesson format"))
    }

    @Test("CRLF line ends and a byte-order mark read the same as LF")
    func crlf() throws {
        let text = try String(contentsOf: Fixtures.exampleLesson.appendingPathComponent("lesson.md"), encoding: .utf8)
        let directory = TemporaryDirectory()
        let (lesson, diagnostics) = parseLesson("\u{FEFF}" + text.replacingOccurrences(of: "\n", with: "\r\n"), id: "keyboard-basics",
                                                extraFiles: ["recipe/KeyboardMath.swift": "func keyboardTopEdge() {}",
                                                             "exercises/lift-field/starter.swift": "", "exercises/lift-field/solution.swift": "",
                                                             "exercises/lift-field/checks.swift": ""], in: directory)
        #expect(diagnostics == [])
        #expect(lesson?.steps.map(\.id) == ["keyboard-height", "frame-key", "moving"])
    }
}

struct ParserDiagnosticTests {
    static let body = "## Step one\n<!-- step: one -->\n\n"

    @Test("No front matter")
    func noFrontMatter() {
        let (lesson, diagnostics) = parseLesson("# Title\n\n## Step\n")
        #expect(lesson == nil)
        #expect(diagnostics == ["lesson.md:1:1: error: lesson.md must start with front matter between “---” lines"])
    }

    @Test("Front matter never closed")
    func unterminatedFrontMatter() {
        let (_, diagnostics) = parseLesson("---\nformat: 1\nid: demo\n")
        #expect(diagnostics == ["lesson.md:1:1: error: front matter opened here is not closed by a “---” line"])
    }

    @Test("Missing required front matter keys, each named")
    func missingKeys() {
        let (lesson, diagnostics) = parseLesson("---\nformat: 1\nid: demo\n---\n" + Self.body + "Text.\n")
        #expect(lesson != nil)
        #expect(diagnostics == [
            "lesson.md:1:1: error: missing required key “title” in front matter",
            "lesson.md:1:1: error: missing required key “summary” in front matter",
            "lesson.md:1:1: error: missing required key “objectives” in front matter",
            "lesson.md:1:1: error: missing required key “estimated_minutes” in front matter",
        ])
    }

    @Test("Unknown front matter key and a folder/id mismatch")
    func unknownKeyAndMismatch() {
        let (_, diagnostics) = parseLesson(frontMatter(id: "other", extra: "author: me\n") + Self.body + "Text.\n")
        #expect(diagnostics == [
            "lesson.md:9:1: error: unknown key “author” in front matter; expected one of: format, id, title, summary, objectives, estimated_minutes, prerequisites, cell_support",
            "lesson.md:3:5: error: front matter id “other” does not match the folder name “demo”",
        ])
    }

    @Test("A newer format asks to update tutor and stops")
    func newerFormat() {
        let text = frontMatter().replacingOccurrences(of: "format: 1", with: "format: 2") + Self.body
        let (lesson, diagnostics) = parseLesson(text)
        #expect(lesson == nil)
        #expect(diagnostics == ["lesson.md:2:9: error: this file has format 2, newer than this tutor reads (1); update tutor"])
    }

    @Test("A YAML error in the front matter points at the file's line")
    func yamlErrorInFrontMatter() {
        let text = frontMatter().replacingOccurrences(of: "title: Demo", with: "title: [Demo") + Self.body
        let (_, diagnostics) = parseLesson(text)
        #expect(diagnostics == [
            "lesson.md:5:8: error: YAML: did not find expected ',' or ']' (while parsing a flow sequence started at line 4, column 8)",
        ])
    }

    @Test("A YAML error in a question maps Yams' mark to the file's line")
    func yamlErrorInQuestion() {
        let text = frontMatter() + Self.body + "```question\nid: q1\nprompt: \"unclosed\nvalidator:\n  type: text\n  answer: x\n```\n"
        let (_, diagnostics) = parseLesson(text)
        #expect(diagnostics == [
            "lesson.md:18:12: error: YAML: found unexpected end of stream (while scanning a quoted scalar started at line 15, column 9)",
        ])
    }

    @Test("Unknown validator, at its type")
    func unknownValidator() {
        let text = frontMatter() + Self.body + "```question\nid: q1\nprompt: Why?\nvalidator:\n  type: guess\n  answer: x\n```\n"
        let (_, diagnostics) = parseLesson(text)
        #expect(diagnostics == [
            "lesson.md:17:3: error: unknown validator “guess”; known validators: arithmetic, choice, expression, geometry, number, order, output, regex, symbol, text",
        ])
    }

    @Test("Malformed and unknown validator options, at the option")
    func badOptions() {
        let number = frontMatter() + Self.body + "```question\nid: q1\nprompt: How many?\nvalidator:\n  type: number\n  answer: 216\n  tolerance: abc\n```\n"
        #expect(parseLesson(number).1 == ["lesson.md:19:3: error: “tolerance” must be a number, not “abc”"])
        let unknown = frontMatter() + Self.body + "```question\nid: q1\nprompt: How many?\nvalidator:\n  type: number\n  answer: 216\n  tolerence: 1\n```\n"
        #expect(parseLesson(unknown).1 == [
            "lesson.md:19:3: error: unknown option “tolerence” for the number validator; expected one of: answer, answer_sha256, answers, tell_direction, tolerance, type, unit, unit_aliases; did you mean “tolerance”?",
        ])
        let choice = frontMatter() + Self.body + "```question\nid: q1\nprompt: Which?\nchoices: [One, Two]\nvalidator:\n  type: choice\n  answer: C\n```\n"
        #expect(parseLesson(choice).1 == ["lesson.md:19:3: error: choice “C” is not among the 2 choices"])
        let geometry = frontMatter() + Self.body + "```question\nid: q1\nprompt: Where?\nvalidator:\n  type: geometry\n  answer: 1 2 3 4\n```\n"
        #expect(parseLesson(geometry).1 == ["lesson.md:17:3: error: missing required key “shape” (rect, point, size or insets) in the geometry validator"])
    }

    @Test("Duplicate question ids and duplicate step ids")
    func duplicates() {
        let question = "```question\nid: q1\nprompt: Why?\nvalidator:\n  type: text\n  answer: x\n```\n\n"
        let text = frontMatter() + Self.body + question + question + "## Step one\n\nMore.\n"
        let (_, diagnostics) = parseLesson(text)
        #expect(diagnostics == ["lesson.md:22:5: error: duplicate question id “q1”"])
        let twice = frontMatter() + "## Same\n\nA.\n\n## Same\n\nB.\n"
        #expect(parseLesson(twice).1 == ["lesson.md:14:4: error: duplicate step id “same”"])
    }

    @Test("A fence never closed")
    func unterminatedFence() {
        let text = frontMatter() + Self.body + "Prose.\n\n```swift\nprint(1)\n"
        #expect(parseLesson(text).1 == ["lesson.md:15:1: error: unterminated fence: the ``` opened here is never closed"])
    }

    @Test("A comment never closed")
    func unterminatedComment() {
        let text = frontMatter() + Self.body + "Prose.\n  <!-- a note\nthat goes on\n"
        #expect(parseLesson(text).1 == ["lesson.md:14:3: error: unterminated comment: the <!-- opened here is never closed"])
    }

    @Test("Missing exercise files, at the exercise's id")
    func missingExerciseFiles() {
        let text = frontMatter() + Self.body + "```exercise\nid: move-it\ntitle: Move it\nprompt: Do it.\n```\n"
        let (lesson, diagnostics) = parseLesson(text, extraFiles: ["exercises/move-it/starter.swift": "// start\n"])
        #expect(diagnostics == [
            "lesson.md:14:5: error: missing file exercises/move-it/solution.swift",
            "lesson.md:14:5: error: missing file exercises/move-it/checks.swift",
        ])
        #expect(lesson?.exercise(id: "move-it")?.starter == "// start\n")
    }

    @Test("A wrong variant without its header")
    func wrongVariantHeader() {
        let text = frontMatter() + Self.body + "```exercise\nid: move-it\ntitle: Move it\nprompt: Do it.\nsupport: [recipe/Missing.swift]\n```\n"
        let (_, diagnostics) = parseLesson(text, extraFiles: [
            "exercises/move-it/starter.swift": "", "exercises/move-it/solution.swift": "", "exercises/move-it/checks.swift": "",
            "exercises/move-it/wrong/bad.swift": "// fails: some check\nfunc f() {}\n",
        ])
        #expect(diagnostics == [
            "lesson.md:17:11: error: support file recipe/Missing.swift does not exist",
            "exercises/move-it/wrong/bad.swift:1:1: error: exercises/move-it/wrong/bad.swift must begin with “mistake: <what the mistake is>” and “feedback: <what it does and how to mend it>” (in a .swift file, as // comments)",
        ])
    }

    @Test("Cells out of place: before the first step, output without a swift cell, unknown swift option")
    func cellsOutOfPlace() {
        let text = frontMatter() + "```swift\nprint(0)\n```\n\n" + Self.body + "Prose.\n\n```output\n1\n```\n\n```swift runme\nprint(1)\n```\n"
        #expect(parseLesson(text).1 == [
            "lesson.md:10:1: error: a ```swift block before the first “## ” step; cells belong to steps",
            "lesson.md:19:1: error: an ```output block must come right after a ```swift block",
            "lesson.md:23:10: error: unknown option “runme” after ```swift; known: norun",
        ])
    }

    @Test("A step marker not right after a heading")
    func misplacedMarker() {
        let text = frontMatter() + Self.body + "Prose.\n<!-- step: two -->\n"
        #expect(parseLesson(text).1 == ["lesson.md:14:1: error: a <!-- step: … --> marker must be on the line right after a “## ” heading"])
    }

    @Test("Feedback with a bad pattern, an empty hint, an invalid id")
    func questionContents() {
        let text = frontMatter() + Self.body
            + "```question\nid: Q_1\nprompt: Why?\nvalidator:\n  type: text\n  answer: x\nhints:\n  - \"\"\nfeedback:\n  - pattern: \"(\"\n    message: No.\n  - message: Only a message.\n```\n"
        #expect(parseLesson(text).1 == [
            "lesson.md:14:5: error: “Q_1” is not a valid id: use lowercase letters, digits and hyphens",
            "lesson.md:20:5: error: hint 1 is empty",
            "lesson.md:22:14: error: invalid regular expression “(”",
            "lesson.md:24:5: error: each feedback entry needs “message” and exactly one of “answer” or “pattern”",
        ])
    }

    @Test("No steps at all; an empty step is a warning")
    func emptyLessons() {
        #expect(parseLesson(frontMatter() + "# Only a title\n").1 == ["lesson.md:10:1: error: the lesson has no “## ” steps"])
        #expect(parseLesson(frontMatter() + "## Empty\n\n## Full\n\nText.\n").1 == ["lesson.md:10:1: warning: step “empty” has no content"])
    }

    @Test("Fences that are not cells hide headings inside them and stay prose")
    func proseFences() throws {
        let text = frontMatter() + Self.body + "~~~\n## not a step\n~~~\n\n```objc\n## nor this\n```\n\n  ```swift\n  indented()\n  ```\n"
        let (lesson, diagnostics) = parseLesson(text)
        #expect(diagnostics == [])
        let step = try #require(lesson?.steps.first)
        #expect(lesson?.steps.count == 1)
        #expect(step.cells.count == 1)
        #expect(step.cells.first?.id == "one.prose-1")
    }

    @Test("Slugs of headings")
    func slugs() {
        #expect(LessonParser.slug("Moving the Field (iOS 7)") == "moving-the-field-ios-7")
        #expect(LessonParser.slug("  Why?  ") == "why")
        #expect(LessonParser.slug("Клавиатура") == "")
    }
}

struct CourseTests {
    @Test("A listed lesson without a folder, a duplicate, and a prerequisite that comes later")
    func courseProblems() {
        let directory = TemporaryDirectory()
        directory.write([
            "course.yaml": "format: 1\ntitle: C\nlessons:\n  - first\n  - ghost\n  - first\n",
            "first/lesson.md": frontMatter(id: "first", extra: "prerequisites: [second]\n") + "## One\n\nText.\n",
        ])
        let (course, diagnostics) = Course.load(contentDirectory: directory.url, language: "en")
        let base = directory.url.path + "/"
        #expect(diagnostics.map { $0.description.replacingOccurrences(of: base, with: "") } == [
            "course.yaml:5:5: error: lesson “ghost” is listed, but ghost/lesson.md does not exist",
            "course.yaml:6:5: error: duplicate lesson id “first”",
            "first/lesson.md:1:1: error: prerequisite “second” is not an earlier lesson of the course",
        ])
        #expect(course.lessons.map(\.id) == ["first"])
    }

    @Test("No course.yaml")
    func missingCourse() {
        let directory = TemporaryDirectory()
        let (_, diagnostics) = Course.load(contentDirectory: directory.url, language: "en")
        #expect(diagnostics.map(\.message) == ["missing file course.yaml"])
    }
}
