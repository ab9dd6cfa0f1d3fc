import Foundation
import CheckChannel

/// Running a compiled program jailed, under limits, and reading what it printed and reported.
extension SwiftKernel {
    /// How long a crash's report may take past the time limit (`ProcessLimits.crashReportSeconds`).
    static let crashReportSeconds: Double = 30

    func execute(_ executable: String, units: [SourceUnit], unitNames: Set<String>, in scratch: URL, linkedElsewhere: Bool,
                 limits: RunLimits, draw: ScenarioDraw?, libraryFolders: [String], jailHelper: String?) async -> KernelResult {
        let nonce = UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        let channel = scratch.appendingPathComponent("checks-\(nonce).jsonl").path
        let keyText = SipHash24.randomKeyText()
        let key = SipHash24(hexadecimal: keyText)!
        let jail: ProgramJail?
        if case .available(let mode) = await ProgramJail.availability(environment: options.environment) {
            jail = ProgramJail(mode: mode, processes: limits.processes)
        } else {
            jail = nil
        }
        let inside = jail == nil ? scratch.path : "/work"
        var environment: [String: String] = [
            "PATH": jail == nil ? options.environment["PATH"] ?? "/usr/bin:/bin" : "/usr/bin:/bin",
            "HOME": inside,
            "TMPDIR": inside,
            "LANG": options.environment["LANG"] ?? "C.UTF-8",
            // The backtracer names the learner's line where the runtime names only its own (an index out of range).
            "SWIFT_BACKTRACE": "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,limit=32,top=8,symbolicate=fast,"
                + "sanitize=yes,cache=no",
            // The main queue, its timed blocks and the main run loop's timers run on the model's virtual clock.
            "TUTOR_VIRTUAL_RUN_LOOP": "1",
            ProgramAssembler.nonceVariable: nonce,
            ScenarioChannel.variable: jail == nil ? channel : ProgramJail.channelInside,
            ScenarioChannel.outputLimitVariable: String(limits.outputBytes),
            ScenarioChannel.keyVariable: keyText,
        ]
        if let draw {
            environment[ScenarioChannel.seedVariable] = draw.seeds.map(String.init).joined(separator: ",")
            environment[ScenarioChannel.scenariosVariable] = String(draw.scenarios)
        }
        let libraryPath = options.environment["LD_LIBRARY_PATH"]
        if linkedElsewhere {
            // A program compiled by another kernel on a shared cache (grading's reference programs, `precompile`)
            // names that kernel's library folders in its run path, which a sandbox does not see: it is told this one's.
            environment["LD_LIBRARY_PATH"] = (libraryFolders + (libraryPath.map { [$0] } ?? [])).joined(separator: ":")
        } else if let libraryPath {
            environment["LD_LIBRARY_PATH"] = libraryPath
        }
        var command = [executable]
        // Run by root, the program gets a uid no other run on this machine holds until it has ended.
        let uidRange = JailUIDLease.range(environment: options.environment)
        let lease = jail?.mode == .root ? JailUIDLease.acquire(in: uidRange) : nil
        if let jail {
            let root = scratch.appendingPathComponent("root")
            try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            FileManager.default.createFile(atPath: channel, contents: Data())
            command = jail.command(program: executable, root: root.path, channel: channel,
                                   libraries: libraryFolders + (libraryPath?.split(separator: ":").map(String.init) ?? []),
                                   wallSeconds: limits.timeoutSeconds + Self.crashReportSeconds, uid: lease?.uid, helper: jailHelper)
        }
        // In the jail the process cap is applied inside, to the program's own uid or namespace.
        let wallSeconds = limits.timeoutSeconds + (jail == nil ? 0 : ProgramJail.setupSeconds)
        let outcome = jail?.mode == .root && lease == nil
            ? ProcessOutcome(termination: .launchFailed("every uid of \(uidRange) is held by another run; try again when fewer run at once"),
                             standardOutput: Data(), standardError: Data(), duration: 0)
            : await runner.run(ProcessRequest(
            executable: command[0], arguments: Array(command.dropFirst()), environment: environment,
            workingDirectory: scratch.path, mergeStandardError: true,
            // The CPU limit is a backstop behind the wall clock, never before it: a jailed program is its pid
            // namespace's init, which the kernel's SIGXCPU does not reach, and its SIGKILL would read as a crash.
            limits: ProcessLimits(wallSeconds: wallSeconds,
                                  memoryBytes: limits.memoryBytes, outputBytes: limits.outputBytes,
                                  processes: jail == nil ? limits.processes : nil, cpuSeconds: Int(wallSeconds.rounded(.up)) + 1,
                                  crashReportSeconds: Self.crashReportSeconds),
            // The jail's watcher ends and reaps the jail itself when told to stop (nothing left for init to reap).
            leaderStopSeconds: jail != nil && jailHelper != nil ? 2 : nil))
        withExtendedLifetime(lease) {}

        let text = String(decoding: outcome.standardOutput, as: UTF8.self)
        var (segments, lastUnit) = ProgramAssembler.split(text, nonce: nonce)
        // Where a crash is blamed: the learner's own units (cells and the exercise), never the checks or support.
        let learnerUnits = Set(units.filter { $0.role == .cell || $0.role == .exercise }.map { ProgramAssembler.locationName($0.name) })
        let runningUnit = lastUnit.map { units.indices.contains($0) ? units[$0].name : "the program" } ?? "the program"

        var status: RunStatus
        switch outcome.termination {
        case .exited(0): status = .succeeded
        case .exited(let code): status = .exited(code: code)
        case .timedOut: status = .timedOut(seconds: limits.timeoutSeconds)
        case .outputLimitExceeded: status = .outputLimitExceeded(bytes: limits.outputBytes)
        case .launchFailed(let reason): status = .crashed(signal: 0, message: "The program could not start: \(reason)")
        case .signaled(let signal):
            let segment = lastUnit.flatMap { segments[$0] } ?? ""
            let crash = CompilerOutputParser.crash(in: segment, unit: runningUnit, unitNames: unitNames, learnerUnits: learnerUnits)
            if let crash, let lastUnit { segments[lastUnit] = crash.remainingOutput }
            if crash == nil, let lastUnit { segments[lastUnit] = CompilerOutputParser.removingBacktrace(segment) }
            if crash?.outOfMemory == true {
                status = .memoryLimitExceeded
            } else if signal == SIGXCPU {
                status = .timedOut(seconds: limits.timeoutSeconds)
            } else {
                let message = crash?.message ?? CompilerOutputParser.signalCrash(in: segment, signal: signal, units: learnerUnits)
                    ?? "\(runningUnit): the program crashed (\(CompilerOutputParser.signalName(signal)))"
                status = .crashed(signal: signal, message: message)
            }
        }
        if case .exited = status, let lastUnit, let segment = segments[lastUnit],
           let crash = CompilerOutputParser.crash(in: segment, unit: runningUnit, unitNames: unitNames), crash.outOfMemory {
            segments[lastUnit] = crash.remainingOutput
            status = .memoryLimitExceeded
        }

        let exerciseUnit = units.first { $0.role == .exercise }?.name ?? "the program"
        let reports = ScenarioChannel.reports(fileAt: channel, runKey: key) { output in
            CompilerOutputParser.crash(in: output, unit: exerciseUnit, unitNames: unitNames, learnerUnits: learnerUnits)?.message
                ?? CompilerOutputParser.scenarioCrash(in: output, units: learnerUnits) ?? ""
        }
        let outputs = units.indices.filter { units[$0].role == .cell }.map { segments[$0] ?? "" }
        return KernelResult(status: status, outputs: outputs, reports: reports, runSeconds: outcome.duration)
    }

    /// Only a run that ended well is kept: a failure (a crash, a limit, a kill from outside) may say more about the
    /// moment than about the program, and a kept one would be replayed for ever.
    static func isCacheable(_ status: RunStatus) -> Bool {
        status == .succeeded
    }
}
