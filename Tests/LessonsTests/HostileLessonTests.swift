import Foundation
import Testing
import TestSupport
@testable import Kernel
@testable import Lessons

/// Lessons written to hurt: YAML alias bombs and deep nesting, bytes that are not UTF-8, and
/// lessons too broken to open. Each must give a diagnostic at the right place, quickly, and never
/// a crash or an unknown lesson.
struct HostileLessonTests {
    /// Writes raw bytes (which need not be UTF-8) as `demo/lesson.md` and loads the lesson.
    static func load(_ bytes: [UInt8], in directory: TemporaryDirectory = TemporaryDirectory()) throws -> (Lesson?, [String]) {
        let folder = directory.url.appendingPathComponent("demo", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(bytes).write(to: folder.appendingPathComponent("lesson.md"))
        let (lesson, diagnostics) = Lesson.load(directory: folder, language: "en")
        expectDeferredReadingAgrees(file: folder.appendingPathComponent("lesson.md"), directory: folder, with: (lesson, diagnostics))
        return (lesson, diagnostics.map { "\($0.line):\($0.column): \($0.severity.rawValue): \($0.message)" })
    }

    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    static let step = "## One\n<!-- step: one -->\n\nSome prose.\n"

    /// `levels` anchors, each a list of nine aliases of the one before: 10 × 9^(levels-1) values.
    static func aliasBomb(levels: Int, keyPrefix: String, indent: String = "") -> String {
        var lines = [indent + "\(keyPrefix)0: &\(keyPrefix)0 [" + Array(repeating: "\"lol\"", count: 9).joined(separator: ",") + "]"]
        for level in 1..<levels {
            let aliases = Array(repeating: "*\(keyPrefix)\(level - 1)", count: 9).joined(separator: ",")
            lines.append(indent + "\(keyPrefix)\(level): &\(keyPrefix)\(level) [\(aliases)]")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static let aliasLimit = "error: YAML aliases here stand for more than 10000 values in all (an alias bomb?); write the values out instead"

    @Test("A nine-level alias bomb in the front matter is an error at the alias that crosses the limit, found at once")
    func aliasBombInFrontMatter() throws {
        // Front matter lines 2–8, then the anchors a0…a8 on lines 9–17. a0 stands for 10 values, each alias
        // of a(n) for 1 + 9 × a(n-1)'s; the aliases of a1…a3 stand for 8289 in all, a4's first alias crosses 10000.
        let text = frontMatter(extra: Self.aliasBomb(levels: 9, keyPrefix: "a") + "b: *a8\n") + Self.step
        let started = processorNow()
        let (lesson, diagnostics) = try Self.load(Self.bytes(text))
        #expect(processorNow() - started < 2, "Yams composed it in 25 s and 2.8 GB")
        #expect(lesson == nil)
        #expect(diagnostics == ["13:10: " + Self.aliasLimit])
    }

    @Test("Aliases of a large node as mapping keys (hashed in full by Yams) are refused before Yams sees them")
    func aliasBombAsKeys() throws {
        let text = frontMatter(extra: Self.aliasBomb(levels: 8, keyPrefix: "k") + "? *k7\n: x\n") + Self.step
        let started = processorNow()
        let (_, diagnostics) = try Self.load(Self.bytes(text))
        #expect(processorNow() - started < 2, "seven levels as a key took 13 s")
        #expect(diagnostics == ["13:10: " + Self.aliasLimit])
    }

    @Test("An alias bomb inside a question's validator (whose options are copied out in full) is an error at its alias")
    func aliasBombInValidator() throws {
        let bomb = Self.aliasBomb(levels: 9, keyPrefix: "v", indent: "  ")
        let question = "```question\nid: q\nprompt: What?\nhints: [Think.]\nvalidator:\n  type: text\n  answer: yes\n\(bomb)  extra: *v8\n```\n"
        let text = frontMatter() + Self.step + "\n" + question
        let started = processorNow()
        let (lesson, diagnostics) = try Self.load(Self.bytes(text))
        #expect(processorNow() - started < 2)
        // The front matter ends on line 9, the step is lines 10–13, the fence line 15; v4, whose first alias
        // crosses the limit as a4's does above, is the block's line 11.
        #expect(diagnostics == ["26:12: " + Self.aliasLimit])
        #expect(lesson?.questions.map(\.id) == [])
        #expect(ValidatorOptions.refusal(yaml: "type: text\nanswer: yes\n" + Self.aliasBomb(levels: 9, keyPrefix: "v") + "extra: *v8\n")
                == "YAML: line 7, column 10: aliases stand for more than 10000 values")
    }

    @Test("A few aliases, as an author might use them, still work")
    func modestAliases() throws {
        let question = "```question\nid: q\nprompt: &p Which key?\nhints: [*p]\nvalidator:\n  type: text\n  answer: yes\n```\n"
        let (lesson, diagnostics) = try Self.load(Self.bytes(frontMatter() + Self.step + "\n" + question))
        #expect(diagnostics == [])
        #expect(lesson?.question(id: "q")?.hints == ["Which key?"])
    }

    @Test("Nesting deeper than 64 levels is an error at the 65th, not a deep recursion in Yams")
    func deepNesting() throws {
        let text = frontMatter(extra: "x: " + String(repeating: "[", count: 900) + String(repeating: "]", count: 900) + "\n") + Self.step
        let (lesson, diagnostics) = try Self.load(Self.bytes(text))
        #expect(lesson == nil)
        // The root mapping is the first level, `x:`'s 63 brackets the next 63: the 64th bracket is column 4 + 63.
        #expect(diagnostics == ["9:67: error: YAML nested more than 64 levels deep"])
        #expect(YAMLLimits.standard.check("x: " + String(repeating: "[", count: 63) + String(repeating: "]", count: 63)) == nil)
    }

    @Test("Invalid UTF-8 is an error at its byte: line, and column in scalars; one per line")
    func invalidUTF8() throws {
        var bytes = Self.bytes(frontMatter() + "## One\n<!-- step: one -->\n\nText ")  // line 13
        bytes += [0xFF] + Self.bytes(" here, ") + [0xFE] + Self.bytes(" twice.\n")           // one error for the line
        bytes += Self.bytes("Ключ ") + [0xE2, 0x80] + Self.bytes("\n")                       // a truncated sequence after Cyrillic
        bytes += Self.bytes("end ") + [0xC3]                                                 // a lead byte at the end of the file
        let (lesson, diagnostics) = try Self.load(bytes)
        #expect(diagnostics == [
            "13:6: error: invalid UTF-8 at byte 0xFF; save the file as UTF-8",
            "14:6: error: invalid UTF-8 at byte 0xE2; save the file as UTF-8",
            "15:5: error: invalid UTF-8 at byte 0xC3; save the file as UTF-8",
        ])
        // The rest of the lesson is still read, with the bytes shown as U+FFFD.
        guard case .prose(let prose)? = lesson?.steps.first?.cells.first else { Issue.record("no prose"); return }
        #expect(prose.markdown == "Text \u{FFFD} here, \u{FFFD} twice.\nКлюч \u{FFFD}\nend \u{FFFD}")
    }

    @Test("Invalid UTF-8 after a byte-order mark and in CRLF text is placed as the parser counts; the overview reports it too")
    func invalidUTF8WithMarkAndCRLF() throws {
        let text = frontMatter().replacingOccurrences(of: "title: Demo", with: "title: Caf\u{1}") + Self.step
        var bytes = [0xEF, 0xBB, 0xBF] + Self.bytes(text.replacingOccurrences(of: "\n", with: "\r\n"))
        bytes[bytes.firstIndex(of: 0x01)!] = 0xE9  // Latin-1 é
        let directory = TemporaryDirectory()
        let (lesson, diagnostics) = try Self.load(bytes, in: directory)
        #expect(diagnostics == ["4:11: error: invalid UTF-8 at byte 0xE9; save the file as UTF-8"])
        #expect(lesson?.title == "Caf\u{FFFD}")
        let (_, overview) = LessonOverview.load(directory: directory.url.appendingPathComponent("demo"), language: "en")
        #expect(overview.map { "\($0.line):\($0.column): \($0.message)" } == ["4:11: invalid UTF-8 at byte 0xE9; save the file as UTF-8"])
    }

    @Test("Valid text with U+FFFD and other EF-led characters is not reported")
    func replacementCharacterItself() {
        let text = "a \u{FFFD} b \u{FF0C} \u{FEFF}\n"
        #expect(TextFile.invalidUTF8(in: Array(text.utf8), decoded: TextFile.decode(Array(text.utf8)), file: "f", strings: .english) == [])
    }

    @Test("Invalid UTF-8 in course.yaml is an error at its byte")
    func invalidUTF8InCourse() throws {
        let directory = TemporaryDirectory()
        directory.write(["demo/lesson.md": frontMatter() + Self.step])
        try Data(Self.bytes("format: 1\ntitle: Caf") + [0xE9] + Self.bytes("\nlessons: [demo]\n"))
            .write(to: directory.url.appendingPathComponent("course.yaml"))
        let (course, diagnostics) = Course.load(contentDirectory: directory.url, language: "en")
        #expect(diagnostics.map { "\($0.line):\($0.column): \($0.message)" } == ["2:11: invalid UTF-8 at byte 0xE9; save the file as UTF-8"])
        #expect(course.lessonIDs == ["demo"])
    }

    @Test("A listed lesson that cannot be read is broken, with its diagnostics, however the course was read; others are not in the course")
    func brokenLessonLookUp() throws {
        let directory = TemporaryDirectory()
        directory.write([
            "course.yaml": "format: 1\ntitle: T\nlessons: [demo, broken]\n",
            "demo/lesson.md": frontMatter() + Self.step,
            "broken/lesson.md": "---\nformat: 1\nid: broken\ntitle: [unclosed\n---\n\n## One\n",
        ])
        let expected = ["5:1: error: YAML: did not find expected ',' or ']' (while parsing a flow sequence started at line 4, column 8)"]
        for (course, way) in [(Course.open(contentDirectory: directory.url, language: "en").0, "open"),
                              (Course.load(contentDirectory: directory.url, language: "en").0, "load")] {
            guard case .broken(let diagnostics) = course.lookUp(lesson: "broken") else {
                Issue.record("\(way): broken is not reported as broken")
                continue
            }
            #expect(diagnostics.map { "\($0.line):\($0.column): \($0.severity.rawValue): \($0.message)" } == expected, "\(way)")
            guard case .found(let lesson) = course.lookUp(lesson: "demo") else { Issue.record("\(way): demo not found"); continue }
            #expect(lesson.id == "demo")
            guard case .notInCourse = course.lookUp(lesson: "nowhere") else { Issue.record("\(way): nowhere found"); continue }
        }
        #expect(Course.load(contentDirectory: directory.url, language: "en").0.lessonIDs == ["demo"])
    }
}

extension ValidatorOptions {
    /// Why options built from this YAML (as tools and tests build them) are refused; nil when they are not.
    static func refusal(yaml: String) -> String? {
        do { _ = try ValidatorOptions(yaml: yaml); return nil } catch { return error.message }
    }
}
