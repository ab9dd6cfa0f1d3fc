#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Classroom
import Foundation
import Jupyter

/// The least a Jupyter front end does for a cell, in Swift: a DEALER on the kernel's shell channel and a
/// SUB on its iopub, over the same ZMTP code the kernel uses, so a round trip measures the kernel and the
/// protocol and not a Python client. Blocking sockets; one request at a time.
final class KernelClient {
    struct Failure: Error, CustomStringConvertible { var description: String }

    final class Peer {
        let descriptor: Int32
        var decoder = ZMTP.Decoder()
        var messages: [[[UInt8]]] = []

        init(port: Int, socketType: String) throws {
            descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            guard connected == 0 else { throw Failure(description: "cannot connect to the kernel's port \(port)") }
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

        deinit { close(descriptor) }

        func write(_ bytes: [UInt8]) {
            var offset = 0
            while offset < bytes.count {
                let written = bytes[offset...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                if written <= 0 { return }
                offset += written
            }
        }

        func fill() throws {
            var buffer = [UInt8](repeating: 0, count: 65536)
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { throw Failure(description: "the kernel closed the connection") }
            decoder.feed(buffer[0..<count])
        }

        func next() throws -> [[UInt8]] {
            while messages.isEmpty {
                while let event = try decoder.next() { if case .message(let parts) = event { messages.append(parts) } }
                if messages.isEmpty { try fill() }
            }
            return messages.removeFirst()
        }
    }

    let shell: Peer
    let iopub: Peer
    let signer: WireMessage.Signer
    let session = UUID().uuidString.lowercased()

    init(connection: KernelConnection) throws {
        signer = WireMessage.Signer(key: connection.key)
        shell = try Peer(port: connection.shellPort, socketType: "DEALER")
        iopub = try Peer(port: connection.iopubPort, socketType: "SUB")
        iopub.write(ZMTP.message([[1]]))  // subscribe to every topic
    }

    /// Sends a request and waits for its reply and for the kernel's idle status after it (what a front end
    /// waits for before it shows a cell as done); returns the reply's content.
    func request(_ type: String, _ content: [String: JSONValue], metadata: [String: JSONValue] = [:]) throws -> [String: JSONValue] {
        let id = UUID().uuidString.lowercased()
        let header: [String: JSONValue] = ["msg_id": .string(id), "session": .string(session), "username": .string("bench"),
                                           "date": .string("2026-01-01T00:00:00.000000Z"), "msg_type": .string(type), "version": .string("5.3")]
        shell.write(ZMTP.message(WireMessage(header: header, metadata: metadata, content: content).frames(signer: signer)))
        var idle = false
        while !idle {
            let message = try WireMessage(frames: try iopub.next(), signer: signer)
            idle = message.parentHeader["msg_id"]?.string == id && message.type == "status"
                && message.content["execution_state"]?.string == "idle"
        }
        while true {
            let reply = try WireMessage(frames: try shell.next(), signer: signer)
            if reply.parentHeader["msg_id"]?.string == id { return reply.content }
        }
    }

    func execute(_ code: String, cellID: String? = nil) throws -> [String: JSONValue] {
        try request("execute_request", ["code": .string(code), "silent": .bool(false), "store_history": .bool(true),
                                        "user_expressions": .object([:]), "allow_stdin": .bool(false), "stop_on_error": .bool(true)],
                    metadata: cellID.map { ["cellId": .string($0)] } ?? [:])
    }
}

/// `tutor jupyter kernel` started as Jupyter starts it: a connection file with free ports and a key.
final class KernelChild {
    let process = Process()
    let connection: KernelConnection
    let file: URL

    init(tutor: URL, content: URL, workspace: URL) throws {
        // Free ports, as jupyter_client picks them: bound to port 0 and released.
        var ports: [Int] = []
        for _ in 0..<5 {
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
            _ = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) } }
            ports.append(Int(UInt16(bigEndian: address.sin_port)))
            close(descriptor)
        }
        try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
        file = workspace.appendingPathComponent("kernel-bench.json")
        let fields: [String: Any] = ["shell_port": ports[0], "iopub_port": ports[1], "stdin_port": ports[2], "control_port": ports[3],
                                     "hb_port": ports[4], "ip": "127.0.0.1", "key": UUID().uuidString, "transport": "tcp",
                                     "signature_scheme": "hmac-sha256"]
        try JSONSerialization.data(withJSONObject: fields).write(to: file)
        connection = try KernelConnection.read(file)
        process.executableURL = tutor
        process.arguments = ["jupyter", "kernel", "-f", file.path, "--content", content.path, "--workspace", workspace.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    /// A client once the kernel listens (it binds right after it starts).
    func client() throws -> KernelClient {
        let deadline = ContinuousClock.now + .seconds(20)
        while true {
            do { return try KernelClient(connection: connection) } catch {
                if ContinuousClock.now > deadline { throw error }
                usleep(20_000)
            }
        }
    }

    func stop() {
        process.terminate()
        process.waitUntilExit()
    }
}
