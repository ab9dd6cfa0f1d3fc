/// "Did you mean …?" for an author's misspelt key, validator type or option: the known name at the smallest
/// edit distance, when it is close enough to be a plausible typo (`hint` → `hints`, `numbr` → `number`).
public enum NearestName {
    /// The nearest candidate within a third of the word's length (at least 2 edits); nil when none is that close,
    /// or when two are equally near (a guess between them would mislead).
    public static func nearest(to word: String, in candidates: [String]) -> String? {
        guard !word.isEmpty else { return nil }
        let limit = max(2, word.count / 3)
        let scored = candidates.map { ($0, editDistance(word, $0)) }.filter { $0.1 <= limit }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        return scored.filter { $0.1 == best.1 }.count == 1 ? best.0 : nil
    }

    /// Levenshtein distance over characters, case-insensitive (the REPL's `Suggestion` uses it too).
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased()), b = Array(b.lowercased())
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
