import Foundation

/// Reads `swiftc -diagnostic-style=llvm` output and the Swift runtime's crash reports, and puts
/// them in the learner's terms: their unit's name and line, without the generated files, the
/// module name or the stack trace.
enum CompilerOutputParser {
    /// The module learners' programs are compiled as; it shows up in types and trap locations.
    static let moduleName = "Main"

    /// `file:line:column: severity: message` lines. Source excerpts and carets that follow each
    /// diagnostic are skipped. Diagnostics in generated files (which only the kernel writes) are
    /// kept but named after the file; location-less ones (linker errors) get unit "swiftc".
    static func diagnostics(from output: String, unitNames: Set<String>) -> [SourceDiagnostic] {
        var result: [SourceDiagnostic] = []
        for rawLine in output.split(separator: "\n", omittingEmptySubsequences: true) {
            let line = String(rawLine)
            if let diagnostic = locatedDiagnostic(line, unitNames: unitNames) {
                if !result.contains(diagnostic) { result.append(diagnostic) }
            } else if let (severity, message) = unlocatedDiagnostic(line) {
                result.append(SourceDiagnostic(unit: "swiftc", line: 0, column: 0, severity: severity, message: message))
            }
        }
        // The drivers' own "link command failed with exit code 1 (use -v to see invocation)" says nothing the linker's
        // error beside it does not, and points at a flag the learner never typed: dropped when another error is there.
        let isDriverEcho: (SourceDiagnostic) -> Bool = {
            $0.unit == "swiftc" && $0.message.range(of: #"^(link|linker) command failed with exit code \d+ \(use -v to see invocation\)$"#,
                                                    options: .regularExpression) != nil
        }
        if result.contains(where: { $0.severity == .error && !isDriverEcho($0) }) { result.removeAll(where: isDriverEcho) }
        return result
    }

    private static func locatedDiagnostic(_ line: String, unitNames: Set<String>) -> SourceDiagnostic? {
        for severity in [SourceDiagnostic.Severity.error, .warning, .note] {
            let tag = ": \(severity.rawValue): "
            guard let tagRange = line.range(of: tag) else { continue }
            // `<file>:<line>:<column>` before the tag; the file may itself contain colons.
            let location = line[..<tagRange.lowerBound]
            let parts = location.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count >= 3, let lineNumber = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else {
                continue
            }
            let file = parts.dropLast(2).joined(separator: ":")
            let unit = unitNames.contains(file) ? file : (file as NSString).lastPathComponent
            let message = learnerWords(String(line[tagRange.upperBound...]))
            return SourceDiagnostic(unit: unit, line: lineNumber, column: column, severity: severity, message: message)
        }
        return nil
    }

    private static func unlocatedDiagnostic(_ line: String) -> (SourceDiagnostic.Severity, String)? {
        for prefix in ["<unknown>:0: error: ", "error: ", "ld.lld: error: ", "/usr/bin/ld.gold: error: ", "clang: error: "]
        where line.hasPrefix(prefix) {
            let message = String(line.dropFirst(prefix.count))
            return (.error, convenienceInitializerLink(message) ?? learnerWords(message))
        }
        return nil
    }

    /// Swift 6.3 lets a subclass with stored properties call `super.init()` when the model's `init()` is a
    /// convenience initializer (as `UIViewController.init()` is on iOS), and only the link fails, on the
    /// initializer's mangled name (`$s5UIKit16UIViewControllerCACycfc`). Xcode rejects the code itself; this says
    /// what Xcode says, and what to call instead.
    static func convenienceInitializerLink(_ message: String) -> String? {
        guard message.contains("undefined symbol"),
              let match = message.range(of: #"5UIKit[0-9]+[A-Za-z_]+C[A-Za-z0-9_]*cfc"#, options: .regularExpression) else { return nil }
        let mangled = message[match].dropFirst("5UIKit".count)
        let digits = mangled.prefix { $0.isNumber }
        guard let length = Int(digits), mangled.count > digits.count + length else { return nil }
        let type = String(mangled.dropFirst(digits.count).prefix(length))
        let designated = type == "UIViewController" ? " — for a view controller, super.init(nibName: nil, bundle: nil)" : ""
        return "must call a designated initializer of the superclass '\(type)': super.init() reaches a convenience initializer, "
            + "which a subclass's initializer cannot call; call a designated one\(designated)"
    }

    /// Removes what only the kernel's packaging puts into a message: the module prefix on
    /// learners' own type names, and diagnostic-group tags such as `[#MutableGlobalVariable]`.
    static func learnerWords(_ message: String) -> String {
        var text = message
        for module in [moduleName, LessonSupportModule.moduleName, ProgramAssembler.learnerModule] {
            text = text.replacingOccurrences(of: "'\(module).", with: "'")
                .replacingOccurrences(of: "<\(module).", with: "<")
                .replacingOccurrences(of: " \(module).", with: " ")
        }
        if text.hasSuffix("]"), let open = text.range(of: " [#", options: .backwards) {
            text = String(text[..<open.lowerBound])
        }
        return text
    }

    /// What the runtime said when the program trapped, mapped to the learner's unit and line.
    struct Crash: Equatable {
        /// e.g. `cell 2:3: Fatal error: Unexpectedly found nil while unwrapping an Optional value`
        var message: String
        /// Whether the runtime ran out of memory (under the address-space limit).
        var outOfMemory: Bool
        /// The output before the runtime's report (the report itself is removed).
        var remainingOutput: String
    }

    static let runtimeMarkers = ["Fatal error: ", "Precondition failed: ", "Assertion failed: ", "Precondition failed",
                                 "Fatal error", "Could not allocate memory"]

    /// Finds the runtime's report in `output` (the text of the unit that was running).
    /// `unit` names that unit, for reports that carry no learner location (an index out of
    /// range is reported at the standard library's line, not the learner's).
    static func crash(in output: String, unit: String, unitNames: Set<String>, learnerUnits: Set<String>? = nil) -> Crash? {
        let frame = backtraceLocation(in: output, units: learnerUnits ?? unitNames)
        let output = removingBacktrace(output)
        let lines = output.components(separatedBy: "\n")
        guard let reportIndex = lines.firstIndex(where: { line in runtimeMarkers.contains { line.contains($0) } }) else {
            return nil
        }
        let report = lines[reportIndex]
        let kept = lines[..<reportIndex].joined(separator: "\n")
        var remaining = kept
        // The report starts on a line of its own unless the learner's last print had no newline.
        if let start = runtimeMarkers.compactMap({ report.range(of: $0)?.lowerBound }).min() {
            var prefixText = String(report[..<start])
            // Strip the trap's `Module/file:line: ` location from what the learner printed.
            if let (_, _, range) = trapLocation(in: Substring(prefixText), unitNames: unitNames) {
                prefixText.removeSubrange(range)
            }
            remaining = reportIndex == 0 ? prefixText : kept + "\n" + prefixText
        }
        var message = describe(report, unit: unit, unitNames: unitNames)
        // A trap inside the standard library (an index out of range) names its own file: the backtrace names the learner's line.
        if let frame, message.range(of: "^[^\\n]*:[0-9]+: ", options: .regularExpression) == nil || !unitNames.contains(where: { message.hasPrefix("\($0):") }),
           let markerStart = runtimeMarkers.compactMap({ report.range(of: $0)?.lowerBound }).min() {
            message = "\(frame.unit):\(frame.line): " + report[markerStart...].trimmingCharacters(in: .whitespaces)
        }
        let outOfMemory = report.contains("failed to allocate") || report.contains("Could not allocate memory")
            || output.contains("Cannot allocate memory")
        return Crash(message: message, outOfMemory: outOfMemory, remainingOutput: remaining)
    }

    private static func describe(_ report: String, unit: String, unitNames: Set<String>) -> String {
        guard let markerStart = runtimeMarkers.compactMap({ report.range(of: $0)?.lowerBound }).min() else { return report }
        let explanation = report[markerStart...].trimmingCharacters(in: .whitespaces)
        if let (path, line, _) = trapLocation(in: report[..<markerStart], unitNames: unitNames), unitNames.contains(path) {
            return "\(path):\(line): \(explanation)"
        }
        return "\(unit): \(explanation)"
    }

    /// The `Main/<unit>:<line>: ` (or `Swift/Array.swift:<line>: `) the runtime puts before its
    /// message: the unit (module prefix removed), the line, and the range it occupies.
    static func trapLocation(in text: Substring, unitNames: Set<String>) -> (String, Int, Range<String.Index>)? {
        guard let suffix = text.range(of: #":\d+: $"#, options: .regularExpression),
              let line = Int(text[text.index(after: suffix.lowerBound)...].dropLast(2)) else { return nil }
        let before = text[..<suffix.lowerBound]
        // Unit names may contain spaces, so look for each one rather than for a word.
        // The program's module, or the precompiled support module for a trap in a support file.
        let candidates = [moduleName, LessonSupportModule.moduleName, ProgramAssembler.learnerModule].flatMap { module in
            unitNames.map { (module, "\(module)/\($0)") }
        }.filter { before.hasSuffix($0.1) }
        if let (module, longest) = candidates.max(by: { $0.1.count < $1.1.count }) {
            let start = before.index(before.endIndex, offsetBy: -longest.count)
            return (String(longest.dropFirst(module.count + 1)), line, start..<text.endIndex)
        }
        let start = before.lastIndex(where: { $0.isWhitespace }).map { before.index(after: $0) } ?? before.startIndex
        return (String(before[start...]), line, start..<text.endIndex)
    }

    /// Where a crash without the runtime's words happened (a stack overflow, a bad pointer), from the
    /// backtrace: `unit:line: the program crashed (…)`, or nil without a frame in `units`.
    static func signalCrash(in output: String, signal: Int32, units: Set<String>) -> String? {
        guard let frame = backtraceLocation(in: output, units: units) else { return nil }
        let what = frame.frames > overflowFrames ? "endless recursion: the stack overflowed" : signalName(signal)
        return "\(frame.unit):\(frame.line): the program crashed (\(what))"
    }

    /// The same for a scenario's process, whose signal the channel reports apart: `unit:line: …`.
    static func scenarioCrash(in output: String, units: Set<String>) -> String? {
        guard let frame = backtraceLocation(in: output, units: units) else { return nil }
        return "\(frame.unit):\(frame.line): "
            + (frame.frames > overflowFrames ? "endless recursion: the stack overflowed" : "the program crashed")
    }

    /// A backtrace deeper than this is endless recursion (a 4 MiB stack holds some tens of thousands of frames).
    static let overflowFrames = 10_000

    /// The innermost frame of the Swift backtracer's report (`SWIFT_BACKTRACE=enable=yes`) that lies in one
    /// of `units` (frames read `N [ra] 0x… symbol + k in program at <file>:<line>[:<column>]`), and how deep
    /// the stack was.
    static func backtraceLocation(in output: String, units: Set<String>) -> (unit: String, line: Int, frames: Int)? {
        guard let start = output.range(of: "*** Program crashed: ") else { return nil }
        // The innermost frame with a column: a frame without one is a function's entry (where a stack
        // overflow faults), less telling than the line that made the call.
        var found: (unit: String, line: Int)?
        var entry: (unit: String, line: Int)?
        var deepest = 0
        for rawLine in output[start.upperBound...].split(separator: "\n") {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if let number = Int(line.prefix { $0.isNumber }) { deepest = max(deepest, number) }
            guard found == nil, let at = line.range(of: " at ", options: .backwards) else { continue }
            var location = line[at.upperBound...].split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            // `<file>:<line>` or `<file>:<line>:<column>`; the file may hold colons (a unit named `cell 1`).
            var hasColumn = false
            if location.count >= 3, Int(location[location.count - 1]) != nil, Int(location[location.count - 2]) != nil {
                location.removeLast()
                hasColumn = true
            }
            guard location.count >= 2, let lineNumber = Int(location[location.count - 1]) else { continue }
            let file = location.dropLast().joined(separator: ":")
            let name = units.contains(file) ? file : (file as NSString).lastPathComponent
            guard units.contains(name) else { continue }
            if hasColumn { found = (name, lineNumber) } else if entry == nil { entry = (name, lineNumber) }
        }
        return (found ?? entry).map { ($0.unit, $0.line, deepest) }
    }

    /// The output without the backtracer's report (from `*** Signal` to `Backtrace took …`).
    static func removingBacktrace(_ output: String) -> String {
        guard let start = output.range(of: "\n*** Signal ") ?? output.range(of: "*** Signal "),
              let took = output.range(of: "Backtrace took ", range: start.upperBound..<output.endIndex) else { return output }
        let end = output[took.upperBound...].firstIndex(of: "\n").map { output.index(after: $0) } ?? output.endIndex
        return String(output[..<start.lowerBound]) + (start.lowerBound == output.startIndex ? "" : "\n") + String(output[end...])
    }

    static func signalName(_ signal: Int32) -> String {
        switch signal {
        case 4: return "illegal instruction, a Swift runtime trap"
        case 5: return "trace trap, a Swift runtime trap"
        case 6: return "abort"
        case 7: return "bus error"
        case 8: return "arithmetic error"
        case 9: return "killed"
        case 11: return "segmentation fault: bad memory access, often endless recursion"
        default: return "signal \(signal)"
        }
    }
}
