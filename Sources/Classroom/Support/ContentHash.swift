import Foundation
import Kernel
import Lessons

/// Hashes folders the same way on every run: each file's relative path, size and SHA-256 framed with
/// their lengths (so moving bytes between files changes the hash), then what was left out. Files are
/// read as `WorkspaceFiles` reads them: streamed, never through a link or a pipe, and a file over
/// `WorkspaceFiles.Limits.fileBytes` is not read at all; it counts by the problem that names its size.
public enum ContentHash {
    /// Files the grader writes into a workspace; they must not change the submission's hash.
    public static let generatedFileNames: Set<String> = ["feedback.md", "feedback.html", ".DS_Store"]

    /// `expected` as in `WorkspaceFiles.scan`: what is left out decides containments, so it is part of the hash.
    public static func of(directories: [(label: String, url: URL?)], extra: [String] = [],
                          expected: [String: WorkspaceFiles.Role] = [:]) -> String {
        var hasher = ContentDigest()
        for text in extra { frame(Array(text.utf8), into: &hasher) }
        for (label, url) in directories {
            frame(Array(label.utf8), into: &hasher)
            guard let url else { frame([], into: &hasher); continue }
            let scan = WorkspaceFiles.scan(url, expected: expected)
            frame(count: scan.files.count, into: &hasher)
            for file in scan.files {
                frame(Array(file.path.utf8), into: &hasher)
                frame(count: file.size, into: &hasher)
                frame(file.digest, into: &hasher)
            }
            frame(count: scan.problems.count, into: &hasher)
            for problem in scan.problems { frame(Array(problem.detail.utf8), into: &hasher) }
        }
        return hasher.finalizeHex()
    }

    private static func frame(count: Int, into hasher: inout ContentDigest) {
        withUnsafeBytes(of: UInt64(count).bigEndian) { frame(Array($0), into: &hasher) }
    }

    private static func frame(_ bytes: [UInt8], into hasher: inout ContentDigest) {
        var count = UInt64(bytes.count).bigEndian
        withUnsafeBytes(of: &count) { hasher.update($0) }
        hasher.update(bytes)
    }

    /// Regular files under a folder by relative path, sorted (links, pipes and files over the size limit left out).
    static func files(under root: URL) -> [(String, Data)] {
        WorkspaceFiles.contents(under: root).sorted { $0.0 < $1.0 }
    }
}
