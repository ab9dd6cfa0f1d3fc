import Foundation
import Ink
import Lessons

/// A student's feedback: each item, its score and what the validator said. Hidden checks appear only
/// as "hidden check N: passed/failed"; their names and messages are never part of a grade, so they
/// cannot leak here.
public enum FeedbackReport {
    public static func markdown(for grade: StudentGrade, strings: Localizer = .english) -> String {
        var out = "# " + strings[.feedbackFor, escape(grade.student)] + "\n\n"
        out += "**" + strings[.total, GradeCSV.number(grade.earned), GradeCSV.number(grade.possible)] + "**\n"
        for lesson in grade.lessons {
            out += "\n## \(escape(lesson.title)) (\(lesson.id)): \(GradeCSV.number(lesson.earned)) / \(GradeCSV.number(lesson.possible))\n\n"
            for item in lesson.items {
                let checks = item.checksTotal > 0 && item.kind == .exercise
                    ? strings[.checksCount, String(item.checksPassed), String(item.checksTotal)] : ""
                let kind = strings[item.kind == .exercise ? ReportKey.reportExercise : .reportQuestion]
                out += "- **\(item.id)** (\(kind)): \(GradeCSV.number(item.earned)) / \(GradeCSV.number(item.possible))\(checks). "
                out += escape(item.message) + "\n"
                for diagnostic in item.diagnostics { out += "  - \(escape(diagnostic))\n" }
                for check in item.checks {
                    let verdict = strings[check.passed ? ReportKey.reportPassed : .reportFailed]
                    if check.hidden {
                        // The stored name is `hidden check N`, in English: only its number is put into words.
                        let number = check.name.split(separator: " ").last.map(String.init) ?? ""
                        out += "  - \(strings[.hiddenCheck, number]): \(verdict)\n"
                    } else {
                        out += "  - \(escape(check.name)): \(verdict)" + (check.message.map { " (\(escape($0)))" } ?? "") + "\n"
                    }
                }
            }
        }
        if !grade.containments.isEmpty {
            out += "\n## " + strings[.graderStopped] + "\n\n"
            for containment in grade.containments { out += "- \(escape(containment.description))\n" }
        }
        return out
    }

    /// The Markdown rendered by Ink into a standalone HTML page.
    public static func html(for grade: StudentGrade, strings: Localizer = .english) -> String {
        HTMLPage.wrap(title: strings[.feedbackFor, grade.student.terminalSafe], body: MarkdownParser().html(from: markdown(for: grade, strings: strings)),
                      language: strings.language)
    }

    /// The reports' names, in the order `write` writes them.
    public static let fileNames = ["feedback.md", "feedback.html"]

    /// Writes `feedback.md` and `feedback.html` into `directory` (created when missing), never through a link or
    /// onto a folder a student put there (`ReportFile`). One refused report does not keep the other from being
    /// written; the first refusal is thrown.
    public static func write(_ grade: StudentGrade, to directory: URL, strings: Localizer = .english) throws(ReportFile.Refusal) {
        var refusal: ReportFile.Refusal?
        for (name, text) in zip(fileNames, [markdown(for: grade, strings: strings), html(for: grade, strings: strings)]) {
            do throws(ReportFile.Refusal) {
                try ReportFile.write(text, to: directory.appendingPathComponent(name))
            } catch {
                refusal = refusal ?? error
            }
        }
        if let refusal { throw refusal }
    }

    /// Keeps learner-controlled text (compiler messages, their output, folder names) from being read as Markdown
    /// or HTML, and from acting on the terminal the report is read in (`TerminalSafeText`).
    static func escape(_ text: String) -> String {
        var out = ""
        for c in text.replacingOccurrences(of: "\n", with: " ").terminalSafe {
            switch c {
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "\\": out += "&#92;"  // Ink drops a backslash before any character, even before another backslash
            case "*", "_", "`", "[", "]", "#", "|": out += "\\\(c)"
            default: out.append(c)
            }
        }
        return out
    }
}

/// A minimal standalone HTML page around rendered Markdown.
enum HTMLPage {
    static func wrap(title: String, body: String, language: String = "en") -> String {
        let safeTitle = title.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        return """
        <!DOCTYPE html>
        <html lang="\(language)">
        <head><meta charset="utf-8"><title>\(safeTitle)</title>
        <style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem;line-height:1.5}\
        code,pre{font-family:ui-monospace,monospace;background:#f4f4f4}pre{padding:.5rem;overflow:auto}</style></head>
        <body>
        \(body)
        </body>
        </html>

        """
    }
}
