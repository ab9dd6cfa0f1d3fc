import Foundation
import Testing
@testable import Kernel
@testable import Lessons

/// `SwiftKernel.precompile`: a program compiled into the cache without running, which another kernel on the
/// same cache (a grading sandbox, with the programs folder shared) then runs without compiling.
@Suite struct KernelPrecompileTests {
    @Test func aPrecompiledProgramRunsFromTheCacheWithoutCompiling() async throws {
        _ = try await KernelFixture.available()
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-precompile-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let units = [SourceUnit(name: "recipe/Scale.swift", code: "func scaled(_ x: Int) -> Int { x * 3 }\n", role: .support),
                     SourceUnit(name: "cell 1", code: "print(scaled(14))")]
        let compiler = SwiftKernel(options: .init(cacheDirectory: cache))
        #expect(await compiler.precompile(units))
        let programs = try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("programs").path)
        // The program, and the library folders it was linked against.
        #expect(programs.count == 2 && programs.filter { $0.hasSuffix(".libraries") }.count == 1)
        #expect(await compiler.precompile(units)) // already there: nothing compiled again
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("programs").path) == programs)

        let other = SwiftKernel(options: .init(cacheDirectory: cache))
        let result = await other.run(units)
        #expect(result.status == .succeeded)
        #expect(result.outputs == ["42\n"])
        #expect(!result.cached)
        #expect(result.compileSeconds == 0)

        #expect(!(await compiler.precompile([SourceUnit(name: "cell 1", code: "print(missing)")])))
        #expect(!(await SwiftKernel(options: .init(cacheDirectory: cache, useCache: false)).precompile(units)))
    }

    /// A sandbox sees the instructor's programs but not the instructor's library folders named in their run
    /// path: a program linked against other folders is told this kernel's.
    @Test func aProgramLinkedAgainstAnotherCachesFoldersFindsThisKernelsLibraries() async throws {
        _ = try await KernelFixture.available()
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-precompile-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let units = [SourceUnit(name: "recipe/Scale.swift", code: "func scaled(_ x: Int) -> Int { x * 3 }\n", role: .support),
                     SourceUnit(name: "cell 1", code: "import UIKit\nprint(scaled(14), UIView().subviews.count)")]
        let instructor = root.appendingPathComponent("instructor"), sandbox = root.appendingPathComponent("sandbox")
        #expect(await SwiftKernel(options: .init(cacheDirectory: instructor)).precompile(units))
        let student = SwiftKernel(options: .init(cacheDirectory: sandbox))
        _ = await student.unavailableReason() // its own libraries
        #expect(await student.prepareLessonSupport(units.filter { $0.role == .support }))
        try FileManager.default.copyItem(at: instructor.appendingPathComponent("programs"), to: sandbox.appendingPathComponent("programs"))
        try FileManager.default.removeItem(at: instructor) // the run path now names nothing
        let result = await student.run(units)
        #expect(result.status == .succeeded, "\(result.status)")
        #expect(result.outputs == ["42 0\n"])
        #expect(result.compileSeconds == 0)
    }
}
