import Foundation

/// The compiler driver's jobs for one shape of program (the same flags and file names), learned once from
/// `swiftc -###` and `clang -###` and then run directly: the frontend, then the linker.
///
/// Why: `swiftc` is a driver that plans jobs before running them, and for a cell-sized program its own start
/// and planning (about 50 ms), `swift-autolink-extract` (about 18 ms) and clang's driver in front of the
/// linker (about 10 ms) are a third of the compile. The plan keeps the exact commands the driver would run;
/// the libraries the object asks for are read from its `.swift1_autolink_entries` section (`ELFAutolink`),
/// as `swift-autolink-extract` reads them. Any shape the plan does not recognise is left to the driver.
struct CompilationPlan: Codable, Sendable, Hashable {
    /// The frontend's command lines (one for a single file or `-wmo`), with the marks below for the folders.
    var frontend: [[String]]
    /// The objects the frontend writes, in the order the linker takes them.
    var objects: [String]
    /// The linker's command line; `autolinkMark` stands where the objects' libraries go.
    var link: [String]
    /// The libraries `swift-autolink-extract` puts last, in its own fixed order (learned from the tool itself by
    /// `runtimeLibraryOrder`); the objects' other entries come first, in their order.
    var runtimeOrder: [String]

    static let scratchMark = "@TUTOR_SCRATCH@"
    static let objectsMark = "@TUTOR_OBJECTS@"
    /// The compiler's module cache (`-module-cache-path`), which differs between a teacher's tutor and the
    /// graded class's sandboxes while the rest of their compiles is the same.
    static let moduleCacheMark = "@TUTOR_MODULE_CACHE@"

    /// The folder after `-module-cache-path` in these arguments, if any.
    static func moduleCache(in arguments: [String]) -> String? {
        guard let index = arguments.firstIndex(of: "-module-cache-path"), index + 1 < arguments.count else { return nil }
        return arguments[index + 1]
    }

    /// The arguments as a plan's key sees them: this run's folders replaced by their marks.
    static func marked(_ arguments: [String], scratch: String) -> [String] {
        let cache = moduleCache(in: arguments)
        return arguments.map { mark($0, objects: nil, scratch: scratch, moduleCache: cache) }
    }

    /// One argument with this run's folders replaced by their marks: the objects folder first (it may lie in the
    /// same parent as the scratch folder), then the scratch folder, then the module cache.
    static func mark(_ argument: String, objects: String?, scratch: String, moduleCache: String?) -> String {
        var text = argument
        if let objects { text = text.replacingOccurrences(of: objects, with: objectsMark) }
        text = text.replacingOccurrences(of: scratch, with: scratchMark)
        if let moduleCache, !moduleCache.isEmpty { text = text.replacingOccurrences(of: moduleCache, with: moduleCacheMark) }
        return text
    }
    static let autolinkMark = "-lTutorAutolinkEntries"

    /// The commands with the marks replaced: `scratch` is the program's folder, `objects` a folder for the objects,
    /// `moduleCache` this run's `-module-cache-path`.
    func frontendCommands(scratch: String, objects folder: String, moduleCache: String? = nil) -> [[String]] {
        frontend.map { $0.map { Self.fill($0, scratch: scratch, objects: folder, moduleCache: moduleCache) } }
    }

    func objectPaths(scratch: String, objects folder: String) -> [String] {
        objects.map { Self.fill($0, scratch: scratch, objects: folder) }
    }

    func linkCommand(scratch: String, objects folder: String, autolink entries: [String], moduleCache: String? = nil) -> [String] {
        link.flatMap { argument -> [String] in
            argument == Self.autolinkMark ? entries : [Self.fill(argument, scratch: scratch, objects: folder, moduleCache: moduleCache)]
        }
    }

    /// The objects' entries as `swift-autolink-extract` writes them: the others in their order, then the runtime's
    /// libraries that were asked for, once each, in the tool's order.
    func autolinkFlags(_ entries: [String]) -> [String] {
        let runtime = Set(runtimeOrder)
        let asked = Set(entries)
        return entries.filter { !runtime.contains($0) } + runtimeOrder.filter { asked.contains($0) }
    }

    private static func fill(_ argument: String, scratch: String, objects: String, moduleCache: String? = nil) -> String {
        var text = argument.replacingOccurrences(of: scratchMark, with: scratch).replacingOccurrences(of: objectsMark, with: objects)
        if let moduleCache { text = text.replacingOccurrences(of: moduleCacheMark, with: moduleCache) }
        return text
    }

    // MARK: Learning

    /// Why a driver's plan was not taken (the driver then compiles as before).
    struct Refusal: Error, Equatable { var reason: String }

    /// Reads `swiftc -###` (its `output`, run in `scratch`): frontend jobs, `swift-autolink-extract`, and the
    /// clang link. Returns the frontend part with marks, the objects and the clang command (still to be turned
    /// into the linker's own by `linkerCommand`).
    static func parseDriverJobs(_ output: String, scratch: String, moduleCache: String? = nil) throws(Refusal) -> (frontend: [[String]], objects: [String],
                                                                                           objectsFolder: String, clang: [String],
                                                                                           autolinkTool: String) {
        let lines = output.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
        // Quoting would mean a path with spaces or quotes: rare, and not worth a shell parser.
        guard !lines.contains(where: { $0.contains("\"") || $0.contains("'") || $0.contains("\\") }) else {
            throw Refusal(reason: "the driver quoted an argument")
        }
        let jobs = lines.map { $0.split(separator: " ").map(String.init) }
        var frontend: [[String]] = [], autolink: [[String]] = [], clang: [[String]] = []
        for job in jobs {
            guard let tool = job.first.map({ URL(fileURLWithPath: $0).lastPathComponent }) else { continue }
            switch tool {
            case "swift-frontend" where job.dropFirst().first == "-frontend" && job.contains("-c"): frontend.append(job)
            case "swift-autolink-extract": autolink.append(job)
            case "clang", "clang++": clang.append(job)
            default: throw Refusal(reason: "an unexpected job: \(tool)")
            }
        }
        guard !frontend.isEmpty, autolink.count == 1, clang.count == 1 else {
            throw Refusal(reason: "not one frontend, autolink and link job each")
        }
        for job in frontend where job.contains("-filelist") || job.contains("-supplementary-output-file-map") {
            throw Refusal(reason: "the frontend takes file lists")
        }
        let objects = try frontend.map { job throws(Refusal) -> String in
            guard let index = job.lastIndex(of: "-o"), index + 1 < job.count else { throw Refusal(reason: "a frontend job without -o") }
            return job[index + 1]
        }
        let folders = Set(objects.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path })
        guard folders.count == 1, let folder = folders.first, folder != "/", !folder.isEmpty else {
            throw Refusal(reason: "objects in more than one folder")
        }
        func marked(_ argument: String) -> String { mark(argument, objects: folder, scratch: scratch, moduleCache: moduleCache) }
        return (frontend.map { $0.map(marked) }, objects.map(marked), folder, clang[0], autolink[0][0])
    }

    /// Reads `clang -###` (its standard error): the linker's command, each argument double-quoted.
    static func parseLinkerCommand(_ output: String) throws(Refusal) -> [String] {
        let lines = output.split(separator: "\n").map(String.init).filter { $0.hasPrefix(" \"") }
        guard let line = lines.last else { throw Refusal(reason: "clang named no linker") }
        var arguments: [String] = []
        var current: String?
        var escaped = false
        for character in line {
            if var text = current {
                if escaped { text.append(character); escaped = false; current = text }
                else if character == "\\" { escaped = true }
                else if character == "\"" { arguments.append(text); current = nil }
                else { text.append(character); current = text }
            } else if character == "\"" {
                current = ""
            }
        }
        guard current == nil, let tool = arguments.first, URL(fileURLWithPath: tool).lastPathComponent.hasPrefix("ld") else {
            throw Refusal(reason: "clang's linker command is not a linker's")
        }
        return arguments
    }

    /// Learns the plan for these compiler arguments: `swiftc -###`, then `clang -###` on the link job with a
    /// stand-in autolink file. Runs in `scratch` (its sources written), writes only under it.
    static func learn(swiftc: String, arguments: [String], scratch: String, runner: ProcessRunner,
                      runtimeOrder known: [String]? = nil) async throws(Refusal) -> CompilationPlan {
        let driver = await runner.run(ProcessRequest(executable: swiftc, arguments: arguments + ["-###"], workingDirectory: scratch,
                                                     mergeStandardError: true, limits: ProcessLimits(wallSeconds: 60, outputBytes: 1 << 20)))
        guard driver.succeeded else { throw Refusal(reason: "swiftc -### failed") }
        let moduleCache = Self.moduleCache(in: arguments)
        let jobs = try parseDriverJobs(String(decoding: driver.standardOutput, as: UTF8.self), scratch: scratch, moduleCache: moduleCache)
        // The link job against stand-ins in our own folder: clang checks that its inputs exist.
        let learning = scratch + "/plan-objects"
        try? FileManager.default.createDirectory(atPath: learning, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: learning) }
        // The dry run may have made the driver's temporary folder: it stays empty, so it goes.
        _ = rmdir(jobs.objectsFolder)
        let clang = jobs.clang.map { $0.replacingOccurrences(of: jobs.objectsFolder, with: learning) }
        for object in jobs.objects {
            FileManager.default.createFile(atPath: fill(object, scratch: scratch, objects: learning), contents: Data())
        }
        for argument in clang where argument.hasPrefix("@") {
            let path = String(argument.dropFirst())
            guard path.hasPrefix(learning + "/") else { throw Refusal(reason: "a response file of the link job that is not the autolink file") }
            FileManager.default.createFile(atPath: path, contents: Data((autolinkMark + "\n").utf8))
        }
        let linker = await runner.run(ProcessRequest(executable: clang[0], arguments: Array(clang.dropFirst()) + ["-###"],
                                                     workingDirectory: scratch, mergeStandardError: true,
                                                     limits: ProcessLimits(wallSeconds: 60, outputBytes: 1 << 20)))
        guard linker.succeeded else { throw Refusal(reason: "clang -### failed") }
        let link = try parseLinkerCommand(String(decoding: linker.standardOutput, as: UTF8.self)).map {
            mark($0, objects: learning, scratch: scratch, moduleCache: moduleCache)
        }
        guard link.filter({ $0 == autolinkMark }).count == 1 else { throw Refusal(reason: "the autolink entries were not found in the link") }
        let order: [String]
        if let known, !known.isEmpty { order = known } else {
            order = try await runtimeLibraryOrder(autolinkTool: jobs.autolinkTool, clang: clang[0], folder: learning, runner: runner)
        }
        return CompilationPlan(frontend: jobs.frontend, objects: jobs.objects, link: link, runtimeOrder: order)
    }

    /// The order in which `swift-autolink-extract` writes the runtime's libraries, asked of the tool itself: two objects
    /// list every library it might know (the toolchain's, and the system's it names) in opposite orders; the tool keeps
    /// other entries in the object's order and puts its own last in a fixed order, so what both answers end with is
    /// that order.
    static func runtimeLibraryOrder(autolinkTool: String, clang: String, folder: String, runner: ProcessRunner) async throws(Refusal) -> [String] {
        let runtimeFolder = URL(fileURLWithPath: autolinkTool).resolvingSymlinksInPath().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("lib/swift/linux").path
        let toolchainLibraries = ((try? FileManager.default.contentsOfDirectory(atPath: runtimeFolder)) ?? [])
            .filter { $0.hasPrefix("lib") && $0.hasSuffix(".so") }.map { "-l" + $0.dropFirst(3).dropLast(3) }
        let candidates = ["-lTutorOrderA", "-lTutorOrderB"] + Set(toolchainLibraries + [
            "-lm", "-lpthread", "-lutil", "-ldl", "-lz", "-lrt", "-lcurl", "-lxml2", "-luuid", "-lBlocksRuntime", "-ldispatch",
            "-lDispatchStubs", "-lCoreFoundation", "-licui18nswift", "-licuucswift", "-licudataswift", "-lXCTest",
        ]).sorted()
        func answer(_ entries: [String], name: String) async throws(Refusal) -> [String] {
            let assembly = folder + "/\(name).s", object = folder + "/\(name).o"
            let text = ".section .swift1_autolink_entries,\"e\",@progbits\n" + entries.map { ".asciz \"\($0)\"\n" }.joined()
            guard FileManager.default.createFile(atPath: assembly, contents: Data(text.utf8)) else { throw Refusal(reason: "cannot write \(assembly)") }
            let assembled = await runner.run(ProcessRequest(executable: clang, arguments: ["-c", assembly, "-o", object], mergeStandardError: true,
                                                            limits: ProcessLimits(wallSeconds: 60, outputBytes: 1 << 16)))
            guard assembled.succeeded else { throw Refusal(reason: "clang could not assemble the autolink probe") }
            let extracted = await runner.run(ProcessRequest(executable: autolinkTool, arguments: [object, "-o", "-"],
                                                            limits: ProcessLimits(wallSeconds: 60, outputBytes: 1 << 16)))
            guard extracted.succeeded else { throw Refusal(reason: "swift-autolink-extract failed on its probe") }
            return String(decoding: extracted.standardOutput, as: UTF8.self).split(separator: "\n").map(String.init)
        }
        let forward = try await answer(candidates, name: "order-forward")
        let backward = try await answer(candidates.reversed(), name: "order-backward")
        guard Set(forward) == Set(candidates), Set(backward) == Set(candidates) else {
            throw Refusal(reason: "swift-autolink-extract left out or added libraries")
        }
        let suffixLength = zip(forward.reversed(), backward.reversed()).prefix { $0 == $1 }.count
        return Array(forward.suffix(suffixLength))
    }

    // MARK: Running

    /// Compiles and links the program as the driver would have; nil when the objects' libraries could not be read
    /// (the caller then asks the driver). Output of every job is merged, as the driver forwards it.
    /// `watcher` goes before each command (`tutor-jail --watch …`), so that a job outlives neither its time nor the tutor.
    func run(scratch: String, moduleCache: String?, runner: ProcessRunner, limits: ProcessLimits, watcher: [String] = []) async -> ProcessOutcome? {
        let folder = scratch + "/objects"
        do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch { return nil }
        var output = Data()
        var duration = 0.0
        for job in frontendCommands(scratch: scratch, objects: folder, moduleCache: moduleCache) {
            let command = watcher + job
            let outcome = await runner.run(ProcessRequest(executable: command[0], arguments: Array(command.dropFirst()),
                                                          workingDirectory: scratch, mergeStandardError: true, limits: limits))
            output += outcome.standardOutput
            duration += outcome.duration
            guard outcome.succeeded else {
                return ProcessOutcome(termination: outcome.termination, standardOutput: output, standardError: Data(), duration: duration)
            }
        }
        var entries: [String] = []
        for object in objectPaths(scratch: scratch, objects: folder) {
            guard let found = ELFAutolink.entries(ofObjectAt: object) else { return nil }
            entries += found
        }
        let command = watcher + linkCommand(scratch: scratch, objects: folder, autolink: autolinkFlags(entries), moduleCache: moduleCache)
        let linked = await runner.run(ProcessRequest(executable: command[0], arguments: Array(command.dropFirst()),
                                                     workingDirectory: scratch, mergeStandardError: true, limits: limits))
        output += linked.standardOutput
        return ProcessOutcome(termination: linked.termination, standardOutput: output, standardError: Data(),
                              duration: duration + linked.duration)
    }
}

/// The libraries a Swift object file asks to be linked with: the NUL-separated strings of its
/// `.swift1_autolink_entries` sections (ELF64, little-endian), in order, as `swift-autolink-extract` reads them
/// (`CompilationPlan.autolinkFlags` then orders them as the tool writes them).
enum ELFAutolink {
    static let sectionName = ".swift1_autolink_entries"

    /// The entries of the object at `path`, in order; nil when it is not an ELF64 little-endian object.
    static func entries(ofObjectAt path: String) -> [String]? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return entries(of: data)
    }

    static func entries(of data: Data) -> [String]? {
        let bytes = [UInt8](data)
        func integer(_ offset: Int, _ size: Int) -> Int? {
            guard offset >= 0, size <= 8, offset + size <= bytes.count else { return nil }
            var value: UInt64 = 0
            for index in (0..<size).reversed() { value = value << 8 | UInt64(bytes[offset + index]) }
            return value > UInt64(Int.max) ? nil : Int(value)
        }
        // "\x7fELF", 64-bit, little-endian.
        guard bytes.count >= 64, bytes[0] == 0x7F, bytes[1] == 0x45, bytes[2] == 0x4C, bytes[3] == 0x46, bytes[4] == 2, bytes[5] == 1,
              let tableOffset = integer(0x28, 8), let entrySize = integer(0x3A, 2), entrySize >= 64,
              var count = integer(0x3C, 2), var namesIndex = integer(0x3E, 2) else { return nil }
        func section(_ index: Int) -> (name: Int, offset: Int, size: Int)? {
            let header = tableOffset + index * entrySize
            guard let name = integer(header, 4), let offset = integer(header + 24, 8), let size = integer(header + 32, 8),
                  offset + size <= bytes.count else { return nil }
            return (name, offset, size)
        }
        // Many sections: the real count and names index live in section 0.
        if count == 0 { guard let first = section(0) else { return nil }; count = first.size }
        if namesIndex == 0xFFFF { guard let link = integer(tableOffset + 40, 4) else { return nil }; namesIndex = link }
        guard count > 0, count < 1 << 20, let names = section(namesIndex) else { return nil }
        func name(at offset: Int) -> String? {
            let start = names.offset + offset
            guard start < names.offset + names.size else { return nil }
            var end = start
            while end < names.offset + names.size, bytes[end] != 0 { end += 1 }
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }
        var entries: [String] = []
        for index in 0..<count {
            guard let header = section(index) else { return nil }
            guard name(at: header.name) == sectionName else { continue }
            entries += bytes[header.offset..<(header.offset + header.size)].split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        }
        return entries
    }
}
