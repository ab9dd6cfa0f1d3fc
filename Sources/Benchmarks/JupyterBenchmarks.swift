import Foundation
import Kernel
import Jupyter
import Lessons
import TestDrivers
import TutorUI

/// A cell's round trip through the tutor kernel (`tutor jupyter kernel`: the execute request signed and
/// sent over ZeroMQ's wire protocol, the cell replayed and run, its outputs, reply and idle status back)
/// against the same cell in the REPL. Goal: the kernel within 1.1× of the REPL, for a new cell
/// (compiled) and for a cell run again (the kernel cache's hit).
///
/// Both sides are timed as a person meets them: the kernel from the request sent until the kernel is idle
/// again with its reply in (what a front end waits for before it shows the cell done), the REPL in a
/// terminal from Enter until the next prompt is drawn (the release `tutor` in a pseudo-terminal, the cell
/// already typed). Beside them: the REPL's work alone, in this process, with no terminal (the cell replayed
/// and run, the output rendered and not printed), and the protocol's own floor (kernel_info, which runs
/// nothing). The client is `JupyterClient`, the least a front end does, in Swift. Samples alternate between
/// the sides, so a busy machine slows all alike. Needs the release `tutor` beside tutor-bench
/// (`swift build -c release --product tutor`).
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

            /// What ReplSession.run does with a step's cell (`run`), minus printing.
            func replStepCell(_ cell: CodeCell) -> Double {
                let start = ContinuousClock.now
                let program = CodeUnits.forCell(cell.id, in: lesson) ?? []
                let renderer = NotebookRenderer(capabilities: .plain)
                let result = blocking { await Interruptible.run { await runner.run(program) } }
                if let result {
                    _ = renderer.output(1, text: result.outputs.last ?? "")
                    _ = renderer.problem(result)
                }
                return seconds(ContinuousClock.now - start)
            }

            let terminal = try TerminalRepl(tutor: tutor, content: content, workspace: workspace.appendingPathComponent("terminal"))
            var measurements: [Benchmark] = []
            func compare(_ label: String, terminal typed: [Double], kernel kernelTimes: [Double], alone: [Double]) {
                let typedSummary = Harness.summary("REPL in a terminal, Enter to prompt: \(label)", wall: typed, cpu: typed,
                                                   budget: nil, cpuLabel: "wall")
                let kernelSummary = Harness.summary("kernel round trip: \(label)", wall: kernelTimes, cpu: kernelTimes,
                                                    budget: 1.1 * typedSummary.median, cpuLabel: "wall")
                let aloneSummary = Harness.summary("  beside: the REPL's work alone, no terminal: \(label)", wall: alone, cpu: alone,
                                                   budget: nil, cpuLabel: "wall")
                measurements += [typedSummary, kernelSummary, aloneSummary].map { Benchmark(name: $0.name, body: {}, measured: $0) }
                print(String(format: "     %@: the kernel %.2f × the REPL in a terminal (goal 1.1×); %.2f × the REPL's work alone", label,
                             kernelSummary.median / typedSummary.median, kernelSummary.median / aloneSummary.median))
            }

            // A new cell: code typed at the REPL's prompt, and the same code as a notebook cell; new code each
            // time on each side, so both compile (a typed cell is always new to the REPL: it runs after every
            // cell typed before it).
            do {
                var alone: [Double] = [], typed: [Double] = [], kernelTimes: [Double] = []
                for index in 0..<11 {
                    let token = UUID().uuidString.prefix(8)
                    let code = { (side: String) in "print(\"\(side) \(token) \(index)\")" }
                    alone.append(replCell(code("repl")))
                    typed.append(try terminal.cell(code("terminal"), printing: "terminal \(token) \(index)"))
                    kernelTimes.append(try kernelCell(code("kernel"), id: "new"))
                }
                compare("a new cell (compiled)", terminal: typed, kernel: kernelTimes, alone: alone)
            }
            // A cell run again: the step's own cell, which `run` runs again in the REPL and the notebook sends
            // again (its code and id) to the kernel; the same program, so both are kernel-cache hits.
            if let cell = stepCell.first, stepCell.count == 1 {
                var alone: [Double] = [], typed: [Double] = [], kernelTimes: [Double] = []
                _ = replStepCell(cell)
                _ = try terminal.command("run")
                _ = try kernelCell(cell.code, id: cell.id)
                for _ in 0..<60 {
                    alone.append(replStepCell(cell))
                    typed.append(try terminal.command("run"))
                    kernelTimes.append(try kernelCell(cell.code, id: cell.id))
                }
                compare("the step's cell run again (cache hit)", terminal: typed, kernel: kernelTimes, alone: alone)
            }
            // The same line typed again at the REPL compiles again (it runs after the copies typed before it);
            // shown for what it is, not as a comparison.
            let same = "print(\"in both\", 6 * 7)"
            let retyped = try (0..<5).map { _ in try terminal.cell(same, printing: "in both 42") }
            let retypedSummary = Harness.summary("  the REPL in a terminal, one line typed again (compiles each time)", wall: retyped,
                                                 cpu: retyped, budget: nil, cpuLabel: "wall")
            measurements.append(Benchmark(name: retypedSummary.name, body: {}, measured: retypedSummary))
            defer { terminal.quit() }
            let floor = try (0..<60).map { _ in
                let start = ContinuousClock.now
                _ = try client.request("kernel_info_request", [:])
                return seconds(ContinuousClock.now - start)
            }
            measurements.append(Benchmark(name: "", body: {}, measured: Harness.summary(
                "floor: the protocol alone (kernel_info round trip)", wall: floor, cpu: floor, budget: nil, cpuLabel: "wall")))
            if let python = ProcessInfo.processInfo.environment["TUTOR_BENCH_PYTHON"], !python.isEmpty {
                measurements += try throughJupyter(python: python, tutor: tutor, content: content, workspace: workspace,
                                                   repl: { code, printed in try terminal.cell(code, printing: printed) },
                                                   replRun: { try terminal.command("run") },
                                                   stepCells: stepCell.map { [$0.id, $0.code] })
            }
            return measurements
        }
    }

    /// The whole trip through Jupyter, from a Python script driving the installed kernel with jupyter_client:
    /// a new cell against one typed at the REPL, and the step's cell sent again (its code and id) against
    /// `run` at the REPL, as in the comparison above.
    static func throughJupyter(python: String, tutor: URL, content: URL, workspace: URL, repl: (String, String) throws -> Double,
                               replRun: () throws -> Double, stepCells: [[String]]) throws -> [Benchmark] {
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
        let replNew = try (0..<new.count).map { index in
            let token = UUID().uuidString.prefix(8)
            return try repl("print(\"repl \(token) \(index)\")", "repl \(token) \(index)")
        }
        let replAgain = try (0..<again.count).map { _ in try replRun() }
        let replNewMedian = Harness.summary("", wall: replNew, cpu: replNew, budget: nil).median
        let replAgainMedian = Harness.summary("", wall: replAgain, cpu: replAgain, budget: nil).median
        let floorMedian = Harness.summary("", wall: floor, cpu: floor, budget: nil).median
        let againMedian = Harness.summary("", wall: again, cpu: again, budget: nil).median
        print(String(format: "     through jupyter_client, the step's cell again (cache hit): %@ = the client's own round trip %@ (kernel_info) + %@; "
                     + "`run` at the REPL in a terminal %@; tutor's part over the floor %.2f × the REPL's",
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
        steps = json.loads(sys.argv[2])
        for cell_id, code in steps:
            run(code, cell_id)
        new = [run('print("kernel %s %d")' % (uuid.uuid4().hex[:8], i), "new") for i in range(9)]
        # The step's cell sent again, code and id, as a notebook re-runs it: the kernel cache's answer.
        again = [run(steps[-1][1], steps[-1][0]) for _ in range(60)]
        floor = [run("", "", "kernel_info_request") for _ in range(60)]
        kc.stop_channels()
        km.shutdown_kernel()
        print(json.dumps({"new": new, "again": again, "floor": floor}))
        """#
    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}

/// The REPL as a person at a terminal has it: the release `tutor` in a pseudo-terminal, at the lesson's
/// first step (where the kernel's notebook is too).
final class TerminalRepl {
    let session: PTYSession
    /// `button 1/9 › `, or `button 1/9 (answer) › ` while the step's question is open (a statement typed is still run).
    let prompt = "\(JupyterBenchmarks.lessonID) 1/\\d+( \\([^)]*\\))? › "

    init(tutor: URL, content: URL, workspace: URL) throws {
        try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
        var environment = ["TERM": "xterm", "HOME": workspace.path, "LANG": "C.UTF-8", "NO_COLOR": "1",
                           "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        for key in ["TUTOR_SWIFTC", "TUTOR_RUNTIME_DIR", "TUTOR_MODULE_CACHE", "TMPDIR"] {
            if let value = ProcessInfo.processInfo.environment[key] { environment[key] = value }
        }
        session = try PTYSession(executable: tutor.path, arguments: ["start", JupyterBenchmarks.lessonID, "--content", content.path,
                                                                     "--workspace", workspace.path],
                                 environment: environment, columns: 200)
        try session.expect(prompt, timeout: 120)
    }

    /// Types `code`, waits for its echo, then times from Enter until `printing` is shown and the prompt is back.
    func cell(_ code: String, printing: String) throws -> Double {
        try enter(code, until: NSRegularExpression.escapedPattern(for: printing) + ".*" + prompt)
    }

    /// Times a REPL command (`run`) from Enter until the prompt is back.
    func command(_ text: String) throws -> Double { try enter(text, until: prompt) }

    /// Types `text`, waits for its echo, then times from Enter until `pattern` is on screen.
    private func enter(_ text: String, until pattern: String) throws -> Double {
        session.send(text)
        try session.expect(NSRegularExpression.escapedPattern(for: text))
        let start = ContinuousClock.now
        session.send("\r")
        try session.expect(pattern, timeout: 120)
        return JupyterBenchmarks.seconds(ContinuousClock.now - start)
    }

    func quit() {
        session.send("quit\r")
        _ = session.waitForExit(timeout: 10)
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
