import NotebookFormat
import Foundation

/// `tutor jupyter install`: a kernelspec named `tutor` (language swift) whose argv starts this tutor,
/// by its absolute path, as the kernel (`tutor jupyter kernel -f {connection_file}`).
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
    public static func kernelSpec(tutor: URL, settings: [String: String]) -> JSONValue {
        var spec: [String: JSONValue] = [
            "argv": .array([tutor.path, "jupyter", "kernel", "-f", "{connection_file}"].map(JSONValue.string)),
            "display_name": KernelSpec.tutor.object?["display_name"] ?? .string("tutor"),
            "language": .string("swift"),
            "interrupt_mode": .string("signal"),
            "metadata": .object(["debugger": .bool(false)]),
        ]
        if !settings.isEmpty { spec["env"] = .object(settings.mapValues(JSONValue.string)) }
        return .object(spec)
    }

    /// Writes `kernels/tutor/kernel.json` and returns its folder. A Python wrapper an earlier tutor installed there goes.
    public static func install(_ destination: Destination, tutor: URL, settings: [String: String],
                               environment: [String: String]) throws -> URL {
        let folder = kernelsFolder(destination, environment: environment).appendingPathComponent(kernelName, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? FileManager.default.removeItem(at: folder.appendingPathComponent("tutor_kernel.py"))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let spec = kernelSpec(tutor: tutor.standardizedFileURL, settings: settings)
        try (encoder.encode(spec) + Data("\n".utf8)).write(to: folder.appendingPathComponent("kernel.json"))
        return folder
    }
}
