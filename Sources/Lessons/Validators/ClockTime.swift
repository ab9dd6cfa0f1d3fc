import Foundation

/// A time of day as learners write it: `23:00`, `23.00`, `2300`, `11:00 PM`, `11 p.m.`, `eleven pm`,
/// `в 23:00`, `23 ч`, `11 вечера`, `12:15 ночи`, perhaps with a day word (`the evening before`, `(the next
/// day)`, `накануне`, `на следующий день`). The text validator reads answers this way when its answer is
/// written `HH:MM`.
struct ClockTime: Sendable, Hashable {
    /// Minutes since midnight, 0..<1440.
    var minutes: Int
    /// -1 the day before, 0 the same day, +1 the day after; nil when no day is said.
    var day: Int?

    var hour: Int { minutes / 60 }
    var minute: Int { minutes % 60 }

    /// `23:00`.
    var canonical: String { String(format: "%02d:%02d", hour, minute) }

    /// Day words, longest first so `the previous day` is not read as `day`.
    static let dayPhrases: [(phrase: String, day: Int)] = [
        ("the evening of the day before", -1), ("the evening before", -1), ("the night before", -1), ("the day before", -1),
        ("the previous evening", -1), ("the previous night", -1), ("the previous day", -1), ("previous evening", -1),
        ("previous night", -1), ("previous day", -1), ("one day earlier", -1), ("a day earlier", -1), ("the day earlier", -1),
        ("day earlier", -1), ("a day before", -1), ("one day before", -1), ("day before", -1), ("yesterday", -1),
        ("a day later", 1), ("one day later", 1), ("day later", 1),
        ("the next morning", 1), ("the next day", 1), ("the following morning", 1), ("the following day", 1),
        ("the day after", 1), ("next morning", 1), ("next day", 1), ("tomorrow", 1),
        ("the same day", 0), ("same day", 0), ("today", 0),
        ("предыдущего дня", -1), ("в предыдущий день", -1), ("предыдущий день", -1), ("прошлого дня", -1), ("в прошлый день", -1),
        ("днём раньше", -1), ("днем раньше", -1), ("на день раньше", -1),
        ("днём позже", 1), ("днем позже", 1), ("на день позже", 1), ("в следующий день", 1), ("за день до этого", -1), ("за день до", -1), ("за сутки до", -1), ("накануне", -1), ("вчера", -1),
        ("на следующий день", 1), ("следующего дня", 1), ("назавтра", 1), ("завтра", 1),
        ("в тот же день", 0), ("того же дня", 0), ("сегодня", 0),
    ]

    enum Meridiem { case am, pm, afternoon, night }

    /// Words that say which half of the day, and words that carry nothing.
    static let meridiemWords: [String: Meridiem] = [
        "am": .am, "a.m.": .am, "a.m": .am, "morning": .am, "утра": .am, "утром": .am,
        "pm": .pm, "p.m.": .pm, "p.m": .pm, "evening": .pm, "вечера": .pm, "вечером": .pm,
        "afternoon": .afternoon, "дня": .afternoon, "днём": .afternoon, "днем": .afternoon,
        "night": .night, "ночи": .night, "ночью": .night,
    ]
    static let fillerWords: Set<String> = ["at", "around", "in", "on", "the", "o'clock", "oclock", "local", "time", "в", "около", "по", "местному",
                                           "времени", "h", "hrs", "hours", "ч", "час", "часа", "часов"]

    static func read(_ text: String) -> ClockTime? {
        var lower = " " + text.lowercased().map { "(),;".contains($0) ? " " : String($0) }.joined() + " "
        lower = lower.replacingOccurrences(of: "\u{00A0}", with: " ")
        var day: Int?
        for (phrase, offset) in dayPhrases where lower.contains(" \(phrase) ") {
            if day != nil { return nil }
            day = offset
            lower = lower.replacingOccurrences(of: " \(phrase) ", with: " ")
        }
        var meridiem: Meridiem?
        var core: [String] = []
        for var token in lower.split(separator: " ").map(String.init) {
            if let m = meridiemWords[token] {
                guard meridiem == nil else { return nil }
                meridiem = m
                continue
            }
            if fillerWords.contains(token) { continue }
            // `11pm`, `11:00pm`, `23h`.
            for (suffix, m) in [("a.m.", Meridiem.am), ("p.m.", .pm), ("am", .am), ("pm", .pm)] where token.count > suffix.count && token.hasSuffix(suffix) {
                guard meridiem == nil, token.dropLast(suffix.count).last?.isNumber == true else { return nil }
                meridiem = m
                token = String(token.dropLast(suffix.count))
            }
            if token.count > 1, token.hasSuffix("h"), token.dropLast().allSatisfy(\.isNumber) { token.removeLast() }
            // `23h00`, `23ч00`: the hour letter between hour and minutes.
            for mark in ["h", "ч"] where token.contains(mark) {
                let halves = token.split(separator: Character(mark), omittingEmptySubsequences: false)
                if halves.count == 2, !halves[0].isEmpty, halves[1].count == 2, halves.allSatisfy({ $0.allSatisfy(\.isNumber) }) {
                    token = halves.joined(separator: ":")
                }
            }
            core.append(token)
        }
        guard let reading = clock(core) else { return nil }
        var hour = reading.0
        let minute = reading.1
        if let meridiem {
            switch meridiem {
            case .am, .pm:
                guard (1...12).contains(hour) else { return nil }
                hour = hour % 12 + (meridiem == .pm ? 12 : 0)
            case .afternoon:
                guard (1...6).contains(hour) || hour == 12 else { return nil }
                hour = hour == 12 ? 12 : hour + 12
            case .night:
                guard (1...5).contains(hour) || (9...12).contains(hour) else { return nil }
                hour = hour == 12 ? 0 : hour < 6 ? hour : hour + 12
            }
        } else {
            guard (0...24).contains(hour) else { return nil }
            hour %= 24
        }
        return ClockTime(minutes: hour * 60 + minute, day: day)
    }

    /// Hour and minute from what is left: `23:00`, `23.00`, `23 00`, `2300`, `23`, `eleven`.
    static func clock(_ tokens: [String]) -> (Int, Int)? {
        let joined = tokens.joined(separator: " ")
        if let words = NumberWords.read(tokens), words.count == tokens.count { return (words.value, 0) }
        let parts = joined.split(whereSeparator: { ":. ".contains($0) }).map(String.init)
        guard !parts.isEmpty, parts.count <= 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) else { return nil }
        if parts.count == 2 {
            guard parts[0].count <= 2, parts[1].count == 2, let h = Int(parts[0]), let m = Int(parts[1]), m < 60 else { return nil }
            return (h, m)
        }
        let digits = parts[0]
        switch digits.count {
        case 1, 2: return Int(digits).map { ($0, 0) }
        case 3, 4:
            guard let h = Int(digits.dropLast(2)), let m = Int(digits.suffix(2)), m < 60 else { return nil }
            return (h, m)
        default: return nil
        }
    }

    /// Whether two readings may mean the same moment: a day not said agrees with any.
    func sameDay(as other: ClockTime) -> Bool { day == nil || other.day == nil || day == other.day }

    /// Whether an answer's day agrees with the expected one: not said, or the same (the same day when the
    /// expected answer says none).
    func agreesInDay(with expected: ClockTime) -> Bool { day.map { $0 == (expected.day ?? 0) } ?? true }
}
