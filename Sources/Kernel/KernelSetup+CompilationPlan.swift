import Foundation

extension KernelSetup {
    /// The driver's plan for programs compiled with these arguments (`CompilationPlan`): learned once per
    /// shape (the arguments with the program's folder left out) and kept in the cache; nil where the driver's
    /// jobs are not the simple ones the plan knows, which is remembered too.
    func compilationPlan(swiftc: String, arguments: [String], scratch: String, toolchainVersion: String,
                         cache: KernelCache) async -> CompilationPlan? {
        var hasher = ContentDigest()
        hasher.update(field: "plan 2")
        hasher.update(field: swiftc)
        hasher.update(field: toolchainVersion)
        for argument in CompilationPlan.marked(arguments, scratch: scratch) { hasher.update(field: argument) }
        let key = hasher.finalizeHex()
        if let task = plans[key] { return await task.value }
        let file = cache.runtimes.appendingPathComponent("plans/\(key).json")
        let refused = cache.runtimes.appendingPathComponent("plans/\(key).refused")
        let task = Task { [runner, cache] () -> CompilationPlan? in
            if let data = FileManager.default.contents(atPath: file.path),
               let plan = try? JSONDecoder().decode(CompilationPlan.self, from: data) { return plan }
            if FileManager.default.fileExists(atPath: refused.path) { return nil }
            try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            // The runtime libraries' order depends on the toolchain alone: asked of it once, kept beside the plans.
            let orderFile = cache.runtimes.appendingPathComponent("plans/autolink-order-\(ContentDigest.hex(Array((swiftc + toolchainVersion).utf8)))")
            let knownOrder = (try? String(contentsOf: orderFile, encoding: .utf8)).map { $0.split(separator: "\n").map(String.init) }
            do throws(CompilationPlan.Refusal) {
                let plan = try await CompilationPlan.learn(swiftc: swiftc, arguments: arguments, scratch: scratch, runner: runner,
                                                           runtimeOrder: knownOrder)
                if knownOrder == nil { cache.writeAtomically(Data(plan.runtimeOrder.joined(separator: "\n").utf8), to: orderFile) }
                if let data = try? JSONEncoder().encode(plan) { cache.writeAtomically(data, to: file) }
                return plan
            } catch {
                cache.writeAtomically(Data(error.reason.utf8), to: refused)
                return nil
            }
        }
        plans[key] = task
        return await task.value
    }
}
