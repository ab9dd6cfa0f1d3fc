import Foundation
import Testing

/// The line between running learners' programs and judging them is drawn by targets, and the developer's code map
/// is true to the folders. Read from the package's files, so it fails the moment either drifts.
@Suite struct LayeringTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The dependency names of one target in Package.swift (its `dependencies: [...]`), products as their names.
    static func dependencies(of target: String) throws -> [String] {
        let manifest = try text("Package.swift")
        guard let start = manifest.range(of: ".target(name: \"\(target)\"") else { return [] }
        let rest = manifest[start.upperBound...]
        let end = rest.range(of: ".target(")?.lowerBound ?? rest.range(of: ".executableTarget(")?.lowerBound ?? rest.endIndex
        let declaration = rest[..<end]
        guard let open = declaration.range(of: "dependencies: [") else { return [] }
        var depth = 1
        var index = open.upperBound
        while index < declaration.endIndex, depth > 0 {
            if declaration[index] == "[" { depth += 1 }
            if declaration[index] == "]" { depth -= 1 }
            index = declaration.index(after: index)
        }
        let list = String(declaration[open.upperBound..<declaration.index(before: index)])
        let quoted = try NSRegularExpression(pattern: #""([A-Za-z]+)""#)
        return quoted.matches(in: list, range: NSRange(list.startIndex..., in: list)).compactMap { match in
            Range(match.range(at: 1), in: list).map { String(list[$0]) }
        }
    }

    static func swiftFiles(under folder: String) -> [URL] {
        let base = root.appendingPathComponent(folder)
        let found = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? []
        return found.filter { $0.pathExtension == "swift" }
    }

    @Test func theKernelAndTheChannelDependOnNothingThatJudges() throws {
        let judging: Set<String> = ["Lessons", "Classroom", "TutorUI", "Jupyter", "tutor"]
        #expect(Set(try Self.dependencies(of: "Kernel")).isDisjoint(with: judging), "Kernel must not depend on what judges")
        #expect(try Self.dependencies(of: "CheckChannel").isEmpty, "the channel is a leaf")
        #expect(try Self.dependencies(of: "ExerciseKit").contains("CheckChannel"))
        #expect(try Self.dependencies(of: "Lessons").contains("Kernel"))
        for file in Self.swiftFiles(under: "Sources/Kernel") + Self.swiftFiles(under: "Sources/CheckChannel") {
            let source = try String(contentsOf: file, encoding: .utf8)
            for module in judging {
                #expect(!source.contains("import \(module)\n"), "\(file.lastPathComponent) imports \(module)")
            }
        }
    }

    @Test func nothingOutsideTheTestsReachesIntoTheKernelsInternals() throws {
        for file in Self.swiftFiles(under: "Sources") {
            let source = try String(contentsOf: file, encoding: .utf8)
            // An import line of the file's own (the kernel writes such a line into learners' programs, as text).
            let imports = source.split(separator: "\n").filter { $0.hasPrefix("@testable import") }
            #expect(imports.isEmpty, "\(file.path) uses \(imports.first ?? "")")
        }
    }

    /// The kernel for Jupyter reads and writes notebooks through NotebookFormat and grades nothing, so it does not
    /// lean on Classroom; test support (a pty, a Jupyter front end, golden files) is never part of the product.
    @Test func jupyterLeansOnTheNotebookFormatAndTheProductShipsNoTestSupport() throws {
        let jupyter = try Self.dependencies(of: "Jupyter")
        #expect(jupyter.contains("NotebookFormat") && !jupyter.contains("Classroom"), "Jupyter depends on \(jupyter)")
        #expect(try Self.dependencies(of: "NotebookFormat").isEmpty, "the notebook format is a leaf")
        for file in Self.swiftFiles(under: "Sources") where !file.path.contains("/Benchmarks/") {
            let source = try String(contentsOf: file, encoding: .utf8)
            #expect(!source.contains("import TestSupport\n") && !source.contains("import TestDrivers\n"),
                    "\(file.lastPathComponent) imports test support")
            if file.path.contains("/Jupyter/") {
                #expect(!source.contains("import Classroom\n"), "\(file.lastPathComponent) imports Classroom")
            }
        }
    }

    @Test func theChannelIsDefinedOnce() throws {
        // The environment names and record keys live in CheckChannel; no other source spells them out.
        for file in Self.swiftFiles(under: "Sources") where !file.path.contains("/CheckChannel/") {
            let source = try String(contentsOf: file, encoding: .utf8)
            #expect(!source.contains("\"TUTOR_EXERCISEKIT_"), "\(file.lastPathComponent) spells a channel variable itself")
        }
    }

    /// The code map in CONTRIBUTING.md names every target under Sources and every folder inside one, and nothing else.
    @Test func theCodeMapMatchesTheFolders() throws {
        let contributing = try Self.text("CONTRIBUTING.md")
        let section = try #require(contributing.range(of: "## The code's layout"))
        let block = contributing[section.upperBound...].components(separatedBy: "```")[1]
        var mapped: [String: Set<String>] = [:]
        var current: String?
        for line in block.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("Sources/") {
                let name = String(line.dropFirst("Sources/".count).prefix { !$0.isWhitespace })
                current = name
                mapped[name, default: []] = mapped[name] ?? []
            } else if line.hasPrefix("  "), !line.hasPrefix("                "), let target = current {
                // `  Format/  …` or `  Controllers/ Controls/ …   words`: the folder names before the description.
                for word in line.split(separator: " ") {
                    guard word.hasSuffix("/") else { break }
                    mapped[target, default: []].insert(String(word.dropLast()))
                }
            } else if !line.hasPrefix(" ") {
                current = nil
            }
        }
        let manager = FileManager.default
        let sources = Self.root.appendingPathComponent("Sources")
        let targets = try manager.contentsOfDirectory(atPath: sources.path).filter { name in
            var folder: ObjCBool = false
            return manager.fileExists(atPath: sources.appendingPathComponent(name).path, isDirectory: &folder) && folder.boolValue
        }
        #expect(Set(mapped.keys) == Set(targets), "targets in the map: \(mapped.keys.sorted()); on disk: \(targets.sorted())")
        for target in targets {
            let folder = sources.appendingPathComponent(target)
            let inside = try manager.contentsOfDirectory(atPath: folder.path).filter { name in
                var isFolder: ObjCBool = false
                return name != "include" && manager.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isFolder) && isFolder.boolValue
            }
            #expect(mapped[target] == Set(inside), "\(target): the map names \((mapped[target] ?? []).sorted()), the folder holds \(inside.sorted())")
        }
    }
}
