import Crypto
import Foundation

/// SHA-256 through swift-crypto, in the shapes the kernel and the lessons use it: streamed over sources as they are
/// read (cache keys), over short answers (`answer_sha256`), in lowercase hex.
public struct ContentDigest: Sendable {
    private var hasher = Crypto.SHA256()

    public init() {}

    public mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        if let contiguous = bytes as? [UInt8] {
            hasher.update(data: contiguous)
        } else {
            hasher.update(data: Array(bytes))
        }
    }

    /// Feeds a string with its length first, so that ("ab", "c") and ("a", "bc") differ.
    public mutating func update(field: String) {
        let utf8 = Array(field.utf8)
        update(withUnsafeBytes(of: UInt64(utf8.count).bigEndian) { Array($0) })
        update(utf8)
    }

    public func finalize() -> [UInt8] { Array(hasher.finalize()) }

    public func finalizeHex() -> String { Self.hexString(finalize()) }

    /// The digest of a string's UTF-8 bytes, in lowercase hex.
    public static func hex(_ text: String) -> String { hex(Array(text.utf8)) }

    public static func digest(_ message: [UInt8]) -> [UInt8] { Array(Crypto.SHA256.hash(data: message)) }

    public static func hex<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        hexString(digest(Array(bytes)))
    }

    private static let digits = Array("0123456789abcdef".utf8)

    private static func hexString(_ bytes: [UInt8]) -> String {
        var out = [UInt8]()
        out.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: out, as: UTF8.self)
    }
}
