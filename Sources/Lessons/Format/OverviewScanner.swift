import Foundation

/// Finds a lesson body's step ids and its question and exercise ids for `LessonOverview`, in one
/// pass over the text's bytes. It follows LessonParser's rules 3–7 (steps, fences, comments, ids)
/// but reports nothing and builds strings only for the lines that matter (headings, step markers,
/// fence lines, question and exercise blocks): prose and code lines are skipped at byte speed.
/// Every line that could be one of those is handed to LessonParser's own helpers (`Fence`,
/// `stepMarker`, `slug`, `topLevelID`), so the two cannot disagree on a line they both read;
/// ContentTests and CourseOpeningTests pin overview = full parse for every lesson we have.
struct OverviewScanner {
    private let bytes: [UInt8]
    /// Start and end (exclusive, before the LF) of each line, split at LF as `String.lines()` does.
    private var lineRanges: [Range<Int>] = []

    var stepIDs: [String] = []
    var items: [(id: String, kind: String)] = []

    init(_ text: String) {
        bytes = Array(text.utf8)
        var ranges: [Range<Int>] = []
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var start = 0
            while start <= buffer.count {
                let rest = buffer.count - start
                guard rest > 0, let found = memchr(base + start, 0x0A, rest) else { break }
                let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                ranges.append(start..<end)
                start = end + 1
            }
            ranges.append(start..<buffer.count)
        }
        if ranges.isEmpty { ranges.append(0..<0) }
        lineRanges = ranges
    }

    var lineCount: Int { lineRanges.count }

    private func string(_ line: Int) -> String { String(decoding: bytes[lineRanges[line]], as: UTF8.self) }

    /// The text of line `index` (0-based).
    func line(_ index: Int) -> String { string(index) }

    private func contains(_ line: Int, _ byte: UInt8) -> Bool { bytes[lineRanges[line]].contains(byte) }

    private func isASCII(_ line: Int) -> Bool { !bytes[lineRanges[line]].contains { $0 >= 0x80 } }

    /// Rule 2's closing `---` (whitespace around it allowed): the index of that line, if any.
    func frontMatterEnd() -> Int? {
        guard lineCount > 1, isDashes(0) else { return nil }
        return (1..<lineCount).first(where: isDashes)
    }

    private func isDashes(_ line: Int) -> Bool {
        guard contains(line, UInt8(ascii: "-")) else { return false }
        return string(line).trimmed(.whitespaces) == "---"
    }

    /// Scans the body after the front matter (from line index `start`).
    mutating func scanBody(from start: Int) {
        var index = start
        while index < lineCount {
            let range = lineRanges[index]
            // Rule 5: a fence starts with up to three spaces, then ``` or ~~~.
            let indent = bytes[range].prefix { $0 == 0x20 }.count
            let first = range.lowerBound + indent < range.upperBound ? bytes[range.lowerBound + indent] : 0
            if indent <= 3, first == UInt8(ascii: "`") || first == UInt8(ascii: "~"),
               let opening = LessonParser.Fence(string(index), number: index + 1) {
                let marker = first
                var end = index + 1
                while end < lineCount, !closes(opening, marker: marker, line: end) { end += 1 }
                if end >= lineCount { break }  // unterminated: the parser stops here too
                handleFence(opening, body: (index + 1)..<end)
                index = end + 1
                continue
            }

            // Rule 6: step markers and multi-line comments.
            if contains(index, UInt8(ascii: "<")) {
                let trimmed = string(index).trimmed(.whitespaces)
                if trimmed.hasPrefix("<!--"), LessonParser.stepMarker(trimmed) != nil {
                    index += 1
                    continue
                }
                if trimmed.hasPrefix("<!--"), !trimmed.contains("-->") {
                    guard let close = ((index + 1)..<lineCount).first(where: { containsCommentEnd($0) }) else { break }
                    index = close + 1
                    continue
                }
            }

            // Rules 3 and 4: a `## ` heading starts a step.
            if isHeading(index) {
                let title = string(index).dropFirst(2).trimmed(.whitespaces)
                var id = LessonParser.slug(title)
                if index + 1 < lineCount, contains(index + 1, UInt8(ascii: "<")),
                   let explicit = LessonParser.stepMarker(string(index + 1)) {
                    id = explicit
                }
                stepIDs.append(id.isEmpty ? "step-\(stepIDs.count + 1)" : id)
            }
            index += 1
        }
    }

    /// `Fence.closes` on the line's bytes: up to three spaces, then only the fence character (at
    /// least as many as opened it) between whitespace. Lines with non-ASCII bytes ask `Fence`.
    private func closes(_ fence: LessonParser.Fence, marker: UInt8, line: Int) -> Bool {
        let slice = bytes[lineRanges[line]]
        guard slice.contains(marker) else { return false }
        guard isASCII(line) else { return fence.closes(string(line)) }
        guard slice.prefix(while: { $0 == 0x20 }).count <= 3 else { return false }
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 }
        guard let first = slice.firstIndex(where: { !isSpace($0) }), let last = slice.lastIndex(where: { !isSpace($0) }) else { return false }
        let run = slice[first...last]
        return run.count >= fence.length && run.allSatisfy { $0 == marker }
    }

    /// `line.hasPrefix("## ") || line == "##"` as the parser asks it (of characters, so a
    /// combining mark after the space makes it no heading).
    private func isHeading(_ line: Int) -> Bool {
        let range = lineRanges[line]
        guard range.count >= 2, bytes[range.lowerBound] == UInt8(ascii: "#"), bytes[range.lowerBound + 1] == UInt8(ascii: "#") else {
            return false
        }
        if range.count == 2 { return true }
        guard bytes[range.lowerBound + 2] == 0x20 else { return false }
        if range.count > 3, bytes[range.lowerBound + 3] >= 0x80 { return string(line).hasPrefix("## ") }
        return true
    }

    private func containsCommentEnd(_ line: Int) -> Bool {
        let slice = bytes[lineRanges[line]]
        guard slice.count >= 3 else { return false }
        var position = slice.startIndex
        while position + 2 < slice.endIndex {
            if slice[position] == UInt8(ascii: "-"), slice[position + 1] == UInt8(ascii: "-"), slice[position + 2] == UInt8(ascii: ">") {
                return true
            }
            position += 1
        }
        return false
    }

    /// Rule 5 and 7: question and exercise blocks inside a step give their ids.
    private mutating func handleFence(_ fence: LessonParser.Fence, body: Range<Int>) {
        let kind = fence.indent == 0 ? (fence.words.first ?? "").lowercased() : ""
        guard fence.character == "`", kind == "question" || kind == "exercise", !stepIDs.isEmpty else { return }
        // Only lines that start with `id:` can hold the block's id.
        let candidates = body.filter { line in
            let range = lineRanges[line]
            return range.count >= 3 && bytes[range.lowerBound] == UInt8(ascii: "i") && bytes[range.lowerBound + 1] == UInt8(ascii: "d")
                && bytes[range.lowerBound + 2] == UInt8(ascii: ":")
        }
        if let (id, _) = LessonParser.topLevelID(in: candidates.map(string)) { items.append((id, kind)) }
    }
}
