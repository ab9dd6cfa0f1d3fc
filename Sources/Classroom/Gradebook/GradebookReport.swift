import Foundation
import Lessons

/// `tutor gradebook`: the class as the gradebook holds it, for a teacher who has no SQLite — the class by
/// student × item, per question how the class fared (right at the first try, attempts, hints, the commonest
/// wrong answers), per exercise which checks fail most, and one student's answers. Only lessons somebody worked
/// on appear; names come from an optional roster.
public struct GradebookReport: Sendable, Hashable, Codable {
    public struct Column: Sendable, Hashable, Codable {
        public var lesson: String
        public var item: String
        public var kind: GradedItemKind
        public var possible: Double
    }

    public struct StudentRow: Sendable, Hashable, Codable {
        public var id: String
        public var name: String
        /// Points per column, in `columns` order.
        public var scores: [Double]
        public var total: Double
    }

    public struct Count: Sendable, Hashable, Codable {
        public var text: String
        public var count: Int
    }

    public struct QuestionStats: Sendable, Hashable, Codable {
        public var lesson: String
        public var item: String
        /// The question's prompt (its first line), when the lessons were at hand.
        public var prompt: String?
        /// Students who gave at least one answer.
        public var answered: Int
        public var rightAtFirstTry: Int
        /// Judged attempts and hints, summed over the class.
        public var attempts: Int
        public var hints: Int
        /// The wrong answers given most often (by how many students gave each), at most `topWrongAnswers`.
        public var wrongAnswers: [Count]
    }

    public struct ExerciseStats: Sendable, Hashable, Codable {
        public var lesson: String
        public var item: String
        /// The exercise's title, when the lessons were at hand.
        public var title: String?
        /// Students whose file was judged (it had checks), and of them those who passed every check.
        public var judged: Int
        public var passedAll: Int
        /// Students whose file did not compile (their errors are in their feedback).
        public var didNotCompile: Int
        /// Checks by how many students failed them, most first; hidden checks by number only.
        public var failedChecks: [Count]
    }

    public var columns: [Column]
    public var students: [StudentRow]
    public var questions: [QuestionStats]
    public var exercises: [ExerciseStats]

    public static let topWrongAnswers = 3

    /// `titles`: a question's prompt or an exercise's title by `lesson/item` (`titles(of:)`), shown beside the id.
    public init(grades: [StudentGrade], outlines: [LessonOutline], roster: [String: String] = [:], titles: [String: String] = [:]) {
        // A lesson graded for everybody but touched by nobody (graded without --lesson) is left out.
        let gradedLessons = Set(grades.flatMap { $0.lessons.filter { $0.items.contains(where: Self.hasWork) }.map(\.id) })
        let outlines = outlines.filter { gradedLessons.contains($0.id) }
        columns = outlines.flatMap { outline in
            outline.items.map { Column(lesson: outline.id, item: $0.id, kind: $0.kind, possible: $0.points) }
        }
        let columns = columns
        func item(_ grade: StudentGrade, _ column: Column) -> GradedItem? {
            grade.lessons.first { $0.id == column.lesson }?.items.first { $0.id == column.item }
        }
        let sorted = grades.sorted { $0.student < $1.student }
        students = sorted.map { grade in
            let scores = columns.map { item(grade, $0)?.earned ?? 0 }
            return StudentRow(id: grade.student, name: roster[grade.student] ?? grade.student, scores: scores,
                              total: scores.reduce(0, +))
        }
        var questions: [QuestionStats] = []
        var exercises: [ExerciseStats] = []
        for column in columns {
            let items = sorted.compactMap { item($0, column) }
            switch column.kind {
            case .question:
                let answered = items.filter { !$0.answers.isEmpty }
                var wrong: [String: Int] = [:]
                for answers in answered.map(\.answers) {
                    // Each student counts once per wrong answer, however often they repeated it.
                    for text in Set(answers.filter { !$0.correct }.map { $0.text.trimmingCharacters(in: .whitespaces) }) { wrong[text, default: 0] += 1 }
                }
                questions.append(QuestionStats(lesson: column.lesson, item: column.item, prompt: titles["\(column.lesson)/\(column.item)"],
                                               answered: answered.count,
                                               rightAtFirstTry: answered.filter { $0.answers.first?.correct == true }.count,
                                               attempts: items.reduce(0) { $0 + $1.attempts }, hints: items.reduce(0) { $0 + $1.hintsUsed },
                                               wrongAnswers: Array(Self.ranked(wrong).prefix(Self.topWrongAnswers))))
            case .exercise:
                let judged = items.filter { !$0.checks.isEmpty }
                var failed: [String: Int] = [:]
                for check in judged.flatMap(\.checks) where !check.passed { failed[check.name, default: 0] += 1 }
                exercises.append(ExerciseStats(lesson: column.lesson, item: column.item, title: titles["\(column.lesson)/\(column.item)"],
                                               judged: judged.count,
                                               passedAll: judged.filter { $0.checks.allSatisfy(\.passed) }.count,
                                               didNotCompile: items.filter { !$0.diagnostics.isEmpty }.count,
                                               failedChecks: Self.ranked(failed)))
            }
        }
        self.questions = questions
        self.exercises = exercises
    }

    /// Whether the student did anything on the item: answered, checked, submitted a file that was judged or did not compile.
    static func hasWork(_ item: GradedItem) -> Bool {
        !item.answers.isEmpty || item.attempts > 0 || item.earned > 0 || !item.checks.isEmpty || !item.diagnostics.isEmpty
    }

    /// Each question's prompt (its first non-empty line, at most 60 characters) and each exercise's title, by `lesson/item`.
    public static func titles(of lessons: [Lesson]) -> [String: String] {
        var titles: [String: String] = [:]
        for lesson in lessons {
            for question in lesson.questions {
                let line = question.prompt.split(whereSeparator: \.isNewline).first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
                titles["\(lesson.id)/\(question.id)"] = line.count > 60 ? String(line.prefix(59)) + "…" : line
            }
            for exercise in lesson.exercises { titles["\(lesson.id)/\(exercise.id)"] = exercise.title }
        }
        return titles
    }

    static func ranked(_ counts: [String: Int]) -> [Count] {
        counts.map { Count(text: $0.key, count: $0.value) }.sorted { ($1.count, $0.text) < ($0.count, $1.text) }
    }

    // MARK: - Text

    /// The terminal report: the class table, then the questions and the exercises. Names and answers are
    /// the students' own text, shown and not obeyed (`TerminalSafeText`).
    public func text() -> String {
        var out = "Class: \(students.count) student\(students.count == 1 ? "" : "s")\n\n"
        let header = ["student"] + columns.map { "\($0.lesson)/\($0.item)" } + ["total"]
        let possible = columns.reduce(0) { $0 + $1.possible }
        var rows = [header, ["(points)"] + columns.map { GradeCSV.number($0.possible) } + [GradeCSV.number(possible)]]
        rows += students.map { [$0.name] + $0.scores.map(GradeCSV.number) + [GradeCSV.number($0.total)] }
        out += Self.table(rows)
        if !questions.isEmpty {
            out += "\nQuestions\n\n"
            let prompts = questions.contains { $0.prompt != nil }
            out += Self.table([["question"] + (prompts ? ["prompt"] : []) + ["answered", "right at first try", "attempts", "hints", "commonest wrong answers"]]
                              + questions.map {
                ["\($0.lesson)/\($0.item)"] + (prompts ? [$0.prompt ?? ""] : []) + [String($0.answered), Self.share($0.rightAtFirstTry, of: $0.answered), String($0.attempts), String($0.hints),
                 $0.wrongAnswers.map { "“\($0.text)” ×\($0.count)" }.joined(separator: ", ")]
            })
        }
        if !exercises.isEmpty {
            out += "\nExercises\n\n"
            let titled = exercises.contains { $0.title != nil }
            out += Self.table([["exercise"] + (titled ? ["title"] : []) + ["judged", "all checks passed", "did not compile", "checks failed most"]] + exercises.map {
                ["\($0.lesson)/\($0.item)"] + (titled ? [$0.title ?? ""] : []) + [String($0.judged), Self.share($0.passedAll, of: $0.judged),
                 String($0.didNotCompile), $0.failedChecks.map { "\($0.text) ×\($0.count)" }.joined(separator: ", ")]
            })
        }
        return out
    }

    /// `3/4 (75%)`, or `-` when nobody answered.
    static func share(_ part: Int, of whole: Int) -> String {
        whole == 0 ? "-" : "\(part)/\(whole) (\(Int((Double(part) / Double(whole) * 100).rounded()))%)"
    }

    /// Columns padded to their widest cell (by display columns), two spaces apart; trailing spaces trimmed.
    static func table(_ rows: [[String]]) -> String {
        let safe = rows.map { $0.map(\.terminalSafeLine) }
        let count = safe.map(\.count).max() ?? 0
        let widths = (0..<count).map { column in safe.map { $0.count > column ? $0[column].count : 0 }.max() ?? 0 }
        return safe.map { row in
            row.enumerated().map { $0.element + String(repeating: " ", count: widths[$0.offset] - $0.element.count) }
                .joined(separator: "  ").replacingOccurrences(of: #"\s+$"#, with: "", options: .regularExpression)
        }.joined(separator: "\n") + "\n"
    }

    /// The class table as CSV, with names: `id,name,lesson/item…,total` (formula-safe, as `GradeCSV`).
    public func csv() -> String {
        let header = ["id", "name"] + columns.map { "\($0.lesson)/\($0.item)" } + ["total"]
        let rows = students.map { [GradeCSV.text($0.id), GradeCSV.text($0.name)] + $0.scores.map(GradeCSV.number) + [GradeCSV.number($0.total)] }
        return ([header.map(GradeCSV.text)] + rows).map { $0.map(GradeCSV.field).joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
    }

    // MARK: - One student

    /// One student's items: score, attempts, hints and every answer, right or wrong.
    public static func student(_ grade: StudentGrade, name: String? = nil) -> String {
        var out = "\(grade.student.terminalSafeLine)\(name.map { " (\($0.terminalSafeLine))" } ?? ""): \(GradeCSV.number(grade.earned)) / \(GradeCSV.number(grade.possible)) points\n"
        for lesson in grade.lessons {
            out += "\n\(lesson.title) (\(lesson.id)): \(GradeCSV.number(lesson.earned)) / \(GradeCSV.number(lesson.possible))\n"
            for item in lesson.items {
                out += "  \(item.id): \(GradeCSV.number(item.earned)) / \(GradeCSV.number(item.possible)); "
                    + "\(item.attempts) attempt\(item.attempts == 1 ? "" : "s"), \(item.hintsUsed) hint\(item.hintsUsed == 1 ? "" : "s"). \(item.message)\n"
                if !item.answers.isEmpty {
                    out += "    answers: " + item.answers.map { "“\($0.text.terminalSafeLine)” \($0.correct ? "right" : "wrong")" }.joined(separator: ", ") + "\n"
                }
                for check in item.checks where !check.passed { out += "    failed: \(check.name.terminalSafeLine)\n" }
            }
        }
        return out.terminalSafe
    }

    // MARK: - Roster

    /// A roster CSV of `id,name` rows (a first row `id,name` is a header); other columns are ignored.
    public static func roster(csv: String) -> [String: String] {
        var names: [String: String] = [:]
        for (index, row) in GradeCSV.parse(csv).enumerated() where row.count >= 2 {
            let id = row[0].trimmingCharacters(in: .whitespaces), name = row[1].trimmingCharacters(in: .whitespaces)
            if index == 0, id.lowercased() == "id" { continue }
            if !id.isEmpty, !name.isEmpty { names[id] = name }
        }
        return names
    }
}
