import Foundation
import Kernel
import Lessons

/// A student's workspace copied for grading: only its folders and regular files within the limits, and the shared
/// files every sandbox is given, linked or copied.
extension ClassGrader {
    /// A student's workspace as it was copied at the start of the run: every later use (its content hash, the
    /// grading of identical submissions once, the sandbox's copy) reads this copy, never the student's folder again,
    /// so that a folder changed or swapped while the class is graded cannot change anybody's grade.
    struct StagedWorkspace: Sendable {
        var folder: URL
        /// What was left out (links, pipes, oversized files), first among the student's containments.
        var problems: [WorkspaceFiles.Problem]
        /// Why the copy could not be made (the grader's own disk), or nil.
        var failure: String?
    }

    /// Copies the workspace once (`WorkspaceFiles.stage`): only its folders and regular files within the limits.
    static func stage(_ workspace: URL, to folder: URL, expected: [String: WorkspaceFiles.Role]) -> StagedWorkspace {
        do {
            return StagedWorkspace(folder: folder, problems: try WorkspaceFiles.stage(workspace, to: folder, expected: expected))
        } catch {
            return StagedWorkspace(folder: folder, problems: [], failure: "\(error)")
        }
    }

    /// The content hash of a staged copy: its files, what was left out of it, and everything else that decides the grade.
    static func hash(of staged: StagedWorkspace, courseDigest: String, expected: [String: WorkspaceFiles.Role]) -> String {
        ContentHash.of(directories: [("workspace", staged.failure == nil ? staged.folder : nil)],
                       extra: [courseDigest] + staged.problems.map(\.detail) + (staged.failure.map { ["not copied: \($0)"] } ?? []),
                       expected: expected)
    }

    /// Grades the staged copy; what was left out comes first among the student's containments.
    func gradeStaged(student: String, staged: StagedWorkspace, hash: String, slot: Int, scratchRoot: URL, moduleCache: URL?) async -> StudentGrade {
        if let failure = staged.failure {
            return StudentGrade(student: student, contentHash: hash, seed: configuration.seed(for: student),
                                lessons: Self.conform([], to: configuration.lessons.map(\.outline)),
                                containments: [Containment(kind: .graderFailure, detail: "the workspace was not copied for grading: \(failure)")],
                                isolation: "not run")
        }
        var grade = await gradeInSandbox(student: student, workspace: staged.folder, hash: hash, slot: slot, scratchRoot: scratchRoot,
                                         moduleCache: moduleCache)
        grade.containments = staged.problems.map(\.containment) + grade.containments
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
