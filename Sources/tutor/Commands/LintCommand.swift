import ArgumentParser
import Classroom
import Foundation
import NotebookFormat
import Kernel
import Lessons
import TutorUI

struct LintCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check lessons before they ship: format, ids, hints, links, cells and their output, recipes, starters, solutions, wrong variants.",
        discussion: "PATH is a course folder (with course.yaml) or one lesson folder. Exit status: 1 on errors, 0 when clean (warnings allowed).")

    @Argument(help: ArgumentHelp("A course or lesson folder (default: the lessons folder).", valueName: "path"))
    var path: String?
    @Flag(name: .customLong("no-run"), help: "Skip the checks that compile and run code.") var noRun = false
    @Flag(help: "Print the findings as JSON.") var json = false
    @Option(help: ArgumentHelp("Try every exercise on seeds 1 through N: the solution must pass on each, the starter and every recorded mistake must fail on each, and no two mistakes may behave alike.", valueName: "n"))
    var seeds: Int = 5

    func validate() throws {
        guard (1...10_000).contains(seeds) else { throw ValidationError("--seeds must be between 1 and 10000, not \(seeds).") }
    }

    func run() async throws {
        try await ClassroomCommands.run {
            let target = try path.map(ClassroomCommands.url) ?? ClassroomCommands.content(nil)
            let linter = LessonLinter(runner: noRun ? nil : SwiftKernel(), seeds: (1...UInt64(seeds)).map { $0 })
            let findings = await linter.lint(path: target)
            if json {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
                print(String(decoding: try encoder.encode(findings), as: UTF8.self))
            } else {
                for finding in findings { print(finding.description) }
                print(LessonLinter.summary(findings, path: target.path))
            }
            return findings.containsErrors ? 1 : 0
        }
    }
}
