import Foundation
import Lessons
import TutorUI

/// A cell's round trip through the tutor kernel's server (`tutor jupyter serve`: a JSON line in, the
/// cell replayed and run, a JSON line out) against the same cell in the REPL (the lesson's cells up to
/// the step, the cell, `Interruptible.run`, the output rendered). Goal (issue 18): the kernel within
/// 1.1× of the REPL, for a new cell (compiled) and for a cell run again (the kernel cache's hit).
/// Samples alternate between the two, so a busy machine slows both alike. Needs the release `tutor`
/// beside tutor-bench (`swift build -c release --product tutor`).
///
/// With `TUTOR_BENCH_PYTHON` naming a Python that has jupyter_client and ipykernel, the whole trip
/// through Jupyter is measured too (jupyter_client → ZeroMQ → ipykernel → the wrapper → serve, until the
/// kernel is idle again), against the REPL's figures: ipykernel's own messages add a few milliseconds,
/// which a compiled cell hides and a cache hit does not. That floor is measured beside it (a kernel on the same
/// ipykernel that only prints), and a cache hit's budget is the floor plus 1.1× the REPL's.
enum JupyterBenchmarks {
    static let lessonID = "button"

    static var suite: BenchmarkSuite {
        BenchmarkSuite(name: "jupyter") {
            let bench = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            let tutor = bench.deletingLastPathComponent().appendingPathComponent("tutor")
            guard FileManager.default.isExecutableFile(atPath: tutor.path) else {
                throw BenchmarkError("no tutor beside tutor-bench: swift build -c release --product tutor")
            }
            let content = ContentLocator.locate(option: nil, environment: ProcessInfo.processInfo.environment, executablePath: bench.path,
                                                currentDirectory: FileManager.default.currentDirectoryPath)
            guard let content, let lesson = Course.open(contentDirectory: content).0.lesson(id: lessonID) else {
                throw BenchmarkError("no lesson '\(lessonID)' in the content folder")
            }
            let workspace = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-bench-jupyter-\(UUID().uuidString)")
            let server = try ServeChild(tutor: tutor, content: content, workspace: workspace)
            defer { server.stop(); try? FileManager.default.removeItem(at: workspace) }
            let runner = SwiftKernel()
            let stepCell = lesson.steps[0].cells.compactMap { if case .code(let c) = $0, c.runnable { c } else { nil } }

            /// The kernel as a notebook has it at this step: the lesson open and the step's cells run (cache hits).
            func prepareKernel() throws {
                _ = try server.request(["type": "restart"])
                _ = try server.request(["type": "execute", "code": "%lesson \(lessonID)", "execution_count": 1])
                for (index, cell) in stepCell.enumerated() {
                    _ = try server.request(["type": "execute", "code": cell.code, "cell_id": cell.id, "execution_count": index + 2])
                }
            }
            func kernelCell(_ code: String) throws -> Double {
                try prepareKernel()
                let start = ContinuousClock.now
                let reply = try server.request(["type": "execute", "code": code, "execution_count": 9])
                let elapsed = ContinuousClock.now - start
                guard reply["status"] as? String == "ok" else { throw BenchmarkError("the kernel's cell failed: \(reply)") }
                return seconds(elapsed)
            }
            /// What ReplSession.runScratch does with a typed cell, minus printing.
            func replCell(_ code: String) -> Double {
                let start = ContinuousClock.now
                var base = CodeUnits.forScratch("", upToStep: 0, in: lesson)
                base.removeLast()
                let program = CellReplay().program(base: base, code: code, name: "In [9]")
                let renderer = NotebookRenderer(capabilities: .plain)
                let result = blocking { await Interruptible.run { await runner.run(program) } }
                if let result {
                    _ = renderer.output(9, text: CellReplay.output(of: result, program: program))
                    _ = renderer.problem(result)
                }
                return seconds(ContinuousClock.now - start)
            }

            var measurements: [Benchmark] = []
            for (label, iterations, fresh) in [("a new cell (compiled)", 9, true), ("a cell run again (cache hit)", 60, false)] {
                var repl: [Double] = [], kernel: [Double] = []
                let same = "print(\"in both\", 6 * 7)"
                _ = replCell(same)
                _ = try kernelCell(same)
                for index in 0..<iterations {
                    // A new cell is new code on each side each time; a cell run again is the same code.
                    let token = UUID().uuidString.prefix(8)
                    let code = { (side: String) in fresh ? "print(\"\(side) \(token) \(index)\")" : same }
                    repl.append(replCell(code("repl")))
                    kernel.append(try kernelCell(code("kernel")))
                }
                let replSummary = Harness.summary("REPL: \(label)", wall: repl, cpu: repl, budget: nil, cpuLabel: "wall")
                let kernelSummary = Harness.summary("kernel round trip: \(label)", wall: kernel, cpu: kernel, budget: 1.1 * replSummary.median,
                                                    cpuLabel: "wall")
                measurements.append(Benchmark(name: replSummary.name, body: {}, measured: replSummary))
                measurements.append(Benchmark(name: kernelSummary.name, body: {}, measured: kernelSummary))
            }
            if let python = ProcessInfo.processInfo.environment["TUTOR_BENCH_PYTHON"], !python.isEmpty {
                measurements += try throughJupyter(python: python, tutor: tutor, content: content, workspace: workspace,
                                                   repl: { replCell($0) }, stepCells: stepCell.map(\.code))
            }
            return measurements
        }
    }

    /// The whole trip through Jupyter, from a Python script driving the installed kernel with jupyter_client.
    static func throughJupyter(python: String, tutor: URL, content: URL, workspace: URL, repl: (String) -> Double,
                               stepCells: [String]) throws -> [Benchmark] {
        let folder = workspace.appendingPathComponent("jupyter")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let install = Process()
        install.executableURL = tutor
        install.arguments = ["jupyter", "install", "--prefix", folder.path, "--python", python, "--content", content.path,
                             "--workspace", workspace.path]
        install.standardOutput = FileHandle.nullDevice
        try install.run()
        install.waitUntilExit()
        // The floor: a kernel on the same ipykernel that does nothing but print the cell's line (no tutor behind it).
        let floorFolder = folder.appendingPathComponent("share/jupyter/kernels/tutor-bench-floor")
        try FileManager.default.createDirectory(at: floorFolder, withIntermediateDirectories: true)
        let floorScript = floorFolder.appendingPathComponent("floor_kernel.py")
        try floorKernel.write(to: floorScript, atomically: true, encoding: .utf8)
        let spec: [String: Any] = ["argv": [python, floorScript.path, "-f", "{connection_file}"], "display_name": "floor", "language": "swift"]
        try JSONSerialization.data(withJSONObject: spec).write(to: floorFolder.appendingPathComponent("kernel.json"))
        let script = folder.appendingPathComponent("roundtrip.py")
        try roundTripScript.write(to: script, atomically: true, encoding: .utf8)
        func figures(kernel: String) throws -> (new: [Double], again: [Double]) {
            let run = Process()
            run.executableURL = URL(fileURLWithPath: python)
            run.arguments = [script.path, lessonID, String(data: try JSONSerialization.data(withJSONObject: stepCells), encoding: .utf8) ?? "[]", kernel]
            var environment = ProcessInfo.processInfo.environment
            environment["JUPYTER_PATH"] = folder.appendingPathComponent("share/jupyter").path
            run.environment = environment
            let pipe = Pipe()
            run.standardOutput = pipe
            run.standardError = FileHandle.nullDevice
            try run.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            run.waitUntilExit()
            guard let figures = try JSONSerialization.jsonObject(with: data) as? [String: [Double]], let new = figures["new"],
                  let again = figures["again"] else {
                throw BenchmarkError("the Jupyter round-trip script failed (\(kernel)): \(String(decoding: data, as: UTF8.self).suffix(300))")
            }
            return (new, again)
        }
        let (new, again) = try figures(kernel: "tutor")
        let floor = try figures(kernel: "tutor-bench-floor")
        let same = "print(\"in both\", 6 * 7)"
        let replNew = (0..<new.count).map { repl("print(\"repl \(UUID().uuidString.prefix(8)) \($0)\")") }
        let replAgain = (0..<again.count).map { _ in repl(same) }
        let replNewMedian = Harness.summary("", wall: replNew, cpu: replNew, budget: nil).median
        let replAgainMedian = Harness.summary("", wall: replAgain, cpu: replAgain, budget: nil).median
        let floorMedian = Harness.summary("", wall: floor.again, cpu: floor.again, budget: nil).median
        let againMedian = Harness.summary("", wall: again, cpu: again, budget: nil).median
        print(String(format: "     through Jupyter, a cache hit: %@ = ipykernel's own round trip %@ (a kernel that only prints) + %@; "
                     + "the REPL's cache hit %@; tutor's part over the floor %.2f × the REPL",
                     Harness.format(againMedian), Harness.format(floorMedian), Harness.format(againMedian - floorMedian),
                     Harness.format(replAgainMedian), (againMedian - floorMedian) / replAgainMedian))
        return [
            Benchmark(name: "", body: {}, measured: Harness.summary("through Jupyter: a new cell (compiled)", wall: new, cpu: new,
                                                                   budget: 1.1 * replNewMedian, cpuLabel: "wall")),
            Benchmark(name: "", body: {}, measured: Harness.summary("floor: a kernel on ipykernel that only prints, same cell", wall: floor.again,
                                                                   cpu: floor.again, budget: nil, cpuLabel: "wall")),
            Benchmark(name: "", body: {}, measured: Harness.summary("through Jupyter: a cell run again (cache hit)", wall: again, cpu: again,
                                                                   budget: 1.1 * replAgainMedian + floorMedian, cpuLabel: "wall")),
        ]
    }

    /// The floor of any kernel built on ipykernel: execute requests answered with one stream message, nothing else.
    static let floorKernel = #"""
        from ipykernel.kernelapp import IPKernelApp
        from ipykernel.kernelbase import Kernel

        class FloorKernel(Kernel):
            implementation = "floor"
            implementation_version = "0"
            language = "swift"
            language_version = "5"
            language_info = {"name": "swift", "mimetype": "text/x-swift", "file_extension": ".swift"}
            banner = "floor"

            async def do_execute(self, code, silent, store_history=True, user_expressions=None, allow_stdin=False, *, cell_id=None):
                if not silent:
                    self.send_response(self.iopub_socket, "stream", {"name": "stdout", "text": "in both 42\n"})
                return {"status": "ok", "execution_count": self.execution_count, "payload": [], "user_expressions": {}}

        if __name__ == "__main__":
            IPKernelApp.launch_instance(kernel_class=FloorKernel)
        """#

    /// Times cells through the installed kernel until the kernel is idle again (what a front end waits for);
    /// prints {"new": [seconds…], "again": [seconds…]}.
    static let roundTripScript = #"""
        import json, sys, time, uuid
        from jupyter_client.manager import start_new_kernel

        km, kc = start_new_kernel(kernel_name=sys.argv[3] if len(sys.argv) > 3 else "tutor")

        def run(code, cell_id):
            msg = kc.session.msg("execute_request", {"code": code, "silent": False, "store_history": True,
                                 "user_expressions": {}, "allow_stdin": False, "stop_on_error": True},
                                 metadata={"cellId": cell_id})
            start = time.perf_counter()
            kc.shell_channel.send(msg)
            while True:
                reply = kc.get_iopub_msg(timeout=120)
                if (reply["parent_header"].get("msg_id") == msg["header"]["msg_id"] and reply["msg_type"] == "status"
                        and reply["content"]["execution_state"] == "idle"):
                    break
            elapsed = time.perf_counter() - start
            while kc.get_shell_msg(timeout=120)["parent_header"].get("msg_id") != msg["header"]["msg_id"]:
                pass
            return elapsed

        run("%lesson " + sys.argv[1], "lesson")
        for index, code in enumerate(json.loads(sys.argv[2])):
            run(code, "step-%d" % index)
        same = 'print("in both", 6 * 7)'
        run(same, "again")
        new = [run('print("kernel %s %d")' % (uuid.uuid4().hex[:8], i), "new") for i in range(9)]
        again = [run(same, "again") for _ in range(60)]
        kc.stop_channels()
        km.shutdown_kernel()
        print(json.dumps({"new": new, "again": again}))
        """#
    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// `tutor jupyter serve` as the kernel's Python wrapper runs it: requests and replies as JSON lines.
final class ServeChild {
    let process = Process()
    let input = Pipe(), output = Pipe()
    var buffer = Data()
    var nextID = 0

    init(tutor: URL, content: URL, workspace: URL) throws {
        process.executableURL = tutor
        process.arguments = ["jupyter", "serve", "--content", content.path, "--workspace", workspace.path]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    func request(_ fields: [String: Any]) throws -> [String: Any] {
        nextID += 1
        var message = fields
        message["id"] = nextID
        input.fileHandleForWriting.write(try JSONSerialization.data(withJSONObject: message) + Data("\n".utf8))
        while true {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let line = buffer[buffer.startIndex..<newline]
                buffer.removeSubrange(buffer.startIndex...newline)
                let reply = try JSONSerialization.jsonObject(with: line) as? [String: Any] ?? [:]
                if reply["id"] as? Int == nextID { return reply }
                continue
            }
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { throw BenchmarkError("tutor jupyter serve ended") }
            buffer.append(chunk)
        }
    }

    func stop() {
        _ = try? request(["type": "shutdown"])
        process.waitUntilExit()
    }
}
