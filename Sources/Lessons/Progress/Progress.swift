import Foundation

/// What a learner has done, keyed by stable ids (lesson, step, question, exercise ids), never by positions,
/// so editing a lesson does not scramble anyone's progress. Stored as pretty JSON with sorted keys.
public struct Progress: Codable, Sendable, Equatable {
    /// Format 2 is current. Format 1 (the first layout) kept one `answer`, `hints` and `done` per item; it is
    /// migrated on read. A newer format is refused with "update tutor".
    public static let currentFormat = 2

    public var format: Int
    public var lessons: [String: LessonProgress]

    public init(lessons: [String: LessonProgress] = [:]) {
        self.format = Self.currentFormat
        self.lessons = lessons
    }

    public subscript(lesson id: String) -> LessonProgress {
        get { lessons[id] ?? LessonProgress() }
        set { lessons[id] = newValue }
    }
}

public struct LessonProgress: Codable, Sendable, Equatable {
    /// The step the learner was on (an id), to resume there.
    public var currentStep: String?
    public var startedAt: Date?
    public var updatedAt: Date?
    /// Set when every question and exercise of the lesson is complete.
    public var completedAt: Date?
    /// Questions and exercises by id.
    public var items: [String: ItemProgress]

    public init(currentStep: String? = nil, startedAt: Date? = nil, updatedAt: Date? = nil, completedAt: Date? = nil,
                items: [String: ItemProgress] = [:]) {
        self.currentStep = currentStep
        self.startedAt = startedAt
        self.updatedAt = updatedAt
        self.completedAt = completedAt
        self.items = items
    }

    public subscript(item id: String) -> ItemProgress? {
        get { items[id] }
        set { items[id] = newValue }
    }

    public var points: Int { items.values.reduce(0) { $0 + $1.points } }
}

/// One question or exercise.
public struct ItemProgress: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable { case question, exercise }

    public var kind: Kind
    /// Answers given (for exercises, `sha256:` of each checked file), oldest first, at most `answerHistoryLimit`.
    public var answers: [String]
    /// Judged submissions (unreadable answers are not counted).
    public var attempts: Int
    public var hintsUsed: Int
    public var solutionShown: Bool
    public var completed: Bool
    /// Points earned (the item's points once completed, else 0).
    public var points: Int
    public var firstAttemptAt: Date?
    public var lastAttemptAt: Date?
    public var completedAt: Date?

    public static let answerHistoryLimit = 50

    public init(kind: Kind, answers: [String] = [], attempts: Int = 0, hintsUsed: Int = 0, solutionShown: Bool = false,
                completed: Bool = false, points: Int = 0, firstAttemptAt: Date? = nil, lastAttemptAt: Date? = nil, completedAt: Date? = nil) {
        self.kind = kind
        self.answers = answers
        self.attempts = attempts
        self.hintsUsed = hintsUsed
        self.solutionShown = solutionShown
        self.completed = completed
        self.points = points
        self.firstAttemptAt = firstAttemptAt
        self.lastAttemptAt = lastAttemptAt
        self.completedAt = completedAt
    }

    /// Different answers tried: repeating the same answer, or an empty one, is not a real attempt.
    public var distinctAnswers: Int { Set(answers).count }

    /// Records one judged attempt. A nil answer (an exercise checked with its untouched starter) counts as an
    /// attempt but not as a different answer.
    public mutating func record(answer: String?, correct: Bool, points earned: Int, at date: Date) {
        if let answer {
            answers.append(String(answer.prefix(1_000)))
            if answers.count > Self.answerHistoryLimit { answers.removeFirst(answers.count - Self.answerHistoryLimit) }
        }
        attempts += 1
        firstAttemptAt = firstAttemptAt ?? date
        lastAttemptAt = date
        if correct, !completed {
            completed = true
            completedAt = date
            points = earned
        }
    }
}

/// Reading and writing the progress JSON, including migration of older formats.
enum ProgressCoding {
    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    /// A date as the encoder writes it, `2026-11-24T06:18:33Z`: fixed-width fields turned into seconds
    /// by the C library's `timegm`; any other ISO 8601 form goes to Foundation's parser. (Foundation's
    /// builds a Gregorian calendar and looks up the current time zone on first use: a tenth of the
    /// time a returning learner waits for the first prompt.)
    static func timestamp(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        func field(_ start: Int, _ count: Int) -> Int32? {
            var value: Int32 = 0
            for byte in bytes[start..<start + count] {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int32(byte - UInt8(ascii: "0"))
            }
            return value
        }
        let separators: [(Int, Character)] = [(4, "-"), (7, "-"), (10, "T"), (13, ":"), (16, ":"), (19, "Z")]
        guard bytes.count == 20, separators.allSatisfy({ bytes[$0.0] == $0.1.asciiValue }),
              let year = field(0, 4), let month = field(5, 2), let day = field(8, 2),
              let hour = field(11, 2), let minute = field(14, 2), let second = field(17, 2)
        else { return try? Date(text, strategy: .iso8601) }
        var parts = tm()
        (parts.tm_year, parts.tm_mon, parts.tm_mday) = (year - 1900, month - 1, day)
        (parts.tm_hour, parts.tm_min, parts.tm_sec) = (hour, minute, second)
        var seconds = timegm(&parts)
        // timegm rolls over what does not exist (30 February becomes 2 March): such a text is not a date.
        var check = tm()
        guard gmtime_r(&seconds, &check) != nil, check.tm_year == year - 1900, check.tm_mon == month - 1, check.tm_mday == day,
              check.tm_hour == hour, check.tm_min == minute, check.tm_sec == second
        else { return nil }
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    enum ReadProblem: Error {
        case damaged(String)
        case newer(Int)
    }

    /// The `format` number alone, read first to choose how to read the rest.
    private struct FormatField: Decodable {
        var format: Int
    }

    /// Reads the current format straight into `Progress`; an older one is migrated through
    /// `JSONSerialization` first. (Only migration needs the untyped round trip: it is most of the
    /// cost of reading progress at start-up.)
    static func decode(_ data: Data) -> Result<Progress, ReadProblem> {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = timestamp(text) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "Expected date string to be ISO8601-formatted.")
            }
            return date
        }
        let format: Int
        do {
            format = try decoder.decode(FormatField.self, from: data).format
        } catch DecodingError.keyNotFound, DecodingError.valueNotFound {
            return .failure(.damaged("no “format” number"))
        } catch DecodingError.typeMismatch(_, let context) where !context.codingPath.isEmpty {
            return .failure(.damaged("no “format” number"))
        } catch {
            return .failure(.damaged("not a JSON object"))
        }
        if format > Progress.currentFormat { return .failure(.newer(format)) }
        if format < 1 { return .failure(.damaged("format \(format)")) }
        do {
            guard format == 1 else { return .success(try decoder.decode(Progress.self, from: data)) }
            guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                return .failure(.damaged("not a JSON object"))
            }
            let migrated = try JSONSerialization.data(withJSONObject: migrateFromFormat1(root))
            return .success(try decoder.decode(Progress.self, from: migrated))
        } catch {
            return .failure(.damaged("unexpected structure: \(Self.describe(error))"))
        }
    }

    /// Format 1: `{"format":1,"lessons":{"id":{"step":"…","items":{"q":{"kind":"question","answer":"…","attempts":2,"hints":1,"done":true,"points":1}}}}}`.
    static func migrateFromFormat1(_ root: [String: Any]) -> [String: Any] {
        var lessons: [String: Any] = [:]
        for (lessonID, value) in root["lessons"] as? [String: Any] ?? [:] {
            guard let old = value as? [String: Any] else { continue }
            var items: [String: Any] = [:]
            for (itemID, itemValue) in old["items"] as? [String: Any] ?? [:] {
                guard let item = itemValue as? [String: Any] else { continue }
                items[itemID] = [
                    "kind": item["kind"] as? String ?? "question",
                    "answers": (item["answer"] as? String).map { [$0] } ?? [],
                    "attempts": item["attempts"] as? Int ?? 0,
                    "hintsUsed": item["hints"] as? Int ?? 0,
                    "solutionShown": false,
                    "completed": item["done"] as? Bool ?? false,
                    "points": item["points"] as? Int ?? 0,
                ] as [String: Any]
            }
            var lesson: [String: Any] = ["items": items]
            if let step = old["step"] as? String { lesson["currentStep"] = step }
            lessons[lessonID] = lesson
        }
        return ["format": Progress.currentFormat, "lessons": lessons]
    }

    static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            return "missing “\(key.stringValue)” at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context), DecodingError.dataCorrupted(let context):
            return "bad value at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        default:
            return "\(error)"
        }
    }
}
