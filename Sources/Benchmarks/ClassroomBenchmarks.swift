import Classroom
import Foundation
import Kernel
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
                        programs.append(CodeUnits.forExercise(exercise, code: code, in: lesson, hiddenChecks: checks))
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
            let sources = try BareProgram.writeSources(units, into: folder)
            let program = folder.appendingPathComponent("program").path
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

/// A class of 30 where 10 workspaces are hostile — a named pipe where the exercise should be, a sparse
/// gigabyte, link loops and links to a classmate, a folder named feedback.md, a fork bomb, a daemon, an output
/// flood, a snoop, a crash, an oversize source — graded against the same class all honest, on the classroom
/// tests' tiny course (one exercise with hidden checks), each from scratch, interleaved. Budget: 1.2 × honest.
/// An endless loop is left out on purpose: it costs exactly its per-program time limit, by design.
enum ContainmentBenchmarks {
    static var suite: BenchmarkSuite { BenchmarkSuite(name: "containment", make: makeBenchmarks) }
    static let rounds = 2

    static let hostileCode: [String: String] = [
        "fork-bomb": "import Glibc\nfunc limitText(_ text: String, to limit: Int) -> String {\n    for _ in 0..<2000 { _ = fork() }\n    return text\n}\n",
        "daemon": "import Glibc\nfunc limitText(_ text: String, to limit: Int) -> String {\n    if fork() == 0 { setsid(); sleep(300); _exit(0) }\n    return limit <= 0 ? \"\" : String(text.prefix(limit))\n}\n",
        "flood": "func limitText(_ text: String, to limit: Int) -> String {\n    while true { print(\"flood flood flood flood\") }\n}\n",
        "snoop": "import Foundation\nfunc limitText(_ text: String, to limit: Int) -> String {\n    (try? FileManager.default.contentsOfDirectory(atPath: \"/\"))?.joined() ?? \"\"\n}\n",
        "crash": "func limitText(_ text: String, to limit: Int) -> String {\n    fatalError(\"boom\")\n}\n",
        "oversize": "func limitText(_ text: String, to limit: Int) -> String {\n    limit <= 0 ? \"\" : String(text.prefix(limit))\n}\n"
            + String(repeating: "// padding padding padding padding padding padding padding padding padding\n", count: 4_000),
    ]

    static func makeBenchmarks() throws -> [Benchmark] {
        let tutor = try ClassroomBenchmarks.tutorExecutable()
        let fixtures = ClassroomBenchmarks.packageRoot.appendingPathComponent("Tests/ClassroomTests/Fixtures")
        let content = fixtures.appendingPathComponent("course")
        let solution = try String(contentsOf: content.appendingPathComponent("tiny/exercises/limit-text/solution.swift"), encoding: .utf8)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-bench-containment-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let honest = scratch.appendingPathComponent("honest"), hostile = scratch.appendingPathComponent("hostile")
        let manager = FileManager.default
        for index in 0..<ClassroomBenchmarks.studentCount {
            for (root, bad) in [(honest, false), (hostile, index < 10)] {
                let workspace = root.appendingPathComponent(String(format: "student-%02d", index + 1))
                let file = workspace.appendingPathComponent("exercises/tiny/limit-text.swift")
                try manager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                guard bad else { try Data(solution.utf8).write(to: file); continue }
                let kinds = ["fifo", "sparse", "links", "feedback-folder"] + hostileCode.keys.sorted()
                switch kinds[index] {
                case "fifo": mkfifo(file.path, 0o644)
                case "sparse":
                    try Data(solution.utf8).write(to: file)
                    let big = open(workspace.appendingPathComponent("big.bin").path, O_CREAT | O_WRONLY, 0o644)
                    ftruncate(big, 1 << 30)
                    close(big)
                case "links":
                    try Data(solution.utf8).write(to: file)
                    try manager.createSymbolicLink(atPath: workspace.appendingPathComponent("loop").path, withDestinationPath: "loop")
                    try manager.createSymbolicLink(atPath: workspace.appendingPathComponent("classmate").path,
                                                   withDestinationPath: root.appendingPathComponent("student-30").path)
                case "feedback-folder":
                    try Data(solution.utf8).write(to: file)
                    try manager.createDirectory(at: workspace.appendingPathComponent("feedback.md"), withIntermediateDirectories: true)
                default:
                    try Data(hostileCode[kinds[index]]!.utf8).write(to: file)
                }
            }
        }
        func operation(_ submissions: URL) -> GradeOperation {
            var operation = GradeOperation(submissions: submissions, content: content, child: [tutor, "grade-one"])
            operation.hidden = fixtures.appendingPathComponent("hidden")
            operation.force = true
            operation.kernelOptions = SwiftKernel.Options(cacheDirectory: scratch.appendingPathComponent("kernel-cache"), useCache: false)
            return operation
        }
        func grade(_ submissions: URL) throws -> (Double, ClassGrader.Summary) {
            let start = Date()
            let graded = operation(submissions)
            let summary = try blocking { () -> Result<ClassGrader.Summary, BenchmarkFailure> in
                do { return .success(try await graded.run()) } catch { return .failure(BenchmarkFailure("grading failed: \(error)")) }
            }.get()
            return (Date().timeIntervalSince(start), summary)
        }
        _ = try grade(honest) // builds the model's library once, outside the timings
        var honestTimes: [Double] = [], hostileTimes: [Double] = []
        var lastHostile: ClassGrader.Summary?
        for _ in 0..<rounds {
            honestTimes.append(try grade(honest).0)
            let (seconds, summary) = try grade(hostile)
            hostileTimes.append(seconds)
            lastHostile = summary
        }
        let contained = lastHostile?.grades.filter { !$0.containments.isEmpty }.map(\.student).sorted() ?? []
        let left = jailedProcesses()
        print("     hostile students with contained problems: \(contained.count) (\(contained.joined(separator: ", "))); "
              + "processes of jailed programs left: \(left)")
        if left != 0 { throw BenchmarkFailure("\(left) processes of learners' programs outlived grading") }
        let base = Harness.summary("grade 30 honest students (tiny course, hidden checks)", wall: honestTimes, cpu: honestTimes, budget: nil, cpuLabel: "wall")
        let measured = Harness.summary("grade 30 students, 10 of them hostile", wall: hostileTimes, cpu: hostileTimes,
                                       budget: base.median * 1.2, cpuLabel: "wall")
        print("     ratio \(String(format: "%.2f", measured.median / base.median)) (budget 1.20)")
        return [Benchmark(name: base.name, body: {}, measured: base), Benchmark(name: measured.name, body: {}, measured: measured)]
    }

    /// Processes running under the uids the jail hands to learners' programs.
    static func jailedProcesses() -> Int {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { Int($0) != nil }.filter { pid in
            guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
                  let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Uid:") }),
                  let uid = line.split(whereSeparator: \.isWhitespace).dropFirst().first.flatMap({ UInt32($0) }) else { return false }
            return (62_000..<64_000).contains(uid)
        }.count
    }
}

/// The same program as the kernel builds, laid out for bare swiftc: top-level units (cells, checks) joined
/// into main.swift, each other unit a file of its own. Returns the source paths, main.swift first.
enum BareProgram {
    static func writeSources(_ units: [SourceUnit], into folder: URL) throws -> [String] {
        var main = "", files: [String] = []
        for (index, unit) in units.enumerated() {
            if unit.role == .cell || unit.role == .checks || unit.role == .sealedChecks { main += unit.code + "\n"; continue }
            let file = folder.appendingPathComponent("unit\(index).swift")
            try Data(unit.code.utf8).write(to: file)
            files.append(file.path)
        }
        let mainFile = folder.appendingPathComponent("main.swift")
        try Data(main.utf8).write(to: mainFile)
        return [mainFile.path] + files
    }
}
