import ArgumentParser
import Classroom
import Foundation
import NotebookFormat
import Kernel
import Lessons
import TutorUI

struct GradeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "grade",
        abstract: "Grade a class: every student's answers and exercises, each in its own sandbox.",
        discussion: """
            SUBMISSIONS holds one workspace per student; the folder name is the student id. Grades go to \
            a SQLite gradebook (re-grading unchanged work changes nothing) and feedback to each student's \
            feedback.md and feedback.html. Hidden checks (--hidden) count toward the grade; students see \
            only "hidden check N: passed/failed".
            """)

    @Argument(help: ArgumentHelp("One folder per student.", valueName: "submissions-dir"))
    var submissions: String

    @Option(help: ArgumentHelp("The lessons folder.", valueName: "dir")) var content: String?
    @Option(name: .customLong("lesson"), help: ArgumentHelp("Grade only this lesson (repeatable).", valueName: "id"))
    var lessons: [String] = []
    @Option(help: ArgumentHelp("Instructor-only checks, as <lesson>/exercises/<id>/checks.swift.", valueName: "dir"))
    var hidden: String?
    @Option(help: "Students graded at once (default: the number of cores).") var jobs: Int?
    @Option(help: ArgumentHelp("The gradebook (default: SUBMISSIONS/gradebook.sqlite).", valueName: "file"))
    var gradebook: String?
    @Option(help: ArgumentHelp("Write feedback here instead of into each workspace.", valueName: "dir"))
    var reports: String?
    @Option(help: ArgumentHelp("Export the grades as CSV.", valueName: "file")) var csv: String?
    @Flag(help: "Print a JSON summary.") var json = false
    @Flag(help: "Grade again even unchanged submissions.") var force = false
    @Option(help: "Seconds allowed for one student's whole grading.") var timeout: Double = 300
    @Option(name: .customLong("program-timeout"), help: "Seconds allowed for one run of a student's program.")
    var programTimeout: Double = 10
    @Option(help: ArgumentHelp("Grade only part I of N of the students (split by a hash of their ids), for a CI matrix; "
                               + "merge the parts with 'tutor gradebook merge'.", valueName: "I/N"))
    var shard: String?
    @Option(help: ArgumentHelp("Draw every student's scenarios from this seed instead of each student's own; identical "
                               + "workspaces are then graded once.", valueName: "n"))
    var seed: UInt64?
    @Option(name: .customLong("lang"), help: ArgumentHelp("The class's language for verdicts and feedback reports: en or ru "
                                                          + "(default: TUTOR_LANG, else LC_ALL, LC_MESSAGES, LANG).", valueName: "code"))
    var language: String?

    func run() async throws {
        try await ClassroomCommands.run {
            if let jobs, jobs < 1 { throw ClassroomError("--jobs must be at least 1 (got \(jobs)).", exitCode: 64) }
            // The class's language, chosen once here and handed to every grading child as TUTOR_LANG (the
            // children's locale is C): their verdicts and this process's reports then agree.
            let chosen: String
            do throws(LanguagePreference.UnknownLanguage) {
                chosen = try LanguagePreference.choose(option: language, environment: ProcessInfo.processInfo.environment)
            } catch {
                throw ClassroomError(error.description, exitCode: 64)
            }
            setenv("TUTOR_LANG", chosen, 1)
            let part = try shard.map { text in
                guard let part = GradingShard(parsing: text) else {
                    throw ClassroomError("--shard takes I/N with 1 ≤ I ≤ N, such as 2/3 (got '\(text)').", exitCode: 64)
                }
                return part
            }
            var operation = GradeOperation(submissions: ClassroomCommands.url(submissions),
                                           content: try ClassroomCommands.content(content),
                                           child: [GradeOperation.currentExecutable, "grade-one"])
            operation.lessonIDs = lessons
            operation.hidden = hidden.map(ClassroomCommands.url)
            if let jobs { operation.jobs = jobs }
            operation.gradebook = gradebook.map(ClassroomCommands.url)
            operation.reports = reports.map(ClassroomCommands.url)
            operation.csv = csv.map(ClassroomCommands.url)
            operation.force = force
            operation.shard = part
            operation.seed = seed
            operation.policy.timeoutSeconds = timeout
            operation.policy.runLimits.timeoutSeconds = programTimeout
            if case .unavailable(let reason) = await ProgramJail.availability() {
                FileHandle.standardError.write(Data("Note: students' programs are not jailed here: \(reason); grading isolates each student's grader instead (namespaces and a uid of its own where available).\n".utf8))
            }
            let summary = try await operation.run(progress: TerminalProgressBar.ifTerminal())
            print(json ? try GradeOperation.json(summary) : GradeOperation.text(summary), terminator: "")
            return 0
        }
    }
}

/// Runs inside a student's sandbox; not for people.
struct GradeOneCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "grade-one", abstract: "Grade one workspace (used by grade).",
                                                    shouldDisplay: false)

    @Option var workspace: String
    @Option var content: String
    @Option var hidden: String?
    @Option(help: "The seed the student's scenarios are drawn from.") var seed: UInt64 = 1
    @Option var timeout: Double = 10
    @Argument var lessons: [String] = []

    func run() async throws {
        try await ClassroomCommands.run {
            print(try await GradeOneOperation.run(
                workspace: ClassroomCommands.url(workspace), content: ClassroomCommands.url(content), lessonIDs: lessons,
                hidden: hidden.map(ClassroomCommands.url), seed: seed, timeoutSeconds: timeout))
            return 0
        }
    }
}
