import ArgumentParser
import Classroom
import Foundation
import Kernel
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
            The kernel is tutor itself ('tutor jupyter kernel'): it needs no Python package and no ZeroMQ library.
            """,
        subcommands: [JupyterInstallCommand.self, JupyterKernelCommand.self, JupyterServeCommand.self])
}

struct JupyterInstallCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "install", abstract: "Install the kernelspec 'tutor' for Jupyter (default: for this user).")

    @Flag(help: "Install into your Jupyter data folder (the default).") var user = false
    @Option(help: ArgumentHelp("Install into DIR/share/jupyter (a virtual environment's prefix, say).", valueName: "dir")) var prefix: String?
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await ClassroomCommands.run {
            if user, prefix != nil { throw ClassroomError("Choose one of --user and --prefix.", exitCode: 64) }
            let environment = ProcessInfo.processInfo.environment
            var settings: [String: String] = [:]
            if let content = global.content { settings["TUTOR_CONTENT"] = ClassroomCommands.url(content).path }
            if let workspace = global.workspace { settings["TUTOR_WORKSPACE"] = ClassroomCommands.url(workspace).path }
            if let language = global.language { settings["TUTOR_LANG"] = language }
            let folder = try KernelInstaller.install(prefix.map { .prefix(ClassroomCommands.url($0)) } ?? .user,
                                                     tutor: URL(fileURLWithPath: GradeOperation.currentExecutable),
                                                     settings: settings, environment: environment)
            print("Installed the kernel 'tutor' in \(folder.path).")
            return 0
        }
    }
}

/// What Jupyter starts from the kernelspec; not for people.
struct JupyterKernelCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kernel", abstract: "The tutor kernel: serves the Jupyter connection file's channels (Jupyter starts it).",
        shouldDisplay: false)

    @Option(name: .customShort("f"), help: ArgumentHelp("The connection file Jupyter wrote.", valueName: "file")) var connectionFile: String
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await runMapped {
            let environment = try global.environment()
            try await ClassroomCommands.run {
                let connection: KernelConnection
                do { connection = try KernelConnection.read(ClassroomCommands.url(connectionFile)) } catch let unusable as KernelConnection.Unusable {
                    throw ClassroomError(unusable.message, exitCode: unusable.exitCode)
                }
                do {
                    return try await JupyterKernel.serve(connection: connection, environment: environment,
                                                         runner: SwiftKernel(options: SwiftKernel.Options(environment: environment.variables)))
                } catch {
                    throw ClassroomError("tutor kernel: \(error)", exitCode: 71)
                }
            }
            return 0
        }
    }
}

/// `tutor jupyter serve`: the kernel's requests as JSON lines on stdin and stdout, for scripts and tests
/// that drive a `JupyterSession` without ZeroMQ; not for people.
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
