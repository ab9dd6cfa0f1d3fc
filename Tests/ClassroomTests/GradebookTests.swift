import Foundation
import Testing
@testable import Classroom

@Suite struct GradebookTests {
    @Test func recordsAndReadsBackTheCurrentGrade() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let book = try Gradebook(url: folder.appendingPathComponent("gradebook.sqlite"))
        try book.record(outlines: [sampleOutline])
        let grade = sampleGrade(student: "ana", hash: "h1", questionEarned: 1, checksPassed: 2)
        #expect(try book.record(grade, at: Date(timeIntervalSince1970: 1000)))
        let read = try book.currentGrades()
        #expect(read.count == 1)
        #expect(read[0].student == "ana")
        #expect(read[0].contentHash == "h1")
        #expect(read[0].earned == 2.33)
        #expect(read[0].possible == 3)
        #expect(read[0].lessons[0].items.map(\.id) == ["q-delegate", "ex-limit"])
        #expect(read[0].lessons[0].items[1].checks == grade.lessons[0].items[1].checks)
        #expect(try book.rowCounts() == ["student": 1, "lesson": 1, "item": 2, "attempt": 1, "score": 2])
    }

    /// A forced regrade of the same submission records the new grade in the old one's place: the gradebook and the
    /// CSV say what the regrade printed, and no row is left over.
    @Test func aForcedRegradeRecordsWhatItGaveInThePlaceOfTheOld() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let book = try Gradebook(url: folder.appendingPathComponent("gradebook.sqlite"))
        try book.record(outlines: [sampleOutline])
        try book.record(sampleGrade(student: "ana", hash: "h1", questionEarned: 0, checksPassed: 0), at: Date(timeIntervalSince1970: 10))
        #expect(try book.currentGrades().map(\.earned) == [0])
        // Unforced, the same submission keeps its grade.
        #expect(try !book.record(sampleGrade(student: "ana", hash: "h1", questionEarned: 1, checksPassed: 3), at: Date(timeIntervalSince1970: 20)))
        #expect(try book.currentGrades().map(\.earned) == [0])
        #expect(try book.record(sampleGrade(student: "ana", hash: "h1", questionEarned: 1, checksPassed: 3), at: Date(timeIntervalSince1970: 30),
                                replacing: true))
        #expect(try book.currentGrades().map(\.earned) == [3])
        #expect(try book.rowCounts() == ["student": 1, "lesson": 1, "item": 2, "attempt": 1, "score": 2])
        #expect(GradeCSV.render(grades: try book.currentGrades(), outlines: [sampleOutline]).hasSuffix("ana,1,2,3,3\r\n"))
    }

    @Test func sameSubmissionAddsNoRowsAndLateSubmissionTouchesOnlyThatStudent() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("gradebook.sqlite")
        let book = try Gradebook(url: url)
        try book.record(outlines: [sampleOutline])
        try book.record(sampleGrade(student: "ana", hash: "a1", questionEarned: 1, checksPassed: 3), at: Date(timeIntervalSince1970: 10))
        try book.record(sampleGrade(student: "bo", hash: "b1", questionEarned: 0, checksPassed: 1), at: Date(timeIntervalSince1970: 10))
        let before = try book.attempts()

        // Re-grading the same submissions (a new process opening the same file).
        let reopened = try Gradebook(url: url)
        try reopened.record(outlines: [sampleOutline])
        #expect(try !reopened.record(sampleGrade(student: "ana", hash: "a1", questionEarned: 1, checksPassed: 3), at: Date(timeIntervalSince1970: 20)))
        #expect(try reopened.attempts().map(\.contentHash) == before.map(\.contentHash))
        #expect(try reopened.attempts().map(\.gradedAt) == before.map(\.gradedAt))
        #expect(try reopened.rowCounts() == ["student": 2, "lesson": 1, "item": 2, "attempt": 2, "score": 4])

        // Bo hands in late: one attempt more, for Bo only; Ana's grade is untouched.
        #expect(try reopened.record(sampleGrade(student: "bo", hash: "b2", questionEarned: 1, checksPassed: 3), at: Date(timeIntervalSince1970: 30)))
        let grades = try reopened.currentGrades()
        #expect(grades.map(\.student) == ["ana", "bo"])
        #expect(grades.map(\.earned) == [3, 3])
        #expect(grades.map(\.contentHash) == ["a1", "b2"])
        #expect(try reopened.rowCounts()["attempt"] == 3)

        // Bo reverts to the first submission: it becomes current again, without new rows.
        #expect(try !reopened.record(sampleGrade(student: "bo", hash: "b1", questionEarned: 0, checksPassed: 1), at: Date(timeIntervalSince1970: 40)))
        #expect(try reopened.currentGrades().map(\.earned) == [3, 0.67])
        #expect(try reopened.rowCounts()["attempt"] == 3)
    }

    @Test func changedPointsUpdateTheItemInPlace() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let book = try Gradebook(url: folder.appendingPathComponent("g.sqlite"))
        try book.record(outlines: [sampleOutline])
        var changed = sampleOutline
        changed.items[1].points = 5
        try book.record(outlines: [changed])
        #expect(try book.outlines() == [changed])
        #expect(try book.rowCounts()["item"] == 2)
    }

    @Test func partialCreditIsRoundedToHundredths() {
        #expect(GradedItem.partialCredit(points: 2, passed: 1, total: 3) == 0.67)
        #expect(GradedItem.partialCredit(points: 1, passed: 3, total: 4) == 0.75)
        #expect(GradedItem.partialCredit(points: 3, passed: 0, total: 0) == 0)
    }
}

@Suite struct ContentHashTests {
    @Test func hashIgnoresFeedbackFilesAndSeesMovedBytes() throws {
        let folder = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try write("ab", to: folder.appendingPathComponent("a.txt"))
        try write("c", to: folder.appendingPathComponent("b.txt"))
        let first = ContentHash.of(directories: [("w", folder)])
        try write("# report", to: folder.appendingPathComponent("feedback.md"))
        #expect(ContentHash.of(directories: [("w", folder)]) == first)
        try write("a", to: folder.appendingPathComponent("a.txt"))
        try write("bc", to: folder.appendingPathComponent("b.txt"))
        #expect(ContentHash.of(directories: [("w", folder)]) != first)
    }
}
