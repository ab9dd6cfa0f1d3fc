import Foundation
import Lessons

/// Start-up of the tutor: time to the first prompt with piped input (`tutor` with stdin `quit`)
/// and `tutor list`, each against a budget of 3× the start-up of a trivial Swift binary built
/// with swiftc during setup and measured in the same run.
///
/// The budgeted lines run the commands exactly as a learner types them: no options and no `TUTOR_*`
/// variables, so the lessons are found beside the executable (the package's `Content/`) and progress
/// in `~/.local/share/tutor` (HOME is a fresh folder). Budgeted: a new learner's first prompt (the
/// welcome and the lesson list), a returning learner's (the keyboard lesson resumed at its second
/// step: the lesson is parsed and its step drawn), and `tutor list`. Reported without a budget: the
/// same on the small fixture course, and with `--workspace/--content/--no-color`, which go through
/// ArgumentParser (see `OptionlessStart`).
var startupSuite: BenchmarkSuite {
  BenchmarkSuite(name: "startup") {
    let tutor = try StartupBench.tutorExecutable()
    let trivial = try StartupBench.buildTrivialBinary()
    let package = StartupBench.packageRoot()
    let fixture = package.appendingPathComponent("Tests/EndToEndTests/Fixtures/content").path
    let shipped = package.appendingPathComponent("Content").path
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-bench-\(getpid())").path
    /// The environment of a learner whose home is `home`: nothing of tutor's own is set.
    func learner(home: String) -> [String] {
        ProcessInfo.processInfo.environment
            .filter { !["TUTOR_CONTENT", "TUTOR_WORKSPACE", "XDG_DATA_HOME", "NO_COLOR", "HOME"].contains($0.key) }
            .map { "\($0.key)=\($0.value)" } + ["HOME=\(home)"]
    }
    let newLearner = learner(home: scratch + "-new")
    let returningLearner = learner(home: scratch + "-returning")
    // The returning learner left the keyboard lesson at its second step.
    try StartupBench.run(tutor, ["start", "keyboard"], stdin: "next\nquit\n", environment: returningLearner)
    let fixtureEnvironment = learner(home: scratch + "-fixture") + ["TUTOR_CONTENT=\(fixture)"]
    let flags = ["--workspace", scratch + "-flags", "--content", fixture, "--no-color"]

    // The programs run in turn, round after round, so a busy moment of this shared machine
    // slows them all alike; each child's own CPU time (from wait4) is reported beside the wall time.
    let runs: [(name: String, budgeted: Bool, run: () throws -> StartupBench.Usage)] = [
        ("tutor to first prompt (stdin: quit), new learner", true,
         { try StartupBench.run(tutor, [], stdin: "quit\n", environment: newLearner) }),
        ("tutor to first prompt (stdin: quit), returning learner: keyboard resumed at step 2", true,
         { try StartupBench.run(tutor, [], stdin: "quit\n", environment: returningLearner) }),
        ("tutor list", true,
         { try StartupBench.run(tutor, ["list"], stdin: "", environment: newLearner) }),
        ("tutor to first prompt (stdin: quit), fixture course (reported)", false,
         { try StartupBench.run(tutor, [], stdin: "quit\n", environment: fixtureEnvironment) }),
        ("tutor list, fixture course (reported)", false,
         { try StartupBench.run(tutor, ["list"], stdin: "", environment: fixtureEnvironment) }),
        ("tutor repl --workspace --content --no-color (parsed), fixture course (reported)", false,
         { try StartupBench.run(tutor, ["repl"] + flags, stdin: "quit\n") }),
        ("tutor list --workspace --content --no-color (parsed), fixture course (reported)", false,
         { try StartupBench.run(tutor, ["list"] + flags, stdin: "") }),
    ]
    var baseline: [StartupBench.Usage] = []
    var samples = Array(repeating: [StartupBench.Usage](), count: runs.count)
    for round in 0..<63 {
        let trivialUsage = try StartupBench.run(trivial, [], stdin: "")
        let usages = try runs.map { try $0.run() }
        guard round >= 3 else { continue }  // warm-up
        baseline.append(trivialUsage)
        for (index, usage) in usages.enumerated() { samples[index].append(usage) }
    }
    let trivialFigures = Harness.summary("trivial Swift binary (baseline, swiftc -O main.swift)", wall: baseline.map(\.wall),
                                         cpu: baseline.map(\.cpu), budget: nil, cpuLabel: "child CPU")
    let budget = 3 * trivialFigures.median
    var loaded = 0
    return [Benchmark(name: "", body: {}, measured: trivialFigures)] + runs.enumerated().map { index, run in
        let name = run.budgeted ? run.name + ", budget 3x baseline" : run.name
        let figures = Harness.summary(name, wall: samples[index].map(\.wall), cpu: samples[index].map(\.cpu),
                                      budget: run.budgeted ? budget : nil, cpuLabel: "child CPU")
        return Benchmark(name: name, body: {}, measured: figures)
    } + [
        // In-process figures: what reading the lessons costs inside the start-ups above.
        Benchmark(name: "course opened in-process (overviews), shipped lessons", budgetSeconds: nil, iterations: 50) {
            loaded &+= Course.open(contentDirectory: URL(fileURLWithPath: shipped), language: "en").0.overviews.count
        },
        Benchmark(name: "course loaded in-process (every lesson parsed), shipped lessons", budgetSeconds: nil, iterations: 20) {
            loaded &+= Course.load(contentDirectory: URL(fileURLWithPath: shipped), language: "en").0.lessons.count
        },
    ]
  }
}

enum StartupBench {
    struct Failure: Error, CustomStringConvertible { var description: String }

    /// The package folder: walk up from this executable to the folder with Package.swift.
    static func packageRoot() -> URL {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) { return directory }
            directory = directory.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }

    /// `tutor` next to this benchmark; built (same configuration) when missing.
    static func tutorExecutable() throws -> URL {
        let binDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let tutor = binDirectory.appendingPathComponent("tutor")
        if !FileManager.default.isExecutableFile(atPath: tutor.path) {
            let configuration = binDirectory.lastPathComponent.contains("release") ? "release" : "debug"
            print("building tutor (\(configuration)) for the start-up benchmark…")
            try run(URL(fileURLWithPath: "/usr/bin/env"), ["swift", "build", "-c", configuration, "--product", "tutor",
                                                           "--package-path", packageRoot().path], stdin: "")
        }
        guard FileManager.default.isExecutableFile(atPath: tutor.path) else { throw Failure(description: "no tutor at \(tutor.path)") }
        return tutor
    }

    /// A `print` program compiled with `swiftc -O` in a temporary folder: the floor for any Swift executable's start-up.
    static func buildTrivialBinary() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-bench-trivial-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let source = directory.appendingPathComponent("main.swift")
        try "print(\"hello\")\n".write(to: source, atomically: true, encoding: .utf8)
        let binary = directory.appendingPathComponent("trivial")
        try run(URL(fileURLWithPath: "/usr/bin/env"), ["swiftc", "-O", source.path, "-o", binary.path], stdin: "")
        return binary
    }

    /// Runs a program to completion with `stdin` as its input; output is discarded. Throws on failure.
    /// Uses posix_spawn and waitpid directly: Foundation's `Process` notices exits on a timer
    /// (about 50 ms here), which would swamp the figures being measured.
    /// One run of a program: wall-clock time, and the CPU time (user + system) the child used.
    struct Usage {
        var wall: Double
        var cpu: Double
    }

    @discardableResult
    static func run(_ executable: URL, _ arguments: [String], stdin: String, environment: [String]? = nil) throws -> Usage {
        let started = DispatchTime.now().uptimeNanoseconds
        var input: [Int32] = [0, 0]
        guard pipe(&input) == 0 else { throw Failure(description: "pipe failed") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input[0], 0)
        posix_spawn_file_actions_addclose(&actions, input[1])
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let envp = environment.map { $0.map { strdup($0) } + [nil] }
        defer { envp?.forEach { free($0) } }
        let spawned = envp.map { posix_spawn(&pid, executable.path, &actions, nil, argv, $0) }
            ?? posix_spawn(&pid, executable.path, &actions, nil, argv, environ)
        close(input[0])
        guard spawned == 0 else {
            close(input[1])
            throw Failure(description: "cannot start \(executable.path): error \(spawned)")
        }
        let bytes = Array(stdin.utf8)
        if !bytes.isEmpty { _ = bytes.withUnsafeBytes { write(input[1], $0.baseAddress, $0.count) } }
        close(input[1])
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
        let wall = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        let exited = status & 0x7f == 0
        let code = (status >> 8) & 0xff
        guard exited, code == 0 else {
            throw Failure(description: "\(executable.lastPathComponent) \(arguments.joined(separator: " ")) ended with status \(status)")
        }
        return Usage(wall: wall, cpu: cpu)
    }
}
