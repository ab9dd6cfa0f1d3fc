#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NotebookFormat
import Foundation
import Kernel
import Lessons
import Synchronization
import TutorUI

/// The tutor kernel: `tutor jupyter kernel -f CONNECTION_FILE`, which Jupyter starts from the kernelspec.
/// It speaks the Jupyter messaging protocol (5.3) itself, over `ZMTPHub`, and hands cells, completions
/// and inspections to a `JupyterSession`, the same one `tutor jupyter serve` drives.
///
/// Shell requests are handled one at a time, in order, on the main actor. The control channel (interrupt,
/// shutdown, kernel_info) and the heartbeat are answered on the sockets' thread, so they work while a cell
/// runs. Interrupts come as SIGINT (the kernelspec's interrupt_mode) or as interrupt_request; both stop the
/// running cell as Ctrl-C does in the REPL.
@MainActor
public final class JupyterKernel {
    /// What every message the kernel sends needs: the sockets, the key and this kernel's session id.
    struct Outbox: Sendable {
        let hub: ZMTPHub
        let signer: WireMessage.Signer
        let session: String
        let sent = ArrivalCounter()

        func message(_ type: String, _ content: [String: JSONValue], parent: WireMessage?, identities: [[UInt8]],
                     encodedParent: [UInt8]? = nil) -> [[UInt8]] {
            // Unique as jupyter_client makes its ids: the session's and a counter (a UUID each would read /dev/urandom).
            let header: [String: JSONValue] = [
                "msg_id": .string("\(session)_\(sent.next())"), "session": .string(session), "username": .string("tutor"),
                "date": .string(JupyterKernel.timestamp()), "msg_type": .string(type), "version": .string(JupyterKernel.protocolVersion),
            ]
            return WireMessage(identities: identities, header: header, parentHeader: parent?.header ?? [:], content: content)
                .frames(signer: signer, encodedParent: encodedParent)
        }

        func send(_ channel: String, _ type: String, _ content: [String: JSONValue], parent: WireMessage?, identities: [[UInt8]]? = nil) {
            hub.send(channel, message(type, content, parent: parent, identities: identities ?? parent?.identities ?? []))
        }

        /// iopub messages held back for a moment (`publishSoon`).
        let held = HeldMessages()
        /// How long a cell's busy and execute_input may wait to go out with its outputs.
        static let holdBack = DispatchTimeInterval.milliseconds(5)

        /// Several iopub messages in one write, after any held back: a cell's outputs reach the front end
        /// together, with one wake-up instead of one each.
        func publish(_ messages: [(type: String, content: [String: JSONValue])], parent: WireMessage?) {
            guard !messages.isEmpty else { return }
            let frames = iopubFrames(messages, parent: parent)
            held.send(frames) { hub.send("iopub", messages: $0) }
        }

        /// Messages that go out with the next `publish` if it comes within `holdBack`, and on their own then
        /// if not. A cell's busy and execute_input: a cached cell is done in 2 ms, and its whole round trip is
        /// then one write to the front end instead of two; a longer cell still shows busy within 5 ms.
        func publishSoon(_ messages: [(type: String, content: [String: JSONValue])], parent: WireMessage?) {
            let batch = held.hold(iopubFrames(messages, parent: parent))
            let held = self.held, hub = self.hub
            DispatchQueue.global().asyncAfter(deadline: .now() + Self.holdBack) {
                held.release(batch) { hub.send("iopub", messages: $0) }
            }
        }

        private func iopubFrames(_ messages: [(type: String, content: [String: JSONValue])], parent: WireMessage?) -> [[[UInt8]]] {
            let encodedParent = JSONValue.json(parent?.header ?? [:])
            return messages.map {
                message($0.type, $0.content, parent: parent, identities: [Array("kernel.\(session).\($0.type)".utf8)], encodedParent: encodedParent)
            }
        }

        func reply(to request: WireMessage, on channel: String, _ content: [String: JSONValue]) {
            send(channel, request.type.replacingOccurrences(of: "_request", with: "_reply"), content, parent: request)
        }

        func publish(_ type: String, _ content: [String: JSONValue], parent: WireMessage?) { publish([(type, content)], parent: parent) }

        func status(_ state: String, parent: WireMessage?) { publish("status", ["execution_state": .string(state)], parent: parent) }
    }

    public nonisolated static let protocolVersion = "5.3"

    let session: JupyterSession
    let connection: KernelConnection
    var executionCount = 0
    /// Shell requests that arrived before a failed cell with stop_on_error are answered "aborted", as
    /// ipykernel does, so a notebook run stops at its first error instead of running on from a broken state.
    var abortThrough = -1
    private let arrived = ArrivalCounter()

    public init(connection: KernelConnection, session: JupyterSession) {
        self.connection = connection
        self.session = session
    }

    /// A kernel with a new session, served until shutdown_request.
    public static func serve(connection: KernelConnection, environment: TutorEnvironment, runner: any CodeRunning) async throws -> Int32 {
        try await JupyterKernel(connection: connection, session: JupyterSession(environment: environment, runner: runner)).run()
    }

    /// Serves until shutdown_request; returns the exit status.
    public func run() async throws -> Int32 {
        var interrupt = sigset_t()
        sigemptyset(&interrupt)
        sigaddset(&interrupt, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &interrupt, nil)
        Interrupts.install()

        let (requests, continuation) = AsyncStream<(Int, WireMessage)>.makeStream()
        let signer = WireMessage.Signer(key: connection.key)
        let sessionID = UUID().uuidString.lowercased()
        let holder = OutboxHolder()
        let arrived = self.arrived
        let info = kernelInfo()
        let history = SignatureHistory()
        let hub = try ZMTPHub(host: connection.ip, endpoints: [
            .init(name: "shell", kind: .router, port: connection.shellPort),
            .init(name: "control", kind: .router, port: connection.controlPort),
            .init(name: "stdin", kind: .router, port: connection.stdinPort),
            .init(name: "iopub", kind: .publisher, port: connection.iopubPort),
            .init(name: "hb", kind: .echo, port: connection.hbPort),
        ]) { channel, frames in
            guard let outbox = holder.outbox else { return }
            let message: WireMessage
            do { message = try WireMessage(frames: frames, signer: signer) } catch {
                FileHandle.standardError.write(Data("tutor kernel: dropped a message on \(channel): \(error)\n".utf8))
                return
            }
            // A signed message seen before is a replay (a signature covers the header, whose msg_id is new each time).
            guard let delimiter = frames.firstIndex(of: WireMessage.delimiter), history.isFirstSighting(of: frames[delimiter + 1]) else {
                FileHandle.standardError.write(Data("tutor kernel: dropped a message on \(channel): a signature seen before (a replay)\n".utf8))
                return
            }
            switch channel {
            case "shell":
                continuation.yield((arrived.next(), message))
            case "control":
                Self.control(message, outbox: outbox, info: info, shutdown: { continuation.finish() })
            default:
                break  // stdin: the kernel never asks for input (learners' programs read an empty stdin)
            }
        }
        let outbox = Outbox(hub: hub, signer: signer, session: sessionID)
        holder.outbox = outbox
        hub.start()
        defer { hub.stop() }
        Self.endWithParent { continuation.finish() }
        outbox.status("starting", parent: nil)

        for await (sequence, request) in requests {
            // A cell's busy goes out with its execute_input, in one write.
            if request.type != "execute_request" { outbox.status("busy", parent: request) }
            switch request.type {
            case "execute_request":
                // The cell's outputs go out with its idle status in one write, and then the reply: a front end
                // waits for both (from two sockets, in no set order), and it reads the outputs, the larger part,
                // while the reply is being written.
                let (outputs, reply) = await execute(request, sequence: sequence, outbox: outbox)
                outbox.publish(outputs + [("status", ["execution_state": .string("idle")])], parent: request)
                outbox.reply(to: request, on: "shell", reply)
                continue
            case "kernel_info_request":
                outbox.reply(to: request, on: "shell", info)
            case "complete_request", "inspect_request", "is_complete_request":
                let kind = String(request.type.dropLast("_request".count))
                var reply = await session.handle(["type": .string(kind), "code": request.content["code"] ?? .string(""),
                                                  "cursor_pos": request.content["cursor_pos"] ?? .null])
                reply["type"] = nil
                if kind != "is_complete" { reply["metadata"] = reply["metadata"] ?? .object([:]) }
                if kind == "inspect" { reply["data"] = reply["data"] ?? .object([:]) }
                outbox.reply(to: request, on: "shell", reply)
            case "history_request":
                outbox.reply(to: request, on: "shell", ["status": .string("ok"), "history": .array([])])
            case "comm_info_request":
                outbox.reply(to: request, on: "shell", ["status": .string("ok"), "comms": .object([:])])
            case "connect_request":
                outbox.reply(to: request, on: "shell", connectReply(hub))
            case "shutdown_request":
                Self.control(request, outbox: outbox, info: info, channel: "shell", shutdown: { continuation.finish() })
            default:
                FileHandle.standardError.write(Data("tutor kernel: no handler for \(request.type)\n".utf8))
            }
            outbox.status("idle", parent: request)
        }
        return 0
    }

    /// A cell: busy and execute_input on iopub, then the cell run; returns its outputs and any error, for
    /// iopub, and its execute_reply's content.
    func execute(_ request: WireMessage, sequence: Int, outbox: Outbox) async
        -> (published: [(type: String, content: [String: JSONValue])], reply: [String: JSONValue]) {
        let code = request.content["code"]?.string ?? ""
        let silent = request.content["silent"]?.bool ?? false
        if sequence <= abortThrough {
            outbox.status("busy", parent: request)
            return ([], ["status": .string("aborted"), "execution_count": .number(Double(executionCount))])
        }
        // Busy and execute_input are made on another thread while the cell starts (the main actor is the
        // cell's path), and held (`publishSoon`); the outputs wait for them, so they still go out first.
        var announced: Task<Void, Never>?
        if silent {
            outbox.status("busy", parent: request)
        } else {
            executionCount += 1
            let count = executionCount
            announced = Task.detached {
                outbox.publishSoon([("status", ["execution_state": .string("busy")]),
                                    ("execute_input", ["code": .string(code), "execution_count": .number(Double(count))])], parent: request)
            }
        }
        var cellRequest: [String: JSONValue] = ["type": .string("execute"), "code": .string(code), "silent": .bool(silent),
                                                "execution_count": .number(Double(executionCount))]
        if let cell = request.metadata["cellId"]?.string ?? request.content["cell_id"]?.string { cellRequest["cell_id"] = .string(cell) }
        let reply = await session.handle(cellRequest)
        await announced?.value
        let count: JSONValue = .number(Double(executionCount))
        var published: [(type: String, content: [String: JSONValue])] = []
        if !silent, case .array(let outputs)? = reply["outputs"] {
            for case .object(let output) in outputs {
                switch output["output_type"]?.string {
                case "stream":
                    published.append(("stream", ["name": output["name"] ?? .string("stdout"), "text": output["text"] ?? .string("")]))
                case "display_data":
                    published.append(("display_data", ["data": output["data"] ?? .object([:]), "metadata": output["metadata"] ?? .object([:])]))
                default:
                    break
                }
            }
        }
        guard reply["status"]?.string == "error" else {
            return (published, ["status": .string("ok"), "execution_count": count, "user_expressions": .object([:]), "payload": .array([])])
        }
        let error: [String: JSONValue] = ["ename": reply["ename"] ?? .string("Error"), "evalue": reply["evalue"] ?? .string(""),
                                          "traceback": reply["traceback"] ?? .array([])]
        if !silent { published.append(("error", error)) }
        if request.content["stop_on_error"]?.bool ?? true { abortThrough = arrived.latest }
        return (published, error.merging(["status": .string("error"), "execution_count": count]) { $1 })
    }

    /// The control channel, answered on the sockets' thread: it must work while a cell runs.
    nonisolated static func control(_ request: WireMessage, outbox: Outbox, info: [String: JSONValue], channel: String = "control",
                                    shutdown: @Sendable () -> Void) {
        let onControl = channel == "control"
        if onControl { outbox.status("busy", parent: request) }
        var ending = false
        switch request.type {
        case "kernel_info_request":
            outbox.reply(to: request, on: channel, info)
        case "interrupt_request":
            Interrupts.simulate()
            outbox.reply(to: request, on: channel, ["status": .string("ok")])
        case "shutdown_request":
            let restart = request.content["restart"] ?? .bool(false)
            outbox.reply(to: request, on: channel, ["status": .string("ok"), "restart": restart])
            outbox.publish("shutdown_reply", ["status": .string("ok"), "restart": restart], parent: request)
            ending = true
        default:
            FileHandle.standardError.write(Data("tutor kernel: no handler for \(request.type) on \(channel)\n".utf8))
        }
        if onControl { outbox.status("idle", parent: request) }
        if ending {
            // After the idle status, which the front end waits for: a running cell is stopped, the shell loop
            // then ends, and with it the kernel (which could otherwise exit before the idle went out).
            Interrupts.simulate()
            shutdown()
        }
    }

    /// A kernel whose Jupyter server or client died without shutting it down ends too, within a second (as
    /// ipykernel's parent poller does): otherwise it would hold its ports and its workspace's lock forever.
    nonisolated static func endWithParent(_ end: @escaping @Sendable () -> Void) {
        let parent = getppid()
        let thread = Thread {
            while getppid() == parent { sleep(1) }
            Interrupts.simulate()
            end()
            // A cell that does not stop within the next seconds does not keep the kernel either.
            sleep(3)
            exit(0)
        }
        thread.name = "tutor-kernel-parent"
        thread.start()
    }

    func kernelInfo() -> [String: JSONValue] {
        [
            "status": .string("ok"), "protocol_version": .string(Self.protocolVersion),
            "implementation": .string("tutor"), "implementation_version": .string(Self.version),
            "language_info": .object([
                "name": .string("swift"), "version": .string("5"), "mimetype": .string("text/x-swift"),
                "file_extension": .string(".swift"), "codemirror_mode": .string("swift"), "pygments_lexer": .string("swift"),
            ]),
            "banner": .string("tutor: Swift against a model of UIKit. %help lists the magics (%lesson, %answer, %check, %hint)."),
            "help_links": .array([]), "debugger": .bool(false),
        ]
    }

    func connectReply(_ hub: ZMTPHub) -> [String: JSONValue] {
        var reply: [String: JSONValue] = ["status": .string("ok")]
        for (name, key) in [("shell", "shell_port"), ("iopub", "iopub_port"), ("stdin", "stdin_port"), ("control", "control_port"), ("hb", "hb_port")] {
            reply[key] = .number(Double(hub.port(name) ?? 0))
        }
        return reply
    }

    public static let version = "0.1.0"

    /// ISO 8601 in UTC with microseconds, as Jupyter's headers carry dates.
    public nonisolated static func timestamp() -> String {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        var parts = tm()
        var seconds = now.tv_sec
        gmtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let micro = String(now.tv_nsec / 1000)
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T\(two(parts.tm_hour)):\(two(parts.tm_min)):"
            + "\(two(parts.tm_sec)).\(String(repeating: "0", count: 6 - micro.count))\(micro)Z"
    }
}

/// Numbers shell requests as they arrive (on the sockets' thread), so a failed cell knows which came before
/// it; and numbers the messages sent.
final class ArrivalCounter: Sendable {
    private let count = Atomic<Int>(0)
    func next() -> Int { count.add(1, ordering: .relaxed).newValue }
    var latest: Int { count.load(ordering: .relaxed) }
}

/// Lets the sockets' callback, created before the outbox it answers through, find it once it exists.
final class OutboxHolder: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: JupyterKernel.Outbox?
    var outbox: JupyterKernel.Outbox? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}

/// iopub messages waiting to go out (`Outbox.publishSoon`). Every iopub write goes through `send`, under
/// one lock, so what was held goes out first and the order of the messages is the order they were made.
final class HeldMessages: @unchecked Sendable {
    private let lock = NSLock()
    private var held: [[[UInt8]]] = []
    private var batch = 0

    /// Holds messages; returns the batch's number, for `release`.
    func hold(_ messages: [[[UInt8]]]) -> Int {
        lock.withLock {
            held += messages
            batch += 1
            return batch
        }
    }

    /// Sends what is held and then `messages`, in one call of `write`.
    func send(_ messages: [[[UInt8]]], through write: ([[[UInt8]]]) -> Void) {
        lock.withLock {
            write(held + messages)
            held = []
        }
    }

    /// Sends what is held if batch `number` is still among it (nothing sent it since).
    func release(_ number: Int, through write: ([[[UInt8]]]) -> Void) {
        lock.withLock {
            guard batch == number, !held.isEmpty else { return }
            write(held)
            held = []
        }
    }
}

