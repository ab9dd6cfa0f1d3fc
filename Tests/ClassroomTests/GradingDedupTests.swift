import Foundation
import Kernel
import Lessons
import Testing
@testable import Classroom

/// Identical submissions are graded once per seed (`ClassGrader`): never across different seeds, since
/// a grade on one seed's scenarios says nothing about another's. A shell script stands in for
/// `tutor grade-one` and reports the seed it was given and a fresh random number, so a grade that was
/// shared shows the same number as its classmate's.
@Suite struct GradingDedupTests {
    static let script = """
        set -u
        seed=none; ws=none
        while [ $# -gt 0 ]; do case "$1" in --seed) seed="$2"; shift ;; --workspace) ws="$2"; shift ;; esac; shift; done
        printf '{"lessons":[{"id":"l","title":"L","items":[{"id":"q","kind":"question","possible":1,"earned":1,"checksPassed":1,"checksTotal":1,"message":"seed %s run %s","checks":[]}]}],"containments":[]}' "$seed" "$(cat /proc/sys/kernel/random/uuid)"
        """

    func grade(_ files: [String: String], seed: UInt64?) async throws -> (ClassGrader.Summary, URL) {
        let root = try makeTemporaryDirectory("dedup")
        let submissions = root.appendingPathComponent("submissions")
        let lesson = root.appendingPathComponent("content/l")
        try write("# L\n", to: lesson.appendingPathComponent("lesson.md"))
        for (student, text) in files { try write(text, to: submissions.appendingPathComponent("\(student)/answer.txt")) }
        var configuration = ClassGrader.Configuration(
            submissions: submissions, content: root.appendingPathComponent("content"),
            lessons: [(LessonOutline(id: "l", title: "L", items: [.init(id: "q", kind: .question, points: 1)]), lesson)],
            jobs: 2, child: ["/bin/bash", "-c", Self.script, "grade-one"], policy: SandboxPolicy(timeoutSeconds: 20),
            capabilities: SandboxTests.capabilities)
        configuration.seed = seed
        return (try await ClassGrader(configuration: configuration).run(), root)
    }

    static func messages(_ summary: ClassGrader.Summary) -> [String: String] {
        Dictionary(uniqueKeysWithValues: summary.grades.map { ($0.student, $0.lessons[0].items[0].message) })
    }

    @Test(.enabled(if: SandboxTests.isolates, "needs user namespaces or root"))
    func identicalWorkspacesWithTheirOwnSeedsAreEachGraded() async throws {
        let (summary, root) = try await grade(["ana": "same", "bo": "same", "cy": "same"], seed: nil)
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(summary.sharedWith == [:])
        #expect(summary.gradedNow == ["ana", "bo", "cy"])
        let messages = Self.messages(summary)
        for student in ["ana", "bo", "cy"] {
            #expect(messages[student]?.hasPrefix("seed \(ExerciseJudge.seed(forStudent: student)) run ") == true)
        }
        #expect(Set(messages.values).count == 3)
    }

    @Test(.enabled(if: SandboxTests.isolates, "needs user namespaces or root"))
    func identicalWorkspacesOnOneSeedAreGradedOnce() async throws {
        let (summary, root) = try await grade(["ana": "same", "bo": "same", "cy": "same", "di": "other"], seed: 7)
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(summary.sharedWith == ["bo": "ana", "cy": "ana"])
        #expect(summary.gradedNow == ["ana", "bo", "cy", "di"])
        #expect(summary.grades.map(\.student) == ["ana", "bo", "cy", "di"])
        #expect(summary.grades.map(\.seed) == [7, 7, 7, 7])
        let messages = Self.messages(summary)
        #expect(messages["ana"]?.hasPrefix("seed 7 run ") == true)
        #expect(messages["bo"] == messages["ana"] && messages["cy"] == messages["ana"])
        #expect(messages["di"] != messages["ana"] && messages["di"]?.hasPrefix("seed 7 run ") == true)

        // Each student's grade is recorded under their own id, and one seed for the class is part of the content graded.
        let book = try Gradebook(url: root.appendingPathComponent("submissions/gradebook.sqlite"))
        #expect(try book.currentGrades().map(\.student) == ["ana", "bo", "cy", "di"])
        #expect(try book.currentGrades().map { $0.lessons[0].items[0].message } == ["ana", "bo", "cy", "di"].map { messages[$0]! })
        let (own, ownRoot) = try await grade(["ana": "same"], seed: nil)
        defer { try? FileManager.default.removeItem(at: ownRoot) }
        #expect(own.grades.count == 1)
        #expect(try Gradebook(url: ownRoot.appendingPathComponent("submissions/gradebook.sqlite")).contentDigest() != book.contentDigest())
    }
}
