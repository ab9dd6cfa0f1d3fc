import Foundation
import Testing
@testable import Kernel
@testable import Lessons

/// The start-up warm-up (`SwiftKernel.warmUp`): a new learner's compiler module cache is filled and the
/// model's libraries linked before the first cell, and a returning learner's start compiles nothing.
@Suite struct KernelWarmUpTests {
    @Test func theWarmUpFillsTheModuleCacheOnceAndTheFirstCellRuns() async throws {
        _ = try await KernelFixture.available()
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-warm-up-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let moduleCache = home.appendingPathComponent("module-cache")
        var environment = ProcessInfo.processInfo.environment
        environment[SwiftKernel.moduleCacheVariable] = moduleCache.path
        let kernel = SwiftKernel(options: .init(cacheDirectory: home.appendingPathComponent("kernel"), environment: environment))

        #expect(await kernel.warmUp().value)
        func modules() -> [String] {
            (FileManager.default.enumerator(atPath: moduleCache.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".pcm") }.sorted()
        }
        let built = modules()
        #expect(built.contains { $0.hasSuffix(".pcm") && $0.contains("SwiftShims") })
        let runtime = home.appendingPathComponent("kernel/runtime")
        let markers = try FileManager.default.contentsOfDirectory(atPath: runtime.path).filter { $0.hasPrefix("warm-") }
        #expect(markers.count == 1)

        // Again (a returning learner, another tutor): nothing compiled, the cache untouched.
        let stamp = try FileManager.default.attributesOfItem(atPath: moduleCache.path)[.modificationDate] as? Date
        let again = SwiftKernel(options: .init(cacheDirectory: home.appendingPathComponent("kernel"), environment: environment))
        #expect(await again.warmUp().value)
        #expect(modules() == built)
        #expect(try FileManager.default.attributesOfItem(atPath: moduleCache.path)[.modificationDate] as? Date == stamp)

        let first = await kernel.run([SourceUnit(name: "cell 1", code: "import UIKit\nprint(UIView().subviews.count)")])
        #expect(first.status == .succeeded)
        #expect(first.outputs == ["0\n"])
        #expect(modules() == built)
    }
}
