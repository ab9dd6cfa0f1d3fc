import Foundation
import Testing
import TestSupport
@testable import Kernel
@testable import Lessons

/// A cell's compile error in the REPL points at lesson.md's own line and column, not at the cell's id
/// (`keyboard-height.code-1:2:7`), so an author can go straight there; other files keep their names.
@MainActor
struct CellErrorPositionTests {
    let directory = TemporaryDirectory()

    @Test func aCellsErrorIsAtItsLineInLessonMd() async throws {
        let lesson = try #require(Lesson.load(directory: Fixtures.exampleLesson).0)
        let cell = try #require(lesson.codeCells.first { $0.id == "keyboard-height.code-1" })
        #expect(cell.line == 26)
        let runner = FakeRunner { _ in
            KernelResult(status: .compileFailed, diagnostics: [
                SourceDiagnostic(unit: "keyboard-height.code-1", line: 2, column: 7, severity: .error, message: "cannot find 'screen' in scope"),
                SourceDiagnostic(unit: "recipe/KeyboardMath.swift", line: 4, column: 1, severity: .warning, message: "unused"),
            ])
        }
        let session = try LessonSession(lesson: lesson, workspace: Workspace(root: directory.url), runner: runner)
        let run = try await session.run(cellID: "keyboard-height.code-1")
        #expect(run.result.diagnostics.map(\.description) == [
            "keyboard-basics/lesson.md:28:7: error: cannot find 'screen' in scope",
            "recipe/KeyboardMath.swift:4:1: warning: unused",
        ])
    }
}
