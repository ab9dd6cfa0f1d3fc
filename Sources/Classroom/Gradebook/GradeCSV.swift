import Foundation
import Lessons

/// Grades as CSV for a spreadsheet or an LMS: one row per student; one column per item
/// (`lesson/item`), one per lesson total (`lesson`), and the overall `total`.
/// RFC 4180 quoting; numbers with up to two decimals and a dot, whatever the locale.
///
/// Text cells (student ids, which are folder names students may choose, and the header's lesson and item ids)
/// that begin with `=`, `+`, `-` or `@` get a leading `'`: spreadsheets would otherwise run them as formulas.
/// Control characters in them (tabs, line breaks, escapes) are shown visibly, as `^I`, `^J`, `^[`. Numbers are written by the grader and never prefixed (none is negative).
public enum GradeCSV {
    public static func render(grades: [StudentGrade], outlines: [LessonOutline]) -> String {
        var header = ["student"]
        for outline in outlines {
            header += outline.items.map { "\(outline.id)/\($0.id)" }
            header.append(outline.id)
        }
        header.append("total")
        var lines = [header.map { field(text($0)) }.joined(separator: ",")]
        for grade in grades.sorted(by: { $0.student < $1.student }) {
            var row = [text(grade.student)]
            var total = 0.0
            for outline in outlines {
                let lesson = grade.lessons.first { $0.id == outline.id }
                var lessonTotal = 0.0
                for item in outline.items {
                    let earned = lesson?.items.first { $0.id == item.id }?.earned ?? 0
                    lessonTotal += earned
                    row.append(number(earned))
                }
                total += lessonTotal
                row.append(number(lessonTotal))
            }
            row.append(number(total))
            lines.append(row.map(field).joined(separator: ","))
        }
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    /// `2`, `0.5`, `0.33`: no trailing zeros, no locale.
    public static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// A text cell a spreadsheet will not run as a formula (`=1+1` → `'=1+1`) and a terminal will not obey: control
    /// characters, line breaks included, shown visibly (`TerminalSafeText`), so that every student is one line.
    static func text(_ cell: String) -> String {
        let cell = TerminalSafeText.escapeOneLine(cell)
        guard let first = cell.unicodeScalars.first, ["=", "+", "-", "@"].contains(first) else { return cell }
        return "'" + cell
    }

    static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// Parses CSV written by `render` (quoted fields included), for tests and for reading a gradebook export back.
    public static func parse(_ text: String) -> [[String]] {
        var rows: [[String]] = []
        var row: [String] = []
        var field = ""
        var quoted = false
        var iterator = Array(text).makeIterator()
        var pending: Character? = nil
        func next() -> Character? {
            if let p = pending { pending = nil; return p }
            return iterator.next()
        }
        while let c = next() {
            if quoted {
                if c == "\"" {
                    if let n = next() {
                        if n == "\"" { field.append("\"") } else { quoted = false; pending = n }
                    } else { quoted = false }
                } else { field.append(c) }
                continue
            }
            switch c {
            case "\"": quoted = true
            case ",": row.append(field); field = ""
            case "\r\n", "\n", "\r": row.append(field); rows.append(row); row = []; field = ""
            default: field.append(c)
            }
        }
        if !field.isEmpty || !row.isEmpty { row.append(field); rows.append(row) }
        return rows
    }
}
