import Foundation
import Testing

/// The shipped course through the real binary: every lesson's exercises fail as shipped and pass
/// with their reference solutions through `tutor check`, as a learner (or a teacher's script)
/// would see it.
@Suite struct ShippedCourseTests {
    static let content = TutorProcess.packageRoot.appendingPathComponent("Content")
    static let lessons = ["text-field", "text-view", "button", "keyboard", "local-notifications"]

    @Test func listShowsTheFiveLessonsInOrder() async throws {
        let workspace = try TutorProcess.temporaryWorkspace()
        let list = try await TutorProcess.run(["list", "--workspace", workspace.path, "--content", Self.content.path],
                                              workspace: workspace, withFixtureOptions: false)
        #expect(list.status == 0)
        let ids = list.stdout.split(separator: "\n").compactMap { line -> String? in
            let words = line.split(separator: " ")
            guard words.count > 1, words[0].hasSuffix("."), Int(words[0].dropLast()) != nil else { return nil }
            return String(words[1])
        }
        #expect(ids == Self.lessons)
    }

    @Test(arguments: lessons)
    func startersFailAndSolutionsPassThroughTutorCheck(lesson: String) async throws {
        let workspace = try TutorProcess.temporaryWorkspace()
        let options = ["--workspace", workspace.path, "--content", Self.content.path]
        let asShipped = try await TutorProcess.run(["check", lesson] + options, workspace: workspace, withFixtureOptions: false)
        #expect(asShipped.status == 1, "the starters of \(lesson) should fail: \(asShipped.stdout)\(asShipped.stderr)")

        let exercises = Self.content.appendingPathComponent("\(lesson)/exercises")
        let ids = try FileManager.default.contentsOfDirectory(atPath: exercises.path).sorted()
        #expect(!ids.isEmpty)
        for id in ids {
            let solution = exercises.appendingPathComponent("\(id)/solution.swift")
            let file = workspace.appendingPathComponent("exercises/\(lesson)/\(id).swift")
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? FileManager.default.removeItem(at: file)
            try FileManager.default.copyItem(at: solution, to: file)
        }
        let solved = try await TutorProcess.run(["check", lesson, "--json"] + options, workspace: workspace, withFixtureOptions: false)
        #expect(solved.status == 0, "the solutions of \(lesson) should pass: \(solved.stdout)\(solved.stderr)")
        #expect(!solved.stdout.contains("\"passed\" : false"))
    }
}
