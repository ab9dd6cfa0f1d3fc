import Classroom
import Foundation
import Lessons

/// Grading a class: 30 students × the course's lessons (the package's `Content/` when it has a course,
/// else the classroom tests' tiny fixture course with its hidden checks), each student in its own
/// sandbox, `--jobs` = cores. Every iteration grades from scratch (`force`).
///
/// Setup also compiles and runs the same submissions with bare `swiftc` (the kernel's own flags, each
/// exercise's program once with its checks and once with its hidden checks, one after another) and
/// prints the sum, so the figure can be read as a ratio: grading's wall time over the bare sequential
/// compile-and-run time of the same programs.
///
/// The grading child is the `tutor` executable beside `tutor-bench`; setup builds it
/// (`swift build -c release --product tutor`) when it is missing.
enum ClassroomBenchmarks {
    static var suite: BenchmarkSuite { BenchmarkSuite(name: "classroom", make: makeBenchmarks) }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let studentCount = 30

    static func makeBenchmarks() throws -> [Benchmark] {
        let tutor = try tutorExecutable()
        let (content, hidden) = course()
        let lessons = try CourseLoading.lessons(content: content)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-bench-classroom-\(UUID().uuidString)")
        let submissions = scratch.appendingPathComponent("submissions")
        let programs = try makeClass(lessons: lessons, hidden: hidden, in: submissions)

        let kernel = SwiftKernel(options: .init(cacheDirectory: scratch.appendingPathComponent("kernel-cache")))
        if let reason = blocking({ await kernel.unavailableReason() }) { throw BenchmarkSkipped(reason: reason) }
        guard let invocation = blocking({ await kernel.compilerInvocation() }) else {
            throw BenchmarkSkipped(reason: "the kernel found no compiler invocation")
        }
        let bare = try bareSeconds(programs, invocation: invocation, scratch: scratch.appendingPathComponent("bare"))
        print("     bare swiftc, compile and run \(programs.count) programs of \(studentCount) students one by one: "
              + Harness.format(bare))

        var operation = GradeOperation(submissions: submissions, content: content, child: [tutor, "grade-one"])
        operation.hidden = hidden
        operation.force = true
        operation.kernelOptions = SwiftKernel.Options(cacheDirectory: scratch.appendingPathComponent("kernel-cache"))
        let grading = operation
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let name = "grade \(studentCount) students × \(lessons.count) lesson\(lessons.count == 1 ? "" : "s") (\(lessons.map(\.id).joined(separator: ", "))), --jobs \(cores)"
        return [Benchmark(name: name, budgetSeconds: nil, warmup: 0, iterations: 1, body: {
            let start = Date()
            let result = blocking { () -> Result<ClassGrader.Summary, BenchmarkFailure> in
                do { return .success(try await grading.run()) } catch { return .failure(BenchmarkFailure("grading failed: \(error)")) }
            }
            let summary = try result.get()
            let wall = Date().timeIntervalSince(start)
            guard summary.gradedNow.count == studentCount else { throw BenchmarkFailure("graded \(summary.gradedNow.count) of \(studentCount)") }
            let contained = summary.grades.filter { !$0.containments.isEmpty }.count
            print("     grading wall time \(Harness.format(wall)) = \(String(format: "%.2f", wall / bare)) × bare swiftc sum; "
                  + "\(contained) students with contained problems; mean score \(String(format: "%.2f", summary.grades.map(\.earned).reduce(0, +) / Double(studentCount)))")
        })]
    }

    /// The package's course when there is one with lessons, else the fixture course.
    static func course() -> (URL, URL?) {
        let content = packageRoot.appendingPathComponent("Content")
        if FileManager.default.fileExists(atPath: content.appendingPathComponent("course.yaml").path),
           let lessons = try? CourseLoading.lessons(content: content), !lessons.isEmpty {
            return (content, nil)
        }
        let fixtures = packageRoot.appendingPathComponent("Tests/ClassroomTests/Fixtures")
        return (fixtures.appendingPathComponent("course"), fixtures.appendingPathComponent("hidden"))
    }

    /// 30 workspaces: even students hand in each exercise's solution, odd ones its first recorded wrong
    /// variant (or the solution with a comment added). Returns every program grading will compile:
    /// (support + learner file, checks), once per check file.
    static func makeClass(lessons: [Lesson], hidden: URL?, in submissions: URL) throws -> [[SourceUnit]] {
        var programs: [[SourceUnit]] = []
        for index in 0..<studentCount {
            let workspace = Workspace(root: submissions.appendingPathComponent(String(format: "student-%02d", index + 1)))
            try FileManager.default.createDirectory(at: workspace.root, withIntermediateDirectories: true)
            for lesson in lessons {
                for exercise in lesson.exercises {
                    let code = index.isMultiple(of: 2) ? exercise.solution
                        : exercise.wrongVariants.first?.code ?? exercise.solution + "\n// student \(index + 1)\n"
                    let url = workspace.exerciseFile(lesson: lesson.id, exercise: exercise.id)
                    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try Data(code.utf8).write(to: url)
                    programs.append(CodeUnits.forExercise(exercise, code: code, in: lesson))
                    if let checks = HiddenChecks.code(in: hidden, lesson: lesson.id, exercise: exercise.id) {
                        var withHidden = exercise
                        withHidden.checks = checks
                        programs.append(CodeUnits.forExercise(withHidden, code: code, in: lesson))
                    }
                }
            }
        }
        return programs
    }

    /// Each program with bare `swiftc` and the kernel's flags: declarations in files of their own, checks in
    /// `main.swift`; compile, then run. Sequential, as a script would do it.
    static func bareSeconds(_ programs: [[SourceUnit]], invocation: SwiftKernel.CompilerInvocation, scratch: URL) throws -> Double {
        let runner = ProcessRunner()
        let trusted = ProcessLimits(coreDumps: true)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let start = Date()
        for (number, units) in programs.enumerated() {
            let folder = scratch.appendingPathComponent("p\(number)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            var files: [String] = []
            var main = ""
            for (index, unit) in units.enumerated() {
                if unit.role == .checks || unit.role == .cell { main += unit.code + "\n"; continue }
                let file = folder.appendingPathComponent("unit\(index).swift")
                try Data(unit.code.utf8).write(to: file)
                files.append(file.path)
            }
            let mainFile = folder.appendingPathComponent("main.swift")
            try Data(main.utf8).write(to: mainFile)
            let program = folder.appendingPathComponent("program").path
            let sources = [mainFile.path] + files
            let compiled = blocking { await runner.run(ProcessRequest(executable: invocation.swiftc,
                arguments: invocation.arguments(sources: sources, output: program),
                mergeStandardError: true, limits: trusted)) }
            guard compiled.succeeded else {
                throw BenchmarkFailure("bare swiftc failed: \(String(decoding: compiled.standardOutput.prefix(2000), as: UTF8.self))")
            }
            _ = blocking { await runner.run(ProcessRequest(executable: program, limits: ProcessLimits(wallSeconds: 10, coreDumps: true))) }
        }
        return Date().timeIntervalSince(start)
    }

    /// `tutor` beside `tutor-bench`, built in the same configuration when missing.
    static func tutorExecutable() throws -> String {
        let me = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0])
        let folder = me.deletingLastPathComponent()
        let tutor = folder.appendingPathComponent("tutor").path
        if FileManager.default.isExecutableFile(atPath: tutor) { return tutor }
        let configuration = folder.lastPathComponent == "release" ? "release" : "debug"
        print("     building tutor (\(configuration)) for the grading children…")
        let built = blocking { await ProcessRunner().run(ProcessRequest(executable: "swift",
            arguments: ["build", "-c", configuration, "--product", "tutor", "--package-path", packageRoot.path],
            mergeStandardError: true, limits: ProcessLimits(coreDumps: true))) }
        guard built.succeeded, FileManager.default.isExecutableFile(atPath: tutor) else {
            throw BenchmarkFailure("could not build tutor: \(String(decoding: built.standardOutput.suffix(1500), as: UTF8.self))")
        }
        return tutor
    }
}
