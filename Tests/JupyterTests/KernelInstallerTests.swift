import Foundation
import Kernel
import Lessons
import Testing
import NotebookFormat
@testable import Jupyter
import Classroom

/// `tutor jupyter install`: where the kernelspec goes and what it says.
@Suite struct KernelInstallerTests {
    @Test func theKernelsFolderIsJupytersForTheUserOrThePrefixs() {
        let prefix = URL(fileURLWithPath: "/opt/venv")
        #expect(KernelInstaller.kernelsFolder(.prefix(prefix), environment: [:]).path == "/opt/venv/share/jupyter/kernels")
        #expect(KernelInstaller.kernelsFolder(.user, environment: ["JUPYTER_DATA_DIR": "/data/j", "HOME": "/home/a"]).path == "/data/j/kernels")
        #if !os(macOS)
        #expect(KernelInstaller.kernelsFolder(.user, environment: ["XDG_DATA_HOME": "/x", "HOME": "/home/a"]).path == "/x/jupyter/kernels")
        #expect(KernelInstaller.kernelsFolder(.user, environment: ["HOME": "/home/a"]).path == "/home/a/.local/share/jupyter/kernels")
        #endif
    }

    @Test func installWritesKernelJsonStartingThisTutorAsTheKernelWithTheSettings() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-kernelspec-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        // A Python wrapper an earlier tutor installed goes: the kernelspec no longer starts it.
        let earlier = folder.appendingPathComponent("share/jupyter/kernels/tutor")
        try FileManager.default.createDirectory(at: earlier, withIntermediateDirectories: true)
        try Data("class TutorKernel: pass\n".utf8).write(to: earlier.appendingPathComponent("tutor_kernel.py"))
        let installed = try KernelInstaller.install(.prefix(folder), tutor: URL(fileURLWithPath: "/opt/tutor/bin/../tutor"),
                                                    settings: ["TUTOR_LANG": "ru"], environment: [:])
        #expect(installed.path == folder.path + "/share/jupyter/kernels/tutor")
        let spec = try JSONSerialization.jsonObject(with: Data(contentsOf: installed.appendingPathComponent("kernel.json"))) as? [String: Any]
        #expect(spec?["argv"] as? [String] == ["/opt/tutor/tutor", "jupyter", "kernel", "-f", "{connection_file}"])
        #expect(spec?["language"] as? String == "swift")
        #expect(spec?["display_name"] as? String == "tutor (Swift, UIKit model)")
        #expect(spec?["interrupt_mode"] as? String == "signal")
        #expect(spec?["env"] as? [String: String] == ["TUTOR_LANG": "ru"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: installed.path) == ["kernel.json"])
        // The exported notebook asks for this kernel by name.
        #expect(KernelSpec.tutor.object?["name"] == .string(KernelInstaller.kernelName))
    }
}

/// The command: where it installs, and a clear refusal of two destinations at once.
@Suite struct JupyterInstallCommandTests {
    @Test func theCommandInstallsIntoThePrefixAndRefusesTwoDestinations() async throws {
        let tutor = try #require(ServeProcess.executable)
        let folder = try ServeProcess.temporaryFolder("install")
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = tutor
        process.arguments = ["jupyter", "install", "--prefix", folder.path]
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(String(decoding: output.fileHandleForReading.readToEndRetryingInterrupts(), as: UTF8.self)
            == "Installed the kernel 'tutor' in \(folder.path)/share/jupyter/kernels/tutor.\n")
        #expect(String(decoding: error.fileHandleForReading.readToEndRetryingInterrupts(), as: UTF8.self) == "")
        let spec = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("share/jupyter/kernels/tutor/kernel.json")))
        #expect((spec as? [String: Any])?["argv"] as? [String] == [tutor.standardizedFileURL.path, "jupyter", "kernel", "-f", "{connection_file}"])

        let both = Process()
        both.executableURL = tutor
        both.arguments = ["jupyter", "install", "--user", "--prefix", folder.path]
        let bothError = Pipe()
        both.standardError = bothError
        try both.run()
        both.waitUntilExit()
        #expect(both.terminationStatus == 64)
        #expect(String(decoding: bothError.fileHandleForReading.readToEndRetryingInterrupts(), as: UTF8.self) == "Choose one of --user and --prefix.\n")
    }
}

/// The replay the REPL and the kernel share: what each new cell is compiled with.
@Suite struct CellReplayTests {
    let base = [SourceUnit(name: "support.swift", code: "struct S {}", role: .support)]

    @Test func aNewCellFollowsTheBaseAndTheKeptCells() {
        var replay = CellReplay()
        #expect(replay.program(base: base, code: "let a = 1", name: "In [1]").map(\.name) == ["support.swift", "In [1]"])
        replay.keep(code: "let a = 1", name: "In [1]")
        replay.keep(code: "let b = a", name: "In [2]")
        let program = replay.program(base: base, code: "print(b)", name: "In [3]")
        #expect(program.map(\.name) == ["support.swift", "In [1]", "In [2]", "In [3]"])
        #expect(program.map(\.role) == [.support, .cell, .cell, .cell])
    }

    @Test func aCellRunAgainUnderItsKeyReplacesItselfAndIsCompiledAfterOnlyTheCellsBeforeIt() {
        var replay = CellReplay()
        replay.keep(code: "let a = 1", name: "cell x", key: "x")
        replay.keep(code: "let b = a", name: "cell y", key: "y")
        #expect(replay.program(base: [], code: "let a = 2", name: "cell x", key: "x").map(\.code) == ["let a = 2"])
        replay.keep(code: "let a = 2", name: "cell x", key: "x")
        #expect(replay.cells.map(\.code) == ["let a = 2", "let b = a"])
        replay.reset()
        #expect(replay.cells.isEmpty)
    }

    @Test func theNewCellsOutputIsItsSlotOnlyWhenEveryCellGotOne() {
        let program = [SourceUnit(name: "a", code: ""), SourceUnit(name: "b", code: "")]
        #expect(CellReplay.output(of: KernelResult(status: .succeeded, outputs: ["1\n", "2\n"]), program: program) == "2\n")
        #expect(CellReplay.output(of: KernelResult(status: .compileFailed, outputs: []), program: program) == "")
    }
}
