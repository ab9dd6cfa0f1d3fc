import Foundation

/// Turns source units into the files of one Swift program, and its output back into per-unit text.
///
/// Every `.cell` and `.checks` unit goes, in order, into `main.swift` (top-level code, so later
/// cells see earlier cells' variables); each `.support` and `.exercise` unit is a file of its own
/// (declarations). Each unit's text is preceded by `#sourceLocation(file: "<unit name>", line: 1)`,
/// so the compiler's diagnostics and the runtime's traps name the learner's unit and line.
///
/// Before each top-level unit the program writes a marker, `\u{1}<nonce>:<unit index>\u{2}`, to
/// standard output; the nonce is random per run and reaches the program through the environment
/// (read and removed at start), so the program text, and therefore a compiled binary, does not
/// depend on it, and a learner's output cannot produce a marker by accident.
struct ProgramAssembler {
    static let mainFile = "main.swift"
    static let nonceVariable = "TUTOR_KERNEL_NONCE"

    struct File: Sendable, Hashable {
        var name: String
        var contents: String
    }

    /// The program's source files; `main.swift` first. With `lessonSupport` (the support units compiled
    /// into that module beforehand, `LessonSupportModule`), the support units are left out and every file
    /// imports the module `@testable`, so its internal declarations are seen as if they were in the program.
    /// Unit indexes stay those of `units`, so output is split the same way either way.
    static func files(for units: [SourceUnit], lessonSupport: String? = nil) -> [File] {
        let (main, declarations) = parts(of: units, lessonSupport: lessonSupport, importing: nil)
        return [main] + declarations
    }

    /// The module the learner's units become when a program has sealed checks.
    static let learnerModule = "TutorLearnerCode"

    /// A program with sealed checks in two parts: the learner's module (its support, unless precompiled, and
    /// exercise units, as declarations) and `main.swift`, which imports it and runs the checks.
    static func sealedFiles(for units: [SourceUnit], lessonSupport: String? = nil) -> (learner: [File], main: File) {
        let (main, declarations) = parts(of: units, lessonSupport: lessonSupport, importing: learnerModule)
        return (declarations, main)
    }

    /// `main.swift` (top-level units, importing `module` when given) and one file per declaration unit.
    private static func parts(of units: [SourceUnit], lessonSupport: String?, importing module: String?) -> (main: File, declarations: [File]) {
        let header = lessonSupport.map { "@testable import \($0)\n" } ?? ""
        var main = "import \(supportModule)\n" + header + (module.map { "@testable import \($0)\n" } ?? "") + "_tutorKernelBegin()\n"
        var declarations: [File] = []
        for (index, unit) in units.enumerated() {
            switch unit.role {
            case .cell, .checks, .sealedChecks:
                main += "_tutorKernelEnter(\(index))\n" + located(unit)
            case .support where lessonSupport != nil:
                continue
            case .support, .exercise:
                declarations.append(File(name: "unit\(index).swift", contents: header + located(unit)))
            }
        }
        return (File(name: mainFile, contents: main), declarations)
    }

    /// The compiler's arguments for the learner's module, from the program's own flags: an object file and
    /// its module, with testing enabled so that the checks see its internal declarations.
    static func learnerModuleArguments(programFlags: [String], sources: [String], folder: URL) -> [String] {
        var flags = programFlags
        if let index = flags.firstIndex(of: "-module-name"), flags.indices.contains(index + 1) {
            flags[index + 1] = learnerModule
        }
        return flags + ["-parse-as-library", "-enable-testing", "-emit-module",
                        "-emit-module-path", folder.appendingPathComponent("\(learnerModule).swiftmodule").path, "-wmo", "-c"]
            + sources + ["-o", folder.appendingPathComponent("\(learnerModule).o").path]
    }

    /// The unit's text between `#sourceLocation` lines that name it.
    static func located(_ unit: SourceUnit) -> String {
        let body = unit.code.hasSuffix("\n") ? unit.code : unit.code + "\n"
        return "#sourceLocation(file: \"\(locationName(unit.name))\", line: 1)\n" + body + "#sourceLocation()\n"
    }

    /// The name as written into `#sourceLocation`: a string literal cannot hold quotes,
    /// backslashes or line breaks.
    static func locationName(_ name: String) -> String {
        String(name.map { "\"\\\n\r".contains($0) ? "_" : $0 })
    }

    /// The module that marks units' boundaries in the output and makes standard output
    /// unbuffered (so that what a cell printed before it crashed is not lost in a buffer, and
    /// output and error interleave). It is compiled once per model and compiler (see
    /// `KernelSetup`), not with every program: in `main.swift` it cost a fifth of a small cell's
    /// compile time, and in a file of its own a second compiler job. Learners' code sees its two
    /// functions and nothing it imports.
    static let supportModule = "TutorKernelSupport"

    static let supportSource = """
        #if canImport(Glibc)
        import Glibc
        #elseif canImport(Darwin)
        import Darwin
        #endif

        nonisolated(unsafe) private var nonce = ""

        /// Called first by every program the kernel builds.
        public func _tutorKernelBegin() {
            setvbuf(stdout, nil, _IONBF, 0)
            if let value = getenv("\(nonceVariable)") {
                nonce = String(cString: value)
                unsetenv("\(nonceVariable)")
            }
        }

        /// Called before each top-level unit: the marker the kernel splits the output at.
        public func _tutorKernelEnter(_ unit: Int) {
            fputs("\\u{1}\\(nonce):\\(unit)\\u{2}", stdout)
        }

        """

    /// Splits a run's output at the markers: text per unit index, in order of appearance, and the
    /// index of the unit that was running last (the one a crash belongs to).
    static func split(_ output: String, nonce: String) -> (segments: [Int: String], lastUnit: Int?) {
        let prefix = "\u{1}\(nonce):"
        var segments: [Int: String] = [:]
        var current: Int?
        var rest = Substring(output)
        while true {
            guard let start = rest.range(of: prefix) else {
                append(rest, to: current, in: &segments)
                break
            }
            append(rest[..<start.lowerBound], to: current, in: &segments)
            let afterPrefix = rest[start.upperBound...]
            guard let end = afterPrefix.firstIndex(of: "\u{2}"), let index = Int(afterPrefix[..<end]) else {
                // Not a marker after all (cut off by the output limit, say): keep it as text.
                append(rest[start.lowerBound...], to: current, in: &segments)
                break
            }
            current = index
            if segments[index] == nil { segments[index] = "" }
            rest = afterPrefix[afterPrefix.index(after: end)...]
        }
        return (segments, current)
    }

    private static func append(_ text: Substring, to unit: Int?, in segments: inout [Int: String]) {
        guard !text.isEmpty else { return }
        // Text before the first marker (nothing prints there) would belong to unit 0.
        segments[unit ?? 0, default: ""] += text
    }
}
