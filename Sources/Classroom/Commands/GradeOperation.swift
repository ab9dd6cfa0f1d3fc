import Foundation
import Kernel
import Lessons

/// `tutor grade`: everything the command does, so the executable only maps options to this.
public struct GradeOperation: Sendable {
    public var submissions: URL
    public var content: URL
    public var lessonIDs: [String] = []
    public var hidden: URL?
    public var jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    public var gradebook: URL?
    public var reports: URL?
    public var csv: URL?
    public var force = false
    public var policy = SandboxPolicy()
    /// The grading child: normally this very executable with `grade-one`.
    public var child: [String]
    public var capabilities: SandboxCapabilities?
    public var kernelOptions = SwiftKernel.Options()
    /// `--shard I/N`: only the students of that part of the class (`GradingShard`).
    public var shard: GradingShard?
    /// `--seed N`: every student's scenarios from this seed (identical workspaces are then graded once).
    public var seed: UInt64?

    public init(submissions: URL, content: URL, child: [String]) {
        self.submissions = submissions
        self.content = content
        self.child = child
    }

    /// The path of the running executable, for the grading child.
    public static var currentExecutable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    public func run(progress: (any GradingProgress)? = nil) async throws -> ClassGrader.Summary {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: submissions.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ClassroomError.usage("No submissions folder at \(submissions.path).")
        }
        if let hidden, !FileManager.default.fileExists(atPath: hidden.path) {
            throw ClassroomError.usage("No hidden checks folder at \(hidden.path).")
        }
        let lessons = try CourseLoading.lessons(content: content, only: lessonIDs)
        // One module cache, named, for this tutor and its graders: the compiled modules and the compilation plans
        // (whose key holds the module cache's path) then serve them all.
        var instructorOptions = kernelOptions
        instructorOptions.environment[SwiftKernel.moduleCacheVariable] = SwiftKernel.moduleCache(environment: kernelOptions.environment)
        let kernel = SwiftKernel(options: instructorOptions)
        if lessons.contains(where: { !$0.exercises.isEmpty }), let reason = await kernel.unavailableReason() {
            throw ClassroomError("Exercises cannot be checked here: \(reason)")
        }
        // Each exercise's support compiled into its module here, once, before the sandboxes share the kernel's
        // runtime folder read-only: a sandbox cannot add it there, and would compile the support with every program.
        for lesson in lessons {
            for exercise in lesson.exercises {
                await kernel.prepareLessonSupport(CodeUnits.forExercise(exercise, code: "", in: lesson).filter { $0.role == .support })
                // So are the reference programs every student's judging runs (the solution and the recorded mistakes with
                // the visible checks, the solution with the hidden ones): the sandboxes find them in the programs folder.
                for code in [exercise.solution] + exercise.wrongVariants.map(\.code) {
                    await kernel.precompile(CodeUnits.forExercise(exercise, code: code, in: lesson))
                }
                if let checks = HiddenChecks.code(in: hidden, lesson: lesson.id, exercise: exercise.id) {
                    await kernel.precompile(CodeUnits.forExercise(exercise, code: exercise.solution, in: lesson, hiddenChecks: checks))
                }
            }
        }
        let cache = SwiftKernel.cacheDirectory(options: kernelOptions)
        var sandbox = capabilities ?? SandboxCapabilities.probe()
        if capabilities == nil, case .available(let mode) = await ProgramJail.availability(environment: kernelOptions.environment) {
            sandbox = .trustedGrader(jail: mode, tools: sandbox.tools)
        }
        var configuration = ClassGrader.Configuration(
            submissions: submissions, content: content,
            lessons: lessons.map { (LessonOutline(lesson: $0), $0.directory) }, hidden: hidden,
            gradebook: gradebook, reports: reports, jobs: jobs, child: child, policy: policy,
            capabilities: sandbox.seeing(Array(child.prefix(1))), force: force,
            kernelRuntime: cache.appendingPathComponent("runtime"), environment: kernelOptions.environment)
        configuration.kernelPrograms = cache.appendingPathComponent("programs")
        var sharded = configuration
        sharded.shard = shard
        sharded.seed = seed
        let summary = try await ClassGrader(configuration: sharded).run(progress: progress)
        if let csv {
            let book = try Gradebook(url: configuration.gradebook)
            let outlines = lessons.map(LessonOutline.init(lesson:))
            let text = GradeCSV.render(grades: try book.currentGrades(), outlines: outlines)
            do throws(ReportFile.Refusal) {
                try ReportFile.write(text, to: csv)
            } catch {
                throw ClassroomError("The CSV was not written: \(error)")
            }
        }
        return summary
    }

    /// A plain-text summary: one line per student, then what was contained.
    public static func text(_ summary: ClassGrader.Summary) -> String {
        var lines: [String] = []
        // Folder names and containments' details are the students' text: shown on one line, never obeyed.
        let names = Dictionary(summary.grades.map { ($0.student, $0.student.terminalSafeLine) }, uniquingKeysWith: { first, _ in first })
        let width = max(7, names.values.map(\.count).max() ?? 0)
        for grade in summary.grades {
            let name = names[grade.student]!.padding(toLength: width, withPad: " ", startingAt: 0)
            var line = "\(name)  \(GradeCSV.number(grade.earned)) / \(GradeCSV.number(grade.possible))"
            if summary.notGraded.contains(grade.student) {
                line = "\(name)  not graded: nothing recorded, grade again"
            } else if !summary.gradedNow.contains(grade.student) {
                line += "  (unchanged)"
            }
            lines.append(line)
            for containment in grade.containments { lines.append("  contained: \(containment.description.terminalSafeLine)") }
        }
        if !summary.hiddenFolders.isEmpty {
            lines.append("not students (hidden folders, names starting with a dot; rename one to grade it): "
                         + summary.hiddenFolders.map { "“\($0.terminalSafeLine)”" }.joined(separator: ", "))
        }
        lines.append("\(summary.grades.count) students, \(summary.gradedNow.count) graded now, "
                     + String(format: "%.1f s", summary.seconds) + "; gradebook \(summary.gradebook.terminalSafeLine)")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `--json`: the grades and what this run did, stable key order for diffing.
    public static func json(_ summary: ClassGrader.Summary) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return TerminalSafeText.escapingInJSON(String(decoding: try encoder.encode(summary), as: UTF8.self)) + "\n"
    }
}
