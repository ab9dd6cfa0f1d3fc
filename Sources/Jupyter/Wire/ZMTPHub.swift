#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The kernel's bound ZeroMQ endpoints, served by one thread that polls them all. Messages in are handed
/// to `receive` on that thread; messages out may be sent from any thread and are written at once when the
/// peer can take them (kept in order otherwise), so a reply never waits for the poll loop.
///
/// The socket kinds are the three a kernel binds: ROUTER (shell, control, stdin: a message in is prefixed
/// with the peer's identity, a message out goes to the peer its first frame names), PUB (iopub: a message
/// out goes to every subscriber; what subscribers send is read and dropped, since Jupyter's clients
/// subscribe to everything and filter on their side too), and REP answering with its request (the heartbeat).
public final class ZMTPHub: @unchecked Sendable {
    public enum Kind: Sendable {
        case router, publisher, echo

        var socketType: String {
            switch self {
            case .router: "ROUTER"
            case .publisher: "PUB"
            case .echo: "REP"
            }
        }
    }

    /// A channel's name (what `send` and `receive` call it), its socket kind and its port (0: any free one).
    public struct Endpoint: Sendable {
        public var name: String
        public var kind: Kind
        public var port: Int
    }

    public struct BindError: Error, CustomStringConvertible {
        public var description: String
    }

    /// A subscriber that stops reading is dropped rather than let the kernel's memory grow (ZeroMQ's
    /// high-water mark does the same).
    static let largestBacklog = 64 << 20
    /// Connections kept per endpoint; more are closed as they come. A front end opens one per channel, and
    /// anyone on the machine can connect to loopback: without a bound, they could take every descriptor the
    /// kernel has, and it could then start no program.
    static let mostConnections = 64
    /// What all peers together may have sent that is not yet a whole message; past it, the peer that sent the
    /// last bytes is dropped. Each peer alone is bounded by `ZMTP.largestFrame`.
    static let mostHeldBytes = 256 << 20
    /// A connection that has sent no whole message for this long is the first to go when its endpoint is full,
    /// so that idle connections from anyone on the machine cannot keep a real front end out.
    static let idleSeconds: Double = 10

    final class Connection {
        let descriptor: Int32
        let endpoint: Int
        var decoder = ZMTP.Decoder()
        var ready = false
        var identity: [UInt8] = []
        var backlog: [UInt8] = []
        /// Set (under the lock) by a writer on any thread; only the hub's thread closes a descriptor, so a
        /// number is never closed twice or read after another part of the process has been given it.
        var condemned = false
        /// When the peer last completed a message (or connected).
        var lastMessage = Date()
        init(descriptor: Int32, endpoint: Int) {
            self.descriptor = descriptor
            self.endpoint = endpoint
        }
    }

    public let endpoints: [Endpoint]
    /// Called on the hub's thread with the endpoint's name and the message (a ROUTER's starts with the peer's identity).
    private let receive: @Sendable (String, [[UInt8]]) -> Void
    private var listeners: [Int32] = []
    private var connections: [Int32: Connection] = [:]
    private let lock = NSLock()
    private var wake: (read: Int32, write: Int32) = (-1, -1)
    private var nextIdentity: UInt32 = 0x6B8B_4567
    private var stopped = false

    /// Binds every endpoint on `host` (an IPv4 address; Jupyter's connection files say 127.0.0.1). Port 0 picks a free port.
    public init(host: String, endpoints: [Endpoint], receive: @escaping @Sendable (String, [[UInt8]]) -> Void) throws {
        self.receive = receive
        var bound: [Endpoint] = []
        for endpoint in endpoints {
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            guard descriptor >= 0 else { throw BindError(description: "socket(): \(String(cString: strerror(errno)))") }
            var yes: Int32 = 1
            setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(endpoint.port).bigEndian)
            guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else {
                close(descriptor)
                throw BindError(description: "'\(host)' is not an IPv4 address (the connection file's ip)")
            }
            let result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            guard result == 0, listen(descriptor, 16) == 0 else {
                let reason = String(cString: strerror(errno))
                close(descriptor)
                listeners.forEach { close($0) }
                throw BindError(description: "cannot listen on \(host):\(endpoint.port) for \(endpoint.name): \(reason)")
            }
            var actual = sockaddr_in()
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            _ = withUnsafeMutablePointer(to: &actual) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
            }
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            listeners.append(descriptor)
            bound.append(Endpoint(name: endpoint.name, kind: endpoint.kind, port: Int(UInt16(bigEndian: actual.sin_port))))
        }
        self.endpoints = bound
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else { throw BindError(description: "pipe(): \(String(cString: strerror(errno)))") }
        for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC); _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
        wake = (pipeEnds[0], pipeEnds[1])
    }

    deinit {
        listeners.forEach { close($0) }
        connections.keys.forEach { close($0) }
        if wake.read >= 0 { close(wake.read); close(wake.write) }
    }

    public func port(_ name: String) -> Int? { endpoints.first { $0.name == name }?.port }

    /// Serves the endpoints on a thread of its own until `stop`.
    public func start() {
        let thread = Thread { [self] in loop() }
        thread.name = "tutor-kernel-sockets"
        thread.start()
    }

    public func stop() {
        lock.withLock { stopped = true }
        var byte: UInt8 = 0
        _ = write(wake.write, &byte, 1)
    }

    /// Sends a message out of an endpoint: a ROUTER's goes to the peer named by its first frame (and is
    /// dropped if that peer is gone, as ZeroMQ does), a PUB's to every subscriber.
    public func send(_ name: String, _ parts: [[UInt8]]) { send(name, messages: [parts]) }

    /// Several messages out of a PUB endpoint, written together (in order) to each subscriber.
    public func send(_ name: String, messages: [[[UInt8]]]) {
        guard let index = endpoints.firstIndex(where: { $0.name == name }) else { return }
        lock.withLock {
            switch endpoints[index].kind {
            case .router:
                for parts in messages {
                    guard let identity = parts.first,
                          let connection = connections.values.first(where: { $0.endpoint == index && $0.ready && $0.identity == identity })
                    else { continue }
                    queue(ZMTP.message(Array(parts.dropFirst())), on: connection)
                }
            case .publisher, .echo:
                let bytes = messages.flatMap(ZMTP.message)
                for connection in connections.values where connection.endpoint == index && connection.ready {
                    queue(bytes, on: connection)
                }
            }
        }
    }

    // MARK: The hub's thread

    private func loop() {
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            var descriptors: [pollfd] = [pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0)]
            lock.withLock {
                for connection in connections.values where connection.condemned { closeUnderLock(connection) }
                descriptors += listeners.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
                descriptors += connections.values.map {
                    pollfd(fd: $0.descriptor, events: Int16(POLLIN) | ($0.backlog.isEmpty ? 0 : Int16(POLLOUT)), revents: 0)
                }
            }
            let count = poll(&descriptors, nfds_t(descriptors.count), -1)
            if count < 0 {
                if errno == EINTR { continue }
                return
            }
            if lock.withLock({ stopped }) { return }
            for entry in descriptors where entry.revents != 0 {
                if entry.fd == wake.read {
                    while read(wake.read, &buffer, buffer.count) > 0 {}
                } else if let endpoint = listeners.firstIndex(of: entry.fd) {
                    accept(on: endpoint)
                } else {
                    serve(entry, buffer: &buffer)
                }
            }
        }
    }

    private func accept(on endpoint: Int) {
        while true {
            let descriptor = Glibc.accept(listeners[endpoint], nil, nil)
            guard descriptor >= 0 else { return }
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            var yes: Int32 = 1
            setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
            let connection = Connection(descriptor: descriptor, endpoint: endpoint)
            lock.withLock {
                let here = connections.values.filter { $0.endpoint == endpoint && !$0.condemned }
                if here.count >= Self.mostConnections {
                    // Full: the connection idle longest goes, if it has been idle long enough; else the newcomer.
                    guard let idlest = here.min(by: { $0.lastMessage < $1.lastMessage }),
                          Date().timeIntervalSince(idlest.lastMessage) > Self.idleSeconds else {
                        close(descriptor)
                        return
                    }
                    closeUnderLock(idlest)
                }
                connections[descriptor] = connection
                queue(ZMTP.greeting, on: connection)
            }
        }
    }

    private func serve(_ entry: pollfd, buffer: inout [UInt8]) {
        guard let connection = lock.withLock({ connections[entry.fd] }), !connection.condemned else { return }
        if entry.revents & Int16(POLLOUT) != 0 { lock.withLock { flush(connection) } }
        guard entry.revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 else { return }
        let count = read(connection.descriptor, &buffer, buffer.count)
        if count < 0, errno == EAGAIN || errno == EINTR { return }
        guard count > 0 else { return drop(connection) }
        connection.decoder.feed(buffer[0..<count])
        do {
            while let event = try connection.decoder.next() {
                if case .message = event { connection.lastMessage = Date() }
                try handle(event, from: connection)
            }
        } catch {
            return drop(connection)
        }
        let held = lock.withLock { connections.values.reduce(0) { $0 + $1.decoder.heldBytes } }
        if held > Self.mostHeldBytes { drop(connection) }
    }

    private func handle(_ event: ZMTP.Event, from connection: Connection) throws(ZMTP.ProtocolError) {
        let endpoint = endpoints[connection.endpoint]
        switch event {
        case .greeting(_, let mechanism):
            guard mechanism == "NULL" else { throw ZMTP.ProtocolError("the mechanism \(mechanism); this kernel speaks NULL") }
            lock.withLock { queue(ZMTP.ready(socketType: endpoint.kind.socketType), on: connection) }
        case .command(let name, let body):
            guard name == "READY" else { return }  // PING and the like are 3.1's, which this 3.0 peer is never sent
            let properties = try ZMTP.properties(body)
            lock.withLock {
                if let identity = properties["identity"], !identity.isEmpty,
                   !connections.values.contains(where: { $0.endpoint == connection.endpoint && $0.identity == identity }) {
                    connection.identity = identity
                } else {
                    // As libzmq names a peer without an identity of its own: a zero byte and a counter.
                    nextIdentity &+= 1
                    connection.identity = [0] + withUnsafeBytes(of: nextIdentity.bigEndian, Array.init)
                }
                connection.ready = true
            }
        case .message(let parts):
            guard connection.ready else { throw ZMTP.ProtocolError("a message before READY") }
            switch endpoint.kind {
            case .router: receive(endpoint.name, [connection.identity] + parts)
            case .publisher: break  // subscriptions: every subscriber gets everything
            case .echo: lock.withLock { queue(ZMTP.message(parts), on: connection) }
            }
        }
    }

    /// Under the lock: writes what the peer takes now and keeps the rest, in order, for POLLOUT.
    private func queue(_ bytes: [UInt8], on connection: Connection) {
        if connection.condemned { return }
        if !connection.backlog.isEmpty {
            connection.backlog += bytes
            if connection.backlog.count > Self.largestBacklog {
                connection.condemned = true
                connection.backlog = []
            }
            wakeLoop()
            return
        }
        let written = bytes.withUnsafeBytes { Glibc.send(connection.descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        if written == bytes.count { return }
        connection.backlog = Array(bytes[max(written, 0)...])
        wakeLoop()
    }

    private func flush(_ connection: Connection) {
        guard !connection.backlog.isEmpty else { return }
        let backlog = connection.backlog
        connection.backlog = []
        queue(backlog, on: connection)
    }

    private func wakeLoop() {
        var byte: UInt8 = 0
        _ = write(wake.write, &byte, 1)
    }

    /// On the hub's thread only.
    private func drop(_ connection: Connection) {
        lock.withLock { closeUnderLock(connection) }
    }

    /// Closes a connection's descriptor once: only while the table still holds this very connection.
    private func closeUnderLock(_ connection: Connection) {
        guard connections[connection.descriptor] === connection else { return }
        connections[connection.descriptor] = nil
        close(connection.descriptor)
    }
}
