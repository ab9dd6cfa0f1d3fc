/// ZMTP 3.0, ZeroMQ's wire protocol (rfc.zeromq.org/spec/23), as far as a Jupyter kernel needs it: the
/// NULL security mechanism (Jupyter signs its messages itself), the READY handshake, and multipart
/// messages of frames. The kernel is the binding side of every channel; its peers are libzmq sockets
/// (jupyter_client's DEALER, SUB and REQ), which accept a 3.0 peer and speak 3.0 to it.
///
/// Written here rather than linked: libzmq is a system package that `swift build` would then need on
/// every machine, and no Swift package of it is available. The protocol a kernel uses is small.
public enum ZMTP {
    /// The 64-byte greeting: signature, version 3.0, mechanism NULL, not as-server (NULL has no roles).
    public static let greeting: [UInt8] = {
        var bytes: [UInt8] = [0xFF, 0, 0, 0, 0, 0, 0, 0, 0, 0x7F, 3, 0]
        let mechanism = Array("NULL".utf8)
        bytes += mechanism + [UInt8](repeating: 0, count: 20 - mechanism.count)
        bytes.append(0)  // as-server
        bytes += [UInt8](repeating: 0, count: 31)
        return bytes
    }()

    /// The largest frame, and the largest multipart message, taken from a peer; a kernel's messages are far
    /// smaller, and a bigger one is an attack or a mistake that must not make the kernel hold it.
    public static let largestFrame = 64 << 20
    /// The most frames one message may have: a Jupyter message has its identities, the delimiter, the signature,
    /// four parts and a few buffers. Empty frames cost the peer nothing to send, so they are counted, not sized.
    public static let mostFrames = 1024

    public struct ProtocolError: Error, Equatable, CustomStringConvertible {
        public var description: String
        init(_ description: String) { self.description = description }
    }

    /// What a peer sent, in order.
    public enum Event: Equatable {
        /// The peer's greeting: its major version and its mechanism.
        case greeting(major: UInt8, mechanism: String)
        /// A command frame (READY, and any other the peer sends): its name and the bytes after the name.
        case command(name: String, body: [UInt8])
        /// A whole multipart message.
        case message([[UInt8]])
    }

    /// Turns a byte stream into events. Feed it what `read` returned; take events until it returns nil.
    public struct Decoder {
        private var buffer: [UInt8] = []
        private var start = 0
        private var greeted = false
        private var parts: [[UInt8]] = []
        private var partsSize = 0

        public init() {}

        /// What this peer has sent and is held until its frame or message is whole: bytes not yet decoded and the
        /// frames of an unfinished message (each counted as at least one byte).
        public var heldBytes: Int { buffer.count - start + partsSize + parts.count }

        public mutating func feed<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
            if start > 0, start >= buffer.count / 2 {
                buffer.removeFirst(start)
                start = 0
            }
            buffer.append(contentsOf: bytes)
        }

        public mutating func next() throws(ProtocolError) -> Event? {
            let available = buffer.count - start
            if !greeted {
                // The signature is checked as soon as it is here, so a peer that is not ZeroMQ fails at once.
                if available >= 1, buffer[start] != 0xFF { throw ProtocolError("not a ZeroMQ peer (no greeting signature)") }
                if available >= 10, buffer[start + 9] & 1 != 1 { throw ProtocolError("not a ZeroMQ peer (bad greeting signature)") }
                guard available >= 64 else { return nil }
                let major = buffer[start + 10]
                guard major >= 3 else { throw ProtocolError("the peer speaks ZMTP \(major), and this kernel needs 3 or later") }
                let mechanism = String(decoding: buffer[(start + 12)..<(start + 32)].prefix { $0 != 0 }, as: UTF8.self)
                start += 64
                greeted = true
                return .greeting(major: major, mechanism: mechanism)
            }
            while true {
                let available = buffer.count - start
                guard available >= 2 else { return nil }
                let flags = buffer[start]
                let long = flags & 0x02 != 0
                let header = long ? 9 : 2
                guard available >= header else { return nil }
                var size = 0
                if long {
                    for index in 1...8 {
                        size = size << 8 | Int(buffer[start + index])
                        if size > ZMTP.largestFrame { throw ProtocolError("a frame of more than \(ZMTP.largestFrame) bytes") }
                    }
                } else {
                    size = Int(buffer[start + 1])
                }
                guard available >= header + size else { return nil }
                let body = Array(buffer[(start + header)..<(start + header + size)])
                start += header + size
                if flags & 0x04 != 0 {
                    guard let nameLength = body.first, body.count >= 1 + Int(nameLength) else { throw ProtocolError("a command without a name") }
                    let name = String(decoding: body[1..<(1 + Int(nameLength))], as: UTF8.self)
                    return .command(name: name, body: Array(body[(1 + Int(nameLength))...]))
                }
                // A message of many frames is held until its last one: its whole size has the frame's bound.
                partsSize += size
                if partsSize > ZMTP.largestFrame { throw ProtocolError("a message of more than \(ZMTP.largestFrame) bytes") }
                if parts.count >= ZMTP.mostFrames { throw ProtocolError("a message of more than \(ZMTP.mostFrames) frames") }
                parts.append(body)
                if flags & 0x01 == 0 {
                    defer { parts = []; partsSize = 0 }
                    return .message(parts)
                }
            }
        }
    }

    /// One frame: flags (more, long, command), size, body.
    public static func frame(_ body: [UInt8], more: Bool, command: Bool = false) -> [UInt8] {
        var flags: UInt8 = (more ? 0x01 : 0) | (command ? 0x04 : 0)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(body.count + 9)
        if body.count > 255 {
            flags |= 0x02
            bytes.append(flags)
            for shift in stride(from: 56, through: 0, by: -8) { bytes.append(UInt8(truncatingIfNeeded: body.count >> shift)) }
        } else {
            bytes.append(flags)
            bytes.append(UInt8(body.count))
        }
        bytes += body
        return bytes
    }

    /// A multipart message: every frame but the last says more follows.
    public static func message(_ parts: [[UInt8]]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(parts.reduce(0) { $0 + $1.count + 9 })
        for (index, part) in parts.enumerated() { bytes += frame(part, more: index < parts.count - 1) }
        return bytes
    }

    /// The READY command with its metadata (Socket-Type, and Identity where there is one).
    public static func ready(socketType: String, properties: [(String, [UInt8])] = []) -> [UInt8] {
        var body: [UInt8] = [5] + Array("READY".utf8)
        for (name, value) in [("Socket-Type", Array(socketType.utf8))] + properties {
            body.append(UInt8(name.utf8.count))
            body += Array(name.utf8)
            for shift in stride(from: 24, through: 0, by: -8) { body.append(UInt8(truncatingIfNeeded: value.count >> shift)) }
            body += value
        }
        return frame(body, more: false, command: true)
    }

    /// A READY command's metadata; property names are case-insensitive, so they come back lowercased.
    public static func properties(_ body: [UInt8]) throws(ProtocolError) -> [String: [UInt8]] {
        var result: [String: [UInt8]] = [:]
        var index = 0
        while index < body.count {
            let nameLength = Int(body[index])
            index += 1
            guard index + nameLength + 4 <= body.count else { throw ProtocolError("a READY property cut short") }
            let name = String(decoding: body[index..<(index + nameLength)], as: UTF8.self).lowercased()
            index += nameLength
            let valueLength = body[index..<(index + 4)].reduce(0) { $0 << 8 | Int($1) }
            index += 4
            guard index + valueLength <= body.count else { throw ProtocolError("a READY property's value cut short") }
            result[name] = Array(body[index..<(index + valueLength)])
            index += valueLength
        }
        return result
    }
}
