import ArgumentParser
import Classroom
import Foundation
import Kernel
import Lessons
import TutorUI

/// Helpers shared by the teachers' and authors' commands (grading, lint, scaffolding, export), which are
/// registered in `TutorSubcommands`; each maps its options to an operation in the Classroom module.
enum ClassroomCommands {
    /// The lessons folder: `--content`, else as the other commands find it.
    static func content(_ option: String?) throws -> URL {
        guard let url = ContentLocator.locate(option: option, environment: ProcessInfo.processInfo.environment,
                                              executablePath: CommandLine.arguments[0],
                                              currentDirectory: FileManager.default.currentDirectoryPath) else {
            throw ClassroomError("No lessons found: pass --content DIR or set TUTOR_CONTENT.", exitCode: 64)
        }
        return url
    }

    static func url(_ path: String) -> URL { URL(fileURLWithPath: path).standardizedFileURL }

    /// Runs a command's work; a `ClassroomError` becomes its message on standard error and its exit status.
    static func run(_ work: () async throws -> Int32) async throws {
        do {
            let status = try await work()
            if status != 0 { throw ExitCode(status) }
        } catch let failure as ClassroomError {
            FileHandle.standardError.write(Data((failure.message + "\n").utf8))
            throw ExitCode(failure.exitCode)
        }
    }
}

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

struct NewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new", abstract: "Start a lesson: a folder with one of each kind of cell, ready to edit, that lints clean.")

    @Argument(help: ArgumentHelp("The new lesson's id (e.g. text-field-basics).", valueName: "lesson")) var lesson: String
    @Option(help: ArgumentHelp("The lessons folder to create it in.", valueName: "dir")) var content: String?
    @Option(help: "The lesson's title (default: from the id).") var title: String?

    func run() async throws {
        try await ClassroomCommands.run {
            let folder = try content.map(ClassroomCommands.url) ?? ClassroomCommands.content(nil)
            let result = try LessonScaffold.create(id: lesson, title: title, in: folder)
            print("Created \(result.directory.path):")
            for file in result.files { print("  \(file)") }
            if result.addedToCourse { print("Added '\(lesson)' to \(folder.appendingPathComponent("course.yaml").path).") }
            print("Next: edit lesson.md, then `tutor lint \(result.directory.path)`.")
            return 0
        }
    }
}

struct ExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export", abstract: "Export a lesson as a Jupyter notebook, Markdown or HTML.",
        discussion: """
            A notebook is the student's by default: the lesson's prose, cells and questions, with no answers, \
            hints, solutions, checks or recorded mistakes anywhere in it; questions are answered and exercises \
            checked through the tutor kernel (tutor jupyter install). --instructor writes the full lesson, which \
            tutor import turns back into the lesson folder.
            """)

    @Argument(help: ArgumentHelp("The lesson id, or a lesson folder.", valueName: "lesson")) var lesson: String
    @Option(help: "ipynb, md or html.") var format: String = "ipynb"
    @Option(name: [.short, .long], help: ArgumentHelp("Write here (default: standard output).", valueName: "file")) var output: String?
    @Flag(help: "The instructor's notebook: answers, hints, solutions, checks and recorded mistakes included (for tutor import).")
    var instructor = false
    @Option(help: ArgumentHelp("The lessons folder.", valueName: "dir")) var content: String?
    @Flag(name: .customLong("no-outputs"), help: "Do not run the swift cells for the notebook's outputs.") var noOutputs = false
    @Option(name: .customLong("lang"), help: ArgumentHelp("Export lesson.<code>.md: en or ru (default: TUTOR_LANG, else LC_ALL, "
                                                          + "LC_MESSAGES, LANG).", valueName: "code"))
    var language: String?

    func run() async throws {
        try await ClassroomCommands.run {
            guard let chosen = LessonExporter.Format(rawValue: format) else {
                throw ClassroomError("Unknown format '\(format)'; use one of: ipynb, md, html.", exitCode: 64)
            }
            let code: String
            do throws(LanguagePreference.UnknownLanguage) {
                code = try LanguagePreference.choose(option: language, environment: ProcessInfo.processInfo.environment)
            } catch {
                throw ClassroomError(error.description, exitCode: 64)
            }
            let text = try await ExportOperation.run(lesson: lesson, content: content.map(ClassroomCommands.url) ?? (try? ClassroomCommands.content(nil)),
                                                     format: chosen, runOutputs: !noOutputs,
                                                     audience: instructor ? .instructor : .student, language: code,
                                                     notice: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
            if let output {
                try text.write(to: ClassroomCommands.url(output), atomically: true, encoding: .utf8)
            } else {
                print(text, terminator: "")
            }
            return 0
        }
    }
}

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

struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import", abstract: "Turn a Jupyter notebook into a lesson folder.")

    @Argument(help: ArgumentHelp("The notebook (.ipynb).", valueName: "notebook")) var notebook: String
    @Option(help: "The lesson id (default: from the notebook).") var id: String?
    @Option(help: ArgumentHelp("The course to add it to: the folder with course.yaml (or set TUTOR_CONTENT). Required.", valueName: "dir"))
    var content: String?
    @Flag(help: "Replace an existing lesson folder.") var force = false

    func run() async throws {
        try await ClassroomCommands.run {
            let folder = try NotebookImporter.destination(option: content, environment: ProcessInfo.processInfo.environment)
            let result = try NotebookImporter.importNotebook(at: ClassroomCommands.url(notebook), id: id, into: folder, overwrite: force)
            for line in result.report { print(line) }
            return result.diagnostics.containsErrors ? 1 : 0
        }
    }
}
