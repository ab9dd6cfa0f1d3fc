import Foundation

/// Reads an exercise's recorded mistakes (`wrong/*.diff` and `wrong/*.swift`; see `WrongVariant`).
enum WrongVariantReader {
    static func read(_ folder: URL, inside lessonDirectory: URL, solution: String, exerciseID: String, strings: Localizer,
                     report: (LessonDiagnostic) -> Void) -> [WrongVariant] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".diff") || $0.hasSuffix(".swift") }.sorted()
        var variants: [WrongVariant] = []
        for name in names {
            let url = folder.appendingPathComponent(name)
            let shown = "exercises/\(exerciseID)/wrong/\(name)"
            guard let text = TextFile.read(url, inside: lessonDirectory) else {
                report(LessonDiagnostic(file: url.path, line: 1, column: 1, severity: .error, message: strings[.wrongVariantUnreadable, shown]))
                continue
            }
            let isDiff = name.hasSuffix(".diff")
            let header = Self.header(text, commentPrefix: isDiff ? "" : "// ")
            guard let mistake = header.mistake, let feedback = header.feedback else {
                report(LessonDiagnostic(file: url.path, line: 1, column: 1, severity: .error, message: strings[.wrongVariantHeader, shown]))
                continue
            }
            var code = text
            if isDiff {
                do throws(UnifiedDiff.Failure) {
                    code = try UnifiedDiff.apply(text, to: solution)
                } catch {
                    report(LessonDiagnostic(file: url.path, line: error.line, column: 1, severity: .error,
                                            message: strings[.wrongVariantPatch, shown, error.message]))
                    continue
                }
            }
            let base = String(name[..<name.lastIndex(of: ".")!])
            variants.append(WrongVariant(name: base, code: code, mistake: mistake, feedback: feedback))
        }
        return variants
    }

    /// `mistake:` (one line) and `feedback:` (continued on lines indented by two spaces), each after
    /// `commentPrefix` (`// ` in a `.swift` file), at the top of the file; the header ends at the first
    /// line that is not part of it.
    static func header(_ text: String, commentPrefix: String) -> (mistake: String?, feedback: String?) {
        var mistake: String?
        var feedback: String?
        for raw in text.components(separatedBy: "\n") {
            let line = raw.hasSuffix("\r") ? String(raw.dropLast()) : raw
            guard line.hasPrefix(commentPrefix) else { break }
            let body = line.dropFirst(commentPrefix.count)
            if body.hasPrefix("mistake:") {
                mistake = body.dropFirst("mistake:".count).trimmingCharacters(in: .whitespaces)
            } else if body.hasPrefix("feedback:") {
                feedback = body.dropFirst("feedback:".count).trimmingCharacters(in: .whitespaces)
            } else if let text = feedback, body.hasPrefix("  "), !body.trimmingCharacters(in: .whitespaces).isEmpty {
                feedback = text + " " + body.trimmingCharacters(in: .whitespaces)
            } else {
                break
            }
        }
        return (mistake.flatMap { $0.isEmpty ? nil : $0 }, feedback.flatMap { $0.isEmpty ? nil : $0 })
    }
}
