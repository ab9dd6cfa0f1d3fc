#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Jupyter
import NotebookFormat
import Foundation

/// The least a Jupyter front end does, in Swift: DEALERs on the kernel's shell and control channels and a
/// SUB on its iopub, over the same ZMTP code the kernel uses. tutor-bench times the kernel with it (so a
/// round trip measures the kernel and the protocol, not a Python client), and the tests drive the kernel
/// with it where Python's Jupyter packages cannot be installed. Blocking sockets; one request at a time.
public final class JupyterClient {
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public var description: String
    }

    /// A request's reply, and what the kernel published on iopub for it (busy to idle, in order).
    public struct Exchange {
        public var reply: [String: JSONValue]
        public var replyType: String
        public var published: [WireMessage]

        /// The text of the stream messages published, in order.
        public var printed: String { published.filter { $0.type == "stream" }.compactMap { $0.content["text"]?.string }.joined() }
        public var publishedTypes: [String] { published.map(\.type) }
    }

    public final class Peer {
        public let descriptor: Int32
        var decoder = ZMTP.Decoder()
        var messages: [[[UInt8]]] = []
        /// Reused by every read: a new 64 KB array each time cost more than the read.
        var buffer = [UInt8](repeating: 0, count: 65536)

        let timeout: Int32

        public init(port: Int, socketType: String, timeout: Int32) throws {
            self.timeout = timeout
            descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            // No close here: once every property is set, a throwing init still runs deinit, which closes it;
            // closing twice would close whatever descriptor the process had opened under that number meanwhile.
            guard connected == 0 else {
                throw Failure(description: "cannot connect to the kernel's port \(port)")
            }
            var yes: Int32 = 1
            setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
            write(ZMTP.greeting + ZMTP.ready(socketType: socketType))
            // The kernel's greeting and READY come first; nothing else is expected before them.
            var greeted = false, ready = false
            while !(greeted && ready) {
                try fill()
                while let event = try decoder.next() {
                    switch event {
                    case .greeting: greeted = true
                    case .command(let name, _): ready = ready || name == "READY"
                    case .message(let parts): messages.append(parts)
                    }
                }
            }
        }

        deinit { if descriptor >= 0 { close(descriptor) } }

        public func write(_ bytes: [UInt8]) {
            var offset = 0
            while offset < bytes.count {
                let written = bytes[offset...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                if written <= 0 { return }
                offset += written
            }
        }

        func fill() throws {
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, timeout) > 0 else { throw Failure(description: "no answer from the kernel within \(timeout) ms") }
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { throw Failure(description: "the kernel closed the connection") }
            decoder.feed(buffer[0..<count])
        }

        public func next() throws -> [[UInt8]] {
            while messages.isEmpty {
                while let event = try decoder.next() { if case .message(let parts) = event { messages.append(parts) } }
                if messages.isEmpty { try fill() }
            }
            return messages.removeFirst()
        }
    }

    let shell: Peer
    let control: Peer
    public let iopub: Peer
    public let signer: WireMessage.Signer
    let session = UUID().uuidString.lowercased()
    private var sent = 0

    /// Connects to the kernel's shell, control and iopub channels; `timeout` (milliseconds) bounds each wait.
    public init(connection: KernelConnection, timeout: Int32 = 120_000) throws {
        signer = WireMessage.Signer(key: connection.key)
        shell = try Peer(port: connection.shellPort, socketType: "DEALER", timeout: timeout)
        control = try Peer(port: connection.controlPort, socketType: "DEALER", timeout: timeout)
        iopub = try Peer(port: connection.iopubPort, socketType: "SUB", timeout: timeout)
        iopub.write(ZMTP.message([[1]]))  // subscribe to every topic
    }

    /// Sends a request on shell (or control) and returns its reply once the kernel is idle again after it
    /// (what a front end waits for before it shows a cell as done), with what it published meanwhile.
    public func request(_ type: String, _ content: [String: JSONValue], metadata: [String: JSONValue] = [:],
                        onControl: Bool = false) throws -> Exchange {
        let id = send(type, content, metadata: metadata, onControl: onControl)
        return try exchange(for: id, onControl: onControl)
    }

    /// Sends a request without waiting; returns its message id, for `exchange(for:)`.
    @discardableResult
    public func send(_ type: String, _ content: [String: JSONValue], metadata: [String: JSONValue] = [:], onControl: Bool = false,
                     signer chosen: WireMessage.Signer? = nil) -> String {
        sent += 1
        let id = "\(session)_\(sent)"
        let header: [String: JSONValue] = ["msg_id": .string(id), "session": .string(session), "username": .string("client"),
                                           "date": .string(JupyterKernel.timestamp()), "msg_type": .string(type), "version": .string("5.3")]
        let message = WireMessage(header: header, metadata: metadata, content: content)
        (onControl ? control : shell).write(ZMTP.message(message.frames(signer: chosen ?? signer)))
        return id
    }

    /// The reply to request `id` and what was published for it until idle.
    /// Messages for other requests than the one being waited for (a running cell's, while an interrupt's
    /// reply is awaited), kept for their own `exchange`.
    private var laterPublished: [WireMessage] = []
    private var laterReplies: [WireMessage] = []

    public func exchange(for id: String, onControl: Bool = false) throws -> Exchange {
        func isFor(_ message: WireMessage) -> Bool { message.parentHeader["msg_id"]?.string == id }
        var published = laterPublished.filter(isFor)
        laterPublished.removeAll(where: isFor)
        func idle(_ message: WireMessage) -> Bool { message.type == "status" && message.content["execution_state"]?.string == "idle" }
        while !published.contains(where: idle) {
            let message = try WireMessage(frames: try iopub.next(), signer: signer)
            if isFor(message) { published.append(message) } else { laterPublished.append(message) }
        }
        if let index = laterReplies.firstIndex(where: isFor) {
            let reply = laterReplies.remove(at: index)
            return Exchange(reply: reply.content, replyType: reply.type, published: published)
        }
        while true {
            let reply = try WireMessage(frames: try (onControl ? control : shell).next(), signer: signer)
            if isFor(reply) { return Exchange(reply: reply.content, replyType: reply.type, published: published) }
            laterReplies.append(reply)
        }
    }

    public func execute(_ code: String, cellID: String? = nil, silent: Bool = false) throws -> Exchange {
        try request("execute_request", ["code": .string(code), "silent": .bool(silent), "store_history": .bool(true),
                                        "user_expressions": .object([:]), "allow_stdin": .bool(false), "stop_on_error": .bool(true)],
                    metadata: cellID.map { ["cellId": .string($0)] } ?? [:])
    }

    /// Whether a message arrives on shell within `milliseconds` (a forged request must get none).
    public func shellIsQuiet(for milliseconds: Int32) -> Bool {
        var ready = pollfd(fd: shell.descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&ready, 1, milliseconds) == 0
    }
}

/// `tutor jupyter kernel` started as Jupyter starts it: a connection file with free ports and a key.
public final class KernelProcess {
    public let process = Process()
    public let connection: KernelConnection
    public let file: URL

    public init(tutor: URL, folder: URL, arguments: [String] = []) throws {
        // Free ports, as jupyter_client picks them: bound to port 0 and released.
        var ports: [Int] = []
        for _ in 0..<5 {
            let bound = LoopbackPort.bind()
            ports.append(bound.port)
            close(bound.descriptor)
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        file = folder.appendingPathComponent("kernel-\(UUID().uuidString).json")
        let fields: [String: Any] = ["shell_port": ports[0], "iopub_port": ports[1], "stdin_port": ports[2], "control_port": ports[3],
                                     "hb_port": ports[4], "ip": "127.0.0.1", "key": UUID().uuidString, "transport": "tcp",
                                     "signature_scheme": "hmac-sha256"]
        try JSONSerialization.data(withJSONObject: fields).write(to: file)
        connection = try KernelConnection.read(file)
        process.executableURL = tutor
        process.arguments = ["jupyter", "kernel", "-f", file.path] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    /// A client once the kernel listens (it binds right after it starts).
    public func client(timeout: Int32 = 120_000) throws -> JupyterClient {
        let deadline = ContinuousClock.now + .seconds(30)
        while true {
            do { return try JupyterClient(connection: connection, timeout: timeout) } catch {
                if ContinuousClock.now > deadline { throw error }
                usleep(20_000)
            }
        }
    }

    public func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }
}

/// A loopback TCP socket bound to a free port and not listening: connecting to it is refused until it listens.
public enum LoopbackPort {
    public static func bind() -> (descriptor: Int32, port: Int) {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
        _ = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) } }
        return (descriptor, Int(UInt16(bigEndian: address.sin_port)))
    }
}
