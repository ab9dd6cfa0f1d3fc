import Foundation
import GRDB

// The gradebook's rows. Each record is a plain Codable value; GRDB maps it to its table by
// column name, and nested values (checks, containments) are stored as JSON text.

/// A student, named by the folder of their workspace.
struct StudentRecord: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "student"
    var id: String
    var firstGradedAt: Date
}

/// A lesson as it was when last graded.
struct LessonRecord: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "lesson"
    var id: String
    var title: String
    var position: Int
}

/// A gradable item of a lesson (question or exercise) and the points it is worth.
struct ItemRecord: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "item"
    var lessonId: String
    var id: String
    var kind: String
    var points: Double
    var position: Int
}

/// One grading of one submission. A submission graded again unchanged keeps its attempt.
struct AttemptRecord: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "attempt"
    var id: Int64?
    var studentId: String
    var contentHash: String
    /// The seed the student's scenarios were drawn from (`tutor check --seed` replays the run).
    var seed: Int64
    var gradedAt: Date
    var isolation: String
    var containments: [Containment]

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// The score of one item in one attempt.
struct ScoreRecord: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "score"
    var attemptId: Int64
    var lessonId: String
    var itemId: String
    var earned: Double
    var possible: Double
    var checksPassed: Int
    var checksTotal: Int
    var message: String
    var checks: [GradedCheck]
    /// The compiler's errors shown with the item (`GradedItem.diagnostics`), so that a reused grade keeps them.
    var diagnostics: [String]
    /// The student's answers, attempts and hints (`GradedItem`), for the gradebook's per-question statistics.
    var answers: [GradedAnswer]
    var attempts: Int
    var hintsUsed: Int
}

enum GradebookSchema {
    /// Schema versions in order; a newer tutor adds migrations, never edits these.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.create(table: "student") { t in
                t.primaryKey("id", .text)
                t.column("firstGradedAt", .datetime).notNull()
            }
            try db.create(table: "lesson") { t in
                t.primaryKey("id", .text)
                t.column("title", .text).notNull()
                t.column("position", .integer).notNull()
            }
            try db.create(table: "item") { t in
                t.column("lessonId", .text).notNull().references("lesson", onDelete: .cascade)
                t.column("id", .text).notNull()
                t.column("kind", .text).notNull()
                t.column("points", .double).notNull()
                t.column("position", .integer).notNull()
                t.primaryKey(["lessonId", "id"])
            }
            try db.create(table: "attempt") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("studentId", .text).notNull().references("student", onDelete: .cascade)
                t.column("contentHash", .text).notNull()
                t.column("gradedAt", .datetime).notNull()
                t.column("isolation", .text).notNull()
                t.column("containments", .jsonText).notNull()
                t.uniqueKey(["studentId", "contentHash"])
            }
            try db.create(table: "score") { t in
                t.column("attemptId", .integer).notNull().references("attempt", onDelete: .cascade)
                t.column("lessonId", .text).notNull()
                t.column("itemId", .text).notNull()
                t.column("earned", .double).notNull()
                t.column("possible", .double).notNull()
                t.column("checksPassed", .integer).notNull()
                t.column("checksTotal", .integer).notNull()
                t.column("message", .text).notNull()
                t.column("checks", .jsonText).notNull()
                t.primaryKey(["attemptId", "lessonId", "itemId"])
            }
        }
        migrator.registerMigration("v2: seeds") { db in
            try db.alter(table: "attempt") { t in t.add(column: "seed", .integer).notNull().defaults(to: 0) }
        }
        migrator.registerMigration("v3: compiler errors") { db in
            try db.alter(table: "score") { t in t.add(column: "diagnostics", .jsonText).notNull().defaults(to: "[]") }
        }
        migrator.registerMigration("v4: answers, attempts and hints") { db in
            try db.alter(table: "score") { t in
                t.add(column: "answers", .jsonText).notNull().defaults(to: "[]")
                t.add(column: "attempts", .integer).notNull().defaults(to: 0)
                t.add(column: "hintsUsed", .integer).notNull().defaults(to: 0)
            }
        }
        migrator.registerMigration("v5: content digest") { db in
            // Facts about the whole gradebook: `contentDigest`, the lessons, hidden checks and grading rules
            // it was last graded with (`ClassGrader`), which a merge of shards requires to agree.
            try db.create(table: "gradebookInfo") { t in
                t.primaryKey("key", .text)
                t.column("value", .text).notNull()
            }
        }
        return migrator
    }
}
