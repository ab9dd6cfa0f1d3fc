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
    let runner: ProcessRunner
    let cache: KernelCache
    let setup: KernelSetup

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

    // MARK: Keys

    static func programKey(units: [SourceUnit], mode: SwiftLanguageMode, prepared: Prepared, strategy: LinkStrategy,
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

    static func resultKey(programKey: String, limits: RunLimits, draw: ScenarioDraw?) -> String {
        var hasher = ContentDigest()
        hasher.update(field: programKey)
        hasher.update(field: "\(limits.timeoutSeconds) \(limits.memoryBytes) \(limits.outputBytes) \(limits.processes)")
        hasher.update(field: draw.map { "\($0.seeds.map(String.init).joined(separator: ",")) \($0.scenarios)" } ?? "no draw")
        return hasher.finalizeHex()
    }

}
