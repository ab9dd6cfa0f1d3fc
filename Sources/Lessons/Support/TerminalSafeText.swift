import Foundation

/// Text from learners' programs and from lessons made safe to print: it can never act on the
/// terminal (clear it, set its title, write the clipboard with OSC 52, move the cursor, hide text
/// behind a carriage return or reorder it with bidirectional overrides). Every control character
/// other than newline and tab is shown visibly instead:
///
/// - C0 controls and DEL in caret notation, as terminals echo them and `cat -v` shows them:
///   ESC is `^[`, BEL `^G`, a carriage return `^M`, NUL `^@`, DEL `^?`. A carriage return right
///   before a newline is the end of a CRLF line and is dropped.
/// - C1 controls (U+0080–U+009F, which some terminals obey as ESC sequences: U+009B is CSI), every
///   invisible format character (Unicode's category Cf: the bidirectional marks, embeddings, overrides and
///   isolates such as U+200F and U+202E, U+061C, zero-width spaces, U+FEFF, tag characters) and the line and
///   paragraph separators, as Swift writes them in a string literal: `\u{9B}`, `\u{202E}`, `\u{200B}`. They
///   reorder text or hide in it: a folder named `alice` and a zero-width space would read as a second `alice`.
///   The zero-width joiner and non-joiner stay in program output (emoji and some scripts need them) and are
///   shown only on one-line text such as a name (`escapeOneLine`).
///
/// The result holds no such character, so escaping twice changes nothing; text without any (all
/// ordinary text) is returned as it is after one scan of its bytes. Front ends escape untrusted
/// text before they add their own styling escape codes, never after.
public enum TerminalSafeText {
    /// The text with every control character other than newline and tab shown visibly.
    public static func escape(_ text: String) -> String { escape(text, keepingJoiners: true) }

    static func escape(_ text: String, keepingJoiners: Bool) -> String {
        guard needsEscaping(text, keepingJoiners: keepingJoiners) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            let value = scalar.value
            switch value {
            case 0x0A, 0x09:
                out.unicodeScalars.append(scalar)
            case 0x0D where index + 1 < scalars.count && scalars[index + 1] == "\n":
                break
            case 0x00...0x1F:
                out += "^"
                out.unicodeScalars.append(Unicode.Scalar(UInt8(value + 0x40)))
            case 0x7F:
                out += "^?"
            case 0x80...0x9F:
                out += "\\u{" + String(value, radix: 16, uppercase: true) + "}"
            default:
                if isInvisible(scalar, keepingJoiners: keepingJoiners) {
                    out += "\\u{" + String(value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// A format character (category Cf) or a line or paragraph separator: invisible, and some reorder the text
    /// around them. The joiners are kept when `keepingJoiners`.
    static func isInvisible(_ scalar: Unicode.Scalar, keepingJoiners: Bool) -> Bool {
        guard scalar.value >= 0xAD else { return false }
        if keepingJoiners, scalar.value == 0x200C || scalar.value == 0x200D { return false }
        switch scalar.properties.generalCategory {
        case .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }

    /// `escape`, with newlines and tabs shown too (`^J`, `^I`): for text that must stay on its line, such as a
    /// name in a table or a summary (a newline there would print a line of the text's own choosing).
    public static func escapeOneLine(_ text: String) -> String {
        let escaped = escape(text, keepingJoiners: false)
        guard escaped.contains(where: { $0 == "\n" || $0 == "\t" }) else { return escaped }
        return escaped.replacingOccurrences(of: "\n", with: "^J").replacingOccurrences(of: "\t", with: "^I")
    }

    /// JSON text with the characters a terminal would obey and JSONEncoder leaves raw (C1 controls, DEL, the
    /// bidirectional embeddings, overrides and isolates) written as `\uXXXX` escapes: the same JSON, safe to print.
    public static func escapingInJSON(_ json: String) -> String {
        guard needsEscaping(json, keepingJoiners: false) else { return json }
        var out = ""
        out.reserveCapacity(json.utf8.count + 16)
        for scalar in json.unicodeScalars {
            if scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) || isInvisible(scalar, keepingJoiners: false) {
                // JSON writes a character past U+FFFF as its UTF-16 surrogate pair.
                for unit in String(scalar).utf16 { out += String(format: "\\u%04X", unit) }
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Whether `escape` would change the text: a scan of its UTF-8 bytes for C0 (but newline and tab), DEL and C1
    /// (C2 80–C2 9F), then, for text past ASCII, of its characters for invisible ones.
    public static func needsEscaping(_ text: String) -> Bool { needsEscaping(text, keepingJoiners: true) }

    static func needsEscaping(_ text: String, keepingJoiners: Bool) -> Bool {
        var text = text
        var nonASCII = false
        let controls = text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte < 0x20 {
                    if byte != 0x0A && byte != 0x09 { return true }
                } else if byte == 0x7F {
                    return true
                } else if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) {
                    return true
                } else if byte >= 0x80 {
                    nonASCII = true
                }
                index += 1
            }
            return false
        }
        // Text with letters past ASCII (Cyrillic, emoji) is read once more, by character category.
        return controls || (nonASCII && text.unicodeScalars.contains { isInvisible($0, keepingJoiners: keepingJoiners) })
    }
}

extension String {
    /// This text with every control character other than newline and tab shown visibly (`TerminalSafeText`).
    public var terminalSafe: String { TerminalSafeText.escape(self) }
    /// On one line: newlines and tabs shown too.
    public var terminalSafeLine: String { TerminalSafeText.escapeOneLine(self) }
}
