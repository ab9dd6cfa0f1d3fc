import Foundation

/// Text from learners' programs and from lessons made safe to print: it can never act on the
/// terminal (clear it, set its title, write the clipboard with OSC 52, move the cursor, hide text
/// behind a carriage return or reorder it with bidirectional overrides). Every control character
/// other than newline and tab is shown visibly instead:
///
/// - C0 controls and DEL in caret notation, as terminals echo them and `cat -v` shows them:
///   ESC is `^[`, BEL `^G`, a carriage return `^M`, NUL `^@`, DEL `^?`. A carriage return right
///   before a newline is the end of a CRLF line and is dropped.
/// - C1 controls (U+0080–U+009F, which some terminals obey as ESC sequences: U+009B is CSI) and the
///   bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) as Swift
///   writes them in a string literal: `\u{9B}`, `\u{202E}`.
///
/// The result holds no such character, so escaping twice changes nothing; text without any (all
/// ordinary text) is returned as it is after one scan of its bytes. Front ends escape untrusted
/// text before they add their own styling escape codes, never after.
public enum TerminalSafeText {
    /// The text with every control character other than newline and tab shown visibly.
    public static func escape(_ text: String) -> String {
        guard needsEscaping(text) else { return text }
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
            case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069:
                out += "\\u{" + String(value, radix: 16, uppercase: true) + "}"
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `escape`, with newlines and tabs shown too (`^J`, `^I`): for text that must stay on its line, such as a
    /// name in a table or a summary (a newline there would print a line of the text's own choosing).
    public static func escapeOneLine(_ text: String) -> String {
        let escaped = escape(text)
        guard escaped.contains(where: { $0 == "\n" || $0 == "\t" }) else { return escaped }
        return escaped.replacingOccurrences(of: "\n", with: "^J").replacingOccurrences(of: "\t", with: "^I")
    }

    /// JSON text with the characters a terminal would obey and JSONEncoder leaves raw (C1 controls, DEL, the
    /// bidirectional embeddings, overrides and isolates) written as `\uXXXX` escapes: the same JSON, safe to print.
    public static func escapingInJSON(_ json: String) -> String {
        guard needsEscaping(json) else { return json }
        var out = ""
        out.reserveCapacity(json.utf8.count + 16)
        for scalar in json.unicodeScalars {
            switch scalar.value {
            case 0x7F, 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069:
                out += String(format: "\\u%04X", scalar.value)
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Whether `escape` would change the text: a scan of its UTF-8 bytes for C0 (but newline and tab),
    /// DEL, C1 (C2 80–C2 9F) and the bidirectional controls (E2 80 AA–AE, E2 81 A6–A9).
    public static func needsEscaping(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte < 0x20 {
                    if byte != 0x0A && byte != 0x09 { return true }
                } else if byte == 0x7F {
                    return true
                } else if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) {
                    return true
                } else if byte == 0xE2, index + 2 < bytes.count {
                    let second = bytes[index + 1], third = bytes[index + 2]
                    if second == 0x80 && (0xAA...0xAE).contains(third) { return true }
                    if second == 0x81 && (0xA6...0xA9).contains(third) { return true }
                }
                index += 1
            }
            return false
        }
    }
}

extension String {
    /// This text with every control character other than newline and tab shown visibly (`TerminalSafeText`).
    public var terminalSafe: String { TerminalSafeText.escape(self) }
    /// On one line: newlines and tabs shown too.
    public var terminalSafeLine: String { TerminalSafeText.escapeOneLine(self) }
}
