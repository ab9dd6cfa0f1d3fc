import Classroom
import Foundation
import NotebookFormat
import Lessons
import Testing
@testable import TestSupport
@testable import TestDrivers
@testable import Jupyter

/// `tutor jupyter kernel` driven over ZeroMQ's wire protocol by `JupyterClient`, with no Python: the
/// kernel is tested even where PyPI cannot be reached (KernelConformanceTests then skips). The exact
/// messages a front end sees, in order: what a cell publishes, errors, aborts, control while a cell runs,
/// forged requests, shutdown.
@Suite(.serialized) struct NativeKernelTests {
    /// A kernel on the shipped lessons in a fresh workspace, its client, and the work, off the cooperative pool.
    func withKernel<T: Sendable>(timeout: Int32 = 120_000, _ work: @escaping @Sendable (KernelProcess, JupyterClient) throws -> T) async throws -> T {
        guard let tutor = ServeProcess.executable else { throw Skip("the tutor binary is not built") }
        let folder = try ServeProcess.temporaryFolder("native-kernel")
        return try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result {
                    defer { try? FileManager.default.removeItem(at: folder) }
                    let kernel = try KernelProcess(tutor: tutor, folder: folder, arguments: [
                        "--content", ServeProcess.content.path, "--workspace", folder.appendingPathComponent("workspace").path])
                    defer { kernel.stop() }
                    return try work(kernel, try kernel.client(timeout: timeout))
                })
            }
        }
    }

    @Test(.timeLimit(.minutes(5))) func aCellPublishesItsInputOutputAndStatusInOrderAndCellsShareState() async throws {
        try await withKernel { _, client in
            let info = try client.request("kernel_info_request", [:])
            #expect(info.replyType == "kernel_info_reply")
            #expect(info.reply["protocol_version"] == .string("5.3"))
            #expect(info.reply["implementation"] == .string("tutor"))
            #expect(info.reply["language_info"]?.object?["name"] == .string("swift"))
            #expect(info.publishedTypes == ["status", "status"])

            let first = try client.execute("let shared = 20")
            #expect(first.reply["status"] == .string("ok"))
            #expect(first.reply["execution_count"] == .number(1))
            let second = try client.execute("print(\"sum\", shared + 22)")
            #expect(second.publishedTypes == ["status", "execute_input", "stream", "status"])
            #expect(second.published.map { $0.content["execution_state"]?.string } == ["busy", nil, nil, "idle"])
            #expect(second.published[1].content == ["code": .string("print(\"sum\", shared + 22)"), "execution_count": .number(2)])
            #expect(second.published[2].content == ["name": .string("stdout"), "text": .string("sum 42\n")])
            #expect(second.reply == ["status": .string("ok"), "execution_count": .number(2), "user_expressions": .object([:]), "payload": .array([])])

            // A silent cell publishes nothing but its status and does not count.
            let silent = try client.execute("print(\"quiet\")", silent: true)
            #expect(silent.publishedTypes == ["status", "status"])
            #expect(try client.execute("print(1)").reply["execution_count"] == .number(3))
        }
    }

    /// A cell's busy and execute_input may wait 5 ms to go out with its outputs (`Outbox.publishSoon`), so a
    /// cached cell's round trip is one write to the front end: a cell that runs longer still shows busy at
    /// its start, not at its end. Then the same cell run again (the kernel cache's answer) sends the same
    /// messages in the same order, its reply after its idle.
    @Test(.timeLimit(.minutes(5))) func aLongCellShowsBusyAtItsStartAndACachedOneKeepsTheOrder() async throws {
        try await withKernel { _, client in
            // New code each time: the kernel cache keeps results across kernels, and a kept one would not sleep.
            let code = "import Foundation\nThread.sleep(forTimeInterval: 1.5)\nprint(\"woke\") // \(UUID().uuidString)"
            func run() throws -> (types: [String], busyToIdle: Duration, reply: WireMessage) {
                let id = client.send("execute_request", ["code": .string(code), "silent": .bool(false)], metadata: ["cellId": .string("sleeper")])
                var arrivals: [(type: String, at: ContinuousClock.Instant)] = []
                while arrivals.last?.type != "status idle" {
                    let message = try WireMessage(frames: try client.iopub.next(), signer: client.signer)
                    guard message.parentHeader["msg_id"]?.string == id else { continue }
                    arrivals.append(([message.type, message.content["execution_state"]?.string].compactMap { $0 }.joined(separator: " "), .now))
                }
                let reply = try WireMessage(frames: try client.shell.next(), signer: client.signer)
                #expect(reply.parentHeader["msg_id"]?.string == id)
                return (arrivals.map(\.type), arrivals.last!.at - arrivals.first!.at, reply)
            }
            let first = try run()
            #expect(first.types == ["status busy", "execute_input", "stream", "status idle"])
            #expect(first.busyToIdle >= .milliseconds(1400), "busy came \(first.busyToIdle) before idle")
            #expect(first.reply.content["status"] == .string("ok"))
            let again = try run()
            #expect(again.types == first.types)
            #expect(again.busyToIdle < .milliseconds(100), "a cached cell's messages came \(again.busyToIdle) apart")
            #expect(again.reply.content["execution_count"] == .number(2))
        }
    }

    @Test(.timeLimit(.minutes(5))) func aFailedCellAbortsTheCellQueuedBehindIt() async throws {
        try await withKernel { _, client in
            let content: (String) -> [String: JSONValue] = { code in
                ["code": .string(code), "silent": .bool(false), "store_history": .bool(true), "user_expressions": .object([:]),
                 "allow_stdin": .bool(false), "stop_on_error": .bool(true)]
            }
            // New code each run: a failure already in the kernel's result cache could come back before the next request arrives.
            let failing = client.send("execute_request", content("let n: Int = \"x\" // \(UUID().uuidString)"))
            let queued = client.send("execute_request", content("print(\"never\")"))
            let failed = try client.exchange(for: failing)
            #expect(failed.reply["status"] == .string("error"))
            #expect(failed.reply["ename"] == .string("CompileError"))
            #expect(failed.reply["evalue"] == .string("In [1]:1:14: error: cannot convert value of type 'String' to specified type 'Int'"))
            #expect(failed.publishedTypes == ["status", "execute_input", "error", "status"])
            let aborted = try client.exchange(for: queued)
            #expect(aborted.reply["status"] == .string("aborted"))
            #expect(aborted.publishedTypes == ["status", "status"])
            #expect(aborted.printed == "")
            // A cell sent after the failure ran runs.
            #expect(try client.execute("print(\"again\")").printed == "again\n")
        }
    }

    @Test(.timeLimit(.minutes(5))) func controlIsAnsweredWhileACellRunsAndInterruptStopsIt() async throws {
        try await withKernel(timeout: 15_000) { _, client in
            let running = client.send("execute_request", ["code": .string("while true { }"), "silent": .bool(false)])
            // The cell compiles, then runs; control answers meanwhile, on its own channel.
            Thread.sleep(forTimeInterval: 2)
            let info = try client.request("kernel_info_request", [:], onControl: true)
            #expect(info.replyType == "kernel_info_reply")
            Thread.sleep(forTimeInterval: 1)
            let interrupt = try client.request("interrupt_request", [:], onControl: true)
            #expect(interrupt.replyType == "interrupt_reply")
            #expect(interrupt.reply == ["status": .string("ok")])
            let stopped = try client.exchange(for: running)
            #expect(stopped.reply["ename"] == .string("Interrupted"))
            #expect(try client.execute("print(\"still here\")").printed == "still here\n")
        }
    }

    @Test(.timeLimit(.minutes(5))) func aForgedRequestGetsNoAnswerAndShutdownEndsTheKernel() async throws {
        try await withKernel { kernel, client in
            client.send("execute_request", ["code": .string("print(\"forged\")")], signer: WireMessage.Signer(key: "a guess"))
            #expect(client.shellIsQuiet(for: 1500))
            #expect(try client.execute("print(\"signed\")").printed == "signed\n")

            let shutdown = try client.request("shutdown_request", ["restart": .bool(false)], onControl: true)
            #expect(shutdown.replyType == "shutdown_reply")
            #expect(shutdown.reply == ["status": .string("ok"), "restart": .bool(false)])
            #expect(shutdown.publishedTypes == ["status", "shutdown_reply", "status"])
            let deadline = Date().addingTimeInterval(10)
            while kernel.process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
            #expect(!kernel.process.isRunning)
            #expect(kernel.process.terminationReason == .exit && kernel.process.terminationStatus == 0)
        }
    }

    /// Anyone on the machine can connect to loopback: past 64 connections to a channel, more are closed at once,
    /// and the kernel goes on serving the ones it has.
    @Test(.timeLimit(.minutes(5))) func aFloodOfConnectionsIsBoundedAndTheKernelGoesOn() async throws {
        try await withKernel { kernel, client throws in
            var flood: [JupyterClient.Peer] = []
            var refused = 0
            for _ in 0..<80 {
                do { flood.append(try JupyterClient.Peer(port: kernel.connection.shellPort, socketType: "DEALER", timeout: 2000)) } catch {
                    refused += 1
                }
            }
            // The client's own shell connection is one of the 64.
            #expect(flood.count == 63)
            #expect(refused == 17)
            #expect(try client.execute("print(\"served\")").printed == "served\n")
            flood.removeAll()
            // Once they are gone, new front ends connect again.
            // Each wait bounded by a minute: on a busy machine the new cell's compile alone took more than ten seconds.
            Thread.sleep(forTimeInterval: 0.3)
            #expect(try kernel.client(timeout: 60_000).execute("print(\"again\")").printed == "again\n")
        }
    }

    /// A signed request captured on the wire and sent again is refused, as ipykernel refuses a duplicate signature;
    /// the same request with a new id is served.
    @Test(.timeLimit(.minutes(5))) func aReplayedSignedRequestIsNotAnswered() async throws {
        try await withKernel { kernel, client in
            let peer = try JupyterClient.Peer(port: kernel.connection.shellPort, socketType: "DEALER", timeout: 3000)
            func request(_ id: String) -> [UInt8] {
                let header: [String: JSONValue] = ["msg_id": .string(id), "session": .string("replay"), "username": .string("x"),
                                                   "msg_type": .string("kernel_info_request"), "version": .string("5.3")]
                return ZMTP.message(WireMessage(header: header, content: [:]).frames(signer: client.signer))
            }
            let captured = request("first")
            peer.write(captured)
            let reply = try WireMessage(frames: try peer.next(), signer: client.signer)
            #expect(reply.type == "kernel_info_reply" && reply.parentHeader["msg_id"] == .string("first"))
            peer.write(captured)
            #expect(throws: JupyterClient.Failure.self) { _ = try peer.next() }
            peer.write(request("second"))
            #expect(try WireMessage(frames: try peer.next(), signer: client.signer).parentHeader["msg_id"] == .string("second"))
        }
    }

    /// Empty frames cost a peer nothing to send: a message of more frames than any Jupyter message has ends its
    /// connection, and the kernel goes on serving.
    @Test(.timeLimit(.minutes(5))) func aFloodOfEmptyFramesEndsThatConnectionOnly() async throws {
        try await withKernel { kernel, client in
            let peer = try JupyterClient.Peer(port: kernel.connection.shellPort, socketType: "DEALER", timeout: 10_000)
            let empty = ZMTP.frame([], more: true)
            peer.write(Array((0..<(ZMTP.mostFrames + 10)).map { _ in empty }.joined()))
            #expect(throws: JupyterClient.Failure(description: "the kernel closed the connection")) { _ = try peer.next() }
            #expect(try client.execute("print(\"served\")").printed == "served\n")
        }
    }

    /// Connections that send nothing cannot keep a front end out for ever: once an endpoint is full, one idle for
    /// longer than `ZMTPHub.idleSeconds` makes room for the newcomer.
    @Test(.timeLimit(.minutes(5))) func idleConnectionsMakeRoomForANewFrontEnd() async throws {
        try await withKernel { kernel, client in
            var idle: [JupyterClient.Peer] = []
            for _ in 0..<80 {
                if let peer = try? JupyterClient.Peer(port: kernel.connection.controlPort, socketType: "DEALER", timeout: 2000) { idle.append(peer) }
            }
            #expect(idle.count == 63)  // the client's own control connection is the 64th
            Thread.sleep(forTimeInterval: ZMTPHub.idleSeconds + 1)
            let newcomer = try kernel.client(timeout: 10_000)
            #expect(try newcomer.execute("print(\"in\")").printed == "in\n")
            withExtendedLifetime(idle) {}
        }
    }

    @Test(.timeLimit(.minutes(5))) func theHeartbeatEchoesWhatItIsSent() async throws {
        try await withKernel { kernel, _ in
            // As jupyter_client's REQ socket sends it: an empty delimiter frame, then the ping.
            let heartbeat = try JupyterClient.Peer(port: kernel.connection.hbPort, socketType: "REQ", timeout: 5000)
            heartbeat.write(ZMTP.message([[], Array("ping".utf8)]))
            #expect(try heartbeat.next() == [[], Array("ping".utf8)])
        }
    }

    /// A kernel whose parent dies without shutting it down (Jupyter killed) ends by itself: within a few seconds on a
    /// quiet machine (it looks each second); the test allows 20, since under a load of 37 on two cores (a full run
    /// beside other builds) it took more than 3.
    @Test(.timeLimit(.minutes(5))) func aKernelWhoseParentDiesEndsByItself() async throws {
        guard let tutor = ServeProcess.executable else { throw Skip("the tutor binary is not built") }
        let folder = try ServeProcess.temporaryFolder("orphan-kernel")
        defer { try? FileManager.default.removeItem(at: folder) }
        let ended: Bool = try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result {
                    // The connection file from a kernel of our own, stopped at once: its free ports.
                    let probe = try KernelProcess(tutor: tutor, folder: folder)
                    probe.stop()
                    let parent = Process()
                    parent.executableURL = URL(fileURLWithPath: "/bin/sh")
                    parent.arguments = ["-c", "\"$0\" jupyter kernel -f \"$1\" --content \"$2\" --workspace \"$3\" & echo $!; wait",
                                        tutor.path, probe.file.path, ServeProcess.content.path, folder.appendingPathComponent("workspace").path]
                    let output = Pipe()
                    parent.standardOutput = output
                    try parent.run()
                    var line = Data()
                    while !line.contains(0x0A) {
                        let chunk = output.fileHandleForReading.readSomeRetryingInterrupts()
                        if chunk.isEmpty { break }
                        line += chunk
                    }
                    guard let pid = Int32(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) else {
                        throw JupyterClient.Failure(description: "no kernel pid from the shell")
                    }
                    // Once it serves (a client connects), its parent is killed.
                    _ = try KernelProcessClient.connect(probe.connection)
                    kill(parent.processIdentifier, SIGKILL)
                    // Foundation reaps its child when it hears of the exit; with many children starting at once in a
                    // full run it was seen not to, leaving a zombie that held the test for ever. Wait a bounded time,
                    // then reap it here.
                    let reapBy = Date().addingTimeInterval(5)
                    while parent.isRunning, Date() < reapBy { Thread.sleep(forTimeInterval: 0.05) }
                    if parent.isRunning {
                        var status: Int32 = 0
                        _ = waitpid(parent.processIdentifier, &status, WNOHANG)
                    }
                    let deadline = Date().addingTimeInterval(20)
                    while Date() < deadline {
                        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
                        if stat.isEmpty || stat.components(separatedBy: ") ").last?.hasPrefix("Z") == true { return true }
                        Thread.sleep(forTimeInterval: 0.05)
                    }
                    kill(pid, SIGKILL)
                    return false
                })
            }
        }
        #expect(ended, "the kernel outlived its parent by 20 s")
    }
}

/// Connects as `KernelProcess.client` does, to a kernel started some other way.
enum KernelProcessClient {
    static func connect(_ connection: KernelConnection) throws -> JupyterClient {
        let deadline = Date().addingTimeInterval(30)
        while true {
            do { return try JupyterClient(connection: connection, timeout: 10_000) } catch {
                if Date() > deadline { throw error }
                Thread.sleep(forTimeInterval: 0.02)
            }
        }
    }
}

/// `HeldMessages`, which keeps a cell's busy and execute_input for its outputs' write: what is held goes
/// out first, once, and a timer's late release sends nothing twice.
@Suite struct HeldMessagesTests {
    @Test func heldMessagesGoOutFirstAndOnlyOnce() {
        let held = HeldMessages()
        var writes: [[[[UInt8]]]] = []
        let first = held.hold([[[1]], [[2]]])
        held.send([[[3]]]) { writes.append($0) }
        held.release(first) { writes.append($0) }  // sent with the outputs already: nothing more
        #expect(writes == [[[[1]], [[2]], [[3]]]])

        let second = held.hold([[[4]]])
        held.release(second) { writes.append($0) }  // no outputs within the time: alone
        held.send([[[5]]]) { writes.append($0) }
        #expect(writes.suffix(2) == [[[[4]]], [[[5]]]])

        // A timer of an earlier batch leaves a later one held; the later one's timer sends both, in order.
        let third = held.hold([[[6]]]), fourth = held.hold([[[7]]])
        held.release(third) { writes.append($0) }
        #expect(writes.count == 3)
        held.release(fourth) { writes.append($0) }
        #expect(writes.last == [[[6]], [[7]]])
        held.send([]) { writes.append($0) }
        #expect(writes.last == [])
    }
}
