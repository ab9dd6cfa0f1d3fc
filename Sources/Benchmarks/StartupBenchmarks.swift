import Foundation

/// Start-up of the tutor: time to the first prompt with piped input (`tutor` with stdin `quit`)
/// and `tutor list`, each against a budget of 3× the start-up of a trivial Swift binary built
/// with swiftc during setup and measured in the same run.
var startupSuite: BenchmarkSuite {
  BenchmarkSuite(name: "startup") {
    let tutor = try StartupBench.tutorExecutable()
    let trivial = try StartupBench.buildTrivialBinary()
    let package = StartupBench.packageRoot()
    let content = package.appendingPathComponent("Tests/EndToEndTests/Fixtures/content").path
    let workspace = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-bench-\(getpid())").path

    // The baseline first, so the budgets can be set from it.
    let baseline = try Harness.measure(Benchmark(name: "trivial Swift binary", budgetSeconds: nil) {
        try StartupBench.run(trivial, [], stdin: "")
    })
    let budget = 3 * baseline.median
    let arguments = ["--workspace", workspace, "--content", content, "--no-color"]
    return [
        Benchmark(name: "trivial Swift binary (baseline)", budgetSeconds: nil) { try StartupBench.run(trivial, [], stdin: "") },
        Benchmark(name: "tutor to first prompt (stdin: quit), budget 3x baseline", budgetSeconds: budget) {
            try StartupBench.run(tutor, arguments, stdin: "quit\n")
        },
        Benchmark(name: "tutor list, budget 3x baseline", budgetSeconds: budget) {
            try StartupBench.run(tutor, ["list"] + arguments, stdin: "")
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
    static func run(_ executable: URL, _ arguments: [String], stdin: String) throws {
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
        let spawned = posix_spawn(&pid, executable.path, &actions, nil, argv, environ)
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
