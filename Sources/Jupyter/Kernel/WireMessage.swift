import NotebookFormat
import Crypto
import Foundation

/// A Jupyter message as it crosses a ZeroMQ socket (the messaging protocol's "wire format"): routing
/// identities, the `<IDS|MSG>` delimiter, the HMAC of the four JSON parts, then header, parent header,
/// metadata and content, then any binary buffers.
public struct WireMessage: Sendable, Equatable {
    public var identities: [[UInt8]]
    public var header: [String: JSONValue]
    public var parentHeader: [String: JSONValue]
    public var metadata: [String: JSONValue]
    public var content: [String: JSONValue]
    public var buffers: [[UInt8]] = []

    public var type: String { header["msg_type"]?.string ?? "" }
    public var id: String { header["msg_id"]?.string ?? "" }

    static let delimiter = Array("<IDS|MSG>".utf8)

    public struct Malformed: Error, Equatable, CustomStringConvertible {
        public var description: String
    }

    /// Signs and checks messages with the connection's key; an empty key means unsigned, as Jupyter allows.
    public struct Signer: Sendable {
        /// The HMAC with the key already mixed in: each message copies it rather than hashing the key's two
        /// padded blocks again (the kernel signs five or more messages per cell).
        let keyed: HMAC<SHA256>?

        public init(key: String) {
            keyed = key.isEmpty ? nil : HMAC<SHA256>(key: SymmetricKey(data: Array(key.utf8)))
        }

        public func signature(_ parts: ArraySlice<[UInt8]>) -> [UInt8] {
            guard var hmac = keyed else { return [] }
            for part in parts { hmac.update(data: part) }
            return Self.hex(Array(hmac.finalize()))
        }

        /// Lowercase hex, as Jupyter writes signatures, as the bytes that go on the wire.
        static func hex(_ bytes: [UInt8]) -> [UInt8] {
            let digits: StaticString = "0123456789abcdef"
            return [UInt8](unsafeUninitializedCapacity: bytes.count * 2) { text, count in
                digits.withUTF8Buffer { digits in
                    for (index, byte) in bytes.enumerated() {
                        text[2 * index] = digits[Int(byte >> 4)]
                        text[2 * index + 1] = digits[Int(byte & 0x0F)]
                    }
                }
                count = bytes.count * 2
            }
        }
    }

    public init(identities: [[UInt8]] = [], header: [String: JSONValue], parentHeader: [String: JSONValue] = [:],
                metadata: [String: JSONValue] = [:], content: [String: JSONValue], buffers: [[UInt8]] = []) {
        self.identities = identities
        self.header = header
        self.parentHeader = parentHeader
        self.metadata = metadata
        self.content = content
        self.buffers = buffers
    }

    /// A message's frames, checked against its signature (compared in constant time).
    public init(frames: [[UInt8]], signer: Signer) throws(Malformed) {
        guard let split = frames.firstIndex(of: Self.delimiter) else { throw Malformed(description: "no <IDS|MSG> delimiter") }
        guard frames.count >= split + 6 else { throw Malformed(description: "fewer than the five parts after <IDS|MSG>") }
        let expected = signer.signature(frames[(split + 2)...(split + 5)])
        let given = frames[split + 1]
        guard given.count == expected.count, zip(given, expected).reduce(0, { $0 | ($1.0 ^ $1.1) }) == 0 else {
            throw Malformed(description: "a bad signature")
        }
        func object(_ part: [UInt8], _ name: String) throws(Malformed) -> [String: JSONValue] {
            guard let object = JSONValue.object(json: part) else {
                throw Malformed(description: "its \(name) is not a JSON object")
            }
            return object
        }
        identities = Array(frames[..<split])
        header = try object(frames[split + 2], "header")
        parentHeader = try object(frames[split + 3], "parent header")
        metadata = try object(frames[split + 4], "metadata")
        content = try object(frames[split + 5], "content")
        buffers = Array(frames[(split + 6)...])
    }

    /// The frames to send, signed. `encodedParent`: the parent header's JSON when the caller has it already
    /// (a cell's five iopub messages share one parent).
    public func frames(signer: Signer, encodedParent: [UInt8]? = nil) -> [[UInt8]] {
        let parts = [JSONValue.json(header), encodedParent ?? JSONValue.json(parentHeader), JSONValue.json(metadata), JSONValue.json(content)]
        return identities + [Self.delimiter, signer.signature(parts[...])] + parts + buffers
    }
}
