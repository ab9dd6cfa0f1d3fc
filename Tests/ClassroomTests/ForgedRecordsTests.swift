import Foundation
import Kernel
import Lessons
import Testing
@testable import Classroom

/// A student's code that writes the checks' records itself — reading the channel through `/proc/self/fd`, copying
/// the scenario it is in, writing the observation a right answer gives and the scenario's end, then leaving before the
/// check's own observation — earns nothing: only records tagged under the run's key count, and that key never
/// reaches a file or the environment the student's code can read.
@Suite(.serialized) struct ForgedRecordsTests {
    /// The body every forger shares: finds the channel among its open descriptors and appends `records(seed, check,
    /// scenario)` to it for the scenario the latest `pick` names, then ends the process as a finished scenario would.
    static func forger(writing records: String) -> String {
        """
        import Foundation
        #if canImport(Glibc)
        import Glibc
        #endif

        func forge(_ right: String) -> Never {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? [] {
                guard let number = Int32(name), number > 2,
                      let text = try? String(contentsOfFile: "/proc/self/fd/" + name, encoding: .utf8),
                      let pick = text.split(separator: "\\n").last(where: { $0.contains("\\"k\\":\\"pick\\"") }),
                      let object = try? JSONSerialization.jsonObject(with: Data(pick.utf8)) as? [String: Any],
                      let seed = object["seed"] as? String, let check = object["c"] as? String, let scenario = object["s"] as? Int
                else { continue }
                func line(_ fields: [String: Any]) -> String {
                    String(decoding: try! JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys]), as: UTF8.self) + "\\n"
                }
                let forged = \(records)
                _ = forged.withCString { write(number, $0, strlen($0)) }
            }
            _exit(0)
        }

        func limitText(_ text: String, to limit: Int) -> String {
            forge(limit <= 0 ? "" : String(text.prefix(limit)))
        }
        """
    }

    /// The observation a right answer gives, then the end: what an honest run writes.
    static let observationAndEnd = #"""
        line(["k": "obs", "seed": seed, "c": check, "s": scenario, "label": "limited text", "value": right])
                    + line(["k": "end", "seed": seed, "c": check, "s": scenario, "how": "returned"])
        """#

    /// The same two records with a tag of made-up digits, as a forger who knows the format but not the key writes them.
    static let observationAndEndWithMadeUpTags = #"""
        line(["k": "obs", "seed": seed, "c": check, "s": scenario, "label": "limited text", "value": right, "t": "0123456789abcdef"])
                    + line(["k": "end", "seed": seed, "c": check, "s": scenario, "how": "returned", "t": "fedcba9876543210"])
        """#

    func grade(_ code: String, kernel: SwiftKernel) async throws -> GradedItem {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        let (loaded, diagnostics) = Lesson.load(directory: fixtures.appendingPathComponent("course/tiny"), language: "en")
        #expect(diagnostics.map(\.description) == [])
        let lesson = try #require(loaded)
        let root = try makeTemporaryDirectory("forged")
        defer { try? FileManager.default.removeItem(at: root) }
        try write(code, to: root.appendingPathComponent("workspace/exercises/tiny/limit-text.swift"))
        let graded = await WorkspaceGrader(runner: kernel, seed: 5)
            .grade(lessons: [lesson], workspace: Workspace(root: root.appendingPathComponent("workspace")))
        return try #require(graded.lessons.first?.items.first { $0.id == "limit-text" })
    }

    @Test(arguments: [observationAndEnd, observationAndEndWithMadeUpTags])
    func recordsTheStudentsCodeWritesEarnNothing(_ records: String) async throws {
        guard let kernel = await availableKernel() else { return }
        let item = try await grade(Self.forger(writing: records), kernel: kernel)
        #expect(item.checks.map(\.name) == ["keeps short text", "cuts long text", "zero limit"])
        #expect(item.checks.map(\.passed) == [false, false, false], "\(item.checks.map(\.message))")
        #expect(item.earned == 0)
    }

    /// Calling ExerciseKit's own `observe` gives a tagged observation, but the scenario never ends as a finished one:
    /// the end is written only when the check's body has returned.
    @Test func observationsMadeThroughExerciseKitThenLeavingEarnNothing() async throws {
        guard let kernel = await availableKernel() else { return }
        let item = try await grade("""
            import ExerciseKit
            import Glibc

            func limitText(_ text: String, to limit: Int) -> String {
                observe("limited text", limit <= 0 ? "" : String(text.prefix(limit)))
                _exit(0)
            }
            """, kernel: kernel)
        #expect(item.checks.map(\.passed) == [false, false, false], "\(item.checks.map(\.message))")
        #expect(item.earned == 0)
    }

    /// The honest version of the same answer, for contrast: the tags are what make the difference, not the form.
    @Test func theSameAnswerComputedHonestlyPasses() async throws {
        guard let kernel = await availableKernel() else { return }
        let item = try await grade("""
            func limitText(_ text: String, to limit: Int) -> String {
                limit <= 0 ? "" : String(text.prefix(limit))
            }
            """, kernel: kernel)
        #expect(item.checks.map(\.passed) == [true, true, true], "\(item.checks.map(\.message))")
        #expect(item.earned == 2)
    }

    /// A function given a C symbol's name replaces the C library's own for the whole program, the checks' writes
    /// included: such code is refused at its line before it is compiled, and earns nothing.
    @Test func codeThatReplacesACFunctionIsRefused() async throws {
        guard let kernel = await availableKernel() else { return }
        let item = try await grade("""
            import Glibc

            @_cdecl("write")
            func write(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int { count }

            func limitText(_ text: String, to limit: Int) -> String { text }
            """, kernel: kernel)
        #expect(item.checks.allSatisfy { !$0.passed })
        #expect(item.earned == 0)
        #expect(item.diagnostics.count == 1)
        #expect(item.diagnostics.first?.hasPrefix("limit-text.swift:3:1: error: @_cdecl gives a function a symbol's name") == true,
                "\(item.diagnostics)")
    }
}
