import Foundation
import NotebookFormat
import Kernel
import Lessons
import Testing
@testable import Classroom

@Suite(.serialized) struct ExportTests {
    static let course = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/course")

    static func tiny() throws -> Lesson {
        let (lesson, diagnostics) = Lesson.load(directory: course.appendingPathComponent("tiny"), language: "en")
        #expect(diagnostics.isEmpty)
        return try #require(lesson)
    }

    /// Python with Jupyter's `nbformat`, installed from PyPI when missing; nil (with the reason) when impossible.
    static let nbformatPython: Result<String, SkipReason> = {
        // python3 as the PATH finds it (a pyenv or venv python before the system's, which may refuse pip installs).
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        guard let python = path.split(separator: ":").map({ "\($0)/python3" })
            .first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return .failure(SkipReason("python3 is not installed")) }
        if run(python, ["-c", "import nbformat"]).status == 0 { return .success(python) }
        let install = run(python, ["-m", "pip", "install", "--quiet", "nbformat"])
        if install.status == 0, run(python, ["-c", "import nbformat"]).status == 0 { return .success(python) }
        return .failure(SkipReason("nbformat could not be installed from PyPI: \(install.output.suffix(300))"))
    }()

    struct SkipReason: Error { var text: String; init(_ text: String) { self.text = text } }

    static func run(_ executable: String, _ arguments: [String]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return (-1, "\(error)") }
        let data = pipe.fileHandleForReading.readToEndRetryingInterrupts()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func notebookHasNbformat45CellsIdsAndKernelOutputs() async throws {
        let lesson = try Self.tiny()
        let outputs = await LessonExporter.cellOutputs(lesson, runner: SwiftKernel())
        #expect(outputs == ["exercise.code-1": "limit 3\n"])
        let notebook = LessonExporter.notebook(lesson, outputs: outputs, audience: .instructor)
        let json = try JSONSerialization.jsonObject(with: notebook.encoded()) as? [String: Any]
        #expect(json?["nbformat"] as? Int == 4)
        #expect(json?["nbformat_minor"] as? Int == 5)
        let kernelspec = (json?["metadata"] as? [String: Any])?["kernelspec"] as? [String: String]
        #expect(kernelspec == ["name": "tutor", "display_name": "tutor (Swift, UIKit model)", "language": "swift"])
        #expect(notebook.cells.map(\.id) == [
            "introduction", "lesson", "step-questions", "questions-prose-1", "question-delegate", "question-keyboard-height",
            "step-exercise", "exercise-code-1", "exercise-limit-text", "exercise-limit-text-code",
        ])
        #expect(notebook.cells.map(\.cellType) == [.markdown, .code, .markdown, .markdown, .markdown, .markdown, .markdown, .code, .markdown, .code])
        #expect(notebook.cells[1].source == "%lesson tiny")
        #expect(notebook.cells[9].source == "%check limit-text\n" + lesson.exercises[0].starter.trimmingCharacters(in: .newlines))
        let code = notebook.cells[7]
        #expect(code.source == "print(\"limit\", 3)")
        #expect(code.outputs == [NotebookOutput(stdout: "limit 3\n")])
        #expect(code.executionCount == 1)
        #expect(code.metadata["language"] == .string("swift"))
        #expect(notebook.cells[5].source == "**Question** (`keyboard-height`, 2 points): How tall is the iPhone SE keyboard in portrait, in points?"
                + "\n\n*Answer in a code cell:* `%answer keyboard-height …` *(a hint: `%hint keyboard-height`).*")
    }

    @Test func exportedNotebookPassesJupytersValidatorAndImportsBackToTheSameLesson() async throws {
        let lesson = try Self.tiny()
        let folder = try makeTemporaryDirectory("export")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("tiny.ipynb")
        let text = try await ExportOperation.run(lesson: "tiny", content: Self.course, format: .ipynb, runOutputs: true, audience: .instructor)
        try write(text, to: file)

        // Looking for nbformat may install it (pip: seconds to minutes), so it happens off the cooperative pool.
        switch await offTheCooperativePool({ Self.nbformatPython }) {
        case .success(let python):
            let validation = await offTheCooperativePool { Self.run(python, ["-c", "import nbformat,sys; nbformat.validate(nbformat.read(sys.argv[1], as_version=4))", file.path]) }
            #expect(validation.status == 0, "\(validation.output)")
        case .failure(let reason):
            print("skipped the nbformat validation: \(reason.text)")
        }

        let content = folder.appendingPathComponent("content")
        let imported = try NotebookImporter.importNotebook(at: file, id: "tiny-copy", into: content)
        #expect(imported.diagnostics.map(\.description) == [])
        let (copy, diagnostics) = Lesson.load(directory: imported.directory, language: "en")
        #expect(diagnostics.isEmpty)
        let again = try #require(copy)
        #expect(again.id == "tiny-copy")
        #expect(again.title == lesson.title)
        #expect(again.introduction.trimmingCharacters(in: .whitespacesAndNewlines) == lesson.introduction.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(again.steps.map(\.id) == lesson.steps.map(\.id))
        #expect(again.steps.map(\.title) == lesson.steps.map(\.title))
        #expect(again.cells.map(\.id) == lesson.cells.map(\.id))
        #expect(again.codeCells.map(\.code) == lesson.codeCells.map(\.code))
        #expect(again.codeCells.map(\.runnable) == lesson.codeCells.map(\.runnable))
        #expect(again.codeCells.map(\.expectedOutput) == lesson.codeCells.map(\.expectedOutput))
        #expect(again.questions.map(\.prompt) == lesson.questions.map(\.prompt))
        #expect(again.questions.map(\.points) == lesson.questions.map(\.points))
        #expect(again.questions.map(\.hints) == lesson.questions.map(\.hints))
        #expect(again.exercises.map(\.starter) == lesson.exercises.map(\.starter))
        #expect(again.exercises.map(\.solution) == lesson.exercises.map(\.solution))
        #expect(again.exercises.map(\.checks) == lesson.exercises.map(\.checks))
        #expect(again.exercises.map { $0.wrongVariants.map(\.name) } == lesson.exercises.map { $0.wrongVariants.map(\.name) })
        #expect(again.questions.first?.judge("UITextFieldDelegate").result == .correct)

        // Exporting the copy gives the same notebook cells (ids, sources), up to the lesson id.
        let second = LessonExporter.notebook(again, audience: .instructor)
        #expect(second.cells.map(\.source) == LessonExporter.notebook(lesson, audience: .instructor).cells.map(\.source).map {
            $0 == "%lesson tiny" ? "%lesson tiny-copy" : $0
        })
    }

    @Test func aPlainJupyterNotebookImportsAsALessonThatLoads() throws {
        let folder = try makeTemporaryDirectory("import")
        defer { try? FileManager.default.removeItem(at: folder) }
        let notebook = """
        {"nbformat": 4, "nbformat_minor": 2, "metadata": {},
         "cells": [
          {"cell_type": "markdown", "metadata": {}, "source": ["# Клавиатура\\n", "\\n", "Вступление."]},
          {"cell_type": "code", "metadata": {}, "execution_count": 3, "outputs": [], "source": ["let x = 1\\n", "print(x)"]},
          {"cell_type": "markdown", "metadata": {}, "source": "## Шаг два\\nТекст."},
          {"cell_type": "code", "metadata": {}, "execution_count": null, "outputs": [], "source": "print(2)"}
         ]}
        """
        try write(notebook, to: folder.appendingPathComponent("My Notebook.ipynb"))
        let result = try NotebookImporter.importNotebook(at: folder.appendingPathComponent("My Notebook.ipynb"), id: nil,
                                                         into: folder.appendingPathComponent("content"))
        #expect(result.directory.lastPathComponent == "my-notebook")
        #expect(result.diagnostics.map(\.description) == [])
        let (lesson, _) = Lesson.load(directory: result.directory, language: "en")
        let loaded = try #require(lesson)
        #expect(loaded.title == "Клавиатура")
        #expect(loaded.steps.map(\.id) == ["code", "step-2"])
        #expect(loaded.steps.map(\.title) == ["Code", "Шаг два"])
        #expect(loaded.codeCells.map(\.code) == ["let x = 1\nprint(x)", "print(2)"])
    }

    @Test func notANotebookIsAClearError() throws {
        let folder = try makeTemporaryDirectory("import")
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("{\"cells\": 3}", to: folder.appendingPathComponent("bad.ipynb"))
        do {
            _ = try NotebookImporter.importNotebook(at: folder.appendingPathComponent("bad.ipynb"), id: "x", into: folder)
            Issue.record("import accepted a file that is not a notebook")
        } catch let error as ClassroomError {
            #expect(error.message.hasPrefix("\(folder.path)/bad.ipynb is not a Jupyter notebook: "))
        }
    }

    @Test func markdownAndHTMLExportsShowTheLessonWithoutAnswers() throws {
        let lesson = try Self.tiny()
        let markdown = LessonExporter.markdown(lesson)
        #expect(markdown.hasPrefix("# A tiny lesson for grading tests\n\nThe classroom tests generate"))
        #expect(markdown.contains("## Exercise\n\n```swift\nprint(\"limit\", 3)\n```\n\nOutput:\n\n```text\nlimit 3\n```"))
        #expect(markdown.contains("### Exercise: Limit the text"))
        #expect(!markdown.contains("UITextFieldDelegate"))
        let html = LessonExporter.html(lesson)
        #expect(html.contains("<h2>Questions</h2>"))
        #expect(html.contains("<title>A tiny lesson for grading tests</title>"))
    }
}
