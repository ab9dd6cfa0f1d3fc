import Foundation
import Lessons
import Testing
import TestSupport
@testable import TutorUI

/// Every command `help` lists, and every command the README's REPL paragraph names, typed with its
/// placeholders filled in, is understood and run by the REPL on the fixture course.
extension InterruptSharingTests {
    @MainActor @Suite(.serialized) struct HelpExamplesTests {
        static let filled: [String: String] = [
            "N": "1", "NAME": "lift-field", "TEXT": "216", "SEED": "42", "CODE": "print(1)", "LESSON": "keyboard",
            "COMMAND": "next", "ACTION": "tap", "ARG": "email", "ID": "email",
        ]

        /// `run [N|all]` → `run`, `run 1`, `run all`; `sim ACTION [ARG]` → `sim tap email`.
        static func examples(_ usage: String) -> [String] {
            var results = [""]
            for word in usage.split(separator: " ").map(String.init) {
                if word.hasPrefix("["), word.hasSuffix("]") {
                    let options = word.dropFirst().dropLast().split(separator: "|").map { filled[String($0)] ?? String($0) }
                    results = results.flatMap { base in [base] + options.map { base + " " + $0 } }
                } else {
                    results = results.map { $0 + ($0.isEmpty ? "" : " ") + (filled[word] ?? word) }
                }
            }
            return results.map { $0.trimmingCharacters(in: .whitespaces) }
        }

        func run(_ lines: [String]) async throws -> [String] {
            let workspace = FileManager.default.temporaryDirectory.appendingPathComponent("tutorui-\(UUID().uuidString)")
            let content = ReplSessionTests.content
            let environment = TutorEnvironment(contentDirectory: content, workspace: workspace, capabilities: .plain)
            var output: [String] = []
            let box = Box()
            let session = ReplSession(environment: environment, course: Course.open(contentDirectory: content, language: "en").0,
                                      runner: FakeRunner(), emit: { box.lines.append($0) })
            try session.begin(lessonID: "keyboard")
            for line in lines {
                let command = ReplCommand.parse(line, context: session.parseContext)
                if case .invalid(let message) = command { Issue.record("'\(line)' is not understood: \(message)") }
                if command == .quit { continue }
                box.lines = []
                _ = await session.handle(command)
                output += box.lines
                #expect(!box.lines.contains { $0.hasPrefix("Unknown command") || $0.hasPrefix("Usage:") }, "\(line): \(box.lines)")
            }
            return output
        }

        final class Box { var lines: [String] = [] }

        @Test func everyHelpUsageRuns() async throws {
            // `sim ACTION [ARG]`: tap needs its ARG; watch and edit wait for an editor or a save.
            let lines = ReplCommand.commands.flatMap { Self.examples($0.usage) }.filter { !["watch", "edit", "sim tap"].contains($0) }
            #expect(lines.contains("run all") && lines.contains("check lift-field") && lines.contains("sim tap email"))
            _ = try await run(["goto 4"] + lines)
        }

        @Test func everyCommandTheReadmeNamesRuns() async throws {
            let readme = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8)
            let start = try #require(readme.range(of: "In the tutor, type `help` for its commands:"))
            let paragraph = readme[start.upperBound...].components(separatedBy: "\n\n")[0]
            let named = paragraph.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            #expect(named.count >= 20, "\(named)")
            let lines = named.flatMap { Self.examples($0) }.filter { $0 != "watch" && $0 != "edit" && !$0.contains("{") }
            _ = try await run(["goto 4"] + lines)
        }
    }
}
