import Foundation

/// The Swift compiler the kernel compiles learners' code with.
///
/// Found once per kernel: `TUTOR_SWIFTC` when set, else `swiftc` on PATH. Its version string is
/// part of every cache key, so results from another compiler are never reused.
struct SwiftToolchain: Sendable, Hashable {
    var swiftc: String
    /// `swiftc --version`'s first line.
    var version: String
    /// `-use-ld=lld` when the toolchain ships lld: it links learners' programs faster than gold.
    var linkerArguments: [String]

    enum DiscoveryError: Error, CustomStringConvertible {
        case notFound(searched: String)
        case broken(path: String, detail: String)

        var description: String {
            let advice = "Lessons' questions still work; code cells, exercises and `run` need a Swift toolchain "
                + "(install Swift 6 from swift.org and put `swiftc` on PATH, or set TUTOR_SWIFTC to its path)."
            switch self {
            case .notFound(let searched): return "No Swift compiler found (looked for \(searched)). " + advice
            case .broken(let path, let detail): return "The Swift compiler at \(path) does not run (\(detail)). " + advice
            }
        }
    }

    /// `probes`: a folder where what `swiftc --version` said is kept, keyed by the compiler's resolved path
    /// and its frontend's size and modification time, so that a tutor process does not pay for the probe
    /// (about 40 ms) each time it starts; a new or changed compiler is probed again.
    static func discover(environment: [String: String], runner: ProcessRunner,
                         probes: URL? = nil) async -> Result<SwiftToolchain, DiscoveryError> {
        let candidate: String
        if let explicit = environment["TUTOR_SWIFTC"], !explicit.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: explicit) else {
                return .failure(.notFound(searched: "TUTOR_SWIFTC=\(explicit), which is not an executable file"))
            }
            candidate = explicit
        } else {
            let path = environment["PATH"] ?? "/usr/bin:/bin"
            guard let found = path.split(separator: ":").map({ "\($0)/swiftc" })
                .first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
                return .failure(.notFound(searched: "`swiftc` on PATH and the TUTOR_SWIFTC variable"))
            }
            candidate = found
        }
        let directory = (candidate as NSString).resolvingSymlinksInPath.deletingLastPathComponentPath
        let kept = probes.flatMap { probeFile(in: $0, swiftc: candidate, directory: directory) }
        let firstLine: Substring
        if let kept, let line = try? String(contentsOf: kept, encoding: .utf8), line.contains("Swift version") {
            firstLine = Substring(line)
        } else {
            let probe = await runner.run(ProcessRequest(executable: candidate, arguments: ["--version"], mergeStandardError: true,
                                                        limits: ProcessLimits(wallSeconds: 30, outputBytes: 64 << 10)))
            let text = String(decoding: probe.standardOutput, as: UTF8.self)
            guard probe.succeeded, let line = text.split(separator: "\n").first(where: { $0.contains("Swift version") }) else {
                return .failure(.broken(path: candidate, detail: "`swiftc --version` ended with \(probe.termination)"))
            }
            firstLine = line
            if let kept {
                try? FileManager.default.createDirectory(at: kept.deletingLastPathComponent(), withIntermediateDirectories: true)
                let temporary = kept.deletingLastPathComponent().appendingPathComponent(".\(UUID().uuidString)")
                if (try? Data(line.utf8).write(to: temporary)) != nil { _ = rename(temporary.path, kept.path) }
            }
        }
        let lld = FileManager.default.isExecutableFile(atPath: directory + "/ld.lld")
        return .success(SwiftToolchain(swiftc: candidate, version: String(firstLine), linkerArguments: lld ? ["-use-ld=lld"] : []))
    }
}

extension SwiftToolchain {
    /// Where the probe of this compiler is kept: named by a hash of its resolved path and of its frontend's
    /// (or, without one, its own) size and modification time.
    static func probeFile(in folder: URL, swiftc: String, directory: String) -> URL? {
        let resolved = (swiftc as NSString).resolvingSymlinksInPath
        let frontend = directory + "/swift-frontend"
        let measured = FileManager.default.fileExists(atPath: frontend) ? frontend : resolved
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: measured),
              let size = attributes[.size] as? NSNumber, let modified = attributes[.modificationDate] as? Date else { return nil }
        var hasher = ContentDigest()
        hasher.update(field: resolved)
        hasher.update(field: size.stringValue)
        hasher.update(field: String(modified.timeIntervalSince1970))
        return folder.appendingPathComponent(hasher.finalizeHex() + ".txt")
    }
}

extension String {
    var deletingLastPathComponentPath: String { (self as NSString).deletingLastPathComponent }
}
