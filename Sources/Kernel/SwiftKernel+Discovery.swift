import Foundation

/// Finding the compiler and the compiled model, once per kernel.
extension SwiftKernel {
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

    func prepare(mode: SwiftLanguageMode) async -> Result<Prepared, Unavailable> {
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
