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
    static func run(_ executable: URL, _ arguments: [String], stdin: String) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data(stdin.utf8))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "\(executable.lastPathComponent) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
        }
    }
}
