import Foundation

/// Exact text, read forgivingly by default: case-insensitive, runs of whitespace as one space, Unicode
/// compatibility-normalized (so `ﬁ` is `fi` and a decomposed `й` equals the composed one), and as Swift
/// prints or quotes it: `Optional("Save")`, `'Save'`, `“Save”` and `Save.` are `Save`. An answer that is an
/// API name is read as one (see `APIName`: `UIKit.UITextFieldDelegate`). An answer written `HH:MM`
/// (perhaps with a day word: `23:00 the previous day`) is a time of day, read in 24- and 12-hour forms,
/// with AM/PM, in Russian and with a day word (see `ClockTime`); a wrong time says which part is wrong.
/// `whitespace: exact` takes the text literally: no quotes, `Optional` or full stops are dropped.
///
/// Options: `answer` / `answers` / `answer_sha256`, `case_sensitive` (false), `whitespace`
/// (`collapse` | `ignore` | `exact`, default `collapse`), `unicode` (`nfkc` | `nfc`, default `nfkc`).
public struct TextValidator: AnswerValidator, CanonicalAnswering {
    public static let type = "text"
    public static let optionKeys: Set<String> = ["answer", "answers", "answer_sha256", "case_sensitive", "whitespace", "unicode"]

    let expected: ExpectedAnswer
    let caseSensitive: Bool
    let whitespace: String
    let unicode: String
    let expectedCanonical: Set<String>
    /// The answers as API names, when each is one (a single word such as `UITextFieldDelegate`).
    let names: [APIName]
    /// The answers as times of day, when they are written `HH:MM`.
    let times: [ClockTime]

    public init(options: ValidatorOptions) throws(ValidatorOptionError) {
        expected = try ExpectedAnswer.read(options, typeName: Self.type)
        caseSensitive = try options.bool("case_sensitive") ?? false
        whitespace = try options.word("whitespace", in: ["collapse", "ignore", "exact"]) ?? "collapse"
        unicode = try options.word("unicode", in: ["nfkc", "nfc"]) ?? "nfkc"
        let (c, w, u) = (caseSensitive, whitespace, unicode)
        let literal = whitespace == "exact"
        expectedCanonical = Set(expected.plain.map { Self.normalize(literal ? $0 : Self.unwrapped($0), caseSensitive: c, whitespace: w, unicode: u) })
        let names = expected.plain.compactMap { text in text.contains(where: \.isWhitespace) ? nil : APIName(Self.unwrapped(text)) }
        self.names = !literal && names.count == expected.plain.count ? names : []
        let times = expected.plain.compactMap { text in text.range(of: #"\b\d{1,2}:\d{2}\b"#, options: .regularExpression) == nil ? nil : ClockTime.read(text) }
        self.times = !literal && !times.isEmpty && times.count == expected.plain.count ? times : []
    }

    /// `Optional("Save")`, `"Save"`, `'Save'`, `“Save”`, `«Save»`, `Save.` → `Save`.
    static func unwrapped(_ text: String) -> String {
        var text = text.trimmingCharacters(in: .whitespacesAndNewlines)
        // A few layers at most: nobody nests Optional(…) deeper, and a pasted wall of them stays cheap.
        for _ in 0..<4 {
            let before = text
            while let last = text.last, ".!;".contains(last), text.count > 1 { text = String(text.dropLast()).trimmingCharacters(in: .whitespaces) }
            if text.hasPrefix("Optional("), text.hasSuffix(")") { text = String(text.dropFirst(9).dropLast()).trimmingCharacters(in: .whitespaces) }
            for (open, close) in [("\"", "\""), ("'", "'"), ("“", "”"), ("„", "“"), ("«", "»"), ("‘", "’"), ("`", "`")]
            where text.count >= 2 && text.hasPrefix(open) && text.hasSuffix(close) {
                text = String(text.dropFirst().dropLast())
            }
            if text == before { break }
        }
        return text
    }

    public func canonicalForm(_ answer: String) -> String? {
        if !times.isEmpty { return ClockTime.read(answer)?.canonical }
        return Self.normalize(whitespace == "exact" ? answer : Self.unwrapped(answer), caseSensitive: caseSensitive, whitespace: whitespace, unicode: unicode)
    }

    static func normalize(_ text: String, caseSensitive: Bool, whitespace: String, unicode: String) -> String {
        var text = unicode == "nfkc" ? text.precomposedStringWithCompatibilityMapping : text.precomposedStringWithCanonicalMapping
        switch whitespace {
        case "ignore": text = String(text.unicodeScalars.filter { !$0.properties.isWhitespace }.map(Character.init))
        case "collapse": text = AnswerText.collapseWhitespace(text)
        default: break
        }
        return caseSensitive ? text : text.lowercased()
    }

    /// Two spellings of a time to show how times are written, never the right one.
    var timeExample: (String, String) {
        times.contains { $0.minutes % 720 == 9 * 60 + 30 } ? ("06:45", "6:45 PM") : ("09:30", "9:30 PM")
    }

    /// Any text reads as a text (times excepted: they are read as times or not at all).
    public var readsAnyText: Bool { times.isEmpty }

    public func validate(_ answer: String) -> ValidationResult {
        if !times.isEmpty { return validateTime(answer) }
        guard canonicalForm(answer) != nil else { return .unreadable(Message(.textUnreadable)) }
        if matches(answer) { return .correct }
        guard whitespace != "exact" else { return .incorrect(detail: reason(for: answer)) }
        // `Save (the normal title)`, `Save — заголовок для normal`: the answer, then a remark about it.
        let (core, remark) = NumberText.splitRemark(answer.trimmingCharacters(in: .whitespacesAndNewlines))
        if remark != nil, !core.isEmpty, matches(core) { return .correct }
        // `the normal title, "Save"`: the one quoted text in a sentence that does not deny it.
        if let quoted = Self.quotedText(answer), !Self.denies(answer), matches(quoted) { return .correct }
        return .incorrect(detail: reason(for: remark == nil ? answer : core))
    }

    /// Whether the answer, read as this validator reads answers, is one of the right ones.
    func matches(_ answer: String) -> Bool {
        guard let canonical = canonicalForm(answer) else { return false }
        if expected.hash != nil { return expected.hashMatches(canonical) }
        if expectedCanonical.contains(canonical) { return true }
        guard !names.isEmpty, let name = APIName(Self.unwrapped(answer)) else { return false }
        return names.contains { name.matches($0, ignoringCase: !caseSensitive) }
    }

    nonisolated(unsafe) static let quotePattern = try! NSRegularExpression(pattern: #""([^"]+)"|“([^”]+)”|«([^»]+)»|„([^“]+)“|‘([^’]+)’|`([^`]+)`"#)

    /// The text inside the answer's only pair of quotes, or nil when there is none or more than one.
    static func quotedText(_ text: String) -> String? {
        let found = quotePattern.matches(in: text, range: NSRange(text.startIndex..., in: text))
        guard found.count == 1 else { return nil }
        for group in 1..<found[0].numberOfRanges {
            if let range = Range(found[0].range(at: group), in: text) { return String(text[range]) }
        }
        return nil
    }

    /// Words that turn a quoted text into what the answer is not (`not "Save"`, `не «Save»`).
    static func denies(_ text: String) -> Bool {
        let words = Set(text.lowercased().split { !$0.isLetter && $0 != "'" && $0 != "’" }.map(String.init))
        return !words.isDisjoint(with: ["not", "never", "isn't", "isn’t", "instead", "no", "не", "нет", "вместо"])
    }

    /// Why a wrong text is wrong, when that can be told from the right one without giving it away whole.
    func reason(for answer: String) -> Message? {
        guard expected.hash == nil, !expected.plain.isEmpty else { return nil }
        let literal = whitespace == "exact"
        let folded = { (text: String) in
            Self.normalize(literal ? text : Self.unwrapped(text), caseSensitive: false, whitespace: literal ? "exact" : "collapse", unicode: self.unicode)
        }
        let given = folded(answer)
        let givenWords = given.split(separator: " ").map(String.init)
        for right in expected.plain.map(folded) {
            let rightWords = right.split(separator: " ").map(String.init)
            if caseSensitive, given == right { return Message(.textCaseDiffers) }
            if givenWords.count > rightWords.count, Self.contains(givenWords, rightWords) { return Message(.textExtraWords) }
            if !givenWords.isEmpty, givenWords.count < rightWords.count, Self.contains(rightWords, givenWords) { return Message(.textPartMissing) }
            if right.count >= 3, Self.distance(given, right, limit: 2) <= min(2, max(1, right.count / 4)) { return Message(.textNearlySpelled) }
        }
        return Message(.textOther, answer.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Whether `words` holds `part` as consecutive words.
    static func contains(_ words: [String], _ part: [String]) -> Bool {
        guard !part.isEmpty, part.count <= words.count else { return false }
        return (0...(words.count - part.count)).contains { Array(words[$0..<$0 + part.count]) == part }
    }

    /// Edit distance, counted only up to `limit + 1` (long answers stay cheap).
    static func distance(_ a: String, _ b: String, limit: Int) -> Int {
        let a = Array(a), b = Array(b)
        guard abs(a.count - b.count) <= limit, a.count < 200, b.count < 200 else { return limit + 1 }
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return min(previous[b.count], limit + 1)
    }

    func validateTime(_ answer: String) -> ValidationResult {
        guard let time = ClockTime.read(answer) else { return .unreadable(Message(.timeUnreadable, answer, timeExample.0, timeExample.1)) }
        if times.contains(where: { $0.minutes == time.minutes && time.agreesInDay(with: $0) }) { return .correct }
        let wanted = times[0]
        if wanted.minutes == time.minutes { return .incorrect(detail: Message(.timeWrongDay)) }
        if (wanted.minutes - time.minutes + 1440) % 1440 == 720 { return .incorrect(detail: Message(.timeTwelveHours)) }
        if wanted.hour == time.hour { return .incorrect(detail: Message(.timeWrongMinutes)) }
        if wanted.minute == time.minute { return .incorrect(detail: Message(.timeWrongHour)) }
        return .incorrect(detail: nil)
    }

    public var shownAnswer: String? { expected.plain.first }

    public func sameAnswer(_ answer: String, _ other: String) -> Bool {
        if !times.isEmpty {
            guard let a = ClockTime.read(answer), let b = ClockTime.read(other) else { return false }
            return a.minutes == b.minutes && a.sameDay(as: b)
        }
        if canonicalForm(answer) == canonicalForm(other) { return true }
        // `Saved (the selected title)` is the feedback's `Saved`, its remark aside.
        if whitespace != "exact" {
            let core = { (text: String) in NumberText.splitRemark(text.trimmingCharacters(in: .whitespacesAndNewlines)).answer }
            if let a = canonicalForm(core(answer)), !a.isEmpty, a == canonicalForm(core(other)) { return true }
        }
        guard !names.isEmpty, let a = APIName(Self.unwrapped(answer)), let b = APIName(Self.unwrapped(other)) else { return false }
        return a.matches(b, ignoringCase: !caseSensitive)
    }
}

/// Validators whose answers have one canonical spelling, so the answer can be stored as a salted hash.
public protocol CanonicalAnswering {
    /// The answer in canonical form, or nil when it cannot be read.
    func canonicalForm(_ answer: String) -> String?
}

extension CanonicalAnswering {
    /// The `answer_sha256:` value for `answer`, to paste into a lesson instead of the answer.
    public func answerHashOption(for answer: String, salt: String) -> String? {
        canonicalForm(answer).map { ExpectedAnswer.hashOption(salt: salt, canonical: $0) }
    }
}
