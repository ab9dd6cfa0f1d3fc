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

    /// The program's source files; `main.swift` first.
    static func files(for units: [SourceUnit]) -> [File] {
        var main = "__TutorKernel.begin()\n"
        var others: [File] = []
        for (index, unit) in units.enumerated() {
            let location = "#sourceLocation(file: \"\(locationName(unit.name))\", line: 1)\n"
            let body = unit.code.hasSuffix("\n") ? unit.code : unit.code + "\n"
            switch unit.role {
            case .cell, .checks:
                main += "__TutorKernel.enter(\(index))\n" + location + body + "#sourceLocation()\n"
            case .support, .exercise:
                others.append(File(name: "unit\(index).swift", contents: location + body + "#sourceLocation()\n"))
            }
        }
        return [File(name: mainFile, contents: main + prelude)] + others
    }

    /// The name as written into `#sourceLocation`: a string literal cannot hold quotes,
    /// backslashes or line breaks.
    static func locationName(_ name: String) -> String {
        String(name.map { "\"\\\n\r".contains($0) ? "_" : $0 })
    }

    /// Marks units' boundaries in the output and makes standard output unbuffered, so that what a
    /// cell printed before it crashed is not lost in a buffer, and output and error interleave.
    ///
    /// It sits at the end of `main.swift` rather than in a file of its own: a second file costs a
    /// second compiler job (about 40% of a small cell's compile). It reaches the C library through
    /// `dlsym` so that it imports nothing: learners' cells see only what they import themselves.
    static let prelude = """
        @_silgen_name("dlsym")
        private func __tutorKernelSymbol(_ handle: UnsafeMutableRawPointer?, _ name: UnsafePointer<CChar>) -> UnsafeMutableRawPointer?

        enum __TutorKernel {
            nonisolated(unsafe) static var nonce = ""

            static func begin() {
                typealias SetVBuf = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<CChar>?, Int32, Int) -> Int32
                typealias GetEnv = @convention(c) (UnsafePointer<CChar>) -> UnsafeMutablePointer<CChar>?
                typealias UnsetEnv = @convention(c) (UnsafePointer<CChar>) -> Int32
                // setvbuf(stdout, NULL, _IONBF, 0)
                if let stream = __tutorKernelSymbol(nil, "stdout")?.load(as: UnsafeMutableRawPointer?.self),
                   let setvbuf = __tutorKernelSymbol(nil, "setvbuf") {
                    _ = unsafeBitCast(setvbuf, to: SetVBuf.self)(stream, nil, 2, 0)
                }
                if let getenv = __tutorKernelSymbol(nil, "getenv"),
                   let value = unsafeBitCast(getenv, to: GetEnv.self)("\(nonceVariable)") {
                    nonce = String(cString: value)
                    if let unsetenv = __tutorKernelSymbol(nil, "unsetenv") {
                        _ = unsafeBitCast(unsetenv, to: UnsetEnv.self)("\(nonceVariable)")
                    }
                }
            }

            static func enter(_ unit: Int) {
                print("\\u{1}\\(nonce):\\(unit)\\u{2}", terminator: "")
            }
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
        // Text before the first marker can only come from the prelude; attribute it to unit 0.
        segments[unit ?? 0, default: ""] += text
    }
}
