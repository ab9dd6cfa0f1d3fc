import Lessons

/// "Did you mean …?" for mistyped commands and lesson ids: the candidate at the smallest edit
/// distance, if it is close enough to be a plausible typo.
public enum Suggestion {
    /// Levenshtein distance over characters, case-insensitive (`NearestName`'s, shared with lint).
    public static func editDistance(_ a: String, _ b: String) -> Int { NearestName.editDistance(a, b) }

    /// The nearest candidate within a third of the word's length (at least 2 edits), or one the
    /// word is a prefix of; nil when nothing is close.
    public static func nearest(to word: String, in candidates: [String]) -> String? {
        let limit = max(2, word.count / 3)
        let scored = candidates.map { ($0, editDistance(word, $0)) }.filter { $0.1 <= limit }
        if let best = scored.min(by: { $0.1 < $1.1 }) { return best.0 }
        return candidates.first { $0.lowercased().hasPrefix(word.lowercased()) && !word.isEmpty }
    }

    /// The same in the learner's language: `message` names what is unknown (`.unknownLesson`).
    public static func unknown(_ message: StringKey, _ word: String, candidates: [String], strings: Localizer) -> String {
        var text = strings[message, word]
        if let near = nearest(to: word, in: candidates) { text += " " + strings[.replDidYouMean, near] }
        return text
    }

    /// `Unknown lesson 'keybord'. Did you mean 'keyboard'?`
    public static func unknown(_ kind: String, _ word: String, candidates: [String]) -> String {
        var message = "Unknown \(kind) '\(word)'."
        if let near = nearest(to: word, in: candidates) { message += " Did you mean '\(near)'?" }
        return message
    }
}
