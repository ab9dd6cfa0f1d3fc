import Foundation
import Kernel
import Ink
import Lessons
import NotebookFormat

/// `tutor export`: a lesson as a Jupyter notebook, as plain Markdown, or as HTML.
///
/// A notebook is for one of two readers. The student's (the default) has the lesson's prose, questions
/// (prompt and choices only) and cells, and nothing that gives an answer away: no validator, answer,
/// hint, explanation or feedback, no solution, checks or recorded mistakes, in cells or metadata; the
/// tutor kernel judges `%answer`, `%check` and `%hint` from the lesson it loads (`%lesson ID`). The
/// instructor's keeps everything needed to rebuild the lesson (`tutor import`): the front matter, each
/// question's and exercise's block as written, and the lesson's other files, in `tutor` metadata.
public enum LessonExporter {
    public enum Format: String, Sendable, CaseIterable { case ipynb, md, html }
    public enum Audience: String, Sendable, CaseIterable { case student, instructor }

    /// The kernel the notebook asks for: the one `tutor jupyter install` registers.

    // MARK: Notebook

    public static func notebook(_ lesson: Lesson, outputs: [String: String] = [:], audience: Audience = .student) -> Notebook {
        let source = LessonSource(lesson.file)
        let instructor = audience == .instructor
        var cells: [NotebookCell] = []
        var ids = CellIDs()
        if !lesson.introduction.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            cells.append(NotebookCell(cellType: .markdown, id: ids.make("introduction"), metadata: tutor(["kind": .string("introduction")]),
                                      source: lesson.introduction.trimmingCharacters(in: .whitespacesAndNewlines)))
        }
        // The kernel's first cell: which lesson `%answer`, `%check` and `%hint` judge against, and its support code.
        cells.append(NotebookCell(cellType: .code, id: ids.make("lesson"), metadata: tutor(["kind": .string("lesson")]),
                                  source: "%lesson \(lesson.id)"))
        var executionCount = 0
        for step in lesson.steps {
            cells.append(NotebookCell(cellType: .markdown, id: ids.make("step-\(step.id)"),
                                      metadata: tutor(["kind": .string("step"), "id": .string(step.id)]), source: "## \(step.title)"))
            for cell in step.cells {
                switch cell {
                case .prose(let prose):
                    cells.append(NotebookCell(cellType: .markdown, id: ids.make(prose.id), metadata: tutor(["kind": .string("prose")]),
                                              source: prose.markdown))
                case .code(let code):
                    var info: [String: JSONValue] = ["kind": .string("code"), "runnable": .bool(code.runnable)]
                    if let expected = code.expectedOutput { info["expected_output"] = .string(expected) }
                    var metadata = tutor(info)
                    metadata["language"] = .string("swift")
                    var cellOutputs: [NotebookOutput] = []
                    var count: Int? = nil
                    if code.runnable, let printed = outputs[code.id] {
                        executionCount += 1
                        count = executionCount
                        cellOutputs = NotebookOutput.outputs(printed: printed)
                    }
                    // A cell that must not run stays visible as Markdown: run as code, it would only fail.
                    if code.runnable {
                        cells.append(NotebookCell(cellType: .code, id: ids.make(code.id), metadata: metadata, source: code.code,
                                                  outputs: cellOutputs, executionCount: count))
                    } else {
                        let fence = fence(for: code.code)
                        cells.append(NotebookCell(cellType: .markdown, id: ids.make(code.id), metadata: metadata,
                                                  source: "\(fence)swift\n\(code.code)\n\(fence)"))
                    }
                case .question(let question):
                    var info: [String: JSONValue] = ["kind": .string("question"), "id": .string(question.id)]
                    if instructor { info["block"] = .string(source.block(at: question.line)) }
                    cells.append(NotebookCell(cellType: .markdown, id: ids.make("question-\(question.id)"), metadata: tutor(info),
                                              source: questionMarkdown(question) + "\n\n" + answerHint(question.id)))
                case .exercise(let exercise):
                    var info: [String: JSONValue] = ["kind": .string("exercise"), "id": .string(exercise.id)]
                    if instructor { info["block"] = .string(source.block(at: exercise.line)) }
                    cells.append(NotebookCell(cellType: .markdown, id: ids.make("exercise-\(exercise.id)"), metadata: tutor(info),
                                              source: "### Exercise: \(exercise.title)\n\n\(exercise.prompt.trimmingCharacters(in: .whitespacesAndNewlines))"
                                                  + "\n\n" + exerciseHint(exercise.id)))
                    // The learner's code: the starter under `%check`, which saves it to the workspace and judges it.
                    cells.append(NotebookCell(cellType: .code, id: ids.make("exercise-\(exercise.id)-code"),
                                              metadata: tutor(["kind": .string("exercise-code"), "id": .string(exercise.id)]),
                                              source: "%check \(exercise.id)\n" + exercise.starter.trimmingCharacters(in: .newlines)))
                }
            }
        }
        var info: [String: JSONValue] = ["format": .number(Double(lesson.format)), "lesson_id": .string(lesson.id),
                                         "audience": .string(audience.rawValue), "front_matter": .string(source.frontMatter)]
        if instructor {
            var files: [String: JSONValue] = [:]
            for (path, text) in lessonFiles(lesson) { files[path] = .string(text) }
            info["files"] = .object(files)
        }
        let metadata: [String: JSONValue] = [
            "kernelspec": KernelSpec.tutor,
            "language_info": .object(["name": .string("swift"), "file_extension": .string(".swift"), "mimetype": .string("text/x-swift")]),
            "tutor": .object(info),
        ]
        return Notebook(metadata: metadata, cells: cells)
    }

    /// Backticks enough to fence `code` (one more than its longest run, at least three).
    static func fence(for code: String) -> String {
        var longest = 0, run = 0
        for character in code {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        return String(repeating: "`", count: max(3, longest + 1))
    }

    /// How a notebook reader answers: the kernel's line magics.
    static func answerHint(_ id: String) -> String {
        "*Answer in a code cell:* `%answer \(id) …` *(a hint: `%hint \(id)`).*"
    }

    static func exerciseHint(_ id: String) -> String {
        "*Edit the code below and run it: `%check \(id)` saves it as your exercise file and checks it (a hint: `%hint \(id)`).*"
    }

    /// What each runnable cell prints, from one run of all of them (as a notebook's "run all" would).
    /// Empty when the cells cannot run here; the notebook is then written without outputs.
    public static func cellOutputs(_ lesson: Lesson, runner: any CodeRunning, limits: RunLimits = .standard) async -> [String: String] {
        let runnable = lesson.codeCells.filter(\.runnable)
        guard let last = runnable.last, let units = CodeUnits.forCell(last.id, in: lesson) else { return [:] }
        let result = await runner.run(units, mode: .swift5, limits: limits)
        guard result.status == .succeeded else { return [:] }
        var outputs: [String: String] = [:]
        for (cell, output) in zip(runnable, result.outputs) { outputs[cell.id] = output }
        return outputs
    }

    /// Every file of the lesson folder except `lesson.md` itself (recipe, exercises, translations), by relative path.
    static func lessonFiles(_ lesson: Lesson) -> [(String, String)] {
        ContentHash.files(under: lesson.directory).compactMap { path, data in
            let relative = path.hasPrefix("/") ? String(path.dropFirst()) : path
            guard relative != "lesson.md", let text = String(data: data, encoding: .utf8) else { return nil }
            return (relative, text)
        }
    }

    static func tutor(_ info: [String: JSONValue]) -> [String: JSONValue] { ["tutor": .object(info)] }

    static func questionMarkdown(_ question: Question) -> String {
        var text = "**Question** (`\(question.id)`, \(question.points) point\(question.points == 1 ? "" : "s")): "
            + question.prompt.trimmingCharacters(in: .whitespacesAndNewlines)
        for (index, choice) in question.choices.enumerated() {
            text += "\n\(index == 0 ? "\n" : "")- \(question.choiceLabel(index))) \(choice)"
        }
        return text
    }

    // MARK: Markdown and HTML

    /// The lesson as plain Markdown for reading: no front matter, questions without their answers, exercises
    /// with their starter code.
    public static func markdown(_ lesson: Lesson) -> String {
        var parts: [String] = []
        let introduction = lesson.introduction.trimmingCharacters(in: .whitespacesAndNewlines)
        parts.append(introduction.isEmpty ? "# \(lesson.title)" : introduction)
        for step in lesson.steps {
            parts.append("## \(step.title)")
            for cell in step.cells {
                switch cell {
                case .prose(let prose): parts.append(prose.markdown)
                case .code(let code):
                    parts.append("```swift\n\(code.code)\n```")
                    if let expected = code.expectedOutput { parts.append("Output:\n\n```text\n\(expected)\n```") }
                case .question(let question): parts.append(questionMarkdown(question))
                case .exercise(let exercise):
                    parts.append("### Exercise: \(exercise.title)\n\n\(exercise.prompt.trimmingCharacters(in: .whitespacesAndNewlines))"
                                 + "\n\nStart from `exercises/\(lesson.id)/\(exercise.id).swift`:\n\n```swift\n"
                                 + exercise.starter.trimmingCharacters(in: .newlines) + "\n```")
                }
            }
        }
        return parts.joined(separator: "\n\n") + "\n"
    }

    public static func html(_ lesson: Lesson) -> String {
        HTMLPage.wrap(title: lesson.title, body: InkMarkdown.html(markdown(lesson)))
    }
}

/// Unique nbformat cell ids made from tutor's ids (`step.prose-1` → `step-prose-1`).
struct CellIDs {
    private var used: Set<String> = []

    mutating func make(_ base: String) -> String {
        var id = String(base.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "-" }.prefix(60))
        if id.isEmpty { id = "cell" }
        var candidate = id
        var n = 2
        while !used.insert(candidate).inserted {
            candidate = "\(id)-\(n)"
            n += 1
        }
        return candidate
    }
}

/// The lesson file as written, for the parts export keeps verbatim.
struct LessonSource {
    let lines: [String]

    init(_ url: URL) {
        var text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        lines = text.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The YAML between the two `---` lines.
    var frontMatter: String {
        guard lines.first?.trimmingCharacters(in: .whitespaces) == "---",
              let close = lines.indices.dropFirst().first(where: { lines[$0].trimmingCharacters(in: .whitespaces) == "---" }) else { return "" }
        return lines[1..<close].joined(separator: "\n")
    }

    /// The body of the fenced block that opens on `line` (1-based).
    func block(at line: Int) -> String {
        guard line >= 1, line <= lines.count else { return "" }
        let opening = lines[line - 1].trimmingCharacters(in: .whitespaces)
        guard let character = opening.first else { return "" }
        let length = opening.prefix(while: { $0 == character }).count
        var body: [String] = []
        for index in line..<lines.count {
            let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
            if trimmed.count >= length, trimmed.allSatisfy({ $0 == character }) { break }
            body.append(lines[index])
        }
        return body.joined(separator: "\n")
    }
}
