import Foundation
@testable import Kernel
@testable import Lessons
import Testing

/// The parser's own text helpers must agree with the Foundation calls they replace.
@Suite struct TextScanningTests {
    static let samples = ["", " ", "\t a b \t", "\u{A0}\u{2003}x\u{3000}", "\n x \r\n", "\u{85}y\u{2028}\u{2029}",
                          " e\u{301} ", "Привет мир\n", "\u{200B}z\u{200B}", "a\u{1F1EB}\u{1F1F7} "]

    @Test func trimmingMatchesFoundation() {
        for sample in Self.samples {
            #expect(sample.trimmed(.whitespaces) == sample.trimmingCharacters(in: .whitespaces), "\(sample.debugDescription)")
            #expect(sample.trimmed(.newlines) == sample.trimmingCharacters(in: .newlines), "\(sample.debugDescription)")
            #expect(sample.trimmed(.whitespacesAndNewlines) == sample.trimmingCharacters(in: .whitespacesAndNewlines),
                    "\(sample.debugDescription)")
            let slice = sample.dropFirst(0)
            #expect(slice.trimmed(.whitespaces) == slice.trimmingCharacters(in: .whitespaces))
        }
    }

    /// Every scalar of the Basic Multilingual Plane is in a set exactly when Foundation's set holds it.
    @Test func setsMatchFoundationsCharacterSets() {
        var mismatches: [String] = []
        for value in UInt32(0)..<0x1_0000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for (ours, theirs) in [(TrimmedScalars.whitespaces, CharacterSet.whitespaces), (.newlines, .newlines),
                                   (.whitespacesAndNewlines, .whitespacesAndNewlines)]
            where ours.contains(scalar) != theirs.contains(scalar) {
                mismatches.append("U+\(String(value, radix: 16)) \(ours)")
            }
        }
        #expect(mismatches == [])
    }

    @Test func linesMatchCharacterSplitting() {
        for text in ["", "\n", "a\n\nb\n", "one\ntwo", "x\r\ny\rz\n", "\n\u{301}é\n", "Урок\nдва"] {
            #expect(text.lines() == text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
                    "\(text.debugDescription)")
        }
    }

    @Test func unixLineEndsMatchReplacing() {
        for text in ["", "a\r\nb", "\r\r\n", "a\rb", "end\r", "\r\n\r\n", "нет"] {
            #expect(text.withUnixLineEnds() == text.replacingOccurrences(of: "\r\n", with: "\n"), "\(text.debugDescription)")
        }
    }

    @Test func idsAreWhatTheRegularExpressionAccepts() throws {
        let pattern = try NSRegularExpression(pattern: "^[a-z0-9]+(-[a-z0-9]+)*$")
        for id in ["keyboard", "text-field", "ios-7", "a", "-a", "a-", "a--b", "A", "a_b", "", "é", "a\n", "a\r\n", "a\n\n",
                   "a b", "local-notifications", "a\u{2028}"] {
            let matches = pattern.firstMatch(in: id, range: NSRange(id.startIndex..., in: id)) != nil
            #expect(LessonParser.isValidID(id) == matches, "\(id.debugDescription)")
        }
    }
}
