/// SipHash-2-4 (Aumasson and Bernstein, 2012): a keyed 64-bit MAC for short messages, which tags every record of the
/// check channel with the run's secret. Written here because the library that has it (swift-crypto) would have to be
/// linked into every learner's program, and this is the writer's side of the channel; the reference vectors of the
/// paper pin it (`SipHashTests`).
public struct SipHash24: Sendable {
    private let k0: UInt64
    private let k1: UInt64

    /// The key as 16 bytes, little-endian halves as in the paper.
    public init?(key: [UInt8]) {
        guard key.count == 16 else { return nil }
        k0 = Self.word(key, at: 0)
        k1 = Self.word(key, at: 8)
    }

    /// The key as 32 hexadecimal digits; nil for anything else.
    public init?(hexadecimal text: String) {
        let digits = Array(text.utf8)
        guard digits.count == 32 else { return nil }
        var bytes: [UInt8] = []
        for index in stride(from: 0, to: 32, by: 2) {
            guard let high = Self.nibble(digits[index]), let low = Self.nibble(digits[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
        }
        self.init(key: bytes)
    }

    /// A fresh random key, as the hexadecimal text `init(hexadecimal:)` reads.
    public static func randomKeyText() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<16).map { _ in
            let byte = UInt8.random(in: 0...255, using: &generator)
            return String(byte >> 4, radix: 16) + String(byte & 0xf, radix: 16)
        }.joined()
    }

    public func tag<Bytes: Collection>(_ message: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var v0: UInt64 = 0x736f_6d65_7073_6575 ^ k0
        var v1: UInt64 = 0x646f_7261_6e64_6f6d ^ k1
        var v2: UInt64 = 0x6c79_6765_6e65_7261 ^ k0
        var v3: UInt64 = 0x7465_6462_7974_6573 ^ k1
        func round() {
            v0 = v0 &+ v1; v1 = v1.rotatedLeft(13); v1 ^= v0; v0 = v0.rotatedLeft(32)
            v2 = v2 &+ v3; v3 = v3.rotatedLeft(16); v3 ^= v2
            v0 = v0 &+ v3; v3 = v3.rotatedLeft(21); v3 ^= v0
            v2 = v2 &+ v1; v1 = v1.rotatedLeft(17); v1 ^= v2; v2 = v2.rotatedLeft(32)
        }
        var word: UInt64 = 0
        var filled = 0
        var length: UInt64 = 0
        for byte in message {
            word |= UInt64(byte) << (8 * UInt64(filled))
            filled += 1
            length &+= 1
            if filled == 8 {
                v3 ^= word; round(); round(); v0 ^= word
                word = 0
                filled = 0
            }
        }
        let last = word | (length & 0xff) << 56
        v3 ^= last; round(); round(); v0 ^= last
        v2 ^= 0xff
        round(); round(); round(); round()
        return v0 ^ v1 ^ v2 ^ v3
    }

    /// The tag as 16 hexadecimal digits, as the channel writes it.
    public func tagText<Bytes: Collection>(_ message: Bytes) -> String where Bytes.Element == UInt8 {
        let text = String(tag(message), radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }

    private static func word(_ bytes: [UInt8], at offset: Int) -> UInt64 {
        (0..<8).reduce(UInt64(0)) { $0 | UInt64(bytes[offset + $1]) << (8 * UInt64($1)) }
    }

    private static func nibble(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return digit - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}

private extension UInt64 {
    func rotatedLeft(_ count: UInt64) -> UInt64 { self << count | self >> (64 - count) }
}
