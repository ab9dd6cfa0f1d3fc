import Foundation
import Lessons

/// `tutor gradebook GRADEBOOK`: the gradebook read back as a teacher wants it (`GradebookReport`), as
/// terminal tables, JSON or CSV, for the class or for one student. It only reads: a gradebook that does not
/// exist is an error, never a new empty file.
public enum GradebookOperation {
    public enum Format: String, Sendable { case text, json, csv }

    /// `path` is the gradebook file or the submissions folder holding `gradebook.sqlite`; with `content`, questions
    /// show their prompts and exercises their titles beside their ids.
    public static func run(path: URL, student: String?, roster: URL?, format: Format, content: URL? = nil) throws -> String {
        var isFolder: ObjCBool = false
        var file = path
        if FileManager.default.fileExists(atPath: path.path, isDirectory: &isFolder), isFolder.boolValue {
            file = path.appendingPathComponent("gradebook.sqlite")
        }
        guard FileManager.default.fileExists(atPath: file.path) else {
            throw ClassroomError.usage("No gradebook at \(file.path): grade the class first (tutor grade SUBMISSIONS).")
        }
        var names: [String: String] = [:]
        if let roster {
            guard let text = try? String(contentsOf: roster, encoding: .utf8) else { throw ClassroomError.usage("Cannot read the roster \(roster.path).") }
            names = GradebookReport.roster(csv: text)
        }
        let gradebook = try Gradebook(url: file)
        let grades = try gradebook.currentGrades()
        if let student {
            guard let grade = grades.first(where: { $0.student == student }) else {
                let near = NearestName.nearest(to: student, in: grades.map(\.student)).map { "; did you mean '\($0)'?" } ?? "."
                throw ClassroomError.usage("No student '\(student)' in \(file.path)\(near)")
            }
            switch format {
            case .text: return GradebookReport.student(grade, name: names[student])
            case .json: return try json(grade)
            case .csv: return GradebookReport(grades: [grade], outlines: try gradebook.outlines(), roster: names).csv()
            }
        }
        let titles = content.map { GradebookReport.titles(of: Course.load(contentDirectory: $0, language: "en").0.lessons) } ?? [:]
        let report = GradebookReport(grades: grades, outlines: try gradebook.outlines(), roster: names, titles: titles)
        switch format {
        case .text: return report.text()
        case .json: return try json(report)
        case .csv: return report.csv()
        }
    }

    static func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Names and answers are the students' own text: what a terminal would obey is written as \u escapes.
        return TerminalSafeText.escapingInJSON(String(decoding: try encoder.encode(value), as: UTF8.self)) + "\n"
    }
}
