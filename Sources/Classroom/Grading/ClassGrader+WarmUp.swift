import Foundation
import Kernel
import Lessons

/// The compiler's module cache built once from a reference solution and shared read-only with every sandbox.
extension ClassGrader {
    /// Compiles one reference solution in a sandbox and keeps the compiler's module cache it built, owned by
    /// the instructor, to share read-only with every student's sandbox. Compiled modules remember the path
    /// they were built at, so only sandboxes that see the same path (`/mnt/home/...`, full namespaces) can
    /// share them; without this every student first spends seconds building the C modules Swift imports.
    func warmModuleCache(scratchRoot: URL) async -> URL? {
        let config = configuration
        guard config.capabilities.namespaces == .full else { return nil }
        let manager = FileManager.default
        for lesson in config.lessons {
            let exercises = (try? manager.contentsOfDirectory(atPath: lesson.directory.appendingPathComponent("exercises").path)) ?? []
            for exercise in exercises.sorted() where lesson.outline.items.contains(where: { $0.id == exercise && $0.kind == .exercise }) {
                let solution = lesson.directory.appendingPathComponent("exercises/\(exercise)/solution.swift")
                guard manager.fileExists(atPath: solution.path) else { continue }
                let workspace = scratchRoot.appendingPathComponent("warm-up-workspace")
                let target = workspace.appendingPathComponent("exercises/\(lesson.outline.id)/\(exercise).swift")
                try? manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                guard (try? manager.copyItem(at: solution, to: target)) != nil else { return nil }
                let template = scratchRoot.appendingPathComponent("module-cache")
                _ = await gradeInSandbox(student: "warm-up", workspace: workspace, hash: "", slot: 0, scratchRoot: scratchRoot) { scratch in
                    let built = scratch.appendingPathComponent("home/.cache/clang/ModuleCache")
                    if (try? manager.moveItem(at: built, to: template)) != nil { Ownership.give(template, to: 0) }
                }
                try? manager.removeItem(at: workspace)
                return manager.fileExists(atPath: template.path) ? template : nil
            }
        }
        return nil
    }
}
