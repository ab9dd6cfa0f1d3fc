import Foundation
import Jupyter
import Lessons
import TutorUI

/// A cell's round trip through the tutor kernel (`tutor jupyter kernel`: the execute request signed and
/// sent over ZeroMQ's wire protocol, the cell replayed and run, its outputs, reply and idle status back)
/// against the same cell in the REPL (the lesson's cells up to the step, the cell, `Interruptible.run`,
/// the output rendered). Goal (issue 18): the kernel within 1.1× of the REPL, for a new cell (compiled)
/// and for a cell run again (the kernel cache's hit). The client is `JupyterClient`, the least a front end
/// does, in Swift; the protocol's own floor (kernel_info, which runs nothing) is measured beside it.
/// Samples alternate between the two, so a busy machine slows both alike. Needs the release `tutor`
/// beside tutor-bench (`swift build -c release --product tutor`).
///
/// With `TUTOR_BENCH_PYTHON` naming a Python that has jupyter_client, the trip through Jupyter's own
/// Python client is measured too, with that client's floor (its kernel_info round trip) beside it.
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
            let kernel = try KernelProcess(tutor: tutor, folder: workspace, arguments: ["--content", content.path, "--workspace", workspace.path])
            defer { kernel.stop(); try? FileManager.default.removeItem(at: workspace) }
            let client = try kernel.client()
            let runner = SwiftKernel()
            let stepCell = lesson.steps[0].cells.compactMap { if case .code(let c) = $0, c.runnable { c } else { nil } }

            // The kernel as a notebook has it at this step: the lesson open and the step's cells run.
            _ = try client.execute("%lesson \(lessonID)", cellID: "lesson")
            for cell in stepCell { _ = try client.execute(cell.code, cellID: cell.id) }

            /// The measured cell has one notebook id, so each run replaces the last (as re-running a notebook
            /// cell does) and the program is the step's cells and this one, as on the REPL's side.
            func kernelCell(_ code: String, id: String) throws -> Double {
                let start = ContinuousClock.now
                let reply = try client.execute(code, cellID: id).reply
                let elapsed = ContinuousClock.now - start
                guard reply["status"]?.string == "ok" else { throw BenchmarkError("the kernel's cell failed: \(reply)") }
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
                var repl: [Double] = [], kernelTimes: [Double] = []
                let same = "print(\"in both\", 6 * 7)"
                _ = replCell(same)
                _ = try kernelCell(same, id: "again")
                for index in 0..<iterations {
                    // A new cell is new code on each side each time; a cell run again is the same code.
                    let token = UUID().uuidString.prefix(8)
                    let code = { (side: String) in fresh ? "print(\"\(side) \(token) \(index)\")" : same }
                    repl.append(replCell(code("repl")))
                    kernelTimes.append(try kernelCell(code("kernel"), id: fresh ? "new" : "again"))
                }
                let replSummary = Harness.summary("REPL: \(label)", wall: repl, cpu: repl, budget: nil, cpuLabel: "wall")
                let kernelSummary = Harness.summary("kernel round trip: \(label)", wall: kernelTimes, cpu: kernelTimes,
                                                    budget: 1.1 * replSummary.median, cpuLabel: "wall")
                measurements.append(Benchmark(name: replSummary.name, body: {}, measured: replSummary))
                measurements.append(Benchmark(name: kernelSummary.name, body: {}, measured: kernelSummary))
            }
            let floor = try (0..<60).map { _ in
                let start = ContinuousClock.now
                _ = try client.request("kernel_info_request", [:])
                return seconds(ContinuousClock.now - start)
            }
            measurements.append(Benchmark(name: "", body: {}, measured: Harness.summary(
                "floor: the protocol alone (kernel_info round trip)", wall: floor, cpu: floor, budget: nil, cpuLabel: "wall")))
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
        install.arguments = ["jupyter", "install", "--prefix", folder.path, "--content", content.path,
                             "--workspace", workspace.path]
        install.standardOutput = FileHandle.nullDevice
        try install.run()
        install.waitUntilExit()
        let script = folder.appendingPathComponent("roundtrip.py")
        try roundTripScript.write(to: script, atomically: true, encoding: .utf8)
        func figures(kernel: String) throws -> (new: [Double], again: [Double], floor: [Double]) {
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
            let data = pipe.fileHandleForReading.readToEndRetryingInterrupts()
            run.waitUntilExit()
            guard let figures = try JSONSerialization.jsonObject(with: data) as? [String: [Double]], let new = figures["new"],
                  let again = figures["again"], let floor = figures["floor"] else {
                throw BenchmarkError("the Jupyter round-trip script failed (\(kernel)): \(String(decoding: data, as: UTF8.self).suffix(300))")
            }
            return (new, again, floor)
        }
        let (new, again, floor) = try figures(kernel: "tutor")
        let same = "print(\"in both\", 6 * 7)"
        let replNew = (0..<new.count).map { repl("print(\"repl \(UUID().uuidString.prefix(8)) \($0)\")") }
        let replAgain = (0..<again.count).map { _ in repl(same) }
        let replNewMedian = Harness.summary("", wall: replNew, cpu: replNew, budget: nil).median
        let replAgainMedian = Harness.summary("", wall: replAgain, cpu: replAgain, budget: nil).median
        let floorMedian = Harness.summary("", wall: floor, cpu: floor, budget: nil).median
        let againMedian = Harness.summary("", wall: again, cpu: again, budget: nil).median
        print(String(format: "     through jupyter_client, a cache hit: %@ = the client's own round trip %@ (kernel_info) + %@; "
                     + "the REPL's cache hit %@; tutor's part over the floor %.2f × the REPL",
                     Harness.format(againMedian), Harness.format(floorMedian), Harness.format(againMedian - floorMedian),
                     Harness.format(replAgainMedian), (againMedian - floorMedian) / replAgainMedian))
        return [
            Benchmark(name: "", body: {}, measured: Harness.summary("through jupyter_client: a new cell (compiled)", wall: new, cpu: new,
                                                                   budget: 1.1 * replNewMedian, cpuLabel: "wall")),
            Benchmark(name: "", body: {}, measured: Harness.summary("floor: jupyter_client's kernel_info round trip", wall: floor,
                                                                   cpu: floor, budget: nil, cpuLabel: "wall")),
            Benchmark(name: "", body: {}, measured: Harness.summary("through jupyter_client: a cell run again (cache hit)", wall: again, cpu: again,
                                                                   budget: 1.1 * replAgainMedian + floorMedian, cpuLabel: "wall")),
        ]
    }

    /// Times cells through the installed kernel until the kernel is idle again (what a front end waits for);
    /// prints {"new": [seconds…], "again": [seconds…], "floor": [seconds…]} (floor: kernel_info, which runs nothing).
    static let roundTripScript = #"""
        import json, sys, time, uuid
        from jupyter_client.manager import start_new_kernel

        km, kc = start_new_kernel(kernel_name=sys.argv[3] if len(sys.argv) > 3 else "tutor")

        def run(code, cell_id, kind="execute_request"):
            msg = kc.session.msg(kind, {"code": code, "silent": False, "store_history": True,
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
        floor = [run("", "", "kernel_info_request") for _ in range(60)]
        kc.stop_channels()
        km.shutdown_kernel()
        print(json.dumps({"new": new, "again": again, "floor": floor}))
        """#
    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
