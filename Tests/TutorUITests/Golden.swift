import Foundation
import Testing

/// Golden files: expected output kept beside the tests in `Golden/`. Set `TUTOR_RECORD_GOLDEN=1`
/// to rewrite them from the current output; on a mismatch the failure shows a line diff.
enum Golden {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static func check(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = directory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["TUTOR_RECORD_GOLDEN"] == "1" {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try? actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("Missing golden file \(name); run with TUTOR_RECORD_GOLDEN=1 to record it.", sourceLocation: sourceLocation)
            return
        }
        if expected != actual {
            Issue.record("\(name) differs from its golden file (- golden, + actual):\n\(lineDiff(expected, actual))", sourceLocation: sourceLocation)
        }
    }

    /// A line diff by longest common subsequence, unchanged lines prefixed with two spaces.
    static func lineDiff(_ old: String, _ new: String) -> String {
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
            if i < a.count, j < b.count, a[i] == b[j] { out.append("  " + a[i]); i += 1; j += 1 }
            else if j < b.count, i == a.count || lcs[i][j + 1] >= lcs[i + 1][j] { out.append("+ " + b[j]); j += 1 }
            else { out.append("- " + a[i]); i += 1 }
        }
        return out.joined(separator: "\n")
    }
}
