import Foundation
import Kernel
import Testing
import Lessons

/// A tutor stopped as a person stops one — `kill` (even -9), or the terminal closing (SIGHUP) — takes everything
/// its learner's program started with it, daemons included, and leaves no scratch folder behind.
@Suite(.serialized) struct KilledTutorTests {
    static func processes(named name: String) -> Int {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { Int($0) != nil }.filter { pid in
            (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) == name
        }.count
    }

    static func scratchFolders(of pid: Int32) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path)) ?? []
        return names.filter { $0.hasPrefix("tutor-kernel-\(pid)-") }
    }

    /// SIGKILL reaches no handler: the jail's watcher sees the tutor end (a pidfd) and kills the jail.
    @Test(arguments: [SIGTERM, SIGHUP, SIGINT, SIGKILL])
    func nothingOutlivesAKilledTutor(signal: Int32) async throws {
        guard let executable = TutorProcess.executable else { try Test.cancel("Skipped: the tutor binary is not built") }
        if signal == SIGKILL, case .unavailable(let reason) = await ProgramJail.availability() {
            try Test.cancel("Skipped: without the jail a program outlives a tutor killed with SIGKILL until its limits stop it: \(reason)")
        }
        let workspace = try TutorProcess.temporaryWorkspace()
        defer { try? FileManager.default.removeItem(at: workspace) }
        let token = "kt\(signal)-\(UInt16.random(in: 1000...9999))"
        let file = workspace.appendingPathComponent("daemon.swift")
        try """
            import Foundation
            import Glibc
            // After fork only async-signal-safe calls: another thread of the program may hold malloc's lock.
            let name = Array("\(token)".utf8)
            func rename() { let comm = open("/proc/self/comm", O_WRONLY); name.withUnsafeBufferPointer { _ = write(comm, $0.baseAddress, $0.count) }; close(comm) }
            if fork() == 0 {
                setsid()
                if fork() == 0 { rename(); sleep(300); _exit(0) }
                _exit(0)
            }
            rename()
            print("started")
            sleep(300)
            """.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = executable
        process.arguments = ["exec", file.path]
        var environment = ProcessInfo.processInfo.environment
        environment["TUTOR_WORKSPACE"] = workspace.path
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        // What the tutor says if it stops early, for the failure's message.
        let errors = workspace.appendingPathComponent("stderr.txt")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: errors)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Compiling takes a while on a busy machine (a full parallel test run on two cores: over a minute). Whether the
        // tutor has ended is asked only after a few seconds: Foundation's `isRunning` is not to be trusted at once.
        // The watching and the kill are done on a Dispatch thread: synchronous tests can hold the cooperative pool for
        // longer than the program's 10 s limit, and a poll that waited there saw the program only once it was over.
        nonisolated(unsafe) let tutor = process
        let (started, waited) = await offTheCooperativePool { () -> (Bool, Int) in
            var waited = 0
            while Self.processes(named: token) < 2, waited < 50 || tutor.isRunning, waited < 3000 {
                usleep(100_000)
                waited += 1
            }
            let started = Self.processes(named: token) == 2
            if started { kill(tutor.processIdentifier, signal) }
            return (started, waited)
        }
        let said = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        try #require(started, "the program did not start within \(waited / 10) s (the tutor \(process.isRunning ? "still runs" : "ended")); it said: \(said)")
        await offTheCooperativePool { tutor.waitUntilExit() }
        if signal == SIGINT {
            // Ctrl-C is the tutor's to handle: it stops the run and exits as interrupted.
            #expect(process.terminationReason == .exit && process.terminationStatus == 130)
        } else {
            #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == signal)
        }
        var left = Self.processes(named: token)
        for _ in 0..<30 where left > 0 {
            try await Task.sleep(for: .milliseconds(100))
            left = Self.processes(named: token)
        }
        #expect(left == 0, "processes of the learner's program still running after the tutor died")
        // Its scratch folder is swept by the next tutor's first run.
        let stale = Self.scratchFolders(of: process.processIdentifier)
        let hello = workspace.appendingPathComponent("hello.swift")
        try "print(\"hello \\(\(signal))\")\n".write(to: hello, atomically: true, encoding: .utf8)
        let next = try await TutorProcess.run(["exec", hello.path], workspace: workspace, withFixtureOptions: false)
        #expect(next.stdout == "hello \(signal)\n")
        #expect(Self.scratchFolders(of: process.processIdentifier).isEmpty, "left: \(stale)")
    }

    @Test func withoutTheJailTutorSaysSoAndWhatRunsInstead() async throws {
        let workspace = try TutorProcess.temporaryWorkspace()
        defer { try? FileManager.default.removeItem(at: workspace) }
        let file = workspace.appendingPathComponent("hello.swift")
        try "print(\"hi\")\n".write(to: file, atomically: true, encoding: .utf8)
        let off = try await TutorProcess.run(["exec", file.path], workspace: workspace, withFixtureOptions: false,
                                             environment: ["TUTOR_JAIL": "off"])
        #expect(off.stdout == "hi\n")
        #expect(off.stderr == "Note: programs are not isolated here: turned off by TUTOR_JAIL=off; learners' programs run in their own "
                + "process group with time, memory, output and process limits, but see this machine's files and network.\n")
        let on = try await TutorProcess.run(["exec", file.path], workspace: workspace, withFixtureOptions: false)
        #expect(on.stdout == "hi\n")
        #expect(on.stderr == "")
    }

    /// Processes whose command line names a scratch folder of the tutor with this pid (the compiler's does).
    static func processes(usingScratchOf pid: Int32) -> Int {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { Int($0) != nil }.filter { entry in
            guard let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline") else { return false }
            return String(decoding: data, as: UTF8.self).contains("tutor-kernel-\(pid)-")
        }.count
    }

    /// SIGTERM reaches the tutor's handler; SIGKILL reaches nothing, and the jail's watcher around each compiler job
    /// (a pidfd on the tutor) ends the compile and what it started.
    @Test(arguments: [SIGTERM, SIGKILL])
    func theCompilerStopsWithAKilledTutor(signal: Int32) async throws {
        guard let executable = TutorProcess.executable else { try Test.cancel("Skipped: the tutor binary is not built") }
        if signal == SIGKILL, case .unavailable(let reason) = await ProgramJail.availability() {
            try Test.cancel("Skipped: without the jail's helper nothing watches a compile for a tutor killed with SIGKILL: \(reason)")
        }
        let workspace = try TutorProcess.temporaryWorkspace()
        defer { try? FileManager.default.removeItem(at: workspace) }
        // Sixty functions whose closures the type checker works through for seconds (a long sum of mixed literals, used
        // before, was type-checked in a moment by this toolchain, and CI missed the compiler between two looks).
        let functions = (0..<60).map { "func f\($0)(_ x: Int) -> Int { [x, \($0), x &* 3].map { $0 &+ 1 }.reduce(0, &+) }" }
        let file = workspace.appendingPathComponent("slow.swift")
        // A new comment each time, so that the program is compiled rather than taken from the cache.
        try (["// \(UUID())"] + functions + ["print(f1(2))"]).joined(separator: "\n")
            .write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = executable
        process.arguments = ["exec", file.path]
        process.standardOutput = FileHandle.nullDevice
        let errors = workspace.appendingPathComponent("stderr.txt")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: errors)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Watched and stopped from a Dispatch thread, as above: the compile must still be running when the signal comes.
        // As above, `isRunning` is asked only after a few seconds: asked at once it has answered false for a tutor
        // that went on to compile.
        nonisolated(unsafe) let tutor = process
        let (compiling, waited) = await offTheCooperativePool { () -> (Bool, Int) in
            var waited = 0
            while Self.processes(usingScratchOf: tutor.processIdentifier) == 0, waited < 250 || tutor.isRunning, waited < 6000 {
                usleep(20_000)
                waited += 1
            }
            let compiling = Self.processes(usingScratchOf: tutor.processIdentifier) > 0
            if compiling { kill(tutor.processIdentifier, signal) }
            return (compiling, waited)
        }
        let said = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        let ended = process.isRunning ? "still runs" : "ended with \(process.terminationReason == .exit ? "status" : "signal") \(process.terminationStatus)"
        try #require(compiling, "the compiler was not seen within \(waited / 50) s (the tutor \(ended)); it said: \(said)")
        await offTheCooperativePool { tutor.waitUntilExit() }
        var left = Self.processes(usingScratchOf: process.processIdentifier)
        for _ in 0..<30 where left > 0 {
            try await Task.sleep(for: .milliseconds(100))
            left = Self.processes(usingScratchOf: process.processIdentifier)
        }
        #expect(left == 0, "the compiler outlived the tutor")
    }
}
