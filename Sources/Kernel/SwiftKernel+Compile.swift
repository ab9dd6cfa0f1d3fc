import Foundation

/// Compiling learners' units (and the lesson support they share) into a program.
extension SwiftKernel {
    /// The lesson's support units precompiled (`LessonSupportModule`), when the program has support units
    /// and may use the module; nil compiles them into the program.
    func lessonSupport(for units: [SourceUnit], mode: SwiftLanguageMode, prepared: Prepared) async -> KernelSetup.LessonSupport? {
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

    /// How long one compile may take: a first compile on a busy two-core machine measured about 40 s; a program
    /// written to keep the type checker busy is stopped here rather than after minutes.
    static let compileSeconds: Double = 90

    func compile(_ units: [SourceUnit], in scratch: URL, prepared: Prepared, unitNames: Set<String>,
                 lessonSupport: KernelSetup.LessonSupport?)
        async -> (executable: String?, diagnostics: [SourceDiagnostic], seconds: Double) {
        func unwritable(_ error: any Error) -> (executable: String?, diagnostics: [SourceDiagnostic], seconds: Double) {
            (nil, [SourceDiagnostic(unit: "swiftc", line: 0, column: 0, severity: .error, message: "cannot write the program's sources: \(error)")], 0)
        }
        let supportModule = lessonSupport.map { _ in LessonSupportModule.moduleName }
        let sealed = units.contains { $0.role == .sealedChecks }
        let files = sealed ? [ProgramAssembler.sealedFiles(for: units, lessonSupport: supportModule).main]
                           : ProgramAssembler.files(for: units, lessonSupport: supportModule)
        var paths: [String] = []
        for file in files {
            let url = scratch.appendingPathComponent(file.name)
            do { try Data(file.contents.utf8).write(to: url) } catch { return unwritable(error) }
            paths.append(url.path)
        }
        let output = scratch.appendingPathComponent("program").path
        var invocation = prepared.invocation
        if let lessonSupport { invocation.flags += LessonSupportModule.programFlags(folder: lessonSupport.folder) }
        let limits = ProcessLimits(wallSeconds: Self.compileSeconds, outputBytes: 4 << 20)
        // Every compiler job runs under the jail's watcher where it is built: the job and whatever it started end with
        // the tutor (even one killed with SIGKILL) and at the limit, rather than compile on for minutes as an orphan.
        let watcher = prepared.jailHelper.map { [$0, "--watch", String(getpid()), String(Int(Self.compileSeconds) + 10), "--"] } ?? []
        func watched(_ executable: String, _ arguments: [String]) -> (String, [String]) {
            watcher.isEmpty ? (executable, arguments) : (watcher[0], Array(watcher.dropFirst()) + [executable] + arguments)
        }
        var learnerWarnings: [SourceDiagnostic] = []
        var learnerSeconds = 0.0
        if sealed {
            // The learner's module first: the checks import it, and it cannot see them.
            let folder = scratch.appendingPathComponent("learner")
            var sources: [String] = []
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                for file in ProgramAssembler.sealedFiles(for: units, lessonSupport: supportModule).learner {
                    let url = folder.appendingPathComponent(file.name)
                    try Data(file.contents.utf8).write(to: url)
                    sources.append(url.path)
                }
            } catch { return unwritable(error) }
            let (executable, arguments) = watched(prepared.toolchain.swiftc,
                                                  ProgramAssembler.learnerModuleArguments(programFlags: invocation.flags, sources: sources, folder: folder))
            let outcome = await runner.run(ProcessRequest(executable: executable, arguments: arguments, environment: nil,
                                                          workingDirectory: scratch.path, mergeStandardError: true, limits: limits))
            let text = String(decoding: outcome.standardOutput, as: UTF8.self)
            learnerWarnings = CompilerOutputParser.diagnostics(from: text, unitNames: unitNames)
            learnerSeconds = outcome.duration
            guard outcome.succeeded else {
                var diagnostics = (lessonSupport?.warnings ?? []) + learnerWarnings
                if !diagnostics.contains(where: { $0.severity == .error }) {
                    diagnostics.append(SourceDiagnostic(unit: "swiftc", line: 0, column: 0, severity: .error,
                                                        message: "the compiler stopped (\(outcome.termination)): \(text.suffix(2000))"))
                }
                return (nil, diagnostics, outcome.duration)
            }
            invocation.flags += ["-I", folder.path]
            paths.append(folder.appendingPathComponent("\(ProgramAssembler.learnerModule).o").path)
        }
        // One compiler job for all files: cheaper than the driver's job per file for programs this small.
        let arguments = invocation.arguments(sources: paths, output: output)
        var direct: ProcessOutcome?
        if options.directCompilation,
           let plan = await setup.compilationPlan(swiftc: prepared.toolchain.swiftc, arguments: arguments, scratch: scratch.path,
                                                  toolchainVersion: prepared.toolchain.version, cache: cache) {
            direct = await plan.run(scratch: scratch.path, moduleCache: CompilationPlan.moduleCache(in: arguments), runner: runner, limits: limits,
                                    watcher: watcher)
        }
        let outcome: ProcessOutcome
        if let direct {
            outcome = direct
        } else {
            let (executable, watchedArguments) = watched(prepared.toolchain.swiftc, arguments)
            outcome = await runner.run(ProcessRequest(executable: executable, arguments: watchedArguments, environment: nil,
                                                      workingDirectory: scratch.path, mergeStandardError: true, limits: limits))
        }
        let text = String(decoding: outcome.standardOutput, as: UTF8.self)
        // The support files' warnings, which their module's build reported once, come first as they did
        // when the files were compiled with the program.
        var diagnostics = (lessonSupport?.warnings ?? []) + learnerWarnings + CompilerOutputParser.diagnostics(from: text, unitNames: unitNames)
        guard outcome.succeeded, FileManager.default.isExecutableFile(atPath: output) else {
            if !diagnostics.contains(where: { $0.severity == .error }) {
                diagnostics.append(SourceDiagnostic(unit: "swiftc", line: 0, column: 0, severity: .error,
                                                    message: "the compiler stopped (\(outcome.termination)): \(text.suffix(2000))"))
            }
            return (nil, diagnostics, learnerSeconds + outcome.duration)
        }
        return (output, diagnostics, learnerSeconds + outcome.duration)
    }
}
