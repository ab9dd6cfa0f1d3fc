import Foundation
import Kernel
import Lessons

/// A student's workspace copied for grading: only its folders and regular files within the limits, and the shared
/// files every sandbox is given, linked or copied.
extension ClassGrader {
    /// Grades a copy of the workspace that holds only its folders and regular files within the limits
    /// (`WorkspaceFiles.stage`); what was left out comes first among the student's containments.
    func gradeStaged(student: String, workspace: URL, hash: String, expected: [String: WorkspaceFiles.Role], slot: Int,
                     scratchRoot: URL, moduleCache: URL?) async -> StudentGrade {
        let staged = scratchRoot.appendingPathComponent("workspace-\(slot)")
        defer { try? FileManager.default.removeItem(at: staged) }
        let problems: [WorkspaceFiles.Problem]
        do {
            problems = try WorkspaceFiles.stage(workspace, to: staged, expected: expected)
        } catch {
            return StudentGrade(student: student, contentHash: hash, seed: configuration.seed(for: student),
                                lessons: Self.conform([], to: configuration.lessons.map(\.outline)),
                                containments: [Containment(kind: .graderFailure, detail: "the workspace was not copied for grading: \(error)")],
                                isolation: "not run")
        }
        var grade = await gradeInSandbox(student: student, workspace: staged, hash: hash, slot: slot, scratchRoot: scratchRoot,
                                         moduleCache: moduleCache)
        grade.containments = problems.map(\.containment) + grade.containments
        return grade
    }
}

enum SharedFiles {
    /// Recreates `source`'s folders under `destination` (owned by `folderOwner` when given) and hard-links
    /// or copies its files. Hidden files (temporary names of half-written entries) are left out.
    static func link(_ source: URL, to destination: URL, hardLinks: Bool, folderOwner: UInt32?) throws {
        let manager = FileManager.default
        guard manager.fileExists(atPath: source.path) else { return }
        func makeFolder(_ url: URL) throws {
            try manager.createDirectory(at: url, withIntermediateDirectories: true)
            if let folderOwner { _ = lchown(url.path, folderOwner, folderOwner) }
        }
        var parent = destination
        var missing: [URL] = []
        while !manager.fileExists(atPath: parent.path) { missing.append(parent); parent = parent.deletingLastPathComponent() }
        for folder in missing.reversed() { try makeFolder(folder) }
        let paths = (manager.enumerator(atPath: source.path)?.allObjects as? [String]) ?? []
        for relative in paths.sorted() where !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
            let from = source.appendingPathComponent(relative)
            let to = destination.appendingPathComponent(relative)
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: from.path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                try makeFolder(to)
            } else if !hardLinks || (try? manager.linkItem(at: from, to: to)) == nil {
                try manager.copyItem(at: from, to: to)
                if let folderOwner { _ = lchown(to.path, folderOwner, folderOwner) }
            }
        }
    }
}

enum Ownership {
    /// chown -R without following symbolic links.
    static func give(_ root: URL, to uid: UInt32) {
        _ = lchown(root.path, uid, uid)
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return }
        for case let relative as String in enumerator {
            _ = lchown(root.appendingPathComponent(relative).path, uid, uid)
        }
    }
}
