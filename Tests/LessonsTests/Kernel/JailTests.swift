import Foundation
import Testing
@testable import Kernel
@testable import Lessons

/// A learner's program as a hostile one: it looks for the host's files, its processes and its network,
/// writes where it can, daemonizes and forks without end. None of it may reach the host or outlive the run.
@Suite(.serialized) struct JailTests {
    static func kernel() async throws -> SwiftKernel? {
        if case .unavailable(let reason) = await ProgramJail.availability() {
            try Test.cancel("Skipped: programs cannot be jailed here: \(reason)")
        }
        _ = try await KernelFixture.available()
        return SwiftKernel(options: .init(cacheDirectory: KernelFixture.cacheDirectory, useCache: false))
    }

    /// Processes on the host whose name is `name` (a daemon renames itself through /proc/self/comm).
    static func processes(named name: String) -> Int {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { Int($0) != nil }.filter { pid in
            (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) == name
        }.count
    }

    /// The process groups (as the host sees them) of the processes named `name`.
    static func groups(named name: String) -> Set<pid_t> {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return Set(entries.filter { Int($0) != nil }.compactMap { pid -> pid_t? in
            guard (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) == name,
                  let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return nil }
            // After "pid (comm)": state, ppid, pgrp.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 2 ? pid_t(fields[2]) : nil
        })
    }

    @Test func theProgramSeesNoneOfTheHostAndNothingItStartsOutlivesIt() async throws {
        guard let kernel = try await Self.kernel() else { return }
        let token = "tj\(UInt32.random(in: 100_000...999_999))"
        let secret = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-secret-\(token)")
        try "classmate's work".write(to: secret, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: secret) }
        let escaped = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-escaped-\(token)")
        let cache = KernelFixture.cacheDirectory.appendingPathComponent("programs").path
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, length) } }
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) } }
        listen(listener, 4)
        defer { close(listener) }
        let port = UInt16(bigEndian: address.sin_port)

        let code = """
            import Foundation
            import Glibc
            let files = FileManager.default
            print("secret:", files.fileExists(atPath: "\(secret.path)") ? "visible" : "hidden")
            print("cache:", files.fileExists(atPath: "\(cache)") ? "visible" : "hidden")
            print("project:", files.fileExists(atPath: "\(#filePath)") ? "visible" : "hidden")
            print("processes:", ((try? files.contentsOfDirectory(atPath: "/proc")) ?? []).filter { Int($0) != nil }.count)
            print("wrote:", files.createFile(atPath: "\(escaped.path)", contents: Data("x".utf8)) ? "yes" : "no")
            let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(\(port)).bigEndian
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let reached = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socketFD, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            print("network:", reached == 0 ? "reached" : "unreachable")
            if fork() == 0 {
                setsid()
                if fork() == 0 {
                    try? "\(token)".write(toFile: "/proc/self/comm", atomically: false, encoding: .utf8)
                    sleep(300)
                    _exit(0)
                }
                _exit(0)
            }
            var forks = 0
            for _ in 0..<200 {
                let child = fork()
                if child == 0 {
                    try? "\(token)".write(toFile: "/proc/self/comm", atomically: false, encoding: .utf8)
                    sleep(300)
                    _exit(0)
                }
                if child > 0 { forks += 1 }
            }
            print("forks:", forks < 200 ? "capped" : "all 200")
            usleep(200_000)
            print("done")
            """
        let result = await kernel.run([SourceUnit(name: "cell 1", code: code)], limits: RunLimits(timeoutSeconds: 20))
        #expect(result.status == .succeeded, "\(result.status) \(result.diagnostics)")
        #expect(result.outputs == ["secret: hidden\ncache: hidden\nproject: hidden\nprocesses: 1\nwrote: no\nnetwork: unreachable\nforks: capped\ndone\n"])
        #expect(!FileManager.default.fileExists(atPath: escaped.path))
        // The daemon (setsid and a double fork) and every forked child died with the run.
        #expect(Self.processes(named: token) == 0)
    }

    @Test func theRootHoldsOnlyTheProgramItsLibrariesAndWork() async throws {
        guard let kernel = try await Self.kernel() else { return }
        let code = """
            import Foundation
            let files = FileManager.default
            print(((try? files.contentsOfDirectory(atPath: "/")) ?? []).sorted().joined(separator: " "))
            print(((try? files.contentsOfDirectory(atPath: "/work")) ?? []).sorted().joined(separator: " "))
            print(((try? files.contentsOfDirectory(atPath: "/dev")) ?? []).sorted().joined(separator: " "))
            print(files.currentDirectoryPath, ProcessInfo.processInfo.environment["HOME"] ?? "-")
            print(files.isWritableFile(atPath: "/usr/bin") ? "usr writable" : "usr read-only")
            print(ProcessInfo.processInfo.environment.keys.sorted().joined(separator: " "))
            """
        let result = await kernel.run([SourceUnit(name: "cell 1", code: code)], limits: .standard)
        let lines = (result.outputs.first ?? "").split(separator: "\n").map(String.init)
        try #require(lines.count == 6, "\(result.status) \(result.outputs)")
        let top = Set(lines[0].split(separator: " ").map(String.init))
        // The library folders' first components (/opt for the toolchain, the cache's) are the only extras.
        let allowed: Set<String> = ["bin", "dev", "etc", "lib", "lib64", "proc", "program", "sbin", "usr", "work", "opt", "tmp", "root", "home"]
        #expect(top.isSubset(of: allowed), "\(top.subtracting(allowed))")
        #expect(top.isSuperset(of: ["program", "usr", "work", "proc", "dev"]))
        #expect(!top.contains("var") && !top.contains("mnt") && !top.contains("srv"))
        #expect(lines[1] == ".checks")
        #expect(lines[2] == "null urandom zero")
        #expect(lines[3] == "/work /work")
        #expect(lines[4] == "usr read-only")
        // Only what the kernel set: nothing of the tutor's environment, no path of the host's (OLDPWD).
        #expect(lines[5] == "HOME LANG PATH PWD SWIFT_BACKTRACE TMPDIR TUTOR_EXERCISEKIT_CHANNEL TUTOR_EXERCISEKIT_KEY TUTOR_EXERCISEKIT_OUTPUT_LIMIT TUTOR_VIRTUAL_RUN_LOOP")
    }

    /// The program starts with no_new_privs, and /work keeps what it writes as data: at most 4,096 files (each costs
    /// the machine kernel memory however small), and nothing there runs as a program.
    @Test func workHoldsDataOnlyAndNoPrivilegeCanBeGained() async throws {
        guard let kernel = try await Self.kernel() else { return }
        let code = """
            import Foundation
            import Glibc
            let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
            print(status.split(separator: "\\n").first { $0.hasPrefix("NoNewPrivs:") }.map { $0.split(separator: "\\t").last.map(String.init) ?? "?" } ?? "absent")
            var made = 0
            for index in 0..<6000 {
                let descriptor = open("/work/f\\(index)", O_CREAT | O_WRONLY, 0o644)
                if descriptor < 0 { break }
                close(descriptor)
                made += 1
            }
            print(made < 6000 ? "files capped" : "6000 files")
            for index in 0..<made { unlink("/work/f\\(index)") }
            let tool = FileManager.default.contents(atPath: "/usr/bin/true") ?? Data()
            FileManager.default.createFile(atPath: "/work/tool", contents: tool, attributes: [.posixPermissions: 0o755])
            var pid: pid_t = 0
            let arguments: [UnsafeMutablePointer<CChar>?] = [strdup("/work/tool"), nil]
            let spawned = posix_spawn(&pid, "/work/tool", nil, nil, arguments, nil)
            print(spawned == EACCES ? "exec refused" : "exec \\(spawned)")
            """
        let result = await kernel.run([SourceUnit(name: "cell 1", code: code)], limits: RunLimits(timeoutSeconds: 20))
        #expect(result.status == .succeeded, "\(result.status) \(result.diagnostics)")
        #expect(result.outputs == ["1\nfiles capped\nexec refused\n"])
    }

    @Test func stoppingTheTutorsChildrenKillsTheWholeJail() async throws {
        guard let kernel = try await Self.kernel() else { return }
        let token = "tk\(UInt32.random(in: 100_000...999_999))"
        let code = """
            import Foundation
            import Glibc
            // After fork only async-signal-safe calls: another thread of the program may hold malloc's lock.
            let name = Array("\(token)".utf8)
            func rename() { let comm = open("/proc/self/comm", O_WRONLY); name.withUnsafeBufferPointer { _ = write(comm, $0.baseAddress, $0.count) }; close(comm) }
            rename()
            if fork() == 0 { setsid(); rename(); sleep(300); _exit(0) }
            sleep(300)
            """
        let run = Task { await kernel.run([SourceUnit(name: "cell 1", code: code)], limits: RunLimits(timeoutSeconds: 60)) }
        // Wait until both processes are up, then do what the tutor's SIGTERM handler does.
        var waited = 0
        while Self.processes(named: token) < 2, waited < 900 { // compiling may take long on a busy machine
            try await Task.sleep(for: .milliseconds(100))
            waited += 1
        }
        #expect(Self.processes(named: token) == 2)
        // What the tutor's SIGTERM handler does (`LiveProcessGroups.killAll`), to this run's group only: other
        // suites run programs in this same process at the same time.
        // The run's group is registered as its process starts; on a loaded machine that may trail the program's first lines.
        var registered = Self.groups(named: token).first { LiveProcessGroups.current.contains($0) }
        for _ in 0..<50 where registered == nil {
            try await Task.sleep(for: .milliseconds(100))
            registered = Self.groups(named: token).first { LiveProcessGroups.current.contains($0) }
        }
        let group = try #require(registered)
        kill(-group, SIGKILL)
        let result = await run.value
        #expect(result.status != .succeeded)
        var left = Self.processes(named: token)
        for _ in 0..<20 where left > 0 {
            try await Task.sleep(for: .milliseconds(100))
            left = Self.processes(named: token)
        }
        #expect(left == 0)
    }

    @Test func aDaemonLeftByAScenarioHoldingItsOutputDoesNotStallTheChecks() async throws {
        let kernel = try await KernelFixture.available()
        let result = await SwiftKernel(options: .init(cacheDirectory: KernelFixture.cacheDirectory, useCache: false)).run([
            SourceUnit(name: "exercise.swift", code: """
                import Glibc
                func twice(_ value: Int) -> Int {
                    if fork() == 0 { setsid(); sleep(300); _exit(0) }
                    return value * 2
                }
                """, role: .exercise),
            SourceUnit(name: "checks.swift", code: """
                import ExerciseKit
                check("Twice", scenarios: 3) { scenario in
                    let value = scenario.int("value", 1...9)
                    observe("twice", twice(value))
                }
                """, role: .checks),
        ], mode: .swift5, limits: RunLimits(timeoutSeconds: 20), draw: ScenarioDraw(seed: 8))
        _ = kernel
        #expect(result.status == .succeeded)
        #expect(result.reports.count == 3)
        #expect(result.reports.allSatisfy { $0.ending == .returned })
        // Waiting for the daemon's end of the pipe would take its 300 s (the 20 s limit first); 15 s leaves room for a
        // cooperative pool that synchronous tests hold for seconds.
        #expect(result.runSeconds < 15, "\(result.runSeconds) s: the scenarios waited for the daemon's end of the pipe")
    }

    @Test func stoppingOneWorkKillsItsChildrenOnly() async throws {
        let scope = ProcessGroupScope()
        let runner = ProcessRunner()
        let request = ProcessRequest(executable: "/bin/sleep", arguments: ["300"], limits: ProcessLimits(wallSeconds: 400))
        let mine = Task { await ProcessGroupScope.$current.withValue(scope) { await runner.run(request) } }
        let theirs = Task { await runner.run(request) }
        try await Task.sleep(for: .milliseconds(500))
        let started = ContinuousClock.now
        scope.killAll()
        let stopped = await mine.value
        #expect(stopped.termination == .signaled(SIGKILL))
        // Not the sleep's 300 s (with room for a spawn a loaded machine held up: 25 s was seen).
        #expect(ContinuousClock.now - started < .seconds(90))
        try await Task.sleep(for: .milliseconds(300))
        theirs.cancel()
        // The other run was still going after the kill: it lasted until its cancellation.
        #expect(await theirs.value.duration > 0.75)
    }

    /// Ctrl-C can land before the child is spawned (a busy machine takes its time): the child that starts
    /// after the stop is killed as it joins the stopped work, not left to run its course.
    @Test func aStopBeforeTheChildStartsStillStopsIt() async throws {
        let scope = ProcessGroupScope()
        scope.killAll()
        #expect(scope.isStopped)
        let started = ContinuousClock.now
        let stopped = await ProcessGroupScope.$current.withValue(scope) {
            await ProcessRunner().run(ProcessRequest(executable: "/bin/sleep", arguments: ["300"], limits: ProcessLimits(wallSeconds: 400)))
        }
        #expect(stopped.termination == .signaled(SIGKILL))
        #expect(ContinuousClock.now - started < .seconds(90))
    }

    @Test func staleScratchFoldersOfEndedTutorsAreSwept() throws {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-sweep-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: parent) }
        // A pid that cannot be running (above pid_max), ours, and a folder that is not the kernel's.
        let stale = parent.appendingPathComponent("tutor-kernel-99999999-A")
        let live = parent.appendingPathComponent("tutor-kernel-\(getpid())-B")
        let other = parent.appendingPathComponent("tutor-kernel-tests-C")
        for folder in [stale, live, other] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        #expect(ScratchFolders.sweep(in: parent) == ["tutor-kernel-99999999-A"])
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        #expect(FileManager.default.fileExists(atPath: live.path))
        #expect(FileManager.default.fileExists(atPath: other.path))
    }

    @Test func libraryFoldersAreBoundOnceAndNeverUsrItself() {
        #expect(ProgramJail.libraryFolders(["/usr/lib", "/opt/swift/usr/lib/swift/linux", "/opt/swift/usr/lib/swift/linux", "/nonexistent"])
                == ["/opt/swift/usr/lib/swift/linux"].filter { FileManager.default.fileExists(atPath: $0) })
        #expect(ProgramJail.libraryFolders(["/", "/usr"]) == [])
    }

    /// Two runs at once never share a uid, so a fork bomb filling its own process cap leaves another run
    /// free to fork (RLIMIT_NPROC counts a uid's processes machine-wide); with one uid for both, the second
    /// is refused with a message, never run under the bomb's uid.
    /// Processes (zombies included) whose real uid is in `uids`.
    static func processes(under uids: ClosedRange<UInt32>) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { Int($0) != nil }.compactMap { pid in
            guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
                  let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Uid:") }),
                  let uid = line.split(whereSeparator: \.isWhitespace).dropFirst().first.flatMap({ UInt32($0) }),
                  uids.contains(uid) else { return nil }
            let state = status.split(separator: "\n").first { $0.hasPrefix("State:") } ?? ""
            return "\(pid) uid \(uid) \(state)"
        }
    }

    /// A run stopped at its time limit is over when `run` returns: nothing of it is left under its uid, not even a
    /// zombie (a jail's first process orphaned by its killed parent waits for the machine's init to reap it, and
    /// in a container that init may take seconds; meanwhile the uid's process count, and so the next lease's cap,
    /// includes it). Checked at once, for a loop, for one that forks children which outlive it, and for a flood.
    @Test(arguments: ["while true {}", "import Glibc\nfor _ in 0..<5 { if fork() == 0 { while true {} } }\nwhile true {}",
                      "while true { print(\"flood\") }"])
    func nothingOfARunStoppedAtItsLimitIsLeft(_ code: String) async throws {
        guard try await Self.kernel() != nil else { return }
        guard geteuid() == 0 else { try Test.cancel("Skipped: uids are leased only when the tutor runs as root") }
        var environment = ProcessInfo.processInfo.environment
        environment[JailUIDLease.rangeVariable] = "64210-64211"
        let kernel = SwiftKernel(options: .init(cacheDirectory: KernelFixture.cacheDirectory, useCache: false, environment: environment))
        var limits = RunLimits(timeoutSeconds: 2)
        limits.outputBytes = 4096
        let result = await kernel.run([SourceUnit(name: "cell 1", code: code)], limits: limits)
        #expect(result.status == (code.contains("flood") ? .outputLimitExceeded(bytes: 4096) : .timedOut(seconds: 2)))
        #expect(Self.processes(under: 64_210...64_211) == [])
    }

    @Test func aForkBombsCapIsItsOwnNotTheNextRuns() async throws {
        guard try await Self.kernel() != nil else { return }
        guard geteuid() == 0 else { try Test.cancel("Skipped: uids are leased only when the tutor runs as root") }
        func kernel(uids: String) -> SwiftKernel {
            var environment = ProcessInfo.processInfo.environment
            environment[JailUIDLease.rangeVariable] = uids
            return SwiftKernel(options: .init(cacheDirectory: KernelFixture.cacheDirectory, useCache: false, environment: environment))
        }
        // Forks until the cap refuses, says so, then holds every process for a while.
        let bomb = """
            import Glibc
            var children = 0
            while children < 1000 {
                let child = fork()
                if child == 0 { sleep(12); _exit(0) }
                if child < 0 { break }
                children += 1
            }
            print("bomb full after", children)
            fflush(stdout)
            sleep(12)
            """
        let honest = """
            import Glibc
            var made = 0
            for _ in 0..<8 {
                let child = fork()
                if child == 0 { _exit(0) }
                if child > 0 { made += 1; waitpid(child, nil, 0) }
            }
            print("forked", made)
            """
        /// Processes running now under one of `uids`.
        func running(_ uids: ClosedRange<UInt32>) -> Int {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            return entries.filter { Int($0) != nil }.filter { pid in
                guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
                      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Uid:") }),
                      let uid = line.split(whereSeparator: \.isWhitespace).dropFirst().first.flatMap({ UInt32($0) }) else { return false }
                return uids.contains(uid)
            }.count
        }
        /// Waits (compiling may take long on a busy machine) until `count` processes run under `uids`.
        func waitFor(_ count: Int, under uids: ClosedRange<UInt32>) async throws {
            // A `while`, not `for … where`: the latter goes on through every round (and past the bomb's life).
            var rounds = 0
            while running(uids) < count, rounds < 3000 {
                try await Task.sleep(for: .milliseconds(100))
                rounds += 1
            }
        }
        let shared = kernel(uids: "64200-64201")
        let bombRun = Task { await shared.run([SourceUnit(name: "cell 1", code: bomb)], limits: RunLimits(timeoutSeconds: 30)) }
        // The bomb has filled its cap (64 processes of its uid) before the honest program starts.
        try await waitFor(64, under: 64_200...64_201)
        #expect(running(64_200...64_201) >= 64)
        let result = await shared.run([SourceUnit(name: "cell 1", code: honest)], limits: RunLimits(timeoutSeconds: 20))
        #expect(result.status == .succeeded, "\(result.status)")
        #expect(result.outputs == ["forked 8\n"])

        let single = kernel(uids: "64202-64202")
        let holder = Task { await single.run([SourceUnit(name: "cell 1", code: "import Glibc\nsleep(15)\nprint(\"held\")")], limits: RunLimits(timeoutSeconds: 30)) }
        try await waitFor(1, under: 64_202...64_202)
        let refused = await single.run([SourceUnit(name: "cell 1", code: "print(\"ran\")")], limits: RunLimits(timeoutSeconds: 20))
        #expect(refused.status == .crashed(signal: 0, message: "The program could not start: every uid of 64202...64202 is held by another run; try again when fewer run at once"))
        #expect(await holder.value.outputs == ["held\n"])
        let bombResult = await bombRun.value
        #expect(bombResult.outputs.first?.hasPrefix("bomb full after ") == true, "\(bombResult.status) \(bombResult.outputs)")
    }
}
