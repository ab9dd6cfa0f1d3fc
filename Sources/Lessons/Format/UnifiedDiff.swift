import Foundation

/// Applies a unified diff (`diff -u`'s output) to one file's text, strictly: every context and removed
/// line must be where the hunk says (or, if the file moved a little, at the nearest place it fits
/// exactly). A recorded mistake is kept as the small change it makes to the reference solution, so the
/// mistake reads as a change and follows the solution when the solution's other lines are edited.
public enum UnifiedDiff {
    public struct Failure: Error, Equatable, CustomStringConvertible {
        /// 1-based line in the diff.
        public var line: Int
        public var message: String
        public var description: String { "line \(line): \(message)" }
    }

    struct Hunk {
        var oldStart: Int
        var lines: [(kind: Character, text: String)]
        var diffLine: Int
        var old: [String] { lines.filter { $0.kind != "+" }.map(\.text) }
        var new: [String] { lines.filter { $0.kind != "-" }.map(\.text) }
    }

    /// `original` with `diff` applied. Lines before the first `---`/`@@` are ignored (headers).
    public static func apply(_ diff: String, to original: String) throws(Failure) -> String {
        let hunks = try parse(diff)
        guard !hunks.isEmpty else { throw Failure(line: 1, message: "the diff has no hunk (no line starting with @@)") }
        let endsWithNewline = original.hasSuffix("\n")
        var lines = original.components(separatedBy: "\n")
        if endsWithNewline { lines.removeLast() }
        var offset = 0
        var searchFrom = 0
        for hunk in hunks {
            let old = hunk.old
            let expected = max(0, (old.isEmpty ? hunk.oldStart : hunk.oldStart - 1) + offset)
            guard let at = place(of: old, in: lines, near: expected, from: searchFrom) else {
                let shown = old.first.map { "“\($0.trimmingCharacters(in: .whitespaces))”" } ?? "an insertion point"
                throw Failure(line: hunk.diffLine, message: "its lines (from \(shown)) are not in solution.swift near line \(hunk.oldStart)")
            }
            lines.replaceSubrange(at..<(at + old.count), with: hunk.new)
            offset += hunk.new.count - old.count + (at - expected)
            searchFrom = at + hunk.new.count
        }
        return lines.joined(separator: "\n") + (endsWithNewline ? "\n" : "")
    }

    static func parse(_ diff: String) throws(Failure) -> [Hunk] {
        var hunks: [Hunk] = []
        var current: Hunk?
        var remainingOld = 0
        var remainingNew = 0
        for (index, raw) in diff.components(separatedBy: "\n").enumerated() {
            let line = raw.hasSuffix("\r") ? String(raw.dropLast()) : raw
            if line.hasPrefix("@@") {
                if let open = current {
                    guard remainingOld <= 0, remainingNew <= 0 else {
                        throw Failure(line: open.diffLine, message: "the hunk is shorter than its header says")
                    }
                    hunks.append(open)
                }
                guard let (oldStart, oldCount, newCount) = header(line) else {
                    throw Failure(line: index + 1, message: "a hunk header must read “@@ -start,count +start,count @@”")
                }
                current = Hunk(oldStart: oldStart, lines: [], diffLine: index + 1)
                remainingOld = oldCount
                remainingNew = newCount
                continue
            }
            guard current != nil else { continue } // the header before the first hunk
            if remainingOld <= 0 && remainingNew <= 0 {
                // After a hunk's last line: only a blank line or the next hunk may follow.
                if line.isEmpty || line.hasPrefix("\\") { continue }
                throw Failure(line: index + 1, message: "a line after the hunk's last line; the hunk header's counts are too small")
            }
            if line.hasPrefix("\\") { continue } // "\ No newline at end of file"
            let kind: Character = line.first ?? " "
            let text = line.isEmpty ? "" : String(line.dropFirst())
            switch kind {
            case " ": remainingOld -= 1; remainingNew -= 1
            case "-": remainingOld -= 1
            case "+": remainingNew -= 1
            default:
                throw Failure(line: index + 1, message: "a hunk's line must start with a space, “-” or “+”")
            }
            current?.lines.append((kind, text))
        }
        if let open = current {
            guard remainingOld <= 0, remainingNew <= 0 else {
                throw Failure(line: open.diffLine, message: "the hunk is shorter than its header says")
            }
            hunks.append(open)
        }
        return hunks
    }

    /// `@@ -12,7 +12,8 @@ …` → (12, 7, 8); a missing count is 1.
    static func header(_ line: String) -> (Int, Int, Int)? {
        let parts = line.split(separator: " ")
        guard parts.count >= 3, parts[0] == "@@", parts[1].hasPrefix("-"), parts[2].hasPrefix("+") else { return nil }
        func range(_ text: Substring) -> (Int, Int)? {
            let numbers = text.dropFirst().split(separator: ",", omittingEmptySubsequences: false)
            guard let start = Int(numbers[0]), numbers.count <= 2 else { return nil }
            let count = numbers.count == 2 ? Int(numbers[1]) : 1
            return count.map { (start, $0) }
        }
        guard let old = range(parts[1]), let new = range(parts[2]) else { return nil }
        return (old.0, old.1, new.1)
    }

    /// Where `block` stands in `lines`: at `near` if it fits there, else the nearest place at or after
    /// `from` where it fits exactly.
    static func place(of block: [String], in lines: [String], near: Int, from: Int) -> Int? {
        func fits(_ start: Int) -> Bool {
            guard start >= 0, start + block.count <= lines.count else { return false }
            return Array(lines[start..<(start + block.count)]) == block
        }
        if fits(near) { return near }
        let candidates = (from...max(from, lines.count)).filter(fits)
        return candidates.min { abs($0 - near) < abs($1 - near) }
    }
}
