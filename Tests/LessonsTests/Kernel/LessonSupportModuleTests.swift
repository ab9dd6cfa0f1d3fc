import Foundation
import Testing
@testable import Kernel
@testable import Lessons

/// Lesson support compiled once into a module (`LessonSupportModule`): programs that use it print,
/// fail and crash exactly as when the support files are compiled with them (the `.objectFiles` kernel
/// still compiles them inline, so it is the reference here), and the cases a separate module would
/// change go inline.
@Suite struct LessonSupportModuleTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// A kernel with its own cache: the module kernel (shared model library) and the inline reference.
    static func kernels() async throws -> (module: SwiftKernel, inline: SwiftKernel, cache: URL) {
        _ = try await KernelFixture.available()
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-lesson-support-\(UUID().uuidString)")
        return (SwiftKernel(options: .init(cacheDirectory: cache.appendingPathComponent("module"))),
                SwiftKernel(options: .init(cacheDirectory: cache.appendingPathComponent("inline"), linkStrategy: .objectFiles)),
                cache)
    }

    static func builtModules(in cache: URL) -> [String] {
        let lessons = cache.appendingPathComponent("module/runtime/lessons")
        return ((try? FileManager.default.contentsOfDirectory(atPath: lessons.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    static let support = SourceUnit(name: "recipe/Counter.swift", code: """
        import UIKit

        final class Counter {
            private(set) var count = 0
            let label = UILabel()
            func tap() { count += 1; label.text = "\\(count)" }
            func fail(at limit: Int) { precondition(count < limit, "too many taps") }
        }
        """, role: .support)

    @Test func everyShippedLessonsLastCellRunsAlikeWithTheModule() async throws {
        let (module, inline, cache) = try await Self.kernels()
        defer { try? FileManager.default.removeItem(at: cache) }
        let course = Course.load(contentDirectory: Self.packageRoot.appendingPathComponent("Content")).0
        var compared = 0
        for lesson in course.lessons where !lesson.cellSupport.isEmpty {
            let last = try #require(lesson.codeCells.last { $0.runnable })
            let units = try #require(CodeUnits.forCell(last.id, in: lesson))
            let viaModule = await module.run(units)
            let viaInline = await inline.run(units)
            #expect(viaModule.status == .succeeded, "\(lesson.id): \(viaModule.status) \(viaModule.diagnostics)")
            #expect(viaModule.outputs == viaInline.outputs, "\(lesson.id)")
            #expect(viaModule.diagnostics == viaInline.diagnostics, "\(lesson.id)")
            compared += 1
        }
        #expect(compared == 4)
        // One module per lesson's cell support, none refused.
        #expect(Self.builtModules(in: cache).count == 4)
        #expect(!Self.builtModules(in: cache).contains { $0.hasSuffix(".refused") })
    }

    @Test func aCellsCompileErrorAndACrashInSupportAreAtTheLearnersLine() async throws {
        let (module, inline, cache) = try await Self.kernels()
        defer { try? FileManager.default.removeItem(at: cache) }
        let broken = [Self.support, SourceUnit(name: "cell 1", code: "let counter = Counter()\ncounter.tap()\ncounter.count = 5\nprint(undefined)")]
        let failed = await module.run(broken)
        #expect(failed.status == .compileFailed)
        #expect(failed.diagnostics.filter { $0.severity == .error }.map(\.description) == [
            "cell 1:3:9: error: cannot assign to property: 'count' setter is inaccessible",
            "cell 1:4:7: error: cannot find 'undefined' in scope",
        ])
        #expect(failed.diagnostics.filter { $0.severity == .error } == (await inline.run(broken)).diagnostics.filter { $0.severity == .error })

        let crashing = [Self.support, SourceUnit(name: "cell 1", code: "let counter = Counter()\ncounter.tap()\nprint(counter.label.text!)\ncounter.fail(at: 1)")]
        let crashed = await module.run(crashing)
        guard case .crashed(_, let message) = crashed.status else { Issue.record("expected a crash, got \(crashed.status)"); return }
        #expect(message == "cell 1:4: Precondition failed: too many taps") // blamed on the learner's call, as inline
        #expect(crashed.outputs == ["1\n"])
        #expect(crashed.status == (await inline.run(crashing)).status)
        #expect(Self.builtModules(in: cache).count == 1)
    }

    @Test func theSupportsWarningsAreReportedWithEveryProgram() async throws {
        let (module, inline, cache) = try await Self.kernels()
        defer { try? FileManager.default.removeItem(at: cache) }
        let noisy = SourceUnit(name: "recipe/Noisy.swift", code: "func noisy() -> Int {\n    var unused = 1\n    return 2\n}\n", role: .support)
        for index in 1...2 {
            let units = [noisy, SourceUnit(name: "cell 1", code: "print(noisy() + \(index))")]
            let result = await module.run(units)
            #expect(result.outputs == ["\(2 + index)\n"])
            #expect(result.diagnostics.map(\.description) == [
                "recipe/Noisy.swift:2:9: warning: initialization of variable 'unused' was never used; consider replacing with assignment to '_' or removing it",
            ])
            #expect(result.diagnostics == (await inline.run(units)).diagnostics)
        }
    }

    @Test func aRedeclaredSupportNameCompilesInlineAndIsStillAnError() async throws {
        let (module, inline, cache) = try await Self.kernels()
        defer { try? FileManager.default.removeItem(at: cache) }
        #expect(LessonSupportModule.isUsable(support: [Self.support], others: [SourceUnit(name: "cell 1", code: "let c = Counter()")]))
        #expect(!LessonSupportModule.isUsable(support: [Self.support], others: [SourceUnit(name: "cell 1", code: "struct Counter {}")]))
        let units = [Self.support, SourceUnit(name: "cell 1", code: "struct Counter {}\nprint(Counter())")]
        let result = await module.run(units)
        #expect(result.status == .compileFailed)
        #expect(result.diagnostics.first { $0.severity == .error }?.description == "cell 1:1:8: error: invalid redeclaration of 'Counter'")
        #expect(result.diagnostics == (await inline.run(units)).diagnostics)
        #expect(Self.builtModules(in: cache).isEmpty)
    }

    @Test func supportThatNeedsTheLearnersCodeIsRefusedOnceAndCompiledInline() async throws {
        let (module, _, cache) = try await Self.kernels()
        defer { try? FileManager.default.removeItem(at: cache) }
        let needy = SourceUnit(name: "recipe/Needy.swift", code: "func twice() -> Int { learnerValue() * 2 }\n", role: .support)
        for value in [3, 4] {
            let result = await module.run([needy, SourceUnit(name: "answer.swift", code: "func learnerValue() -> Int { \(value) }\n", role: .exercise),
                                           SourceUnit(name: "cell 1", code: "print(twice())")])
            #expect(result.status == .succeeded)
            #expect(result.outputs == ["\(value * 2)\n"])
        }
        let built = Self.builtModules(in: cache)
        #expect(built.count == 1 && built[0].hasSuffix(".refused"))
    }

    @Test func declaredNamesReadTopLevelDeclarationsOnly() {
        let code = "import UIKit\n\n@MainActor final class Form: UIViewController {\n    var field = 1\n}\nfunc helper() {}\nlet shared = 2\n"
        #expect(LessonSupportModule.declaredNames(in: code, topLevelOnly: true) == ["Form", "helper", "shared"])
        #expect(LessonSupportModule.declaredNames(in: code, topLevelOnly: false) == ["Form", "field", "helper", "shared"])
    }
}
