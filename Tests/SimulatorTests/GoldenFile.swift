import Foundation
import Testing

/// Compares text with a file in `Tests/SimulatorTests/Golden/`. With `TUTOR_RECORD_GOLDEN=1`
/// in the environment the file is (re)written instead; a mismatch reports the differing lines.
/// Files are read from the source tree (next to this file), so recording and checking use the same copy.
enum GoldenFile {
    static var isRecording: Bool { ProcessInfo.processInfo.environment["TUTOR_RECORD_GOLDEN"] == "1" }

    static func url(_ name: String, filePath: String = #filePath) -> URL {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Golden").appendingPathComponent(name)
    }

    static func check(_ actual: String, matches name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let file = url(name)
        if isRecording {
            do {
                try actual.write(to: file, atomically: true, encoding: .utf8)
            } catch {
                Issue.record("Could not record \(file.path): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record("Missing golden file \(file.path). Run with TUTOR_RECORD_GOLDEN=1 to record it.", sourceLocation: sourceLocation)
            return
        }
        guard expected != actual else { return }
        let message = "Golden/\(name) differs (rerun with TUTOR_RECORD_GOLDEN=1 if the change is intended):\n"
            + lineDiff(expected: expected, actual: actual)
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }

    /// The lines that differ, numbered: `-` expected, `+` actual.
    static func lineDiff(expected: String, actual: String) -> String {
        let old = expected.components(separatedBy: "\n")
        let new = actual.components(separatedBy: "\n")
        var out: [String] = []
        for index in 0..<max(old.count, new.count) {
            let a = index < old.count ? old[index] : nil
            let b = index < new.count ? new[index] : nil
            guard a != b else { continue }
            if let a { out.append(String(format: "-%4d ", index + 1) + a) }
            if let b { out.append(String(format: "+%4d ", index + 1) + b) }
        }
        return out.joined(separator: "\n")
    }
}

@Suite struct GoldenFileTests {
    @Test func lineDiffShowsOnlyChangedLinesNumbered() {
        #expect(GoldenFile.lineDiff(expected: "a\nb\nc", actual: "a\nB\nc\nd") == "-   2 b\n+   2 B\n+   4 d")
        #expect(GoldenFile.lineDiff(expected: "same", actual: "same") == "")
    }
}
