import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The kernel's scratch folders, `tutor-kernel-<pid>-<uuid>` in the temporary folder: one per run,
/// removed when the run ends. A tutor killed mid-run cannot remove its own, so the next kernel to start
/// removes those whose tutor is no longer running.
enum ScratchFolders {
    static let prefix = "tutor-kernel-"

    static func make(in parent: URL = FileManager.default.temporaryDirectory) -> URL {
        parent.appendingPathComponent("\(prefix)\(getpid())-\(UUID().uuidString)")
    }

    /// Removes folders of tutors that have ended; returns their names (for tests).
    @discardableResult
    static func sweep(in parent: URL = FileManager.default.temporaryDirectory) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        var removed: [String] = []
        for name in names where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            guard let dash = rest.firstIndex(of: "-"), let pid = pid_t(rest[..<dash]), pid > 0 else { continue }
            guard kill(pid, 0) != 0, errno == ESRCH else { continue }
            if (try? FileManager.default.removeItem(at: parent.appendingPathComponent(name))) != nil { removed.append(name) }
        }
        return removed
    }

    private static let swept: Void = { sweep() }()

    /// Sweeps once per process.
    static func sweepOnce() { _ = swept }
}
