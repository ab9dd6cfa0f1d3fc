import Foundation
import NotebookFormat
import Lessons
import Testing
@testable import Classroom

/// `tutor import` writes into the course the author names and lists the lesson in its course.yaml; with no
/// course named it refuses rather than write into whatever lessons folder it would have found.
@Suite(.serialized) struct ImportIntoCourseTests {
    static let notebook = """
    {"nbformat": 4, "nbformat_minor": 2, "metadata": {},
     "cells": [
      {"cell_type": "markdown", "metadata": {}, "source": "# Frames\\n\\nOpening words."},
      {"cell_type": "markdown", "metadata": {}, "source": "## Origin"},
      {"cell_type": "code", "metadata": {}, "execution_count": null, "outputs": [], "source": "print(2)"}
     ]}
    """

    static func makeCourse() throws -> URL {
        let root = try makeTemporaryDirectory("import-course")
        try write(notebook, to: root.appendingPathComponent("Frames.ipynb"))
        try write("format: 1\ntitle: Course\nlessons:\n  - first\n", to: root.appendingPathComponent("course/course.yaml"))
        let first = "---\nformat: 1\nid: first\ntitle: First\nsummary: One.\nobjectives:\n  - One\nestimated_minutes: 1\n---\n\n# First\n\n## One\n<!-- step: one -->\n\nText.\n"
        try write(first, to: root.appendingPathComponent("course/first/lesson.md"))
        return root
    }

    @Test func theLessonJoinsTheNamedCourseOnce() throws {
        let root = try Self.makeCourse()
        defer { try? FileManager.default.removeItem(at: root) }
        let course = root.appendingPathComponent("course")
        let result = try NotebookImporter.importNotebook(at: root.appendingPathComponent("Frames.ipynb"), id: nil, into: course)
        #expect(result.courseEntry == .added)
        #expect(result.report == [
            "Created \(course.path)/frames; it loads clean.",
            "Added 'frames' to \(course.path)/course.yaml.",
        ])
        #expect(try String(contentsOf: course.appendingPathComponent("course.yaml"), encoding: .utf8)
                == "format: 1\ntitle: Course\nlessons:\n  - first\n  - frames\n")
        let (loaded, diagnostics) = Course.load(contentDirectory: course, language: "en")
        #expect(diagnostics.map(\.description) == [])
        #expect(loaded.lessonIDs == ["first", "frames"])

        // Imported again over itself: listed already, not twice.
        let again = try NotebookImporter.importNotebook(at: root.appendingPathComponent("Frames.ipynb"), id: nil, into: course, overwrite: true)
        #expect(again.courseEntry == .alreadyListed)
        #expect(again.report.last == "'frames' was already listed in \(course.path)/course.yaml.")
        #expect(try String(contentsOf: course.appendingPathComponent("course.yaml"), encoding: .utf8)
                == "format: 1\ntitle: Course\nlessons:\n  - first\n  - frames\n")
    }

    /// A notebook from elsewhere names files outside the lesson's folder, or the lesson's own texts: none is written,
    /// each is named in the report, the plain ones are written, and no half-written folder is left in the course.
    /// A listed id whose folder the course does not load (missing, or a link to a lesson elsewhere) is listed already:
    /// importing it writes the lesson and leaves course.yaml as it was, in block and flow lists alike.
    @Test func aListedLessonTheCourseCannotLoadIsNotListedTwice() throws {
        for (list, expected) in [("lessons:\n  - first\n  - frames\n", "lessons:\n  - first\n  - frames\n"),
                                 ("lessons: [first, \"frames\"]\n", "lessons: [first, \"frames\"]\n")] {
            let root = try Self.makeCourse()
            defer { try? FileManager.default.removeItem(at: root) }
            let course = root.appendingPathComponent("course")
            try write("format: 1\ntitle: Course\n" + list, to: course.appendingPathComponent("course.yaml"))
            let first = try NotebookImporter.importNotebook(at: root.appendingPathComponent("Frames.ipynb"), id: nil, into: course)
            #expect(first.courseEntry == .alreadyListed)
            #expect(try String(contentsOf: course.appendingPathComponent("course.yaml"), encoding: .utf8) == "format: 1\ntitle: Course\n" + expected)
            // Now the lesson's folder is a link to a copy elsewhere, and the import is forced over it.
            let elsewhere = root.appendingPathComponent("elsewhere-frames")
            try FileManager.default.moveItem(at: course.appendingPathComponent("frames"), to: elsewhere)
            try FileManager.default.createSymbolicLink(at: course.appendingPathComponent("frames"), withDestinationURL: elsewhere)
            let forced = try NotebookImporter.importNotebook(at: root.appendingPathComponent("Frames.ipynb"), id: nil, into: course, overwrite: true)
            #expect(forced.courseEntry == .alreadyListed)
            #expect(try String(contentsOf: course.appendingPathComponent("course.yaml"), encoding: .utf8) == "format: 1\ntitle: Course\n" + expected)
        }
        #expect(LessonScaffold.listedIDs(inCourseText: "title: x\nlessons:\n  - a # first\n  - 'b'\nother: 1\n  - c\n") == ["a", "b"])
    }

    @Test func filesANotebookNamesOutsideTheLessonAreNotWritten() throws {
        let root = try Self.makeCourse()
        defer { try? FileManager.default.removeItem(at: root) }
        let course = root.appendingPathComponent("course")
        let hostile = """
        {"nbformat": 4, "nbformat_minor": 2,
         "metadata": {"tutor": {"lesson_id": "frames", "files": {
            "support/ok.swift": "let ok = 1\\n",
            "support/../../../outside.txt": "climbed",
            "/tmp/absolute.txt": "absolute",
            "lesson.md": "replaced",
            "a/./b.txt": "dot",
            "bad\\u0001name.txt": "control"}}},
         "cells": [{"cell_type": "markdown", "metadata": {}, "source": "# Frames\\n\\nWords."}]}
        """
        try write(hostile, to: root.appendingPathComponent("Hostile.ipynb"))
        let result = try NotebookImporter.importNotebook(at: root.appendingPathComponent("Hostile.ipynb"), id: nil, into: course)
        let lesson = course.appendingPathComponent("frames")
        #expect(try String(contentsOf: lesson.appendingPathComponent("support/ok.swift"), encoding: .utf8) == "let ok = 1\n")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("outside.txt").path))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/absolute.txt"))
        #expect(try String(contentsOf: lesson.appendingPathComponent("lesson.md"), encoding: .utf8) != "replaced")
        let refusals = result.diagnostics.map(\.message).filter { $0.hasPrefix("the notebook names the file") }
        #expect(refusals == [
            "the notebook names the file “/tmp/absolute.txt”, which is not a plain path inside the lesson's folder: it was not written",
            "the notebook names the file “a/./b.txt”, which is not a plain path inside the lesson's folder: it was not written",
            "the notebook names the file “bad^Aname.txt”, which is not a plain path inside the lesson's folder: it was not written",
            "the notebook names the file “lesson.md”, which is not a plain path inside the lesson's folder: it was not written",
            "the notebook names the file “support/../../../outside.txt”, which is not a plain path inside the lesson's folder: it was not written",
        ])
        let left = try FileManager.default.contentsOfDirectory(atPath: course.path).filter { $0.hasPrefix(".") }
        #expect(left == [])
    }

    @Test func aFolderWithoutCourseYamlGetsTheLessonButSaysItIsInNoCourse() throws {
        let root = try Self.makeCourse()
        defer { try? FileManager.default.removeItem(at: root) }
        let loose = root.appendingPathComponent("loose")
        let result = try NotebookImporter.importNotebook(at: root.appendingPathComponent("Frames.ipynb"), id: "frames", into: loose)
        #expect(result.courseEntry == .noCourse)
        #expect(result.report.last == "Not added to a course: \(loose.path) has no course.yaml.")
    }

    @Test func theCourseMustBeNamed() throws {
        let error = #expect(throws: ClassroomError.self) {
            _ = try NotebookImporter.destination(option: nil, environment: ["TUTOR_CONTENT": ""])
        }
        #expect(error?.message == NotebookImporter.nameTheCourse)
        #expect(error?.exitCode == 64)
        #expect(NotebookImporter.nameTheCourse
                == "Name the course to import into: --content DIR (the folder with course.yaml) or TUTOR_CONTENT=DIR. Nothing was written.")
        #expect(try NotebookImporter.destination(option: nil, environment: ["TUTOR_CONTENT": "/c/lessons"]).path == "/c/lessons")
        #expect(try NotebookImporter.destination(option: "/a/b/../content", environment: ["TUTOR_CONTENT": "/c/lessons"]).path == "/a/content")
    }

    @Test(.enabled(if: ClassGradingEndToEndTests.tutorExecutable != nil, "needs the tutor executable (swift build --build-tests)"))
    func theCommandWithoutContentWritesNothing() async throws {
        let root = try Self.makeCourse()
        defer { try? FileManager.default.removeItem(at: root) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ClassGradingEndToEndTests.tutorExecutable!)
        process.arguments = ["import", root.appendingPathComponent("Frames.ipynb").path]
        process.currentDirectoryURL = root
        process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "TUTOR_CONTENT" }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        nonisolated(unsafe) let unsafeProcess = process
        let output = await offTheCooperativePool {
            let text = String(decoding: pipe.fileHandleForReading.readToEndRetryingInterrupts(), as: UTF8.self)
            unsafeProcess.waitUntilExit()
            return text
        }
        #expect(process.terminationStatus == 64)
        #expect(output == NotebookImporter.nameTheCourse + "\n")
        let packageContent = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Content/frames")
        #expect(!FileManager.default.fileExists(atPath: packageContent.path))
    }
}
