import Classroom
import Foundation

/// `tutor jupyter install`: a kernelspec named `tutor` (language swift) whose argv starts the Python
/// wrapper (`tutor_kernel.py`, copied beside `kernel.json`) with the absolute path of this tutor.
public enum KernelInstaller {
    public enum Destination: Sendable, Equatable {
        /// The user's Jupyter data folder: `JUPYTER_DATA_DIR`, else `$XDG_DATA_HOME/jupyter` or
        /// `~/.local/share/jupyter` (`~/Library/Jupyter` on macOS), as jupyter_core finds it.
        case user
        /// `DIR/share/jupyter`, as `jupyter kernelspec install --prefix DIR` (a virtual environment's prefix, say).
        case prefix(URL)
    }

    public static let kernelName = "tutor"

    public static func kernelsFolder(_ destination: Destination, environment: [String: String]) -> URL {
        switch destination {
        case .prefix(let prefix):
            return prefix.appendingPathComponent("share/jupyter/kernels", isDirectory: true)
        case .user:
            if let data = environment["JUPYTER_DATA_DIR"], !data.isEmpty {
                return URL(fileURLWithPath: data, isDirectory: true).appendingPathComponent("kernels", isDirectory: true)
            }
            let home = URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory(), isDirectory: true)
            #if os(macOS)
            return home.appendingPathComponent("Library/Jupyter/kernels", isDirectory: true)
            #else
            let data = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
                ?? home.appendingPathComponent(".local/share", isDirectory: true)
            return data.appendingPathComponent("jupyter/kernels", isDirectory: true)
            #endif
        }
    }

    /// `kernel.json`. `settings` (TUTOR_CONTENT, TUTOR_WORKSPACE, TUTOR_LANG given at install) go into its env.
    public static func kernelSpec(python: String, script: URL, tutor: URL, settings: [String: String]) -> JSONValue {
        var spec: [String: JSONValue] = [
            "argv": .array([python, script.path, "--tutor", tutor.path, "-f", "{connection_file}"].map(JSONValue.string)),
            "display_name": LessonExporter.kernelspec.object?["display_name"] ?? .string("tutor"),
            "language": .string("swift"),
            "interrupt_mode": .string("signal"),
            "metadata": .object(["debugger": .bool(false)]),
        ]
        if !settings.isEmpty { spec["env"] = .object(settings.mapValues(JSONValue.string)) }
        return .object(spec)
    }

    /// Writes `kernels/tutor/` (kernel.json and tutor_kernel.py) and returns that folder.
    public static func install(_ destination: Destination, python: String, tutor: URL, settings: [String: String],
                               environment: [String: String]) throws -> URL {
        let folder = kernelsFolder(destination, environment: environment).appendingPathComponent(kernelName, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let script = folder.appendingPathComponent("tutor_kernel.py")
        try kernelSource().write(to: script, atomically: true, encoding: .utf8)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let spec = kernelSpec(python: python, script: script, tutor: tutor.standardizedFileURL, settings: settings)
        try (encoder.encode(spec) + Data("\n".utf8)).write(to: folder.appendingPathComponent("kernel.json"))
        return folder
    }

    /// The Python wrapper kernel, shipped as this module's resource.
    public static func kernelSource() throws -> String {
        guard let url = Bundle.module.url(forResource: "tutor_kernel", withExtension: "py") else {
            throw ClassroomError("tutor_kernel.py is missing from tutor's resources (tutor_Jupyter.resources beside the executable).")
        }
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// Whether `python` can import ipykernel, which the kernel runs on; a kernel that cannot would die at
    /// its first start, with the reason only in Jupyter's server log.
    public static func hasIPyKernel(python: String) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", "import ipykernel"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    /// `python3` as the PATH finds it, as an absolute path (the kernel must not depend on Jupyter's PATH).
    public static func findPython(environment: [String: String]) -> String? {
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/python3" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
