import Foundation
import Lessons

/// Hashes folders the same way on every run: relative paths sorted, each path and its bytes framed
/// with their lengths so that moving bytes between files changes the hash.
public enum ContentHash {
    /// Files the grader writes into a workspace; they must not change the submission's hash.
    public static let generatedFileNames: Set<String> = ["feedback.md", "feedback.html", ".DS_Store"]

    public static func of(directories: [(label: String, url: URL?)], extra: [String] = []) -> String {
        var hasher = SHA256()
        for text in extra { frame(Array(text.utf8), into: &hasher) }
        for (label, url) in directories {
            frame(Array(label.utf8), into: &hasher)
            guard let url else { frame([], into: &hasher); continue }
            for (path, data) in files(under: url) {
                frame(Array(path.utf8), into: &hasher)
                frame(Array(data), into: &hasher)
            }
        }
        return hasher.finalizeHex()
    }

    private static func frame(_ bytes: [UInt8], into hasher: inout SHA256) {
        var count = UInt64(bytes.count).bigEndian
        withUnsafeBytes(of: &count) { hasher.update($0) }
        hasher.update(bytes)
    }

    /// Regular files under a folder (symbolic links are not followed), sorted by relative path.
    static func files(under root: URL) -> [(String, Data)] {
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey, .isSymbolicLinkKey]) else {
            return []
        }
        let rootPath = root.standardizedFileURL.path
        var found: [(String, Data)] = []
        for case let url as URL in enumerator {
            let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isSymbolicLinkKey])
            guard values?.isRegularFile == true, values?.isSymbolicLink != true else { continue }
            guard !generatedFileNames.contains(url.lastPathComponent) else { continue }
            var relative = url.standardizedFileURL.path
            if relative.hasPrefix(rootPath) { relative = String(relative.dropFirst(rootPath.count)) }
            found.append((relative, (try? Data(contentsOf: url)) ?? Data()))
        }
        return found.sorted { $0.0 < $1.0 }
    }
}
