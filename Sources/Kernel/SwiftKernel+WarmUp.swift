import Foundation

/// Getting a new learner's first cell ready while they read the welcome.
extension SwiftKernel {
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
}
