import Foundation
import TestSupport
import Lessons
import Testing

/// Runs the real `tutor` executable, found next to the test bundle in `.build/<config>/`.
enum TutorProcess {
    /// The tutor binary, or nil (tests then skip with a message saying how to build it).
    static let executable: URL? = {
        var directory = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("tutor")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        // `swift test` builds every product, so this is rare; build it rather than skip.
        let build = Process()
        build.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        build.arguments = ["swift", "build", "--product", "tutor", "--package-path", packageRoot.path]
        build.standardOutput = FileHandle.nullDevice
        build.standardError = FileHandle.nullDevice
        try? build.run()
        build.waitUntilExit()
        let built = packageRoot.appendingPathComponent(".build/debug/tutor")
        return FileManager.default.isExecutableFile(atPath: built.path) ? built : nil
    }()

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let content = fixtures.appendingPathComponent("content")

    struct Result: Sendable {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The folder of this test process's workspaces, removed when the tests end (many tests keep their
    /// workspace for the next step's assertions and never remove it themselves).
    static let workspaces: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-e2e-\(getpid())")
        atexit { try? FileManager.default.removeItem(at: TutorProcess.workspaces) }
        return folder
    }()

    /// A fresh empty workspace folder.
    static func temporaryWorkspace() throws -> URL {
        let url = workspaces.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Runs tutor with piped stdin and captured output; fixture content and the given workspace.
    /// `withFixtureOptions: false` passes the arguments alone (for `--help`, which would otherwise describe the default subcommand).
    /// Blocking waits happen on a Dispatch thread: Swift Testing runs tests on the cooperative
    /// pool, which has one thread per core, and a test blocked there for seconds starves every
    /// other async test (the kernel's pipe readers among them).
    static func run(_ arguments: [String], stdin: String = "", workspace: URL, withFixtureOptions: Bool = true,
                    environment extra: [String: String] = [:]) async throws -> Result {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Swift.Result<TutorProcess.Result, Error> {
                    try runBlocking(arguments, stdin: stdin, workspace: workspace, withFixtureOptions: withFixtureOptions,
                                    environment: extra)
                })
            }
        }
    }

    private static func runBlocking(_ arguments: [String], stdin: String, workspace: URL, withFixtureOptions: Bool,
                                    environment extra: [String: String]) throws -> Result {
        guard let executable else { throw Skip("the tutor binary is not built (swift build --product tutor)") }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments + (withFixtureOptions ? ["--workspace", workspace.path, "--content", content.path] : [])
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = nil
        environment["COLUMNS"] = "80"
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        let input = Pipe(), output = Pipe(), error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
        input.fileHandleForWriting.write(Data(stdin.utf8))
        try input.fileHandleForWriting.close()
        // Read both pipes to the end before waiting, so a full pipe cannot block the child.
        nonisolated(unsafe) var errorData = Data()
        let errorReader = Thread { errorData = error.fileHandleForReading.readToEndRetryingInterrupts() }
        errorReader.start()
        let outputData = output.fileHandleForReading.readToEndRetryingInterrupts()
        process.waitUntilExit()
        while !errorReader.isFinished { usleep(1000) }
        return Result(status: process.terminationStatus, stdout: String(decoding: outputData, as: UTF8.self),
                      stderr: String(decoding: errorData, as: UTF8.self))
    }
}

struct Skip: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// This target's golden files, in `Golden/` beside this file (`TUTOR_RECORD_GOLDEN=1` records them).
let golden = GoldenFiles()
