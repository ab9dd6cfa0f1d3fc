import Foundation

/// A regular expression from a lesson, matched within a time budget. A lesson's pattern is an author's text from
/// anywhere: `(a|a)*b|a*c` takes ICU seconds per answer (about 3 s for 25 letters) before it gives up and reports no
/// match, and a right answer was graded wrong so. A match that runs past the budget, or that ICU abandons, is
/// `undecided`, never a no.
enum BoundedRegex {
    enum Outcome: Equatable { case match, noMatch, undecided }

    /// How long one match may take: far beyond any sensible pattern on a typed answer (microseconds), short enough
    /// that a question with many such patterns still answers at once.
    static let budgetSeconds = 0.2

    static func firstMatch(_ regex: NSRegularExpression, in text: String, seconds: Double = budgetSeconds) -> Outcome {
        let deadline = Date().addingTimeInterval(seconds)
        var outcome = Outcome.noMatch
        regex.enumerateMatches(in: text, options: [.reportProgress, .reportCompletion],
                               range: NSRange(text.startIndex..., in: text)) { result, flags, stop in
            if result != nil {
                outcome = .match
                stop.pointee = true
            } else if flags.contains(.internalError) {
                outcome = .undecided
                stop.pointee = true
            } else if Date() > deadline {
                outcome = .undecided
                stop.pointee = true
            }
        }
        return outcome
    }

    /// `pattern` compiled and matched against `text`; nil when the pattern does not compile.
    static func firstMatch(pattern: String, options: NSRegularExpression.Options = [], in text: String) -> Outcome? {
        guard let regex = compiled(pattern, options) else { return nil }
        return firstMatch(regex, in: text)
    }

    /// Patterns compiled once per process: a lesson's feedback patterns are tried on every wrong answer, and compiling
    /// one cost more than matching it. At most `cacheLimit` are kept (a lesson has a few dozen).
    static func compiled(_ pattern: String, _ options: NSRegularExpression.Options) -> NSRegularExpression? {
        let key = "\(options.rawValue)/" + pattern
        if let known = cache.withLock({ $0[key] }) { return known }
        guard let regex = try? NSRegularExpression(pattern: pattern, options: options) else { return nil }
        cache.withLock { cached in
            if cached.count >= cacheLimit { cached.removeAll() }
            cached[key] = regex
        }
        return regex
    }

    static let cacheLimit = 512
    nonisolated(unsafe) static let cache = LockedDictionary()
}

/// A dictionary behind a lock: NSRegularExpression is immutable and safe to share once compiled.
final class LockedDictionary: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String: NSRegularExpression] = [:]

    func withLock<Result>(_ body: (inout [String: NSRegularExpression]) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&entries)
    }
}
