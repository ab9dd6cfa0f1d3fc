import Foundation

/// What the kernel finds once and reuses: the compiler, the model's folder, and the shared
/// library built from the model (one per model identity).
actor KernelSetup {
    static let libraryName = "TutorModel"

    private let environment: [String: String]
    let runner: ProcessRunner
    private var toolchainTask: Task<Result<SwiftToolchain, SwiftToolchain.DiscoveryError>, Never>?
    private var runtimeLocation: Result<String, ModelRuntime.DiscoveryError>?
    private var builds: [String: Task<Result<String, SwiftKernel.Unavailable>, Never>] = [:]
    private var lessonBuilds: [String: Task<LessonSupport?, Never>] = [:]
    /// Compilation plans by key, learned or read once per tutor (`compilationPlan`).
    var plans: [String: Task<CompilationPlan?, Never>] = [:]

    /// Where the compiler's probe is kept between tutor processes (`SwiftToolchain.discover`).
    private let probes: URL?

    init(environment: [String: String], runner: ProcessRunner, probes: URL? = nil) {
        self.environment = environment
        self.runner = runner
        self.probes = probes
    }

    func toolchain() async -> Result<SwiftToolchain, SwiftToolchain.DiscoveryError> {
        if let toolchainTask { return await toolchainTask.value }
        let task = Task { [environment, runner, probes] in
            await SwiftToolchain.discover(environment: environment, runner: runner, probes: probes)
        }
        toolchainTask = task
        return await task.value
    }

    func runtimeDirectory() -> Result<String, ModelRuntime.DiscoveryError> {
        if case .success(let directory)? = runtimeLocation, ModelRuntime.isRuntimeDirectory(directory) { return .success(directory) }
        let located = ModelRuntime.locate(environment: environment)
        runtimeLocation = located
        return located
    }

    /// Folders of what programs link besides their own code, built on first need and kept in the
    /// cache per model and compiler: `support/` (the `TutorKernelSupport` module and library)
    /// and, for `.sharedLibrary`, `model/` (`libTutorModel.so`, the model's objects linked once).
    /// Each is built in a temporary folder and renamed into place, so concurrent tutors never see
    /// half of one.
    func libraries(for runtime: ModelRuntime, toolchain: SwiftToolchain, cache: KernelCache,
                   strategy: SwiftKernel.LinkStrategy) async -> Result<(support: String, model: String?), SwiftKernel.Unavailable> {
        var hasher = ContentDigest()
        hasher.update(field: runtime.identity)
        hasher.update(field: toolchain.version)
        let root = cache.runtimes.appendingPathComponent(hasher.finalizeHex())
        let support = await built(root.appendingPathComponent("support"), with: toolchain.swiftc, description: "the kernel's support module") { folder in
            let source = folder.appendingPathComponent("\(ProgramAssembler.supportModule).swift")
            try Data(ProgramAssembler.supportSource.utf8).write(to: source)
            return ["-swift-version", "5", "-parse-as-library", "-module-name", ProgramAssembler.supportModule,
                    "-emit-library", "-emit-module", "-emit-module-path",
                    folder.appendingPathComponent("\(ProgramAssembler.supportModule).swiftmodule").path]
                + toolchain.linkerArguments
                + [source.path, "-o", folder.appendingPathComponent("lib\(ProgramAssembler.supportModule).so").path]
        }
        guard case .success(let supportFolder) = support else { return support.map { ($0, nil) } }
        guard strategy == .sharedLibrary else { return .success((supportFolder, nil)) }
        let model = await built(root.appendingPathComponent("model"), with: toolchain.swiftc, description: "the UIKit model's library") { folder in
            // Linked through links in our own folder: swiftc writes its temporaries next to the
            // first input, and two tutors linking at once must not share them (or write into the build).
            let objects = folder.appendingPathComponent("objects")
            try FileManager.default.createDirectory(at: objects, withIntermediateDirectories: true)
            let links = try runtime.objectFiles.enumerated().map { index, object in
                let link = objects.appendingPathComponent("\(index)-\((object as NSString).lastPathComponent)")
                try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: object)
                return link.path
            }
            return ["-emit-library"] + toolchain.linkerArguments + links
                + ["-o", folder.appendingPathComponent("lib\(Self.libraryName).so").path]
        }
        return model.map { (supportFolder, $0) }
    }

    /// The jail's setup program (`ProgramJailHelper`), compiled with the toolchain's clang into the cache
    /// once; nil where there is no clang or it fails (the jail then uses its shell script).
    func jailHelper(toolchain: SwiftToolchain, cache: KernelCache) async -> String? {
        let clang = URL(fileURLWithPath: toolchain.swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("clang").path
        guard FileManager.default.isExecutableFile(atPath: clang) else { return nil }
        var hasher = ContentDigest()
        hasher.update(field: ProgramJailHelper.source)
        hasher.update(field: toolchain.version)
        let folder = cache.runtimes.appendingPathComponent("jail-\(hasher.finalizeHex())")
        let built = await built(folder, with: clang, description: "the jail's setup") { temporary in
            let source = temporary.appendingPathComponent("tutor-jail.c")
            try Data(ProgramJailHelper.source.utf8).write(to: source)
            return ["-O2", "-o", temporary.appendingPathComponent("tutor-jail").path, source.path]
        }
        guard case .success(let path) = built else { return nil }
        return URL(fileURLWithPath: path).appendingPathComponent("tutor-jail").path
    }

    /// A lesson support module built in the cache: its folder (module and library), its key, and the warnings of its build.
    struct LessonSupport: Sendable {
        var folder: String
        var key: String
        var warnings: [SourceDiagnostic]
    }

    /// The module of these support units (`LessonSupportModule`), built on first need in
    /// `runtime/lessons/<key>` (a temporary folder renamed into place, as for the other libraries);
    /// nil when they do not compile on their own, which is remembered (`<key>.refused`) so that their
    /// programs go on compiling them inline without trying again.
    func lessonSupport(_ units: [SourceUnit], mode: SwiftLanguageMode, prepared: SwiftKernel.Prepared,
                       cache: KernelCache) async -> LessonSupport? {
        let key = LessonSupportModule.key(units: units, mode: mode, toolchainVersion: prepared.toolchain.version,
                                          modelIdentity: prepared.runtime.identity)
        if let task = lessonBuilds[key] { return await task.value }
        let lessons = cache.runtimes.appendingPathComponent("lessons")
        let folder = lessons.appendingPathComponent(key)
        let refused = lessons.appendingPathComponent(key + ".refused")
        let task = Task { [runner] () -> LessonSupport? in
            let manager = FileManager.default
            func warnings(in folder: URL) -> [SourceDiagnostic] {
                manager.contents(atPath: folder.appendingPathComponent(LessonSupportModule.warningsFile).path)
                    .flatMap { try? JSONDecoder().decode([SourceDiagnostic].self, from: $0) } ?? []
            }
            if manager.fileExists(atPath: folder.appendingPathComponent(LessonSupportModule.libraryFile).path) {
                return LessonSupport(folder: folder.path, key: key, warnings: warnings(in: folder))
            }
            if manager.fileExists(atPath: refused.path) { return nil }
            let temporary = lessons.appendingPathComponent(".\(key)-\(UUID().uuidString)")
            defer { try? manager.removeItem(at: temporary) }
            var sources: [String] = []
            do {
                try manager.createDirectory(at: temporary, withIntermediateDirectories: true)
                for (index, unit) in units.enumerated() {
                    let source = temporary.appendingPathComponent("support\(index).swift")
                    try Data(ProgramAssembler.located(unit).utf8).write(to: source)
                    sources.append(source.path)
                }
            } catch { return nil }
            let outcome = await runner.run(ProcessRequest(
                executable: prepared.toolchain.swiftc,
                arguments: LessonSupportModule.arguments(programFlags: prepared.invocation.flags, sources: sources, folder: temporary),
                workingDirectory: temporary.path, mergeStandardError: true, limits: ProcessLimits(wallSeconds: 300, outputBytes: 4 << 20)))
            guard outcome.succeeded, manager.fileExists(atPath: temporary.appendingPathComponent(LessonSupportModule.libraryFile).path) else {
                // Only the compiler's own refusal is remembered; a killed or missing compiler may do better next time.
                if case .exited = outcome.termination { manager.createFile(atPath: refused.path, contents: outcome.standardOutput) }
                return nil
            }
            let text = String(decoding: outcome.standardOutput, as: UTF8.self)
            let found = CompilerOutputParser.diagnostics(from: text, unitNames: Set(units.map { ProgramAssembler.locationName($0.name) }))
            if !found.isEmpty, let data = try? JSONEncoder().encode(found) {
                try? data.write(to: temporary.appendingPathComponent(LessonSupportModule.warningsFile))
            }
            if rename(temporary.path, folder.path) != 0, !manager.fileExists(atPath: folder.path) { return nil }
            return LessonSupport(folder: folder.path, key: key, warnings: manager.fileExists(atPath: folder.path) ? warnings(in: folder) : found)
        }
        lessonBuilds[key] = task
        return await task.value
    }

    /// Builds `folder` once (per process, and across processes through the file system) by
    /// running `swiftc` with the arguments `prepare` writes for a temporary folder.
    private func built(_ folder: URL, with swiftc: String, description: String,
                       prepare: @escaping @Sendable (URL) throws -> [String]) async -> Result<String, SwiftKernel.Unavailable> {
        if let task = builds[folder.path] { return await task.value }
        let task = Task { [runner] () -> Result<String, SwiftKernel.Unavailable> in
            if FileManager.default.fileExists(atPath: folder.path) { return .success(folder.path) }
            let temporary = folder.deletingLastPathComponent().appendingPathComponent(".\(folder.lastPathComponent)-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: temporary) }
            let arguments: [String]
            do {
                try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
                arguments = try prepare(temporary)
            } catch {
                return .failure(SwiftKernel.Unavailable(message: "Cannot prepare \(description) in \(temporary.path): \(error)"))
            }
            let outcome = await runner.run(ProcessRequest(executable: swiftc, arguments: arguments, workingDirectory: temporary.path,
                                                          mergeStandardError: true, limits: ProcessLimits(wallSeconds: 300, outputBytes: 1 << 20)))
            guard outcome.succeeded else {
                let detail = String(decoding: outcome.standardOutput, as: UTF8.self).suffix(2000)
                return .failure(SwiftKernel.Unavailable(message: "Building \(description) failed (\(outcome.termination)): \(detail)"))
            }
            // Another tutor may have won the race: then its folder is as good as ours.
            if rename(temporary.path, folder.path) != 0, !FileManager.default.fileExists(atPath: folder.path) {
                return .failure(SwiftKernel.Unavailable(message: "Cannot move \(description) into \(folder.path)"))
            }
            return .success(folder.path)
        }
        builds[folder.path] = task
        let result = await task.value
        if case .failure = result { builds[folder.path] = nil }
        return result
    }
}
