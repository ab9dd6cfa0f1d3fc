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
        guard let regex = try? NSRegularExpression(pattern: pattern, options: options) else { return nil }
        return firstMatch(regex, in: text)
    }
}
