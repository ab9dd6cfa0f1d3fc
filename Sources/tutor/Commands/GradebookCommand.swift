import ArgumentParser
import Classroom
import Foundation
import NotebookFormat
import Kernel
import Lessons
import TutorUI

/// `tutor gradebook FILE …` reads (the default subcommand); `tutor gradebook merge …` merges shards.
struct GradebookCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gradebook",
        abstract: "Read the gradebook: the class by student and item, each question and exercise, or one student.",
        subcommands: [GradebookShowCommand.self, GradebookMergeCommand.self], defaultSubcommand: GradebookShowCommand.self)
}

struct GradebookShowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Read the gradebook: the class by student and item, each question and exercise, or one student (the default).")

    @Argument(help: ArgumentHelp("The gradebook file, or the submissions folder holding gradebook.sqlite.", valueName: "gradebook"))
    var gradebook: String
    @Option(help: ArgumentHelp("Show this student's answers, attempts and hints.", valueName: "id")) var student: String?
    @Option(help: ArgumentHelp("A CSV of id,name rows: names instead of ids.", valueName: "file")) var roster: String?
    @Option(help: ArgumentHelp("The lessons folder: questions show their prompts, exercises their titles.", valueName: "dir"))
    var content: String?
    @Flag(help: "Print JSON.") var json = false
    @Flag(help: "Print CSV (id, name, one column per item, total).") var csv = false

    func run() async throws {
        try await ClassroomCommands.run {
            if json && csv { throw ClassroomError("Choose one of --json and --csv.", exitCode: 64) }
            print(try GradebookOperation.run(path: ClassroomCommands.url(gradebook), student: student, roster: roster.map(ClassroomCommands.url),
                                             format: json ? .json : csv ? .csv : .text, content: content.map(ClassroomCommands.url)),
                  terminator: "")
            return 0
        }
    }
}

struct GradebookMergeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Merge gradebooks of shards (tutor grade --shard I/N) into one.",
        discussion: """
            Every attempt is kept; merging again changes nothing. Gradebooks graded with different content \
            (lessons, hidden checks, --program-timeout) are refused.
            """)

    @Argument(help: ArgumentHelp("The shards' gradebook files.", valueName: "gradebook")) var gradebooks: [String]
    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("The merged gradebook (created when missing).", valueName: "file"))
    var output: String

    func run() async throws {
        try await ClassroomCommands.run {
            let summary = try GradebookMerge.run(sources: gradebooks.map(ClassroomCommands.url), into: ClassroomCommands.url(output))
            print("\(output): \(summary.students) students, \(summary.added) attempts added from \(gradebooks.count) gradebooks")
            return 0
        }
    }
}
