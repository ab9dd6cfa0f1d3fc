import Foundation

/// A lesson's support files (`cell_support`, an exercise's `support`) compiled once into a module and
/// a shared library in the kernel cache, so that cells and checks compile against it instead of
/// compiling the same declarations again with every run (about 90 ms of a 300 ms cell).
///
/// Programs import it `@testable`, which makes its internal declarations visible as they were when the
/// files were part of the program; `private` stays private either way. Where a separate module could
/// change what the learner sees, the kernel compiles the support files into the program as before:
/// when the learner's code declares a name the support files declare (in one module that is a
/// redeclaration error, across modules a silent shadow), when the support files do not compile alone
/// (they use the learner's declarations), and when the model is linked as object files.
enum LessonSupportModule {
    static let moduleName = "TutorLessonSupport"
    static let libraryFile = "lib\(moduleName).so"
    /// The build's warnings (JSON `[SourceDiagnostic]`), reported with every program that uses the module.
    static let warningsFile = "warnings.json"

    /// The folder of one build, keyed by everything its output depends on: the support units, the
    /// language mode, the compiler and the model (its identity changes whenever it is rebuilt).
    static func key(units: [SourceUnit], mode: SwiftLanguageMode, toolchainVersion: String, modelIdentity: String) -> String {
        var hasher = ContentDigest()
        hasher.update(field: "lesson-support-1")
        hasher.update(field: toolchainVersion)
        hasher.update(field: modelIdentity)
        hasher.update(field: mode.rawValue)
        hasher.update(field: String(units.count))
        for unit in units {
            hasher.update(field: unit.name)
            hasher.update(field: unit.code)
        }
        return hasher.finalizeHex()
    }

    /// Whether the program's own units may use the module: none of them declares a name that a
    /// support unit declares at its top level.
    static func isUsable(support: [SourceUnit], others: [SourceUnit]) -> Bool {
        let names = Set(support.flatMap { declaredNames(in: $0.code, topLevelOnly: true) })
        guard !names.isEmpty else { return true }
        return !others.contains { unit in declaredNames(in: unit.code, topLevelOnly: false).contains { names.contains($0) } }
    }

    private static let declaration = try! NSRegularExpression(
        pattern: #"\b(?:class|struct|enum|protocol|actor|typealias|func|var|let|associatedtype)\s+`?([A-Za-z_][A-Za-z0-9_]*)"#)

    /// Names after a declaring keyword; `topLevelOnly` keeps the lines that start at column 0 (possibly
    /// after attributes and modifiers), which is how the shipped support files declare their types.
    static func declaredNames(in code: String, topLevelOnly: Bool) -> [String] {
        var names: [String] = []
        for line in code.split(separator: "\n", omittingEmptySubsequences: true) {
            if topLevelOnly, line.first?.isWhitespace == true || line.first == "}" { continue }
            let text = String(line)
            let range = NSRange(text.startIndex..., in: text)
            for match in declaration.matches(in: text, range: range) {
                if let name = Range(match.range(at: 1), in: text) { names.append(String(text[name])) }
                if topLevelOnly { break }
            }
        }
        return names
    }

    /// The compiler's arguments for the module, from the program's own flags (model modules, language
    /// mode, module cache, the model's library): a library with testing enabled, named `moduleName`.
    static func arguments(programFlags: [String], sources: [String], folder: URL) -> [String] {
        var flags = programFlags
        if let index = flags.firstIndex(of: "-module-name"), flags.indices.contains(index + 1) {
            flags[index + 1] = moduleName
        }
        return flags + ["-parse-as-library", "-enable-testing", "-emit-library", "-emit-module",
                        "-emit-module-path", folder.appendingPathComponent("\(moduleName).swiftmodule").path]
            + (sources.count > 1 ? ["-wmo"] : []) + sources + ["-o", folder.appendingPathComponent(libraryFile).path]
    }

    /// The flags a program adds to compile and link against the module in `folder`.
    static func programFlags(folder: String) -> [String] {
        ["-I", folder, "-L", folder, "-l\(moduleName)", "-Xlinker", "-rpath", "-Xlinker", folder]
    }
}
