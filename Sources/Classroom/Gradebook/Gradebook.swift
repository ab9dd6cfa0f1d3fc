import Foundation
import GRDB

/// The class's grades in one SQLite file: students, lessons, items, attempts and scores.
///
/// Recording is idempotent: a submission is identified by its content hash, so grading the same
/// files again adds no rows and changes no score; a late submission adds one attempt for that
/// student only. A student's current grade is their most recently graded attempt.
public final class Gradebook: Sendable {
    public let url: URL
    private let database: DatabaseQueue

    /// Opens (or creates) the gradebook and brings its schema up to date.
    public init(url: URL) throws {
        self.url = url
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        database = try DatabaseQueue(path: url.path, configuration: configuration)
        try GradebookSchema.migrator.migrate(database)
    }

    /// The content hash of the student's current attempt, if they have been graded.
    public func currentHash(student: String) throws -> String? {
        try database.read { db in try Self.currentAttempt(student: student, db)?.contentHash }
    }

    /// The student's grade for a submission with this hash, if it was graded before (any attempt, not only the
    /// latest: a student who reverts to an earlier submission gets that grading back).
    public func grade(student: String, contentHash: String) throws -> StudentGrade? {
        try database.read { db in
            guard let attempt = try AttemptRecord.filter(Column("studentId") == student && Column("contentHash") == contentHash)
                .fetchOne(db) else { return nil }
            return try Self.grade(for: attempt, db)
        }
    }

    /// Records lessons and items (updated in place when the lesson changed their points or titles).
    public func record(outlines: [LessonOutline]) throws {
        try database.write { db in
            for (position, outline) in outlines.enumerated() {
                let lesson = LessonRecord(id: outline.id, title: outline.title, position: position)
                if try LessonRecord.fetchOne(db, key: outline.id) != lesson { try lesson.save(db) }
                for (index, item) in outline.items.enumerated() {
                    let row = ItemRecord(lessonId: outline.id, id: item.id, kind: item.kind.rawValue, points: item.points, position: index)
                    if try ItemRecord.fetchOne(db, key: ["lessonId": outline.id, "id": item.id]) != row { try row.save(db) }
                }
            }
        }
    }

    /// Records a grading. Returns false when this student's submission with this hash was already recorded,
    /// in which case nothing is written unless it was not the current attempt (it becomes current again).
    /// `replacing` (a forced regrade) puts this grade in the place of the one recorded for the same submission, so
    /// that the gradebook and the CSV say what the regrade printed.
    @discardableResult
    public func record(_ grade: StudentGrade, at date: Date = Date(), replacing: Bool = false) throws -> Bool {
        try database.write { db in
            if try StudentRecord.fetchOne(db, key: grade.student) == nil {
                try StudentRecord(id: grade.student, firstGradedAt: date).insert(db)
            }
            if replacing, let existing = try AttemptRecord.filter(Column("studentId") == grade.student && Column("contentHash") == grade.contentHash)
                .fetchOne(db), let id = existing.id {
                try ScoreRecord.filter(Column("attemptId") == id).deleteAll(db)
                _ = try existing.delete(db)
            }
            if var existing = try AttemptRecord.filter(Column("studentId") == grade.student && Column("contentHash") == grade.contentHash)
                .fetchOne(db) {
                if try Self.currentAttempt(student: grade.student, db)?.id != existing.id {
                    existing.gradedAt = date
                    try existing.update(db)
                }
                return false
            }
            var attempt = AttemptRecord(id: nil, studentId: grade.student, contentHash: grade.contentHash, seed: Int64(grade.seed), gradedAt: date,
                                        isolation: grade.isolation, containments: grade.containments)
            try attempt.insert(db)
            guard let attemptId = attempt.id else { return true }
            for lesson in grade.lessons {
                for item in lesson.items {
                    try ScoreRecord(attemptId: attemptId, lessonId: lesson.id, itemId: item.id, earned: item.earned,
                                    possible: item.possible, checksPassed: item.checksPassed, checksTotal: item.checksTotal,
                                    message: item.message, checks: item.checks, diagnostics: item.diagnostics, answers: item.answers,
                                    attempts: item.attempts, hintsUsed: item.hintsUsed).insert(db)
                }
            }
            return true
        }
    }

    /// Every student's current grade, sorted by student id.
    public func currentGrades() throws -> [StudentGrade] {
        try database.read { db in
            try StudentRecord.order(Column("id")).fetchAll(db).compactMap { student in
                try Self.currentAttempt(student: student.id, db).map { try Self.grade(for: $0, db) }
            }
        }
    }

    /// The digest of the content (lessons, hidden checks, grading rules) the gradebook was last graded with,
    /// or nil when no grading recorded one (an empty gradebook, or one graded before tutor recorded it).
    public func contentDigest() throws -> String? {
        try database.read { db in try String.fetchOne(db, sql: "SELECT value FROM gradebookInfo WHERE key = 'contentDigest'") }
    }

    public func record(contentDigest: String) throws {
        try database.write { db in
            try db.execute(sql: "INSERT OR REPLACE INTO gradebookInfo (key, value) VALUES ('contentDigest', ?)", arguments: [contentDigest])
        }
    }

    /// Lessons and their items as last recorded, in course order.
    public func outlines() throws -> [LessonOutline] {
        try database.read { db in
            try LessonRecord.order(Column("position"), Column("id")).fetchAll(db).map { lesson in
                let items = try ItemRecord.filter(Column("lessonId") == lesson.id).order(Column("position")).fetchAll(db)
                return LessonOutline(id: lesson.id, title: lesson.title, items: items.map {
                    LessonOutline.Item(id: $0.id, kind: GradedItemKind(rawValue: $0.kind) ?? .question, points: $0.points)
                })
            }
        }
    }

    /// Row counts per table, for tests and `--json` summaries.
    public func rowCounts() throws -> [String: Int] {
        try database.read { db in
            [
                "student": try StudentRecord.fetchCount(db), "lesson": try LessonRecord.fetchCount(db),
                "item": try ItemRecord.fetchCount(db), "attempt": try AttemptRecord.fetchCount(db),
                "score": try ScoreRecord.fetchCount(db),
            ]
        }
    }

    /// Every attempt as (student, hash, graded at), oldest first: what a test compares before and after re-grading.
    public func attempts() throws -> [(student: String, contentHash: String, gradedAt: Date)] {
        try database.read { db in
            try AttemptRecord.order(Column("id")).fetchAll(db).map { ($0.studentId, $0.contentHash, $0.gradedAt) }
        }
    }

    private static func currentAttempt(student: String, _ db: Database) throws -> AttemptRecord? {
        try AttemptRecord.filter(Column("studentId") == student)
            .order(Column("gradedAt").desc, Column("id").desc).fetchOne(db)
    }

    private static func grade(for attempt: AttemptRecord, _ db: Database) throws -> StudentGrade {
        let scores = try ScoreRecord.filter(Column("attemptId") == attempt.id).fetchAll(db)
        let lessons = try LessonRecord.order(Column("position"), Column("id")).fetchAll(db)
        var graded: [GradedLesson] = []
        for lesson in lessons {
            let items = try ItemRecord.filter(Column("lessonId") == lesson.id).order(Column("position")).fetchAll(db)
            let byItem = Dictionary(scores.filter { $0.lessonId == lesson.id }.map { ($0.itemId, $0) }, uniquingKeysWith: { a, _ in a })
            guard !byItem.isEmpty else { continue }
            graded.append(GradedLesson(id: lesson.id, title: lesson.title, items: items.compactMap { item in
                byItem[item.id].map {
                    GradedItem(id: item.id, kind: GradedItemKind(rawValue: item.kind) ?? .question, possible: $0.possible,
                               earned: $0.earned, checksPassed: $0.checksPassed, checksTotal: $0.checksTotal,
                               message: $0.message, checks: $0.checks, diagnostics: $0.diagnostics, answers: $0.answers,
                               attempts: $0.attempts, hintsUsed: $0.hintsUsed)
                }
            }))
        }
        return StudentGrade(student: attempt.studentId, contentHash: attempt.contentHash, seed: UInt64(attempt.seed), lessons: graded,
                            containments: attempt.containments, isolation: attempt.isolation, reused: true)
    }
}
