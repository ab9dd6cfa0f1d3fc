import Foundation
import Kernel
import Lessons
import Testing
@testable import Classroom

/// Hidden checks run with the student's code compiled as a module of its own that they import: the student's
/// code can neither name what they declare nor clash with it, a hidden program that does not build fails every
/// hidden check (never "no hidden checks"), and a reference that cannot run records nothing.
@Suite(.serialized) struct SealedHiddenChecksTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// Two hidden checks with a helper of their own, `clamped`, at the top level.
    static let hiddenChecks = """
        import ExerciseKit

        func clamped(_ value: Int) -> Int { min(max(value, -3), 3) }

        check("hidden: negative limits") { scenario in
            let limit = scenario.int("limit", -5...(-1))
            observe("limited text", limitText("abc", to: clamped(limit)))
        }

        check("hidden: exact length") { scenario in
            let text = scenario.text("text", from: Array("xyz"), length: 1...3)
            observe("limited text", limitText(text, to: text.count))
        }

        """

    struct Graded {
        var item: GradedItem
        var containments: [Containment]
    }

    func grade(_ code: String, hidden: String = hiddenChecks, kernel: SwiftKernel) async throws -> Graded {
        let (loaded, diagnostics) = Lesson.load(directory: Self.fixtures.appendingPathComponent("course/tiny"), language: "en")
        #expect(diagnostics.map(\.description) == [])
        let lesson = try #require(loaded)
        let root = try makeTemporaryDirectory("sealed")
        defer { try? FileManager.default.removeItem(at: root) }
        try write(code, to: root.appendingPathComponent("workspace/exercises/tiny/limit-text.swift"))
        try write(hidden, to: root.appendingPathComponent("hidden/tiny/exercises/limit-text/checks.swift"))
        let graded = await WorkspaceGrader(runner: kernel, hidden: root.appendingPathComponent("hidden"), seed: 11)
            .grade(lessons: [lesson], workspace: Workspace(root: root.appendingPathComponent("workspace")))
        let item = try #require(graded.lessons.first?.items.first { $0.id == "limit-text" })
        return Graded(item: item, containments: graded.containments)
    }

    @Test func anHonestSolutionPassesTheVisibleAndHiddenChecks() async throws {
        guard let kernel = await availableKernel() else { return }
        let graded = try await grade("""
            func limitText(_ text: String, to limit: Int) -> String {
                limit <= 0 ? "" : String(text.prefix(limit))
            }
            """, kernel: kernel)
        #expect(graded.item.checks.map(\.name) == ["keeps short text", "cuts long text", "zero limit", "hidden check 1", "hidden check 2"])
        #expect(graded.item.checks.allSatisfy { $0.passed })
        #expect(graded.item.earned == 2)
        #expect(graded.containments == [])
    }

    /// Declaring a name the hidden checks also declare is no clash: the checks use their own.
    @Test func aNameTheStudentSharesWithTheHiddenChecksIsNoClash() async throws {
        guard let kernel = await availableKernel() else { return }
        let graded = try await grade("""
            func clamped(_ value: Int) -> Int { value }

            func limitText(_ text: String, to limit: Int) -> String {
                clamped(limit) <= 0 ? "" : String(text.prefix(limit))
            }
            """, kernel: kernel)
        #expect(graded.item.checksPassed == 5)
        #expect(graded.item.checksTotal == 5)
        #expect(graded.item.earned == 2)
    }

    /// Naming a global only the visible checks declare builds with them and not with the hidden ones: every hidden
    /// check fails, so the student earns the visible share, not full marks.
    @Test func codeThatBuildsOnlyWithTheVisibleChecksFailsEveryHiddenCheck() async throws {
        guard let kernel = await availableKernel() else { return }
        let graded = try await grade("""
            func limitText(_ text: String, to limit: Int) -> String {
                _ = letters.count
                return limit <= 0 ? "" : String(text.prefix(limit))
            }
            """, kernel: kernel)
        #expect(graded.item.checks.map(\.name) == ["keeps short text", "cuts long text", "zero limit", "hidden check 1", "hidden check 2"])
        #expect(graded.item.checks.map(\.passed) == [true, true, true, false, false])
        #expect(graded.item.earned == 1.2)
        #expect(graded.containments == [])
    }

    /// Nor can it name the hidden checks' own helper to learn whether it exists.
    @Test func codeThatNamesAHiddenHelperDoesNotBuildWithTheHiddenChecks() async throws {
        guard let kernel = await availableKernel() else { return }
        let graded = try await grade("""
            func limitText(_ text: String, to limit: Int) -> String {
                limit <= 0 ? "" : String(text.prefix(clamped(limit)))
            }
            """, kernel: kernel)
        // The visible program does not build (no `clamped` there): 0 of 5, with the compiler's words for the visible run only.
        #expect(graded.item.checksTotal == 2)
        #expect(graded.item.checks.map(\.passed) == [false, false])
        #expect(graded.item.earned == 0)
        #expect(graded.item.diagnostics == ["limit-text.swift:2:42: error: cannot find 'clamped' in scope"])
    }

    /// A reference that cannot pass its own hidden checks decides nothing: the item is not graded, and the
    /// student's grade is not one to keep.
    @Test func aHiddenReferenceThatFailsLeavesTheStudentNotGraded() async throws {
        guard let kernel = await availableKernel() else { return }
        let graded = try await grade("""
            func limitText(_ text: String, to limit: Int) -> String {
                limit <= 0 ? "" : String(text.prefix(limit))
            }
            """, hidden: """
            import ExerciseKit

            check("hidden: broken") { scenario in
                let index = scenario.int("index", 5...6)
                observe("element", [1, 2][index])
            }

            """, kernel: kernel)
        #expect(graded.containments.map(\.kind) == [.notGraded])
        #expect(graded.containments.first?.detail
                == "the reference solution does not pass its own checks here: fix the lesson, then grade again (the hidden checks)")
        let student = StudentGrade(student: "ada", contentHash: "h", seed: 11, lessons: [], containments: graded.containments, isolation: "test")
        #expect(!student.isDecided)
    }

    @Test func theSummaryNamesStudentsNotGradedAndShowsNoPointsForThem() {
        let decided = sampleGrade(student: "ada", hash: "h1", questionEarned: 1, checksPassed: 3)
        var undecided = sampleGrade(student: "bo", hash: "h2", questionEarned: 1, checksPassed: 0)
        undecided.containments = [Containment(kind: .notGraded, item: "text-field/ex-limit",
                                              detail: "the reference solution could not finish in time, even alone: the machine is too busy; grade again")]
        let summary = ClassGrader.Summary(grades: [decided, undecided], gradedNow: ["ada"], seconds: 1, gradebook: "/g.sqlite",
                                          notGraded: ["bo"])
        #expect(GradeOperation.text(summary) == """
            ada      3 / 3
            bo       not graded: nothing recorded, grade again
              contained: not-graded (text-field/ex-limit): the reference solution could not finish in time, even alone: the machine is too busy; grade again
            2 students, 1 graded now, 1.0 s; gradebook /g.sqlite

            """)
    }
}
