import Foundation

/// Whether an item is a question (answered in the progress file) or an exercise (a Swift file checked by code).
public enum GradedItemKind: String, Sendable, Hashable, Codable {
    case question
    case exercise
}

/// The verdict of one check as a student may see it. Hidden checks carry only their number and verdict:
/// their names and messages stay with the instructor.
public struct GradedCheck: Sendable, Hashable, Codable {
    public var name: String
    public var passed: Bool
    /// The check's message; nil for hidden checks, whose messages are never recorded.
    public var message: String?
    public var hidden: Bool

    public init(name: String, passed: Bool, message: String?, hidden: Bool = false) {
        self.name = name
        self.passed = passed
        self.message = hidden ? nil : message
        self.hidden = hidden
    }

    /// A hidden check as students see it: "hidden check 2".
    public static func hidden(number: Int, passed: Bool) -> GradedCheck {
        GradedCheck(name: "hidden check \(number)", passed: passed, message: nil, hidden: true)
    }
}

/// One answer a student gave to a question, judged again by the grader.
public struct GradedAnswer: Sendable, Hashable, Codable {
    public var text: String
    public var correct: Bool

    public init(text: String, correct: Bool) {
        self.text = text
        self.correct = correct
    }
}

/// The score of one question or exercise for one student.
public struct GradedItem: Sendable, Hashable, Codable {
    public var id: String
    public var kind: GradedItemKind
    /// Points the lesson declares for the item.
    public var possible: Double
    /// Points earned: all or nothing for questions; for exercises `possible × passed checks / all checks`
    /// (hidden checks included), so partial work earns partial credit.
    public var earned: Double
    public var checksPassed: Int
    public var checksTotal: Int
    /// The validator's or kernel's words for the student ("Correct.", "did not compile: …", "not answered").
    public var message: String
    public var checks: [GradedCheck]
    /// The compiler's errors in the student's files, as `tutor check` prints them (`file:line:column: error: …`),
    /// so that "see the errors below" has errors below it.
    public var diagnostics: [String]
    /// For questions: the answers given, oldest first (at most the progress file's history), each judged again.
    public var answers: [GradedAnswer]
    /// Judged attempts and hints taken, as the student's progress file records them (the gradebook's statistics).
    public var attempts: Int
    public var hintsUsed: Int

    public init(id: String, kind: GradedItemKind, possible: Double, earned: Double, checksPassed: Int, checksTotal: Int,
                message: String, checks: [GradedCheck] = [], diagnostics: [String] = [], answers: [GradedAnswer] = [],
                attempts: Int = 0, hintsUsed: Int = 0) {
        self.id = id
        self.kind = kind
        self.possible = possible
        self.earned = earned
        self.checksPassed = checksPassed
        self.checksTotal = checksTotal
        self.message = message
        self.checks = checks
        self.diagnostics = diagnostics
        self.answers = answers
        self.attempts = attempts
        self.hintsUsed = hintsUsed
    }

    enum CodingKeys: String, CodingKey {
        case id, kind, possible, earned, checksPassed, checksTotal, message, checks, diagnostics, answers, attempts, hintsUsed
    }

    /// Reads grades written before items carried diagnostics, answers, attempts and hints (an older `grade-one`) as having none.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(id: try c.decode(String.self, forKey: .id), kind: try c.decode(GradedItemKind.self, forKey: .kind),
                  possible: try c.decode(Double.self, forKey: .possible), earned: try c.decode(Double.self, forKey: .earned),
                  checksPassed: try c.decode(Int.self, forKey: .checksPassed), checksTotal: try c.decode(Int.self, forKey: .checksTotal),
                  message: try c.decode(String.self, forKey: .message), checks: try c.decode([GradedCheck].self, forKey: .checks),
                  diagnostics: try c.decodeIfPresent([String].self, forKey: .diagnostics) ?? [],
                  answers: try c.decodeIfPresent([GradedAnswer].self, forKey: .answers) ?? [],
                  attempts: try c.decodeIfPresent(Int.self, forKey: .attempts) ?? 0,
                  hintsUsed: try c.decodeIfPresent(Int.self, forKey: .hintsUsed) ?? 0)
    }

    /// Partial credit: the declared points times the fraction of checks passed, rounded to hundredths
    /// so that scores compare exactly across runs and in the CSV.
    public static func partialCredit(points: Double, passed: Int, total: Int) -> Double {
        guard total > 0 else { return 0 }
        return (points * Double(passed) / Double(total) * 100).rounded() / 100
    }
}

/// One lesson's items for one student.
public struct GradedLesson: Sendable, Hashable, Codable {
    public var id: String
    public var title: String
    public var items: [GradedItem]

    public init(id: String, title: String, items: [GradedItem]) {
        self.id = id
        self.title = title
        self.items = items
    }

    public var earned: Double { items.reduce(0) { $0 + $1.earned } }
    public var possible: Double { items.reduce(0) { $0 + $1.possible } }
}

/// Something the sandbox or the kernel stopped or refused while grading a student: reported to the
/// instructor (and in the student's feedback) so that a zero is never a mystery.
public struct Containment: Sendable, Hashable, Codable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable, Codable {
        /// A program ran past its time limit (an infinite loop); it was killed.
        case timeLimit = "time-limit"
        /// A program trapped or was killed by a signal.
        case crash
        /// A program printed more than the output limit.
        case outputLimit = "output-limit"
        /// A program reached the memory limit.
        case memoryLimit = "memory-limit"
        /// The student's grading process itself could not finish (killed, unreadable result).
        case graderFailure = "grader-failure"
        /// The workspace had a file the grader could not read as what it should be (a corrupted progress file).
        case unreadableFile = "unreadable-file"
        /// Something in the workspace was not a plain file of a sane size (a pipe, a device, a link, a folder
        /// where a file belongs, a huge file): it was left out, or the report not written there; the rest was graded.
        case unsafeFile = "unsafe-file"
        /// The grade could not be decided for reasons that are not the student's (a machine too busy for the
        /// reference run to finish, a reference that fails its own checks): nothing is recorded, and the next
        /// `tutor grade` grades the student again.
        case notGraded = "not-graded"
    }

    public var kind: Kind
    /// Lesson and item it concerns, when it concerns one.
    public var item: String?
    public var detail: String

    public init(kind: Kind, item: String? = nil, detail: String) {
        self.kind = kind
        self.item = item
        self.detail = detail
    }

    public var description: String { "\(kind.rawValue)\(item.map { " (\($0))" } ?? ""): \(detail)" }
}

extension StudentGrade {
    /// Whether the grade says what the student's work earned: not when a run could not be decided or the grader failed.
    public var isDecided: Bool { !containments.contains { $0.kind == .notGraded || $0.kind == .graderFailure } }
}

/// What grading one workspace produced inside its sandbox (the `grade-one` child prints this as JSON).
public struct WorkspaceGrade: Sendable, Hashable, Codable {
    public var lessons: [GradedLesson]
    public var containments: [Containment]

    public init(lessons: [GradedLesson], containments: [Containment] = []) {
        self.lessons = lessons
        self.containments = containments
    }
}

/// One student's grade: the workspace grade plus what the sandbox contained and how it was isolated.
public struct StudentGrade: Sendable, Hashable, Codable {
    public var student: String
    /// SHA-256 of the submission and everything that decides its grade (lessons, hidden checks).
    public var contentHash: String
    /// The seed the student's scenarios were drawn from: `tutor check --seed` on their workspace replays them.
    public var seed: UInt64
    public var lessons: [GradedLesson]
    public var containments: [Containment]
    /// How the student's process was isolated ("user, network, mount and pid namespaces; uid 61001; …").
    public var isolation: String
    /// True when this grade came from the gradebook because the submission had not changed.
    public var reused: Bool

    public init(student: String, contentHash: String, seed: UInt64 = 0, lessons: [GradedLesson], containments: [Containment],
                isolation: String, reused: Bool = false) {
        self.student = student
        self.contentHash = contentHash
        self.seed = seed
        self.lessons = lessons
        self.containments = containments
        self.isolation = isolation
        self.reused = reused
    }

    public var earned: Double { lessons.reduce(0) { $0 + $1.earned } }
    public var possible: Double { lessons.reduce(0) { $0 + $1.possible } }
}
