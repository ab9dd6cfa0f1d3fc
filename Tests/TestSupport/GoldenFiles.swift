import Foundation
import Testing

/// Expected output kept as files beside the tests (`Golden/`), compared whole, with a line diff on a mismatch.
/// `TUTOR_RECORD_GOLDEN=1` rewrites them from the current output, and the test then fails, saying so, as
/// swift-snapshot-testing's record mode does: a recording is never mistaken for a check that passed.
public struct GoldenFiles: Sendable {
    public let directory: URL

    public init(directory: URL) { self.directory = directory }

    /// The `Golden` folder beside the calling file.
    public init(besideFile filePath: String = #filePath) {
        directory = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    }

    public static var isRecording: Bool { ProcessInfo.processInfo.environment["TUTOR_RECORD_GOLDEN"] == "1" }

    public func check(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = directory.appendingPathComponent(name)
        if Self.isRecording {
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try actual.write(to: url, atomically: true, encoding: .utf8)
                Issue.record("Recorded \(name); run again without TUTOR_RECORD_GOLDEN to check against it.", sourceLocation: sourceLocation)
            } catch {
                Issue.record("Could not record \(url.path): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("Missing golden file \(name); run with TUTOR_RECORD_GOLDEN=1 to record it.", sourceLocation: sourceLocation)
            return
        }
        if expected != actual {
            Issue.record("\(name) differs from its golden file (- golden, + actual):\n\(Self.lineDiff(expected, actual))",
                         sourceLocation: sourceLocation)
        }
    }

    /// A line diff by longest common subsequence, unchanged lines prefixed with two spaces.
    public static func lineDiff(_ old: String, _ new: String) -> String {
        let a = old.components(separatedBy: "\n"), b = new.components(separatedBy: "\n")
        var lcs = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var out: [String] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                out.append("  " + a[i]); i += 1; j += 1
            } else if j < b.count, i == a.count || lcs[i][j + 1] >= lcs[i + 1][j] {
                out.append("+ " + b[j]); j += 1
            } else {
                out.append("- " + a[i]); i += 1
            }
        }
        return out.joined(separator: "\n")
    }
}
