import Foundation
import Kernel
import Classroom
import Lessons

/// The speed figures, each side by side with its floor and interleaved so that the shared machine's
/// load hits both alike (medians of `pairs` rounds):
/// - lesson cells at steps 1 and 5 of the keyboard lesson (its `cell_support` plus the cells replayed),
///   the kernel (support precompiled into a module) against bare `swiftc` compiling and running the same
///   files with the kernel's flags: goal ≤ 0.7×;
/// - `tutor exec` of a small file, the whole process, against bare `swiftc` compiling and running it: goal ≤ 1.05×;
/// - a new learner's first cell after the start-up warm-up (`SwiftKernel.warmUp`, fresh kernel cache and
///   compiler module cache) against a warm cell of the same kernel: goal ≤ 1.3×; the first cell without the
///   warm-up is reported beside it.
/// - grading CPU per student (`tutor grade`, the grader and every process it waited for) against bare `swiftc`
///   compiling and running each student's programs (checks and hidden checks) one by one: goal ≤ 1.1×; and the
///   same class handing in one file on one seed (`--seed`), graded once.
/// Every cell and file is new (a unique comment), so nothing comes from the kernel's cache.
enum SpeedBenchmarks {
    static var suite: BenchmarkSuite { BenchmarkSuite(name: "speed", make: makeBenchmarks) }
    static let pairs = 10

    static func makeBenchmarks() throws -> [Benchmark] {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-bench-speed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        atexit { if let path = SpeedBenchmarks.scratchPath { try? FileManager.default.removeItem(atPath: path) } }
        scratchPath = scratch.path
        let cacheRoot = scratch.appendingPathComponent("xdg")
        let kernel = SwiftKernel(options: .init(cacheDirectory: cacheRoot.appendingPathComponent("tutor/kernel")))
        if let reason = blocking({ await kernel.unavailableReason() }) { throw BenchmarkSkipped(reason: reason) }
        guard let invocation = blocking({ await kernel.compilerInvocation() }) else {
            throw BenchmarkSkipped(reason: "the kernel found no compiler invocation")
        }
        var unique = 0
        func tag() -> String { unique += 1; return "\n// run \(unique) \(UUID().uuidString)\n" }
        // `TUTOR_BENCH_SPEED=grading,exec` measures only those parts (cells, exec, first-cell, grading).
        let parts = ProcessInfo.processInfo.environment["TUTOR_BENCH_SPEED"].map { Set($0.split(separator: ",").map(String.init)) }
        func wanted(_ part: String) -> Bool { parts?.contains(part) ?? true }
        return try (wanted("cells") ? lessonCells(kernel: kernel, invocation: invocation, scratch: scratch, tag: tag) : [])
            + (wanted("exec") ? exec(invocation: invocation, cacheRoot: cacheRoot, scratch: scratch, tag: tag) : [])
            + (wanted("first-cell") ? firstCell(scratch: scratch, tag: tag) : [])
            + (wanted("grading") ? grading(invocation: invocation, scratch: scratch) : [])
    }

    nonisolated(unsafe) static var scratchPath: String?

    static func seconds(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// A side-by-side figure: `measured` against `floor`, as two harness lines, the second with its budget.
    static func sideBySide(_ name: String, measured: [Double], floorName: String, floor: [Double], goal: Double) -> [Benchmark] {
        let base = Harness.summary(floorName, wall: floor, cpu: floor, budget: nil, cpuLabel: "wall")
        let figure = Harness.summary(name, wall: measured, cpu: measured, budget: base.median * goal, cpuLabel: "wall")
        print(String(format: "     %@: ratio %.3f (goal %.2f) over %d interleaved pairs", name, figure.median / base.median, goal, measured.count))
        return [Benchmark(name: floorName, body: {}, measured: base), Benchmark(name: name, body: {}, measured: figure)]
    }

    // MARK: Lesson cells

    static func lessonCells(kernel: SwiftKernel, invocation: SwiftKernel.CompilerInvocation, scratch: URL,
                            tag: () -> String) throws -> [Benchmark] {
        let content = ClassroomBenchmarks.packageRoot.appendingPathComponent("Content")
        let course = Course.load(contentDirectory: content).0
        guard let lesson = course.lessons.first(where: { $0.id == "keyboard" }), !lesson.cellSupport.isEmpty else {
            throw BenchmarkSkipped(reason: "no keyboard lesson with cell support in Content/")
        }
        var benchmarks: [Benchmark] = []
        for step in [1, 5] {
            let cells = lesson.steps.prefix(step).flatMap(\.cells).compactMap { cell -> CodeCell? in
                if case .code(let code) = cell, code.runnable { code } else { nil }
            }
            guard let last = cells.last, var units = CodeUnits.forCell(last.id, in: lesson) else {
                throw BenchmarkSkipped(reason: "keyboard has no runnable cell by step \(step)")
            }
            let lastIndex = units.count - 1
            let original = units[lastIndex].code
            func fresh() -> [SourceUnit] { units[lastIndex].code = original + tag(); return units }
            let warming = fresh()
            _ = blocking { await kernel.run(warming) } // builds the libraries and the lesson's support module
            var viaKernel: [Double] = [], bare: [Double] = []
            var outputs: [String] = []
            for pair in 0..<pairs {
                if pair % 2 == 0 { bare.append(try bareProgram(fresh(), invocation: invocation, in: scratch.appendingPathComponent("bare-\(step)"))) }
                let program = fresh()
                viaKernel.append(seconds {
                    let result = blocking { await kernel.run(program) }
                    outputs = result.status == .succeeded && !result.cached ? result.outputs : ["failed: \(result.status) \(result.diagnostics)"]
                })
                if pair % 2 == 1 { bare.append(try bareProgram(fresh(), invocation: invocation, in: scratch.appendingPathComponent("bare-\(step)"))) }
                if outputs.first?.hasPrefix("failed: ") == true { throw BenchmarkFailure("step \(step): \(outputs[0])") }
            }
            benchmarks += sideBySide("keyboard lesson, cell of step \(step) (\(cells.count) cell\(cells.count == 1 ? "" : "s") + cell support), tutor's kernel",
                                     measured: viaKernel, floorName: "the same program, bare swiftc compile + run", floor: bare, goal: 0.7)
        }
        return benchmarks
    }

    /// Compiles and runs the units with bare `swiftc` and the kernel's flags, the support files compiled
    /// with the cells as a script would (cells in `main.swift`, declarations in files of their own). Seconds.
    static func bareProgram(_ units: [SourceUnit], invocation: SwiftKernel.CompilerInvocation, in folder: URL) throws -> Double {
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let sources = try BareProgram.writeSources(units, into: folder)
        let program = folder.appendingPathComponent("program").path
        let start = DispatchTime.now().uptimeNanoseconds
        try StartupBench.run(URL(fileURLWithPath: invocation.swiftc), invocation.arguments(sources: sources, output: program), stdin: "")
        try StartupBench.run(URL(fileURLWithPath: program), [], stdin: "")
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    // MARK: tutor exec

    static func exec(invocation: SwiftKernel.CompilerInvocation, cacheRoot: URL, scratch: URL, tag: () -> String) throws -> [Benchmark] {
        let tutor = try StartupBench.tutorExecutable()
        let folder = scratch.appendingPathComponent("exec")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // The learner's environment, with the kernel cache the bench's kernel prepared (same model library).
        let environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("TUTOR_") && $0.key != "XDG_CACHE_HOME" }
            .map { "\($0.key)=\($0.value)" } + ["XDG_CACHE_HOME=\(cacheRoot.path)"]
        func file() throws -> URL {
            let url = folder.appendingPathComponent("cell.swift")
            try Data((KernelBenchmarks.cellCode + tag()).utf8).write(to: url)
            return url
        }
        func viaTutor() throws -> Double { try StartupBench.run(tutor, ["exec", try file().path], stdin: "", environment: environment).wall }
        func bare() throws -> Double {
            let program = folder.appendingPathComponent("bare").path
            let source = try file().path
            let start = DispatchTime.now().uptimeNanoseconds
            try StartupBench.run(URL(fileURLWithPath: invocation.swiftc), invocation.arguments(sources: [source], output: program), stdin: "")
            try StartupBench.run(URL(fileURLWithPath: program), [], stdin: "")
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        }
        _ = try viaTutor()
        _ = try bare()
        var tutorTimes: [Double] = [], bareTimes: [Double] = []
        for pair in 0..<pairs {
            if pair % 2 == 0 { bareTimes.append(try bare()) }
            tutorTimes.append(try viaTutor())
            if pair % 2 == 1 { bareTimes.append(try bare()) }
        }
        return sideBySide("tutor exec of a small file (the whole process)", measured: tutorTimes,
                          floorName: "the same file, bare swiftc compile + run", floor: bareTimes, goal: 1.05)
    }

    // MARK: A new learner's first cell

    static func firstCell(scratch: URL, tag: () -> String) throws -> [Benchmark] {
        let rounds = 4
        var first: [Double] = [], warm: [Double] = [], cold: [Double] = []
        func newLearner(_ name: String) -> SwiftKernel {
            let home = scratch.appendingPathComponent("learner-\(name)")
            var environment = ProcessInfo.processInfo.environment
            environment[SwiftKernel.moduleCacheVariable] = home.appendingPathComponent("module-cache").path
            return SwiftKernel(options: .init(cacheDirectory: home.appendingPathComponent("kernel"), environment: environment))
        }
        func cell(_ kernel: SwiftKernel) throws -> Double {
            let code = KernelBenchmarks.cellCode + tag()
            var status = RunStatus.succeeded
            let seconds = seconds {
                status = blocking { await kernel.run([SourceUnit(name: "cell 1", code: code)]) }.status
            }
            guard status == .succeeded else { throw BenchmarkFailure("first cell: \(status)") }
            return seconds
        }
        for round in 0..<rounds {
            let kernel = newLearner("warmed-\(round)")
            // The learner reads the welcome while the tutor warms up; their first cell comes after.
            guard blocking({ await kernel.warmUp().value }) else { throw BenchmarkFailure("the warm-up failed") }
            first.append(try cell(kernel))
            warm.append(try cell(kernel))
            if round < 2 {
                // Without the warm-up, only the model's libraries built (as an earlier tutor would have).
                let unwarmed = newLearner("cold-\(round)")
                _ = blocking { await unwarmed.unavailableReason() }
                cold.append(try cell(unwarmed))
            }
        }
        print("     first cell without the warm-up (cold module cache): median \(Harness.format(KernelBenchmarks.median(cold)))")
        return sideBySide("a new learner's first cell after the start-up warm-up", measured: first,
                          floorName: "the same learner's next cell (warm)", floor: warm, goal: 1.3)
    }

    // MARK: Grading

    /// CPU seconds (user + system) of this process and of the children it waited for.
    static func cpu() -> Double {
        var total = 0.0
        for who in [RUSAGE_SELF.rawValue, RUSAGE_CHILDREN.rawValue] {
            var usage = rusage()
            getrusage(who, &usage)
            total += Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        }
        return total
    }

    static func grading(invocation: SwiftKernel.CompilerInvocation, scratch: URL) throws -> [Benchmark] {
        let tutor = try ClassroomBenchmarks.tutorExecutable()
        let fixtures = ClassroomBenchmarks.packageRoot.appendingPathComponent("Tests/ClassroomTests/Fixtures")
        let content = fixtures.appendingPathComponent("course"), hidden = fixtures.appendingPathComponent("hidden")
        let lessons = try CourseLoading.lessons(content: content)
        let students = 8
        /// A class of `students`; `varied`: every student's own file (half right, half a recorded mistake, each with a
        /// comment of its own, so nothing is compiled or run for them beforehand) under names of this class alone
        /// (so their seeds, and the scenarios, are new too); else every student hands in the solution itself.
        func makeClass(_ name: String, varied: Bool) throws -> (URL, [[SourceUnit]]) {
            let submissions = scratch.appendingPathComponent(name)
            var programs: [[SourceUnit]] = []
            for index in 0..<students {
                for lesson in lessons {
                    for exercise in lesson.exercises {
                        let code = !varied ? exercise.solution
                            : (index.isMultiple(of: 2) ? exercise.solution : exercise.wrongVariants.first?.code ?? exercise.solution)
                                + "\n// \(name), student \(index + 1)\n"
                        let file = submissions.appendingPathComponent(String(format: varied ? "\(name)-student-%02d" : "student-%02d", index + 1))
                            .appendingPathComponent("exercises/\(lesson.id)/\(exercise.id).swift")
                        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                        try Data(code.utf8).write(to: file)
                        programs.append(CodeUnits.forExercise(exercise, code: code, in: lesson))
                        if let checks = HiddenChecks.code(in: hidden, lesson: lesson.id, exercise: exercise.id) {
                            programs.append(CodeUnits.forExercise(exercise, code: code, in: lesson, hiddenChecks: checks))
                        }
                    }
                }
            }
            return (submissions, programs)
        }
        let (identical, _) = try makeClass("class-identical", varied: false)
        func grade(_ submissions: URL, seed: UInt64?) throws -> (cpu: Double, shared: Int) {
            var operation = GradeOperation(submissions: submissions, content: content, child: [tutor, "grade-one"])
            operation.hidden = hidden
            operation.force = true
            operation.seed = seed
            operation.kernelOptions = SwiftKernel.Options(cacheDirectory: scratch.appendingPathComponent("xdg/tutor/kernel"))
            let graded = operation
            let start = cpu()
            let summary = try blocking { () -> Result<ClassGrader.Summary, BenchmarkFailure> in
                do { return .success(try await graded.run()) } catch { return .failure(BenchmarkFailure("grading failed: \(error)")) }
            }.get()
            guard summary.gradedNow.count == students else { throw BenchmarkFailure("graded \(summary.gradedNow.count) of \(students)") }
            return (cpu() - start, summary.sharedWith.count)
        }
        func bare(_ programs: [[SourceUnit]]) throws -> Double {
            let start = cpu()
            for (index, units) in programs.enumerated() {
                _ = try bareProgram(units, invocation: invocation, in: scratch.appendingPathComponent("bare-grading-\(index % 2)"))
            }
            return cpu() - start
        }
        _ = try grade(try makeClass("class-warm-up", varied: true).0, seed: nil) // the model's library and the module cache, once
        var graded: [Double] = [], bareCPU: [Double] = [], once: [Double] = []
        var shared = 0
        for round in 0..<3 {
            // Each round a new class: its programs compiled and run by both sides, nothing kept from before.
            let (varied, programs) = try makeClass("class-\(round)", varied: true)
            if round % 2 == 0 { bareCPU.append(try bare(programs) / Double(students)) }
            graded.append(try grade(varied, seed: nil).cpu / Double(students))
            if round % 2 == 1 { bareCPU.append(try bare(programs) / Double(students)) }
            let dedup = try grade(identical, seed: 1)
            once.append(dedup.cpu / Double(students))
            shared = dedup.shared
        }
        let figures = sideBySide("tutor grade, CPU per student (\(students) students, tiny course with hidden checks, own seeds, every file new)",
                                 measured: graded, floorName: "bare swiftc compile + run of each student's programs, CPU per student",
                                 floor: bareCPU, goal: 1.1)
        print(String(format: "     the class handing in one file, --seed 1: CPU per student %@ (%.2f × bare), %d of %d students' gradings shared",
                     Harness.format(KernelBenchmarks.median(once)), KernelBenchmarks.median(once) / KernelBenchmarks.median(bareCPU), shared, students))
        return figures
    }
}
