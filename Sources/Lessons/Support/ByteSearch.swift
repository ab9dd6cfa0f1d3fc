/// Substring search over UTF-8 bytes, for the connectors an answer's reading looks for. Foundation's `range(of:)`
/// compares character by character through Unicode folding on Linux, and took two thirds of the time of reading a
/// 30-word answer (tutor-bench lessons); the connectors are plain text, so bytes decide.
enum ByteSearch {
    /// The byte offset of the first `needle` in `haystack` at or after `start`.
    static func first(_ needle: [UInt8], in haystack: [UInt8], from start: Int = 0) -> Int? {
        guard !needle.isEmpty, haystack.count >= needle.count, start <= haystack.count - needle.count else { return nil }
        let head = needle[0]
        var index = start
        let last = haystack.count - needle.count
        outer: while index <= last {
            if haystack[index] == head {
                for offset in 1..<needle.count where haystack[index + offset] != needle[offset] {
                    index += 1
                    continue outer
                }
                return index
            }
            index += 1
        }
        return nil
    }

    /// The byte offset of the last `needle` in `haystack`.
    static func last(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard !needle.isEmpty, haystack.count >= needle.count else { return nil }
        var index = haystack.count - needle.count
        while index >= 0 {
            if haystack[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index -= 1
        }
        return nil
    }
}
