import Foundation
import Kernel
import Testing
@testable import Classroom

/// A fresh temporary folder per test, removed by the caller's `defer`.
func makeTemporaryDirectory(_ label: String = "classroom") throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(label)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
}

/// A Swift kernel, or nil with the reason recorded as the test's failure.
func availableKernel() async -> SwiftKernel? {
    let kernel = SwiftKernel()
    if let reason = await kernel.unavailableReason() {
        Issue.record("the Swift kernel cannot run here: \(reason)")
        return nil
    }
    return kernel
}

/// A two-item lesson outline used by the gradebook, CSV and report tests.
let sampleOutline = LessonOutline(id: "text-field", title: "Text fields", items: [
    .init(id: "q-delegate", kind: .question, points: 1),
    .init(id: "ex-limit", kind: .exercise, points: 2),
])

func sampleGrade(student: String, hash: String, questionEarned: Double, checksPassed: Int) -> StudentGrade {
    StudentGrade(student: student, contentHash: hash, lessons: [
        GradedLesson(id: "text-field", title: "Text fields", items: [
            GradedItem(id: "q-delegate", kind: .question, possible: 1, earned: questionEarned, checksPassed: questionEarned > 0 ? 1 : 0,
                       checksTotal: 1, message: questionEarned > 0 ? "Correct." : "Not quite."),
            GradedItem(id: "ex-limit", kind: .exercise, possible: 2,
                       earned: GradedItem.partialCredit(points: 2, passed: checksPassed, total: 3),
                       checksPassed: checksPassed, checksTotal: 3, message: "\(checksPassed) of 3 checks passed",
                       checks: [GradedCheck(name: "limits to 10", passed: checksPassed > 0, message: "typed 11, kept 10"),
                                GradedCheck(name: "allows delete", passed: checksPassed > 1, message: "deleting works"),
                                .hidden(number: 1, passed: checksPassed > 2)]),
        ]),
    ], containments: [], isolation: "test")
}
