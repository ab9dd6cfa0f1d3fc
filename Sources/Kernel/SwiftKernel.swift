import Foundation

/// Compiles learners' Swift against the UIKit model and runs it as an untrusted child process.
///
/// One run: find the compiler and the compiled model (once), look the run up in the cache, else
/// write the units as one program (`ProgramAssembler`), compile it with `swiftc -Onone`, run it
/// under limits (`ProcessRunner`), and split its output per cell and its checks' verdicts
/// (`CheckChannel`). Diagnostics and crashes are reported at the learner's unit and line.
///
/// Safe to use from many tasks at once (grading runs students in parallel): the only shared
/// state is the memoized discovery in `KernelSetup`, an actor; each run has its own scratch folder.
public final class SwiftKernel: CodeRunning {
    /// How learners' programs get the model's code.
    public enum LinkStrategy: String, Sendable, Hashable, Codable {
        /// Link the model targets' object files into every program.
        case objectFiles
        /// Link them once into `libTutorModel.so` in the cache, and link programs against it.
        case sharedLibrary
    }

    public struct Options: Sendable {
        /// Where results and programs are kept; nil means `$XDG_CACHE_HOME/tutor/kernel` or `~/.cache/tutor/kernel`.
        public var cacheDirectory: URL?
        /// Off: every run compiles and runs (results are still not shared between runs).
        public var useCache: Bool
        public var linkStrategy: LinkStrategy
        /// Where `TUTOR_SWIFTC`, `TUTOR_RUNTIME_DIR`, `PATH`, `HOME` and `XDG_CACHE_HOME` are read from.
        public var environment: [String: String]
        /// Runs the driver's jobs itself (`CompilationPlan`) instead of `swiftc`; `TUTOR_COMPILE=driver` turns it off.
        public var directCompilation: Bool

        public init(cacheDirectory: URL? = nil, useCache: Bool = true, linkStrategy: LinkStrategy = .sharedLibrary,
                    environment: [String: String] = ProcessInfo.processInfo.environment, directCompilation: Bool? = nil) {
            self.cacheDirectory = cacheDirectory
            self.useCache = useCache
            self.linkStrategy = linkStrategy
            self.environment = environment
            self.directCompilation = directCompilation ?? (environment[SwiftKernel.compileVariable] != "driver")
        }
    }

    /// `driver` makes every compile go through `swiftc` itself rather than the learned plan of its jobs.
    public static let compileVariable = "TUTOR_COMPILE"

    public let options: Options
    private let runner: ProcessRunner
    private let cache: KernelCache
    private let setup: KernelSetup

    public init(options: Options = Options(), runner: ProcessRunner = ProcessRunner()) {
        self.options = options
        self.runner = runner
        self.cache = KernelCache(root: Self.cacheDirectory(options: options))
        self.setup = KernelSetup(environment: options.environment, runner: runner,
                                 probes: options.useCache ? cache.root.appendingPathComponent("toolchains") : nil)
    }

    /// Why code cannot run here (no compiler, no compiled model), or nil when it can.
    public func unavailableReason() async -> String? {
        switch await prepare(mode: .swift5) {
        case .success: return nil
        case .failure(let reason): return reason.message
        }
    }

    /// How the kernel invokes the compiler for a program: what a bare `swiftc` needs to build
    /// the same program, for comparisons.
    public struct CompilerInvocation: Sendable, Hashable {
        public var swiftc: String
        /// Language mode, model modules, support module, linker.
        public var flags: [String]
        /// The model's object files (`.objectFiles`), which must follow the sources: swiftc
        /// writes its link temporaries next to the first input, and that must not be the build folder.
        public var linkInputs: [String]

        public func arguments(sources: [String], output: String) -> [String] {
            flags + (sources.count > 1 ? ["-wmo"] : []) + sources + linkInputs + ["-o", output]
        }
    }

    public func compilerInvocation(mode: SwiftLanguageMode = .swift5) async -> CompilerInvocation? {
        guard case .success(let prepared) = await prepare(mode: mode) else { return nil }
        return prepared.invocation
    }

    public func run(_ units: [SourceUnit], mode: SwiftLanguageMode, limits: RunLimits, draw: ScenarioDraw?) async -> KernelResult {
        ScratchFolders.sweepOnce()
        if let oversized = units.first(where: { $0.code.utf8.count > limits.sourceBytes }) {
            func kibibytes(_ bytes: Int) -> String { "\((bytes + 1023) / 1024) KiB" }
            let (size, limit) = (kibibytes(oversized.code.utf8.count), kibibytes(limits.sourceBytes))
            return KernelResult(status: .compileFailed, diagnostics: [SourceDiagnostic(
                unit: oversized.name, line: 1, column: 1, severity: .error,
                message: "this file is \(size), over the limit of \(limit) per file: it was not compiled")])
        }
        let prepared: Prepared
        switch await prepare(mode: mode) {
        case .success(let value): prepared = value
        case .failure(let reason): return KernelResult(status: .toolchainUnavailable(reason: reason.message))
        }
        let lessonSupport = await lessonSupport(for: units, mode: mode, prepared: prepared)
        let programKey = Self.programKey(units: units, mode: mode, prepared: prepared, strategy: options.linkStrategy,
                                         lessonSupport: lessonSupport?.key)
        let resultKey = Self.resultKey(programKey: programKey, limits: limits, draw: draw)
        if options.useCache, var hit = cache.result(for: resultKey) {
            hit.cached = true
            hit.compileSeconds = 0
            hit.runSeconds = 0
            return hit
        }

        let scratch = ScratchFolders.make()
        defer { try? FileManager.default.removeItem(at: scratch) }
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        } catch {
            return KernelResult(status: .toolchainUnavailable(reason: "Cannot create a scratch folder for the program: \(error)"))
        }

        let unitNames = Set(units.map { ProgramAssembler.locationName($0.name) })
        let libraryFolders = prepared.libraryFolders + (lessonSupport.map { [$0.folder] } ?? [])
        var linkedElsewhere = false
        var diagnostics: [SourceDiagnostic] = []
        var compileSeconds = 0.0
        let executable: String
        if options.useCache, let kept = cache.program(for: programKey) {
            cache.markUsed(programKey)
            executable = KernelCache.ownCopy(of: kept, in: scratch)
            diagnostics = cache.diagnostics(for: programKey) // its warnings
            // Not recorded (kept by an older tutor): it may name any folders.
            linkedElsewhere = cache.linkedFolders(for: programKey) != libraryFolders
        } else {
            let compiled = await compile(units, in: scratch, prepared: prepared, unitNames: unitNames, lessonSupport: lessonSupport)
            diagnostics = compiled.diagnostics
            compileSeconds = compiled.seconds
            guard let binary = compiled.executable else {
                // Never kept: a compile stopped by Ctrl-C, a busy machine or a missing tool would otherwise fail the
                // same program for ever; a real error is found again by the next compile.
                return KernelResult(status: .compileFailed, outputs: [], diagnostics: diagnostics, compileSeconds: compileSeconds)
            }
            executable = binary
            if options.useCache {
                cache.keepProgram(at: binary, for: programKey)
                cache.store(diagnostics, for: programKey)
                cache.store(linkedFolders: libraryFolders, for: programKey)
                cache.pruneProgramsIfNeeded()
            }
        }

        var result = await execute(executable, units: units, unitNames: unitNames, in: scratch, linkedElsewhere: linkedElsewhere,
                                   limits: limits, draw: draw, libraryFolders: libraryFolders,
                                   jailHelper: prepared.jailHelper)
        result.diagnostics = diagnostics
        result.compileSeconds = compileSeconds
        if options.useCache, Self.isCacheable(result.status) {
            var stored = result
            stored.diagnostics = diagnostics
            cache.store(stored, for: resultKey)
        }
        return result
    }

    // MARK: Warming up

    /// Gets a new learner's first cell ready while they read the welcome: finds the compiler, links the
    /// model's libraries, and type-checks `import UIKit` once so that the compiler's module cache holds
    /// the C modules Swift imports (cold, they add about 0.6 s to the first compile). Runs detached at
    /// background priority, the compiler under `nice`; nothing waits for it unless a caller awaits the
    /// task. Once done for this model, compiler and module cache, a marker in the kernel cache makes later
    /// starts skip the compile. The task's value: whether everything is warm.
    @discardableResult
    public func warmUp() -> Task<Bool, Never> {
        Task.detached(priority: .background) { [self] in
            guard case .success(let prepared) = await prepare(mode: .swift5) else { return false }
            var hasher = ContentDigest()
            hasher.update(field: prepared.toolchain.version)
            hasher.update(field: prepared.runtime.identity)
            hasher.update(field: options.environment[Self.moduleCacheVariable] ?? "")
            hasher.update(field: options.environment["HOME"] ?? "")
            hasher.update(field: options.environment["XDG_CACHE_HOME"] ?? "")
            let marker = cache.runtimes.appendingPathComponent("warm-\(hasher.finalizeHex())")
            let scratch = ScratchFolders.make()
            defer { try? FileManager.default.removeItem(at: scratch) }
            // The compilation plan of a first cell (one cell, no lesson support), learned now rather than by that cell.
            if options.directCompilation, (try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)) != nil {
                let files = ProgramAssembler.files(for: [SourceUnit(name: "cell 1", code: "", role: .cell)], lessonSupport: nil)
                let paths = files.map { scratch.appendingPathComponent($0.name).path }
                if zip(files, paths).allSatisfy({ FileManager.default.createFile(atPath: $1, contents: Data($0.contents.utf8)) }) {
                    _ = await setup.compilationPlan(swiftc: prepared.toolchain.swiftc,
                                                    arguments: prepared.invocation.arguments(sources: paths, output: scratch.appendingPathComponent("program").path),
                                                    scratch: scratch.path, toolchainVersion: prepared.toolchain.version, cache: cache)
                }
            }
            if FileManager.default.fileExists(atPath: marker.path) { return true }
            let source = scratch.appendingPathComponent("warm-up.swift")
            do {
                try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
                try Data("import UIKit\n".utf8).write(to: source)
            } catch { return false }
            let compile = [prepared.toolchain.swiftc] + prepared.invocation.flags + ["-typecheck", source.path]
            let nice = "/usr/bin/nice"
            let command = FileManager.default.isExecutableFile(atPath: nice) ? [nice, "-n", "19"] + compile : compile
            let outcome = await runner.run(ProcessRequest(executable: command[0], arguments: Array(command.dropFirst()),
                                                          workingDirectory: scratch.path, mergeStandardError: true,
                                                          // Niced, the warm-up may wait a long time for a core while other work runs (a
                                                          // build beside it): it gives up on the compiler's own time, not on the clock's.
                                                          limits: ProcessLimits(wallSeconds: 3600, outputBytes: 1 << 20, cpuSeconds: 300)))
            guard outcome.succeeded else { return false }
            cache.writeAtomically(Data(), to: marker)
            return true
        }
    }

    // MARK: Compiling

    /// The lesson's support units precompiled (`LessonSupportModule`), when the program has support units
    /// and may use the module; nil compiles them into the program.
    private func lessonSupport(for units: [SourceUnit], mode: SwiftLanguageMode, prepared: Prepared) async -> KernelSetup.LessonSupport? {
        let support = units.filter { $0.role == .support }
        guard !support.isEmpty, options.linkStrategy == .sharedLibrary,
              LessonSupportModule.isUsable(support: support, others: units.filter { $0.role != .support }) else { return nil }
        return await setup.lessonSupport(support, mode: mode, prepared: prepared, cache: cache)
    }

    /// Builds the lesson support module for these units ahead of their first run (grading builds every lesson's
    /// before the students' sandboxes, which share the kernel's `runtime` folder read-only). Returns whether the
    /// programs with these units will use it.
    @discardableResult
    public func prepareLessonSupport(_ units: [SourceUnit], mode: SwiftLanguageMode = .swift5) async -> Bool {
        guard case .success(let prepared) = await prepare(mode: mode) else { return false }
        return await lessonSupport(for: units, mode: mode, prepared: prepared) != nil
    }

    /// Compiles a program into the cache without running it, so that kernels sharing the cache's `programs`
    /// folder run it without compiling (grading compiles each exercise's reference programs once for the class,
    /// not once per student). Returns whether the program is in the cache.
    @discardableResult
    public func precompile(_ units: [SourceUnit], mode: SwiftLanguageMode = .swift5) async -> Bool {
        guard options.useCache, case .success(let prepared) = await prepare(mode: mode) else { return false }
        let lessonSupport = await lessonSupport(for: units, mode: mode, prepared: prepared)
        let programKey = Self.programKey(units: units, mode: mode, prepared: prepared, strategy: options.linkStrategy,
                                         lessonSupport: lessonSupport?.key)
        if cache.program(for: programKey) != nil { return true }
        let scratch = ScratchFolders.make()
        defer { try? FileManager.default.removeItem(at: scratch) }
        guard (try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)) != nil else { return false }
        let compiled = await compile(units, in: scratch, prepared: prepared,
                                     unitNames: Set(units.map { ProgramAssembler.locationName($0.name) }), lessonSupport: lessonSupport)
        guard let binary = compiled.executable else { return false }
        cache.keepProgram(at: binary, for: programKey)
        cache.store(compiled.diagnostics, for: programKey)
        cache.store(linkedFolders: prepared.libraryFolders + (lessonSupport.map { [$0.folder] } ?? []), for: programKey)
        return cache.program(for: programKey) != nil
    }

    private func compile(_ units: [SourceUnit], in scratch: URL, prepared: Prepared, unitNames: Set<String>,
                         lessonSupport: KernelSetup.LessonSupport?)
        async -> (executable: String?, diagnostics: [SourceDiagnostic], seconds: Double) {
        var paths: [String] = []
        let files = ProgramAssembler.files(for: units, lessonSupport: lessonSupport.map { _ in LessonSupportModule.moduleName })
        for file in files {
            let url = scratch.appendingPathComponent(file.name)
            do { try Data(file.contents.utf8).write(to: url) } catch {
                return (nil, [SourceDiagnostic(unit: "swiftc", line: 0, column: 0, severity: .error,
                                               message: "cannot write the program's sources: \(error)")], 0)
            }
            paths.append(url.path)
        }
        let output = scratch.appendingPathComponent("program").path
        var invocation = prepared.invocation
        if let lessonSupport { invocation.flags += LessonSupportModule.programFlags(folder: lessonSupport.folder) }
        // One compiler job for all files: cheaper than the driver's job per file for programs this small.
        let arguments = invocation.arguments(sources: paths, output: output)
        let limits = ProcessLimits(wallSeconds: 300, outputBytes: 4 << 20)
        var direct: ProcessOutcome?
        if options.directCompilation,
           let plan = await setup.compilationPlan(swiftc: prepared.toolchain.swiftc, arguments: arguments, scratch: scratch.path,
                                                  toolchainVersion: prepared.toolchain.version, cache: cache) {
            direct = await plan.run(scratch: scratch.path, moduleCache: CompilationPlan.moduleCache(in: arguments), runner: runner, limits: limits)
        }
        let outcome: ProcessOutcome
        if let direct {
            outcome = direct
        } else {
            outcome = await runner.run(ProcessRequest(executable: prepared.toolchain.swiftc, arguments: arguments, environment: nil,
                                                      workingDirectory: scratch.path, mergeStandardError: true, limits: limits))
        }
        let text = String(decoding: outcome.standardOutput, as: UTF8.self)
        // The support files' warnings, which their module's build reported once, come first as they did
        // when the files were compiled with the program.
        var diagnostics = (lessonSupport?.warnings ?? []) + CompilerOutputParser.diagnostics(from: text, unitNames: unitNames)
        guard outcome.succeeded, FileManager.default.isExecutableFile(atPath: output) else {
            if !diagnostics.contains(where: { $0.severity == .error }) {
                diagnostics.append(SourceDiagnostic(unit: "swiftc", line: 0, column: 0, severity: .error,
                                                    message: "the compiler stopped (\(outcome.termination)): \(text.suffix(2000))"))
            }
            return (nil, diagnostics, outcome.duration)
        }
        return (output, diagnostics, outcome.duration)
    }

    // MARK: Running

    /// How long a crash's report may take past the time limit (`ProcessLimits.crashReportSeconds`).
    static let crashReportSeconds: Double = 30

    private func execute(_ executable: String, units: [SourceUnit], unitNames: Set<String>, in scratch: URL, linkedElsewhere: Bool,
                         limits: RunLimits, draw: ScenarioDraw?, libraryFolders: [String], jailHelper: String?) async -> KernelResult {
        let nonce = UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        let channel = scratch.appendingPathComponent("checks-\(nonce).jsonl").path
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
        let reports = ScenarioChannel.reports(fileAt: channel) { output in
            CompilerOutputParser.crash(in: output, unit: exerciseUnit, unitNames: unitNames, learnerUnits: learnerUnits)?.message
                ?? CompilerOutputParser.scenarioCrash(in: output, units: learnerUnits) ?? ""
        }
        let outputs = units.indices.filter { units[$0].role == .cell }.map { segments[$0] ?? "" }
        return KernelResult(status: status, outputs: outputs, reports: reports, runSeconds: outcome.duration)
    }

    /// Only a run that ended well is kept: a failure (a crash, a limit, a kill from outside) may say more about the
    /// moment than about the program, and a kept one would be replayed for ever.
    private static func isCacheable(_ status: RunStatus) -> Bool {
        status == .succeeded
    }

    // MARK: Keys

    private static func programKey(units: [SourceUnit], mode: SwiftLanguageMode, prepared: Prepared, strategy: LinkStrategy,
                                   lessonSupport: String?) -> String {
        var hasher = ContentDigest()
        hasher.update(field: KernelCache.formatVersion)
        hasher.update(field: lessonSupport ?? "support compiled in")
        hasher.update(field: prepared.toolchain.version)
        hasher.update(field: prepared.runtime.identity)
        hasher.update(field: strategy.rawValue)
        hasher.update(field: mode.rawValue)
        hasher.update(field: String(units.count))
        for unit in units {
            hasher.update(field: unit.name)
            hasher.update(field: unit.role.rawValue)
            hasher.update(field: unit.code)
        }
        return hasher.finalizeHex()
    }

    private static func resultKey(programKey: String, limits: RunLimits, draw: ScenarioDraw?) -> String {
        var hasher = ContentDigest()
        hasher.update(field: programKey)
        hasher.update(field: "\(limits.timeoutSeconds) \(limits.memoryBytes) \(limits.outputBytes) \(limits.processes)")
        hasher.update(field: draw.map { "\($0.seeds.map(String.init).joined(separator: ",")) \($0.scenarios)" } ?? "no draw")
        return hasher.finalizeHex()
    }

    // MARK: Discovery

    struct Prepared: Sendable {
        var toolchain: SwiftToolchain
        var runtime: ModelRuntime
        var invocation: CompilerInvocation
        /// What programs load at run time besides /usr: the Swift runtime and the kernel's own libraries.
        var libraryFolders: [String]
        /// The jail's setup compiled (`ProgramJailHelper`), or nil to use its shell script.
        var jailHelper: String?
    }

    struct Unavailable: Error {
        var message: String
    }

    private func prepare(mode: SwiftLanguageMode) async -> Result<Prepared, Unavailable> {
        let toolchain: SwiftToolchain
        switch await setup.toolchain() {
        case .success(let found): toolchain = found
        case .failure(let error): return .failure(Unavailable(message: error.description))
        }
        let runtime: ModelRuntime
        switch await setup.runtimeDirectory() {
        case .failure(let error): return .failure(Unavailable(message: error.description))
        case .success(let directory):
            do { runtime = try ModelRuntime.scan(directory) } catch {
                return .failure(Unavailable(message: "The compiled UIKit model in \(directory) is incomplete (\(error)). "
                                            + "Rebuild it with `swift build`. Lessons' questions still work."))
            }
        }
        // Line tables only: enough for the backtracer to name the learner's line, at no measurable compile cost.
        var arguments = ["-Onone", "-gline-tables-only", "-swift-version", mode.rawValue, "-module-name", CompilerOutputParser.moduleName,
                         "-diagnostic-style=llvm", "-no-color-diagnostics", "-I", runtime.modulesDirectory]
        arguments += toolchain.linkerArguments
        if let moduleCache = options.environment[Self.moduleCacheVariable], !moduleCache.isEmpty {
            arguments += ["-module-cache-path", moduleCache]
        }
        var linkInputs: [String] = runtime.programObjectFiles
        let swiftRuntime = URL(fileURLWithPath: toolchain.swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("lib/swift/linux").path
        // The runtime starts its backtracer from beside itself (`libexec/swift/linux/swift-backtrace`) when a program crashes.
        let backtracer = URL(fileURLWithPath: swiftRuntime).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("libexec/swift/linux").path
        var libraryFolders = [swiftRuntime, backtracer]
        switch await setup.libraries(for: runtime, toolchain: toolchain, cache: cache, strategy: options.linkStrategy) {
        case .failure(let error):
            return .failure(error)
        case .success(let libraries):
            libraryFolders += [libraries.support] + (libraries.model.map { [$0] } ?? [])
            arguments += ["-I", libraries.support, "-L", libraries.support, "-l\(ProgramAssembler.supportModule)",
                          "-Xlinker", "-rpath", "-Xlinker", libraries.support]
            if let model = libraries.model {
                arguments += ["-L", model, "-l\(KernelSetup.libraryName)", "-Xlinker", "-rpath", "-Xlinker", model]
            } else {
                linkInputs = runtime.objectFiles + runtime.programObjectFiles
            }
        }
        return .success(Prepared(toolchain: toolchain, runtime: runtime,
                                 invocation: CompilerInvocation(swiftc: toolchain.swiftc, flags: arguments, linkInputs: linkInputs),
                                 libraryFolders: libraryFolders,
                                 jailHelper: await setup.jailHelper(toolchain: toolchain, cache: cache)))
    }
}
