import Foundation

/// Content-addressed storage for the kernel: results of runs, compiled programs, and the
/// model's shared library. Keys are SHA-256 digests of everything that decides the outcome,
/// so an entry never needs invalidating: a changed input is a different key.
///
/// Entries are written to a temporary name and renamed into place, so readers (other kernels,
/// other tutor processes) see a whole entry or none; an entry that does not decode is ignored
/// and overwritten by the next run.
struct KernelCache: Sendable {
    let root: URL

    /// `$TUTOR_KERNEL_CACHE` (a class's trusted graders share their instructor's), else
    /// `$XDG_CACHE_HOME/tutor/kernel`, else `~/.cache/tutor/kernel`.
    static func defaultDirectory(environment: [String: String]) -> URL {
        if let folder = environment[SwiftKernel.cacheVariable], folder.hasPrefix("/") { return URL(fileURLWithPath: folder) }
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg).appendingPathComponent("tutor/kernel")
        }
        let home = environment["HOME"].map { URL(fileURLWithPath: $0) } ?? FileManager.default.homeDirectoryForCurrentUser
        return home.appendingPathComponent(".cache/tutor/kernel")
    }

    private var results: URL { root.appendingPathComponent("results") }
    private var programs: URL { root.appendingPathComponent("programs") }
    var runtimes: URL { root.appendingPathComponent("runtime") }

    /// The version of the entries' format; part of every key.
    static let formatVersion = "kernel-cache-4"

    func result(for key: String) -> KernelResult? {
        guard let data = FileManager.default.contents(atPath: resultPath(key).path) else { return nil }
        return try? JSONDecoder().decode(KernelResult.self, from: data)
    }

    func store(_ result: KernelResult, for key: String) {
        guard let data = try? JSONEncoder().encode(result) else { return }
        writeAtomically(data, to: resultPath(key))
    }

    /// A compiled program, when one was kept for this key and is still executable.
    func program(for key: String) -> String? {
        let path = programs.appendingPathComponent(key).path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    /// Keeps a freshly linked program in the cache beside the run's own file, which stays where it is: a hard
    /// link where the cache and the scratch folder share a file system, else a copy. Another tutor keeping
    /// the same program later replaces the cache's name, never a running program's.
    func keepProgram(at path: String, for key: String) {
        let destination = programs.appendingPathComponent(key)
        let temporary = programs.appendingPathComponent(".\(key).\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: programs, withIntermediateDirectories: true)
            if link(path, temporary.path) != 0 { try FileManager.default.copyItem(atPath: path, toPath: temporary.path) }
            if rename(temporary.path, destination.path) != 0 { try? FileManager.default.removeItem(at: temporary) }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
        }
    }

    /// A kept program as a file of this run's own in `scratch` (a hard link, else a copy), or the cache's
    /// path when neither can be made. Why: the runtime's backtracer reads line tables from the path the
    /// program was started from; if another tutor replaced or pruned the cache's file meanwhile, that path
    /// names nothing and a crash would lose the learner's line.
    static func ownCopy(of path: String, in scratch: URL) -> String {
        let own = scratch.appendingPathComponent("program").path
        if link(path, own) == 0 { return own }
        if (try? FileManager.default.copyItem(atPath: path, toPath: own)) != nil { return own }
        return path
    }

    /// The warnings a kept program was compiled with.
    func diagnostics(for programKey: String) -> [SourceDiagnostic] {
        guard let data = FileManager.default.contents(atPath: programs.appendingPathComponent(programKey + ".warnings").path) else { return [] }
        return (try? JSONDecoder().decode([SourceDiagnostic].self, from: data)) ?? []
    }

    func store(_ diagnostics: [SourceDiagnostic], for programKey: String) {
        guard !diagnostics.isEmpty, let data = try? JSONEncoder().encode(diagnostics) else { return }
        writeAtomically(data, to: programs.appendingPathComponent(programKey + ".warnings"))
    }

    /// The library folders a kept program was linked against (its run path), or nil when not recorded.
    func linkedFolders(for programKey: String) -> [String]? {
        guard let data = FileManager.default.contents(atPath: programs.appendingPathComponent(programKey + ".libraries").path) else { return nil }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    func store(linkedFolders: [String], for programKey: String) {
        writeAtomically(Data(linkedFolders.joined(separator: "\n").utf8), to: programs.appendingPathComponent(programKey + ".libraries"))
    }

    private func resultPath(_ key: String) -> URL {
        results.appendingPathComponent(String(key.prefix(2))).appendingPathComponent(key + ".json")
    }

    func writeAtomically(_ data: Data, to url: URL) {
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try data.write(to: temporary)
            if rename(temporary.path, url.path) != 0 { try? FileManager.default.removeItem(at: temporary) }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
        }
    }

    /// Marks a kept program (and its warnings and library list) as used now, so pruning, which goes by
    /// modification time, keeps what is run often however long ago it was written. Best effort: a cache
    /// another user owns (a class's instructor's) may not let this user touch it.
    func markUsed(_ key: String) {
        for name in [key, key + ".warnings", key + ".libraries"] {
            _ = utimensat(AT_FDCWD, programs.appendingPathComponent(name).path, nil, 0)
        }
    }

    /// Keeps the programs folder bounded: past `limit` files, the half least recently written or used go.
    func pruneProgramsIfNeeded(limit: Int = 400) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: programs.path), names.count > limit else { return }
        let dated = names.compactMap { name -> (String, Date)? in
            let path = programs.appendingPathComponent(name).path
            guard let date = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date else { return nil }
            return (path, date)
        }.sorted { $0.1 < $1.1 }
        for (path, _) in dated.prefix(dated.count / 2) { try? FileManager.default.removeItem(atPath: path) }
    }
}
