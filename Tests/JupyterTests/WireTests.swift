import Foundation
import NotebookFormat
import Synchronization
import Testing
@testable import Jupyter
import Classroom

/// ZMTP 3.0 as the kernel writes and reads it (rfc.zeromq.org/spec/23); the conformance suite checks the
/// same code against libzmq itself (pyzmq's).
@Suite struct ZMTPTests {
    @Test func theGreetingIsVersionThreeZeroWithTheNullMechanism() {
        #expect(ZMTP.greeting.count == 64)
        #expect(Array(ZMTP.greeting[0..<12]) == [0xFF, 0, 0, 0, 0, 0, 0, 0, 0, 0x7F, 3, 0])
        #expect(Array(ZMTP.greeting[12..<16]) == Array("NULL".utf8))
        #expect(ZMTP.greeting[16...].allSatisfy { $0 == 0 })
    }

    @Test func framesUseTheShortSizeUpTo255BytesAndTheLongOneAbove() {
        #expect(ZMTP.frame([1, 2, 3], more: true) == [0x01, 3, 1, 2, 3])
        #expect(ZMTP.frame([], more: false) == [0x00, 0])
        let long = ZMTP.frame([UInt8](repeating: 7, count: 256), more: false)
        #expect(Array(long[0..<9]) == [0x02, 0, 0, 0, 0, 0, 0, 1, 0])
        #expect(long.count == 9 + 256)
        #expect(ZMTP.message([[1], [2, 2]]) == [0x01, 1, 1, 0x00, 2, 2, 2])
    }

    @Test func theDecoderTakesBytesAsTheyComeEvenOneAtATime() throws {
        let peer = ZMTP.greeting + ZMTP.ready(socketType: "DEALER", properties: [("Identity", [9, 9])])
            + ZMTP.message([Array("<IDS|MSG>".utf8), [UInt8](repeating: 1, count: 300), []])
        var decoder = ZMTP.Decoder()
        var events: [ZMTP.Event] = []
        for byte in peer {
            decoder.feed([byte])
            while let event = try decoder.next() { events.append(event) }
        }
        #expect(events.count == 3)
        #expect(events[0] == .greeting(major: 3, mechanism: "NULL"))
        guard case .command(let name, let body) = events[1] else { Issue.record("no READY: \(events)"); return }
        #expect(name == "READY")
        #expect(try ZMTP.properties(body) == ["socket-type": Array("DEALER".utf8), "identity": [9, 9]])
        #expect(events[2] == .message([Array("<IDS|MSG>".utf8), [UInt8](repeating: 1, count: 300), []]))
    }

    @Test func aPeerThatIsNotZeroMQOrTooOldOrTooBigIsRefused() {
        var http = ZMTP.Decoder()
        http.feed(Array("GET / HTTP/1.1\r\n".utf8))
        #expect(throws: ZMTP.ProtocolError("not a ZeroMQ peer (no greeting signature)")) { try http.next() }

        var old = ZMTP.Decoder()
        var greeting = ZMTP.greeting
        greeting[10] = 2
        old.feed(greeting)
        #expect(throws: ZMTP.ProtocolError("the peer speaks ZMTP 2, and this kernel needs 3 or later")) { try old.next() }

        var huge = ZMTP.Decoder()
        huge.feed(ZMTP.greeting + [0x02, 0, 0, 0, 1, 0, 0, 0, 0])
        _ = try? huge.next()
        #expect(throws: ZMTP.ProtocolError("a frame of more than \(ZMTP.largestFrame) bytes")) { try huge.next() }

        // Many frames under the bound each, held for a message that never ends: refused once they pass it.
        var endless = ZMTP.Decoder()
        endless.feed(ZMTP.greeting)
        _ = try? endless.next()
        let frame = ZMTP.frame([UInt8](repeating: 0, count: 1 << 20), more: true)
        var refused: ZMTP.ProtocolError?
        for _ in 0..<(ZMTP.largestFrame >> 20) + 1 where refused == nil {
            endless.feed(frame)
            do { _ = try endless.next() } catch { refused = error }
        }
        #expect(refused == ZMTP.ProtocolError("a message of more than \(ZMTP.largestFrame) bytes"))

        #expect(throws: ZMTP.ProtocolError("a READY property's value cut short")) { try ZMTP.properties([1, 65, 0, 0, 0, 9, 1]) }
    }
}

/// Jupyter's wire format: the delimiter, the HMAC over the four JSON parts, refusal of anything unsigned or forged.
@Suite struct WireMessageTests {
    let signer = WireMessage.Signer(key: "secret")
    let parts: [[UInt8]] = [#"{"msg_id":"1","msg_type":"kernel_info_request"}"#, "{}", "{}", "{}"].map { Array($0.utf8) }

    /// The value Python's `hmac.new(b"secret", digestmod=hashlib.sha256)` gives for the same four parts.
    @Test func theSignatureIsHMACSHA256InHexAsJupyterClientComputesIt() {
        #expect(String(decoding: signer.signature(parts[...]), as: UTF8.self)
            == "0fca6e189cdcc0095e523565e0900c86cd24e5e0bfab2105ab98d33a07a29a4e")
        #expect(WireMessage.Signer(key: "").signature(parts[...]) == [])
    }

    /// The signer keeps the key mixed into an HMAC and copies it for each message: one message's parts
    /// must never leak into the next one's signature.
    @Test func eachSignatureStartsFromTheKeyAlone() {
        let other: [[UInt8]] = [Array(#"{"msg_type":"status"}"#.utf8), [], [], Array("{}".utf8)]
        let first = signer.signature(parts[...])
        #expect(signer.signature(other[...]) != first)
        #expect(signer.signature(parts[...]) == first)
        #expect(String(decoding: first, as: UTF8.self) == "0fca6e189cdcc0095e523565e0900c86cd24e5e0bfab2105ab98d33a07a29a4e")
        // Parts signed at once from many threads: each gets the same signature as alone.
        let results = Mutex<[[UInt8]]>([])
        DispatchQueue.concurrentPerform(iterations: 64) { index in
            let signature = signer.signature(index.isMultiple(of: 2) ? parts[...] : other[...])
            results.withLock { $0.append(signature) }
        }
        #expect(Set(results.withLock { $0 }) == [first, signer.signature(other[...])])
    }

    @Test func aSignedMessageIsReadWithItsIdentitiesAndBuffers() throws {
        let frames = [[7, 7], Array("<IDS|MSG>".utf8), signer.signature(parts[...])] + parts + [[1, 2, 3]]
        let message = try WireMessage(frames: frames, signer: signer)
        #expect(message.identities == [[7, 7]])
        #expect(message.type == "kernel_info_request")
        #expect(message.id == "1")
        #expect(message.content == [:])
        #expect(message.buffers == [[1, 2, 3]])
        // What the kernel sends reads back as the same message.
        #expect(try WireMessage(frames: message.frames(signer: signer), signer: signer) == message)
    }

    @Test func aForgedUnsignedOrBrokenMessageIsRefused() {
        let forged = WireMessage.Signer(key: "guess").signature(parts[...])
        #expect(throws: WireMessage.Malformed(description: "a bad signature")) {
            try WireMessage(frames: [Array("<IDS|MSG>".utf8), forged] + parts, signer: signer)
        }
        #expect(throws: WireMessage.Malformed(description: "a bad signature")) {
            try WireMessage(frames: [Array("<IDS|MSG>".utf8), []] + parts, signer: signer)
        }
        #expect(throws: WireMessage.Malformed(description: "no <IDS|MSG> delimiter")) { try WireMessage(frames: parts, signer: signer) }
        #expect(throws: WireMessage.Malformed(description: "fewer than the five parts after <IDS|MSG>")) {
            try WireMessage(frames: [Array("<IDS|MSG>".utf8), []] + parts.prefix(3), signer: signer)
        }
        let notJSON = [Array("[1]".utf8)] + parts.dropFirst()
        #expect(throws: WireMessage.Malformed(description: "its header is not a JSON object")) {
            try WireMessage(frames: [Array("<IDS|MSG>".utf8), signer.signature(notJSON[...])] + notJSON, signer: signer)
        }
    }
}

/// The connection file: read as Jupyter writes it, refused with the file and the reason otherwise.
@Suite struct KernelConnectionTests {
    func file(_ text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-connection-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: url)
        return url
    }

    @Test func aConnectionFileIsReadAndABadOneNamesTheProblem() throws {
        let good = try file(#"{"shell_port": 1, "iopub_port": 2, "stdin_port": 3, "control_port": 4, "hb_port": 5, "ip": "127.0.0.1", "key": "k", "transport": "tcp", "signature_scheme": "hmac-sha256", "kernel_name": "tutor"}"#)
        defer { try? FileManager.default.removeItem(at: good) }
        let connection = try KernelConnection.read(good)
        #expect([connection.shellPort, connection.iopubPort, connection.stdinPort, connection.controlPort, connection.hbPort] == [1, 2, 3, 4, 5] as [Int])
        #expect(connection.key == "k")

        let noPort = try file(#"{"shell_port": 1, "iopub_port": 2, "stdin_port": 3, "control_port": 4, "key": "k"}"#)
        defer { try? FileManager.default.removeItem(at: noPort) }
        #expect(throws: (any Error).self) { try KernelConnection.read(noPort) }
        do { _ = try KernelConnection.read(noPort) } catch let error as KernelConnection.Unusable {
            #expect(error.message == "\(noPort.path): not a Jupyter connection file (no hb_port).")
        }
        let ipc = try file(#"{"shell_port": 1, "iopub_port": 2, "stdin_port": 3, "control_port": 4, "hb_port": 5, "transport": "ipc"}"#)
        defer { try? FileManager.default.removeItem(at: ipc) }
        do { _ = try KernelConnection.read(ipc); Issue.record("ipc was accepted") } catch let error as KernelConnection.Unusable {
            #expect(error.message == "\(ipc.path): transport 'ipc'; the tutor kernel speaks tcp only.")
        }
    }
}

/// The kernel's own JSON writer: what Foundation's parser reads back, for every kind of value and every character that needs escaping.
@Suite struct WireJSONTests {
    @Test func valuesAreWrittenAsJSONThatReadsBackTheSame() throws {
        let text = "quote \" backslash \\ newline \n tab \t return \r bell \u{07} delete \u{7F} slash / Кириллица 🙂"
        let value: JSONValue = .object(["text": .string(text), "list": .array([.number(1), .number(-2.5), .bool(true), .bool(false), .null]),
                                        "nested": .object(["empty": .array([]), "none": .object([:])]), "big": .number(1e20)])
        let bytes = value.json()
        #expect(try JSONDecoder().decode(JSONValue.self, from: Data(bytes)) == value)
        #expect(JSONValue.string(text).json() == Array(#""quote \" backslash \\ newline \n tab \t return \r bell \u0007 delete \u007f slash / Кириллица 🙂""#.utf8))
        #expect(JSONValue.array([.number(3), .number(0.25), .number(.nan)]).json() == Array("[3,0.25,null]".utf8))
    }

    /// Strings are copied in runs between the bytes that need escaping: escapes first, last, side by side,
    /// alone, and none at all, each as JSON writes them.
    @Test func escapesAtEitherEndAndSideBySideAreWrittenInPlace() throws {
        let cases: [(String, String)] = [
            ("", #""""#), ("\"", #""\"""#), ("\n", #""\n""#), ("\nabc", #""\nabc""#), ("abc\u{1F}", #""abc\u001f""#),
            ("\"\\\n\r\t", #""\"\\\n\r\t""#), ("<svg width='8'>Вход</svg>", #""<svg width='8'>Вход</svg>""#),
            ("a\u{0}b\u{7F}c", #""a\u0000b\u007fc""#),
        ]
        for (text, json) in cases {
            #expect(JSONValue.string(text).json() == Array(json.utf8), "\(text.debugDescription)")
            #expect(try JSONDecoder().decode(String.self, from: Data(JSONValue.string(text).json())) == text)
        }
        // Every byte below 0x80, each between two letters, reads back as itself.
        let all = String(decoding: (0..<0x80).flatMap { [UInt8(ascii: "x"), UInt8($0)] }, as: UTF8.self)
        #expect(try JSONDecoder().decode(String.self, from: Data(JSONValue.string(all).json())) == all)
    }
}

extension WireJSONTests {
    /// JSONSerialization's booleans and numbers are both NSNumbers: true stays a bool and 1 a number.
    @Test func partsAreReadWithBooleansAndNumbersApart() {
        let object = JSONValue.object(json: Array(#"{"t": true, "f": false, "one": 1, "zero": 0, "half": 0.5, "s": "x", "n": null, "a": [true, 1], "o": {"k": "v"}}"#.utf8))
        #expect(object == ["t": .bool(true), "f": .bool(false), "one": .number(1), "zero": .number(0), "half": .number(0.5), "s": .string("x"),
                           "n": .null, "a": .array([.bool(true), .number(1)]), "o": .object(["k": .string("v")])])
        #expect(JSONValue.object(json: Array("[1, 2]".utf8)) == nil)
        #expect(JSONValue.object(json: Array("{\"unfinished\": ".utf8)) == nil)
    }
}
