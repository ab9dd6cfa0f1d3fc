import Foundation

/// The compiled UIKit model that learners' programs link against: the `Modules/` folder with
/// `UIKit.swiftmodule` and friends, and the object files of the model targets.
///
/// `swift run tutor` (and `swift test`, and `swift run tutor-bench`) compile the model targets
/// into their build folder but produce no library from them, so the kernel finds that folder
/// from where the running executable lives: `/proc/self/exe` is `.build/<triple>/<config>/tutor`
/// (or the test bundle, or `tutor-bench`), and its folder holds `Modules/` and `<Target>.build/`.
/// `TUTOR_RUNTIME_DIR` names the folder explicitly; `.build/debug` under the working directory is
/// the last resort. The folder's content is re-read on every run (a few dozen `stat` calls), and
/// its `identity` changes when the model is rebuilt, so results and libraries derived from an old
/// model are never reused.
struct ModelRuntime: Sendable, Hashable {
    /// The model targets, in link order. UIKit is required; the others are linked when built.
    static let targets = ["LayoutSolver", "UIKit", "UserNotifications", "Simulator", "ExerciseKit", "CheckChannel"]
    /// C targets linked into every program that has them (no module to import): the main run loop's hooks.
    static let cTargets = ["CMainRunLoop"]

    var buildDirectory: String
    var modulesDirectory: String { buildDirectory + "/Modules" }
    /// Object files of the model targets that exist, sorted within each target.
    var objectFiles: [String]
    /// Object files linked into each program itself, never into a shared model library (`cTargets`): the main run
    /// loop's hooks must come first in the dynamic linker's order, before libdispatch and Foundation, and only the
    /// program comes before them.
    var programObjectFiles: [String] = []
    /// Targets whose modules were found (those a learner may import).
    var availableTargets: [String]
    /// A digest of every object file's and module's path, size and modification time.
    var identity: String

    enum DiscoveryError: Error, CustomStringConvertible {
        case notFound(searched: [String])
        var description: String {
            switch self {
            case .notFound(let searched):
                return "The compiled UIKit model was not found (looked in \(searched.joined(separator: ", "))). "
                    + "Build it with `swift build` in tutor's package folder, or set TUTOR_RUNTIME_DIR to a build folder "
                    + "(such as .build/debug) that holds Modules/UIKit.swiftmodule. Lessons' questions still work."
            }
        }
    }

    /// Folders that may hold the model, most specific first.
    static func candidateDirectories(environment: [String: String]) -> [String] {
        if let explicit = environment["TUTOR_RUNTIME_DIR"], !explicit.isEmpty { return [explicit] }
        var candidates: [String] = []
        if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            var directory = executable.deletingLastPathComponentPath
            // The executable itself, then up to three parents (a test bundle may sit deeper).
            for _ in 0..<4 where directory != "/" && !directory.isEmpty {
                candidates.append(directory)
                directory = directory.deletingLastPathComponentPath
            }
        }
        let cwd = FileManager.default.currentDirectoryPath
        candidates.append(cwd + "/.build/debug")
        candidates.append(cwd + "/.build/release")
        return candidates
    }

    static func locate(environment: [String: String]) -> Result<String, DiscoveryError> {
        let candidates = candidateDirectories(environment: environment)
        for directory in candidates where isRuntimeDirectory(directory) {
            return .success((directory as NSString).resolvingSymlinksInPath)
        }
        return .failure(.notFound(searched: candidates))
    }

    static func isRuntimeDirectory(_ directory: String) -> Bool {
        let files = FileManager.default
        return files.fileExists(atPath: directory + "/Modules/UIKit.swiftmodule") && files.fileExists(atPath: directory + "/UIKit.build")
    }

    /// Reads the folder's current content. Cheap enough to do before every run: the `stat`
    /// calls are the only work when nothing changed (parsed maps and digests are memoized).
    static func scan(_ directory: String) throws -> ModelRuntime {
        var objects: [String] = []
        var available: [String] = []
        var signature = directory + "\n"
        for target in targets {
            let module = directory + "/Modules/\(target).swiftmodule"
            let targetObjects = objectFiles(of: target, in: directory)
            guard FileManager.default.fileExists(atPath: module), !targetObjects.isEmpty else { continue }
            available.append(target)
            for file in [module] + targetObjects {
                var info = stat()
                guard stat(file, &info) == 0 else { throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: file]) }
                signature += "\(file) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)\n"
            }
            objects += targetObjects
        }
        var programObjects: [String] = []
        for target in cTargets {
            let targetObjects = objectFiles(of: target, in: directory)
            for file in targetObjects {
                var info = stat()
                guard stat(file, &info) == 0 else { throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: file]) }
                signature += "program \(file) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)\n"
            }
            programObjects += targetObjects
        }
        guard available.contains("UIKit") else { throw DiscoveryError.notFound(searched: [directory]) }
        let identity = memo.value(for: "identity " + signature) { ContentDigest.hex(Array(signature.utf8)) }
        return ModelRuntime(buildDirectory: directory, objectFiles: objects, programObjectFiles: programObjects,
                            availableTargets: available, identity: identity)
    }

    private static let memo = Memo()

    /// A target's object files: those its output-file map names (so objects of deleted sources
    /// are left out), else every `*.o` in its build folder except the debugger's module wrapper.
    static func objectFiles(of target: String, in directory: String) -> [String] {
        let folder = directory + "/\(target).build"
        let mapPath = folder + "/output-file-map.json"
        var info = stat()
        if stat(mapPath, &info) == 0 {
            let key = "map \(mapPath) \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
            let listed = memo.value(for: key) { () -> String in
                guard let data = FileManager.default.contents(atPath: mapPath),
                      let map = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return "" }
                return map.values.compactMap { ($0 as? [String: Any])?["object"] as? String }.sorted().joined(separator: "\n")
            }
            let objects = listed.split(separator: "\n").map(String.init).filter { FileManager.default.fileExists(atPath: $0) }
            if !objects.isEmpty { return objects }
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".o") && !$0.hasSuffix(".swiftmodule.o") }.sorted().map { folder + "/" + $0 }
    }
}

/// Remembers derived values (parsed maps, digests) by a key that names their inputs' state.
private final class Memo: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: String] = [:]

    func value(for key: String, compute: () -> String) -> String {
        if let known = lock.withLock({ values[key] }) { return known }
        let value = compute()
        lock.withLock {
            if values.count > 64 { values.removeAll() }
            values[key] = value
        }
        return value
    }
}
