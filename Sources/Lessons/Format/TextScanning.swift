import Foundation

/// The sets of scalars lesson parsing trims. Foundation's `trimmingCharacters(in:)` goes through
/// NSString and UTF-16 on Linux, which made it most of `tutor list`'s time; these trim the same
/// scalars (Foundation's definitions of the sets) on the string's own storage. The kernel trims each
/// cell with them too (Foundation's call was 50 µs of a cached cell's 2 ms round trip).
public enum TrimmedScalars: Sendable {
    /// `CharacterSet.whitespaces`: general category Zs, U+0009 (tab) and U+200B.
    case whitespaces
    /// `CharacterSet.newlines`: U+000A–U+000D, U+0085, U+2028, U+2029.
    case newlines
    /// `CharacterSet.whitespacesAndNewlines`: both of the above.
    case whitespacesAndNewlines

    public func contains(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        let isNewline = (0x0A...0x0D).contains(value) || value == 0x85 || value == 0x2028 || value == 0x2029
        let isSpace: Bool
        if value < 0x80 {
            isSpace = value == 0x20 || value == 0x09
        } else {
            // Foundation's set also holds U+200B (zero width space), once Zs; TextScanningTests pins the whole plane.
            isSpace = value == 0x200B || scalar.properties.generalCategory == .spaceSeparator
        }
        switch self {
        case .whitespaces: return isSpace
        case .newlines: return isNewline
        case .whitespacesAndNewlines: return isSpace || isNewline
        }
    }
}

extension String {
    /// The string without leading and trailing scalars of the set (as `trimmingCharacters(in:)`).
    public func trimmed(_ set: TrimmedScalars) -> String { Substring(self).trimmed(set) }

    /// Whether the line is empty or only whitespace: `trimmed(.whitespaces).isEmpty` without
    /// building the trimmed string (it is asked of every prose line).
    public var isBlank: Bool { unicodeScalars.allSatisfy { TrimmedScalars.whitespaces.contains($0) } }

    /// Whether the UTF-8 text holds this byte: a memchr-speed test that rules a line out before
    /// any scalar or character work is done on it.
    func containsByte(_ byte: UInt8) -> Bool {
        utf8.withContiguousStorageIfAvailable { buffer in
            guard let base = buffer.baseAddress else { return false }
            return memchr(base, Int32(byte), buffer.count) != nil
        } ?? utf8.contains(byte)
    }

    /// The text with CRLF line ends made LF; text without a carriage return is returned as is.
    func withUnixLineEnds() -> String {
        guard containsByte(0x0D) else { return self }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var pendingReturn = false
        for byte in utf8 {
            if pendingReturn && byte != 0x0A { bytes.append(0x0D) }
            pendingReturn = byte == 0x0D
            if !pendingReturn { bytes.append(byte) }
        }
        if pendingReturn { bytes.append(0x0D) }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension Substring {
    /// The text without leading and trailing scalars of the set (as `trimmingCharacters(in:)`).
    public func trimmed(_ set: TrimmedScalars) -> String {
        let scalars = unicodeScalars
        var start = scalars.startIndex, end = scalars.endIndex
        while start < end, set.contains(scalars[start]) { start = scalars.index(after: start) }
        while start < end {
            let before = scalars.index(before: end)
            guard set.contains(scalars[before]) else { break }
            end = before
        }
        return String(scalars[start..<end])
    }
}

extension String {
    /// The lines of the text, split at each LF, empty lines kept: the same as
    /// `split(separator: "\n", omittingEmptySubsequences: false)`, which walks grapheme clusters,
    /// but scanning bytes. A CR LF pair is one `Character`, so it does not split there either.
    func lines() -> [String] {
        var result: [String] = []
        let bytes = utf8
        var lineStart = bytes.startIndex
        var previous: UInt8 = 0
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            if byte == 0x0A && previous != 0x0D {
                result.append(String(self[lineStart..<index]))
                lineStart = bytes.index(after: index)
            }
            previous = byte
            index = bytes.index(after: index)
        }
        result.append(String(self[lineStart..<bytes.endIndex]))
        return result
    }
}

extension LessonParser {
    /// Whether an id is lowercase ASCII words of letters and digits joined by single hyphens: what
    /// the regular expression `^[a-z0-9]+(-[a-z0-9]+)*$` accepts, without compiling it at start-up.
    /// Like ICU's `$`, one line terminator at the very end is allowed.
    static func isValidID(_ id: String) -> Bool {
        var scalars = Substring(id).unicodeScalars
        if scalars.last == "\n", scalars.dropLast().last == "\r" {
            scalars = scalars.dropLast(2)
        } else if let last = scalars.last, ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains(last) {
            scalars = scalars.dropLast()
        }
        var previousWasHyphen = true  // nothing yet: an id cannot start with a hyphen
        for scalar in scalars {
            switch scalar {
            case "a"..."z", "0"..."9": previousWasHyphen = false
            case "-":
                if previousWasHyphen { return false }
                previousWasHyphen = true
            default: return false
            }
        }
        return !previousWasHyphen
    }
}
