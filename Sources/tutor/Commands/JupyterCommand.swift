import ArgumentParser
import Classroom
import Foundation
import Jupyter
import Lessons
import TutorUI

/// `tutor jupyter install|serve`: the lessons in Jupyter, through the tutor kernel.
struct JupyterCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "jupyter",
        abstract: "Run lessons in Jupyter: install the tutor kernel (tutor jupyter install).",
        discussion: """
            The tutor kernel runs Swift cells against the UIKit model as the REPL does (later cells see \
            earlier ones), draws the simulator's screen as an image, and judges %answer ID …, %check ID and \
            %hint ID with the lesson's validators, saving progress in your tutor workspace. Open a notebook \
            from 'tutor export LESSON -o LESSON.ipynb' and choose the kernel "tutor (Swift, UIKit model)". \
            It is a small Python wrapper on ipykernel (pip install ipykernel) that starts 'tutor jupyter serve'.
            """,
        subcommands: [JupyterInstallCommand.self, JupyterServeCommand.self])
}

struct JupyterInstallCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "install", abstract: "Install the kernelspec 'tutor' for Jupyter (default: for this user).")

    @Flag(help: "Install into your Jupyter data folder (the default).") var user = false
    @Option(help: ArgumentHelp("Install into DIR/share/jupyter (a virtual environment's prefix, say).", valueName: "dir")) var prefix: String?
    @Option(help: ArgumentHelp("The Python that has ipykernel (default: python3 on the PATH).", valueName: "path")) var python: String?
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await ClassroomCommands.run {
            if user, prefix != nil { throw ClassroomError("Choose one of --user and --prefix.", exitCode: 64) }
            let environment = ProcessInfo.processInfo.environment
            guard let python = python ?? KernelInstaller.findPython(environment: environment) else {
                throw ClassroomError("No python3 on the PATH: pass --python PATH (a Python with ipykernel).", exitCode: 64)
            }
            var settings: [String: String] = [:]
            if let content = global.content { settings["TUTOR_CONTENT"] = ClassroomCommands.url(content).path }
            if let workspace = global.workspace { settings["TUTOR_WORKSPACE"] = ClassroomCommands.url(workspace).path }
            if let language = global.language { settings["TUTOR_LANG"] = language }
            let folder = try KernelInstaller.install(prefix.map { .prefix(ClassroomCommands.url($0)) } ?? .user, python: python,
                                                     tutor: URL(fileURLWithPath: GradeOperation.currentExecutable),
                                                     settings: settings, environment: environment)
            print("Installed the kernel 'tutor' in \(folder.path) (Python: \(python)).")
            if !KernelInstaller.hasIPyKernel(python: python) {
                FileHandle.standardError.write(Data("Note: \(python) cannot import ipykernel, which the kernel runs on: \(python) -m pip install ipykernel\n".utf8))
            }
            return 0
        }
    }
}

/// What the kernel's Python wrapper starts; not for people.
struct JupyterServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve", abstract: "The tutor kernel's server: JSON requests on stdin, replies on stdout (used by the kernel).",
        shouldDisplay: false)

    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await runMapped {
            let environment = try global.environment()
            return await JupyterServer.serve(environment: environment,
                                             runner: SwiftKernel(options: SwiftKernel.Options(environment: environment.variables)))
        }
    }
}
