import Foundation
import Lessons

/// Start-up of the tutor: time to the first prompt with piped input (`tutor` with stdin `quit`)
/// and `tutor list`, each against a budget of 3× the start-up of a trivial Swift binary built
/// with swiftc during setup and measured in the same run.
///
/// The budgeted lines run the commands as a learner types them, with the lessons folder and the
/// workspace given by `TUTOR_CONTENT` and `TUTOR_WORKSPACE`, on the five shipped lessons and on the
/// small fixture course. The same commands with `--workspace/--content/--no-color` go through
/// ArgumentParser (see `OptionlessStart`) and are reported without a budget.
var startupSuite: BenchmarkSuite {
  BenchmarkSuite(name: "startup") {
    let tutor = try StartupBench.tutorExecutable()
    let trivial = try StartupBench.buildTrivialBinary()
    let package = StartupBench.packageRoot()
    let fixture = package.appendingPathComponent("Tests/EndToEndTests/Fixtures/content").path
    let shipped = package.appendingPathComponent("Content").path
    let workspace = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-bench-\(getpid())").path
    func environment(content: String) -> [String] {
        ProcessInfo.processInfo.environment
            .filter { !["TUTOR_CONTENT", "TUTOR_WORKSPACE", "NO_COLOR"].contains($0.key) }
            .map { "\($0.key)=\($0.value)" } + ["TUTOR_CONTENT=\(content)", "TUTOR_WORKSPACE=\(workspace)"]
    }

    // The baseline first, so the budgets can be set from it.
    let baseline = try Harness.measure(Benchmark(name: "trivial Swift binary", budgetSeconds: nil) {
        try StartupBench.run(trivial, [], stdin: "")
    })
    let budget = 3 * baseline.median
    let flags = ["--workspace", workspace, "--content", fixture, "--no-color"]
    var loaded = 0
    return [
        Benchmark(name: "trivial Swift binary (baseline)", budgetSeconds: nil) { try StartupBench.run(trivial, [], stdin: "") },
        Benchmark(name: "tutor to first prompt (stdin: quit), shipped lessons, budget 3x baseline", budgetSeconds: budget) {
            try StartupBench.run(tutor, [], stdin: "quit\n", environment: environment(content: shipped))
        },
        Benchmark(name: "tutor list, shipped lessons, budget 3x baseline", budgetSeconds: budget) {
            try StartupBench.run(tutor, ["list"], stdin: "", environment: environment(content: shipped))
        },
        Benchmark(name: "tutor to first prompt (stdin: quit), fixture course, budget 3x baseline", budgetSeconds: budget) {
            try StartupBench.run(tutor, [], stdin: "quit\n", environment: environment(content: fixture))
        },
        Benchmark(name: "tutor list, fixture course, budget 3x baseline", budgetSeconds: budget) {
            try StartupBench.run(tutor, ["list"], stdin: "", environment: environment(content: fixture))
        },
        Benchmark(name: "tutor repl --workspace --content --no-color (parsed), fixture course", budgetSeconds: nil) {
            try StartupBench.run(tutor, ["repl"] + flags, stdin: "quit\n")
        },
        Benchmark(name: "tutor list --workspace --content --no-color (parsed), fixture course", budgetSeconds: nil) {
            try StartupBench.run(tutor, ["list"] + flags, stdin: "")
        },
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
    static func run(_ executable: URL, _ arguments: [String], stdin: String, environment: [String]? = nil) throws {
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
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let exited = status & 0x7f == 0
        let code = (status >> 8) & 0xff
        guard exited, code == 0 else {
            throw Failure(description: "\(executable.lastPathComponent) \(arguments.joined(separator: " ")) ended with status \(status)")
        }
    }
}
