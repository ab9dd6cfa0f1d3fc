import NotebookFormat
import Foundation

/// JSON text for a message part, written directly: the kernel sends five messages for every cell, and
/// Foundation's JSONEncoder, going through Codable for each value of the enum, was a quarter of the
/// kernel's time per message (perf, kernel_info in a loop).
extension JSONValue {
    func json() -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(128)
        write(to: &bytes)
        return bytes
    }

    static func json(_ object: [String: JSONValue]) -> [UInt8] { JSONValue.object(object).json() }

    func write(to bytes: inout [UInt8]) {
        switch self {
        case .string(let value): Self.write(string: value, to: &bytes)
        case .number(let value):
            if !value.isFinite { bytes += Array("null".utf8) }
            else if value == value.rounded(), abs(value) < 1e15 { bytes += Array(String(Int(value)).utf8) }
            else { bytes += Array(String(value).utf8) }
        case .bool(let value): bytes += value ? Array("true".utf8) : Array("false".utf8)
        case .null: bytes += Array("null".utf8)
        case .array(let values):
            bytes.append(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                value.write(to: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            bytes.append(UInt8(ascii: "{"))
            var first = true
            for (key, value) in members {
                if !first { bytes.append(UInt8(ascii: ",")) }
                first = false
                Self.write(string: key, to: &bytes)
                bytes.append(UInt8(ascii: ":"))
                value.write(to: &bytes)
            }
            bytes.append(UInt8(ascii: "}"))
        }
    }

    /// A JSON string: quotes, backslashes and control characters escaped; everything else as UTF-8, copied
    /// in runs between the bytes that need escaping (a screen's 4 KB image has none).
    static func write(string: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { text in
            var run = 0
            for index in text.indices {
                let byte = text[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[run..<index]))
                escape(byte, to: &bytes)
                run = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[run...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static func escape(_ byte: UInt8, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        default:
            let hex: StaticString = "0123456789abcdef"
            hex.withUTF8Buffer { hex in
                bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]])
            }
        }
    }
}

extension JSONValue {
    /// A JSON object from a message part, read with JSONSerialization: several times faster than
    /// JSONDecoder through JSONValue's Codable, which must guess each value's kind by trying.
    static func object(json bytes: [UInt8]) -> [String: JSONValue]? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else { return nil }
        return object.mapValues(JSONValue.init(foundation:))
    }

    /// A value as JSONSerialization gives it. Its booleans are NSNumbers of the C type `char` ("c"), which
    /// no JSON number becomes, so true and 1 stay apart.
    init(foundation value: Any) {
        switch value {
        case let string as String: self = .string(string)
        case let number as NSNumber:
            self = String(cString: number.objCType) == "c" ? .bool(number.boolValue) : .number(number.doubleValue)
        case let array as [Any]: self = .array(array.map(JSONValue.init(foundation:)))
        case let object as [String: Any]: self = .object(object.mapValues(JSONValue.init(foundation:)))
        default: self = .null
        }
    }
}
