import Foundation
@testable import NotebookFormat
import Lessons
import Testing
@testable import Classroom

/// The student's notebook gives nothing away: every shipped lesson is exported and
/// searched for the texts that would: answers, hints, explanations, feedback, solutions, checks and
/// recorded mistakes. The instructor's keeps them all.
@Suite struct StudentExportTests {
    static let content = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Content")

    static func shippedLessons() throws -> [Lesson] {
        let (course, diagnostics) = Course.load(contentDirectory: content, language: "en")
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty)
        let lessons = course.lessonIDs.compactMap { course.lesson(id: $0) }
        #expect(lessons.count == course.lessonIDs.count)
        #expect(lessons.count >= 5)
        return lessons
    }

    /// Every string in the notebook's JSON (keys and values, cells and metadata), joined: what a student could read.
    static func everyString(_ notebook: Notebook) throws -> String {
        var strings: [String] = []
        func walk(_ value: Any) {
            switch value {
            case let text as String: strings.append(text)
            case let array as [Any]: array.forEach(walk)
            case let object as [String: Any]:
                for (key, value) in object { strings.append(key); walk(value) }
            default: break
            }
        }
        walk(try JSONSerialization.jsonObject(with: notebook.encoded()))
        return strings.joined(separator: "\n")
    }

    /// What would give an answer away, for one lesson: each with a label saying what it is.
    static func secrets(of lesson: Lesson) -> [(label: String, text: String)] {
        // What the lesson itself shows a learner (prose, cells, prompts): a line found there gives nothing away.
        let shownText = ([lesson.introduction] + lesson.cells.compactMap { cell -> String? in
            switch cell {
            case .prose(let prose): prose.markdown
            case .code(let code): code.code
            case .question(let question): question.prompt + "\n" + question.choices.joined(separator: "\n")
            case .exercise(let exercise): exercise.prompt
            }
        }).joined(separator: "\n")
        var secrets: [(String, String)] = []
        let source = LessonSource(lesson.file)
        for question in lesson.questions {
            let block = source.block(at: question.line)
            secrets.append(("\(question.id) block", block))
            for line in block.split(separator: "\n") where line.trimmingCharacters(in: .whitespaces).hasPrefix("answer") {
                secrets.append(("\(question.id) answer line", line.trimmingCharacters(in: .whitespaces)))
            }
            for hint in question.hints { secrets.append(("\(question.id) hint", hint)) }
            if let explanation = question.explanation { secrets.append(("\(question.id) explanation", explanation.trimmingCharacters(in: .whitespacesAndNewlines))) }
            for rule in question.feedback { secrets.append(("\(question.id) feedback", rule.message)) }
        }
        for exercise in lesson.exercises {
            // Every exercise's starter is the student's (a later exercise may start from an earlier one's answer).
            let starterLines = Set(lesson.exercises.flatMap { $0.starter.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) } })
            secrets.append(("\(exercise.id) solution", exercise.solution))
            secrets.append(("\(exercise.id) checks", exercise.checks))
            for hint in exercise.hints { secrets.append(("\(exercise.id) hint", hint)) }
            // The lines of the solution and the checks that the student does not already see.
            for (name, file) in [("solution", exercise.solution), ("checks", exercise.checks)] {
                for line in file.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) })
                where line.count >= 16 && !starterLines.contains(line) && !shownText.contains(line) && !line.hasPrefix("//") {
                    secrets.append(("\(exercise.id) \(name) line", line))
                }
            }
            for variant in exercise.wrongVariants {
                secrets.append(("\(exercise.id) mistake \(variant.name)", variant.mistake))
                secrets.append(("\(exercise.id) mistake feedback \(variant.name)", variant.feedback))
            }
        }
        return secrets.filter { !$0.1.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
    }

    @Test func aStudentsNotebookOfEveryShippedLessonHoldsNoAnswerHintSolutionCheckOrMistake() throws {
        for lesson in try Self.shippedLessons() {
            let notebook = LessonExporter.notebook(lesson, audience: .student)
            let text = try Self.everyString(notebook)
            let secrets = Self.secrets(of: lesson)
            #expect(secrets.count >= 10, "\(lesson.id): too few secrets to search for")
            for (label, secret) in secrets {
                #expect(!text.contains(secret), "\(lesson.id): the student's notebook contains the \(label): \(secret.prefix(80))")
            }
            // Nothing of the lesson's other files (translations hold the answers again, exercises the solutions).
            #expect(notebook.metadata["tutor"]?.object?["files"] == nil)
            #expect(notebook.metadata["tutor"]?.object?["audience"] == .string("student"))
            #expect(notebook.cells.allSatisfy { $0.tutor["block"] == nil })
            // What the student needs is there: every question's prompt and every exercise's starter.
            for question in lesson.questions {
                #expect(text.contains(question.prompt.trimmingCharacters(in: .whitespacesAndNewlines)))
            }
            for exercise in lesson.exercises {
                #expect(notebook.cells.contains { $0.source == "%check \(exercise.id)\n" + exercise.starter.trimmingCharacters(in: .newlines) })
            }
        }
    }

    @Test func theInstructorsNotebookHoldsEverySecretTheStudentsLacks() throws {
        for lesson in try Self.shippedLessons() {
            let text = try Self.everyString(LessonExporter.notebook(lesson, audience: .instructor))
            for (label, secret) in Self.secrets(of: lesson) where !label.contains(" line") {
                // Blocks and files are kept verbatim; a hint or message is inside its block, YAML-quoted or folded.
                let kept = text.contains(secret) || secret.split(whereSeparator: \.isWhitespace).prefix(4).allSatisfy { text.contains($0) }
                #expect(kept, "\(lesson.id): the instructor's notebook lacks the \(label)")
            }
            #expect(text.contains("lesson.ru.md"))
        }
    }

    @Test func everyShippedLessonRoundTripsThroughTheInstructorsNotebook() throws {
        let folder = try makeTemporaryDirectory("roundtrip")
        defer { try? FileManager.default.removeItem(at: folder) }
        for lesson in try Self.shippedLessons() {
            let file = folder.appendingPathComponent("\(lesson.id).ipynb")
            try LessonExporter.notebook(lesson, audience: .instructor).encoded().write(to: file)
            let imported = try NotebookImporter.importNotebook(at: file, id: nil, into: folder.appendingPathComponent("content"))
            #expect(imported.diagnostics.map(\.description) == [], "\(lesson.id)")
            let again = try #require(Lesson.load(directory: imported.directory, language: "en").0)
            #expect(again.id == lesson.id)
            #expect(again.cells.map(\.id) == lesson.cells.map(\.id))
            #expect(again.codeCells.map(\.code) == lesson.codeCells.map(\.code))
            #expect(again.codeCells.map(\.runnable) == lesson.codeCells.map(\.runnable))
            #expect(again.codeCells.map(\.expectedOutput) == lesson.codeCells.map(\.expectedOutput))
            #expect(again.questions.map(\.hints) == lesson.questions.map(\.hints))
            #expect(again.questions.map(\.explanation) == lesson.questions.map(\.explanation))
            #expect(again.exercises.map(\.solution) == lesson.exercises.map(\.solution))
            #expect(again.exercises.map(\.checks) == lesson.exercises.map(\.checks))
            #expect(again.exercises.map { $0.wrongVariants.map(\.feedback) } == lesson.exercises.map { $0.wrongVariants.map(\.feedback) })
            // The Russian translation comes back too, and loads.
            let russian = Lesson.load(directory: imported.directory, language: "ru")
            #expect(russian.0?.language == "ru")
        }
    }

    @Test func aStudentsNotebookIsNotImportedAndNothingIsWritten() throws {
        let folder = try makeTemporaryDirectory("student-import")
        defer { try? FileManager.default.removeItem(at: folder) }
        let lesson = try #require(try Self.shippedLessons().first)
        let file = folder.appendingPathComponent("student.ipynb")
        try LessonExporter.notebook(lesson, audience: .student).encoded().write(to: file)
        let content = folder.appendingPathComponent("content")
        do {
            _ = try NotebookImporter.importNotebook(at: file, id: nil, into: content)
            Issue.record("a student's notebook was imported")
        } catch let error as ClassroomError {
            #expect(error.message == "\(file.path) is a student's notebook: it has no answers, solutions or checks to rebuild the lesson from. "
                + "Import the instructor's version (tutor export LESSON --instructor). Nothing was written.")
        }
        #expect(!FileManager.default.fileExists(atPath: content.path))
    }
}

/// The simulator's screen in a cell's output: cut out of the text and drawn as SVG.
@Suite struct ScreenDrawingTests {
    static let screen = """
        iPhone 4-inch portrait 320×568 pt, 1 column = 8 pt, 1 row = 16 pt
        +------+
        | *--* |
        | |_ | |
        | *--* |
        |░░ab░░|
        +------+
        first responder: UITextField
        keyboard: {{0, 352}, {320, 216}}

        """

    @Test func aDrawingIsCutOutOfTheTextAroundIt() {
        let printed = "before\n" + Self.screen + "\nafter\n"
        #expect(ScreenDrawing.split(printed) == [.text("before\n"), .screen(Self.screen), .text("\nafter\n")])
        #expect(ScreenDrawing.split(Self.screen) == [.screen(Self.screen)])
        #expect(ScreenDrawing.split("no drawing\n") == [.text("no drawing\n")])
        // A header without its box is text.
        let header = "iPhone 4-inch portrait 320×568 pt, 1 column = 8 pt, 1 row = 16 pt\nnot a box\n"
        #expect(ScreenDrawing.split(header) == [.text(header)])
        #expect(NotebookOutput.outputs(printed: printed).map(\.outputType) == ["stream", "display_data", "stream"])
        #expect(NotebookOutput.outputs(printed: printed)[1].data?["text/plain"] == Self.screen)
    }

    @Test func anEventLogBecomesATableAndOneLogLineStaysText() {
        let log = "0.000 touch down (160, 515.5) UITextField\n0.250 notification UIKeyboardDidShowNotification\n"
        let printed = "log:\n" + log + "done\n"
        #expect(ScreenDrawing.split(printed) == [.text("log:\n"), .eventLog(log), .text("done\n")])
        #expect(ScreenDrawing.split("0.000 touch down (1, 2) UIButton\n") == [.text("0.000 touch down (1, 2) UIButton\n")])
        #expect(ScreenDrawing.split("0.00 notification A\n0.00 notification B\n") == [.text("0.00 notification A\n0.00 notification B\n")])
        #expect(ScreenDrawing.table("0.000 touch down (160, 515.5) <UITextField>\n0.250 keyboard show\n") ==
            "<table><thead><tr><th>t (s)</th><th>kind</th><th>event</th></tr></thead><tbody>"
            + "<tr><td>0.000</td><td>touch</td><td>down (160, 515.5) &lt;UITextField&gt;</td></tr>"
            + "<tr><td>0.250</td><td>keyboard</td><td>show</td></tr></tbody></table>")
        let outputs = NotebookOutput.outputs(printed: printed)
        #expect(outputs.map(\.outputType) == ["stream", "display_data", "stream"])
        #expect(outputs[1].data?["text/plain"] == log)
    }

    @Test func runsOfLinesAreOneLineEachAndTitlesKeepTheirColumns() {
        let svg = ScreenDrawing.svg(Self.screen)
        #expect(svg.contains("<line x1='8' y1='8' x2='56' y2='8'/>"))  // the top edge's six `-`, one line
        #expect(svg.contains("<line x1='4' y1='16' x2='4' y2='80'/>"))  // the left edge's four `|`, one line
        #expect(!svg.contains("<line x1='16' y1='8' x2='24' y2='8'/>"))
        // A title of Cyrillic letters (read as scalars), and one with a letter and a combining accent (two
        // scalars in one column, read as characters): each starts at its column, and the edge after it too.
        for title in ["Вход", "Cafe\u{301}"] {
            let screen = "iPhone 4-inch portrait 320×568 pt, 1 column = 8 pt, 1 row = 16 pt\n+------+\n| \(title) |\n+------+\n"
            let svg = ScreenDrawing.svg(screen)
            #expect(svg.contains("<text x='16' y='28' textLength='32' lengthAdjust='spacingAndGlyphs'>\(title)</text>"), "\(svg)")
            #expect(svg.contains("<line x1='60' y1='16' x2='60' y2='32'/>"), "\(svg)")
        }
    }

    @Test func theSVGDrawsBoxesTheKeyboardAndTextAtTheHeadersScale() {
        let svg = ScreenDrawing.svg(Self.screen)
        #expect(svg.hasPrefix(##"<svg xmlns='http://www.w3.org/2000/svg' width='64' height='96' viewBox='0 0 64 96'>"##))
        // The keyboard row: two grey runs around the label.
        #expect(svg.contains(##"<rect x='8' y='64' width='16' height='16' fill='#d1d5db'/>"##))
        #expect(svg.contains(##"<rect x='40' y='64' width='16' height='16' fill='#d1d5db'/>"##))
        #expect(svg.contains(##"<text x='24' y='76' textLength='16' lengthAdjust='spacingAndGlyphs'>ab</text>"##))
        #expect(svg.contains(##"<text x='24' y='44' textLength='8' lengthAdjust='spacingAndGlyphs'>_</text>"##))
        // The screen's top-left corner joins the lines to its right and below it; the focus box is blue.
        #expect(svg.contains(##"<line x1='4' y1='8' x2='8' y2='8'/><line x1='4' y1='8' x2='4' y2='16'/>"##))
        #expect(svg.contains(##"<g stroke='#2563eb' stroke-width='2' stroke-linecap='square'><line x1='20' y1='24' x2='24' y2='24'/>"##))
        #expect(svg.hasSuffix("</g></svg>"))
        #expect(ScreenDrawing.svg("not a drawing") == "")
    }
}

extension ScreenDrawingTests {
    /// What `headerScales` replaced, kept as its specification: the header's regular expression.
    nonisolated(unsafe) static let headerPattern: Regex<(Substring, Substring, Substring, Substring)> =
        #/^.+ (portrait|portraitUpsideDown|landscapeLeft|landscapeRight|unknown) [0-9.]+×[0-9.]+ pt, 1 column = ([0-9.]+) pt, 1 row = ([0-9.]+) pt$/#

    @Test func theHeaderIsReadAsItsRegularExpressionReadsIt() {
        let lines = [
            "iPhone 4-inch portrait 320×568 pt, 1 column = 8 pt, 1 row = 16 pt",
            "iPad Pro 11-inch landscapeLeft 1194×834 pt, 1 column = 12.5 pt, 1 row = 25 pt",
            "iPhone 15 portraitUpsideDown 393×852 pt, 1 column = 9.825 pt, 1 row = 20 pt",
            "Айфон unknown 1×1 pt, 1 column = 1 pt, 1 row = 1 pt",
            "a, 1 column = 2 pt, 1 row = 3 pt landscapeRight 10×20 pt, 1 column = 4 pt, 1 row = 5 pt",
            "x portrait 1.×.5 pt, 1 column = . pt, 1 row = 16 pt",
            "x portrait 1.×.5 pt, 1 column = 8. pt, 1 row = .5 pt",
            // Near misses: each breaks one part.
            " portrait 320×568 pt, 1 column = 8 pt, 1 row = 16 pt",
            "portrait 320×568 pt, 1 column = 8 pt, 1 row = 16 pt",
            "iPhone sideways 320×568 pt, 1 column = 8 pt, 1 row = 16 pt",
            "iPhone portrait 320x568 pt, 1 column = 8 pt, 1 row = 16 pt",
            "iPhone portrait 320×568 pt, 1 column = 8 pt, 1 row = 16 pt ",
            "iPhone portrait 320×568 pt, 1 column = 8 pt, 1 row = pt",
            "iPhone portrait 320×568 pt, 1 column = -8 pt, 1 row = 16 pt",
            "iPhone portrait 320×568 pt, 1 column = 8 pt,  1 row = 16 pt",
            "iPhone portrait  320×568 pt, 1 column = 8 pt, 1 row = 16 pt",
            "iPhone portrait ×568 pt, 1 column = 8 pt, 1 row = 16 pt",
            "iPhone portrait 320×568 pt, 1 row = 16 pt",
            "iPhone\rX portrait 320×568 pt, 1 column = 8 pt, 1 row = 16 pt",
            "iPhone portrait 320×568 pt, 1 column = 8 pt, 1 row = 16 pt\u{301}",
            "",
            " pt",
        ]
        for line in lines {
            // A match whose scales are no numbers (`.`) is no header either: it could not be drawn.
            let match = try? Self.headerPattern.wholeMatch(in: line)
            let expected = match.flatMap { match in Double(match.output.2).flatMap { column in Double(match.output.3).map { (column, $0) } } }
            let read = ScreenDrawing.headerScales(line)
            #expect(read?.column == expected?.0, "\(line)")
            #expect(read?.row == expected?.1, "\(line)")
            #expect((read == nil) == (expected == nil), "\(line)")
        }
        #expect(ScreenDrawing.headerScales(lines[1])! == (12.5, 25))
    }

    @Test func linesAreCutAtEveryNewlineByteAndTheMarkIsFoundByItsBytes() {
        #expect(ScreenDrawing.lines("a\nб\r\n\nв") == ["a", "б\r", "", "в"])
        #expect(ScreenDrawing.lines("") == [""])
        #expect(ScreenDrawing.lines("\n") == ["", ""])
        #expect(ScreenDrawing.containsBytes("x pt, 1 column = 8", " pt, 1 column = "))
        #expect(ScreenDrawing.containsBytes(" pt, 1 column = ", " pt, 1 column = "))
        #expect(!ScreenDrawing.containsBytes(" pt, 1 column =", " pt, 1 column = "))
        #expect(!ScreenDrawing.containsBytes(" pt pt, 1 colum = ", " pt, 1 column = "))
        #expect(ScreenDrawing.containsBytes("Экран  pt, 1 column = ", " pt, 1 column = "))
        #expect(!ScreenDrawing.containsBytes("", " pt"))
        #expect(ScreenDrawing.containsBytes("", ""))
    }

    /// Only lines that start like one are matched against the trailer's pattern; each kind is still read.
    @Test func theLinesAfterTheBoxAreTheDrawingsAndOthersAreNot() {
        #expect(ScreenDrawing.isTrailer("first responder: UITextField"))
        #expect(ScreenDrawing.isTrailer("keyboard: {{0, 352}, {320, 216}}"))
        #expect(ScreenDrawing.isTrailer("t = 0.25 s, 2 animation(s) running"))
        #expect(!ScreenDrawing.isTrailer("t = soon"))
        #expect(!ScreenDrawing.isTrailer("the keyboard: {{0, 352}, {320, 216}}"))
        #expect(!ScreenDrawing.isTrailer(""))
        let printed = Self.screen.replacingOccurrences(of: "keyboard: {{0, 352}, {320, 216}}\n", with: "t = 0.25 s, 2 animation(s) running\nafter\n")
        let pieces = ScreenDrawing.split(printed)
        #expect(pieces.count == 2)
        #expect(pieces.last == .text("after\n"))
        #expect(ScreenDrawing.escape("a < b & c > d") == "a &lt; b &amp; c &gt; d")
        #expect(ScreenDrawing.escape("Вход") == "Вход")
    }
}
