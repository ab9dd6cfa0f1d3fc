import Foundation
import Lessons
import Testing
@testable import Classroom

/// `tutor grade --shard I/N` and `tutor gradebook merge`: the documented GitHub Actions example
/// (`examples/grading-matrix/grade-class.yml`) run locally, line for line, on a class of six: three shards
/// merged equal one run over the whole class; merging again adds nothing; other content is refused.
@Suite(.serialized) struct ShardMergeTests {
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let workflow = package.appendingPathComponent("examples/grading-matrix/grade-class.yml")
    static let students = ["ada", "boris", "chen", "dara", "emil", "farah"]

    @Test func shardsSplitTheClassByIdAlone() throws {
        #expect(GradingShard(parsing: "2/3") == GradingShard(index: 2, count: 3))
        for bad in ["0/3", "4/3", "3", "a/b", "1/0", "1/3/5", ""] { #expect(GradingShard(parsing: bad) == nil, "\(bad)") }
        let shards = (1...3).map { GradingShard(index: $0, count: 3)! }
        let names = (1...300).map { "student-\($0)" }
        for name in names { #expect(shards.filter { $0.contains(student: name) }.count == 1) }
        // Roughly even, and fixed: the split must not change between tutor versions' runs of one class.
        #expect(shards.map { shard in names.filter { shard.contains(student: $0) }.count } == [97, 106, 97])
        #expect(Self.students.map { name in shards.firstIndex { $0.contains(student: name) }! + 1 } == [1, 2, 3, 3, 1, 2])
        #expect(GradingShard(index: 1, count: 1)!.contains(student: "anyone"))
    }

    /// The workflow's `# tutor` lines, with the matrix expanded and the tutor executable substituted.
    static func commands(tutor: String) throws -> [String] {
        let text = try String(contentsOf: workflow, encoding: .utf8)
        return text.split(separator: "\n").compactMap { line -> String? in
            guard line.hasSuffix("# tutor"), let run = line.range(of: "run: ") else { return nil }
            return String(line[run.upperBound...].dropLast("# tutor".count)).trimmingCharacters(in: .whitespaces)
                .replacingOccurrences(of: "tutor/.build/release/tutor", with: tutor)
        }.flatMap { line in
            line.contains("${{ matrix.shard }}") ? (1...3).map { line.replacingOccurrences(of: "${{ matrix.shard }}", with: String($0)) } : [line]
        }
    }

    /// Runs a shell command to its end, off the cooperative pool (the class is graded for minutes).
    static func shell(_ command: String, in folder: URL) async throws -> (status: Int32, output: String) {
        try await offTheCooperativePool { try shellBlocking(command, in: folder) }
    }

    private static func shellBlocking(_ command: String, in folder: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readToEndRetryingInterrupts()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The grades without the words about the sandbox (its slot may differ between runs).
    static func grades(_ file: URL) throws -> [StudentGrade] {
        try Gradebook(url: file).currentGrades().map { var grade = $0; grade.isolation = ""; return grade }
    }

    @Test func theWorkflowsShardsMergedEqualOneRun() async throws {
        guard ClassGradingEndToEndTests.canRun, let tutor = ClassGradingEndToEndTests.tutorExecutable else {
            try Test.cancel("Skipped: needs the tutor executable and sandboxes")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-shards-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: ClassGradingEndToEndTests.fixtures.appendingPathComponent("course"),
                                         to: folder.appendingPathComponent("Content"))
        let wrong = "func limitText(_ text: String, to limit: Int) -> String {\n    text\n}\n"
        for (index, student) in Self.students.enumerated() {
            let file = folder.appendingPathComponent("submissions/\(student)/exercises/tiny/limit-text.swift")
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            if index != 5 { try Data((index.isMultiple(of: 2) ? ClassGradingEndToEndTests.solution : wrong).utf8).write(to: file) }
        }

        let commands = try Self.commands(tutor: tutor)
        #expect(commands.count == 5)
        #expect(commands[0] == "\(tutor) grade submissions --content Content --shard 1/3 --gradebook shard-1.sqlite --reports reports")
        #expect(commands[3] == "\(tutor) gradebook merge shard-1.sqlite shard-2.sqlite shard-3.sqlite -o gradebook.sqlite")
        #expect(commands[4] == "\(tutor) gradebook gradebook.sqlite --csv > grades.csv")
        var outputs: [String] = []
        for command in commands {
            let (status, output) = try await Self.shell(command, in: folder)
            #expect(status == 0, "\(command): \(output)")
            outputs.append(output)
        }
        #expect(outputs[3] == "gradebook.sqlite: 6 students, 6 attempts added from 3 gradebooks\n")
        for shard in 1...3 {
            let graded = try Self.grades(folder.appendingPathComponent("shard-\(shard).sqlite")).map(\.student)
            #expect(graded == Self.students.filter { GradingShard(index: shard, count: 3)!.contains(student: $0) })
        }

        let (status, output) = try await Self.shell("\(tutor) grade submissions --content Content --gradebook one.sqlite --reports reports-one", in: folder)
        #expect(status == 0, "\(output)")
        let merged = try Self.grades(folder.appendingPathComponent("gradebook.sqlite"))
        let one = try Self.grades(folder.appendingPathComponent("one.sqlite"))
        #expect(merged.map(\.student) == Self.students)
        #expect(merged == one)
        #expect(merged.map(\.earned) == [2, 0.67, 2, 0.67, 2, 0]) // the wrong file passes 1 of 3 checks; farah handed nothing in
        #expect(try Gradebook(url: folder.appendingPathComponent("gradebook.sqlite")).contentDigest()
                == Gradebook(url: folder.appendingPathComponent("one.sqlite")).contentDigest())
        let csv = try await Self.shell("\(tutor) gradebook one.sqlite --csv", in: folder).output
        #expect(try String(contentsOf: folder.appendingPathComponent("grades.csv"), encoding: .utf8) == csv)

        // Again: nothing added, nothing changed.
        let before = try Gradebook(url: folder.appendingPathComponent("gradebook.sqlite")).attempts().map { "\($0.student) \($0.contentHash) \($0.gradedAt)" }
        let again = try await Self.shell(commands[3], in: folder)
        #expect(again.output == "gradebook.sqlite: 6 students, 0 attempts added from 3 gradebooks\n")
        #expect(try Gradebook(url: folder.appendingPathComponent("gradebook.sqlite")).attempts().map { "\($0.student) \($0.contentHash) \($0.gradedAt)" } == before)

        // A shard graded with other content is refused, and the destination is left as it was.
        let (otherStatus, otherOutput) = try await Self.shell(
            "\(tutor) grade submissions --content Content --shard 2/3 --gradebook other.sqlite --reports reports-other --program-timeout 5", in: folder)
        #expect(otherStatus == 0, "\(otherOutput)")
        let other = try #require(try Gradebook(url: folder.appendingPathComponent("other.sqlite")).contentDigest())
        let first = try #require(try Gradebook(url: folder.appendingPathComponent("shard-1.sqlite")).contentDigest())
        let refused = try await Self.shell("\(tutor) gradebook merge shard-1.sqlite other.sqlite -o refused.sqlite", in: folder)
        #expect(refused.status == 1)
        #expect(refused.output == "The gradebooks were graded with different content: \(folder.path)/shard-1.sqlite (\(first.prefix(12))) "
                + "and \(folder.path)/other.sqlite (\(other.prefix(12))). Grade every shard with the same lessons, hidden checks and --program-timeout.\n")
        let into = try await Self.shell("\(tutor) gradebook merge other.sqlite -o gradebook.sqlite", in: folder)
        #expect(into.status == 1)
        #expect(into.output == "\(folder.path)/gradebook.sqlite holds grades of other content (\(first.prefix(12)), not \(other.prefix(12))): merge into a new file.\n")
        #expect(try Self.grades(folder.appendingPathComponent("gradebook.sqlite")) == merged)
    }

    @Test func aGradebookWithoutADigestIsRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-merge-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let old = folder.appendingPathComponent("old.sqlite")
        _ = try Gradebook(url: old)
        func refusal(_ sources: [URL]) -> (String, Int32)? {
            do { _ = try GradebookMerge.run(sources: sources, into: folder.appendingPathComponent("merged.sqlite")); return nil } catch {
                return (error as? ClassroomError).map { ($0.message, $0.exitCode) }
            }
        }
        #expect(refusal([old])! == ("\(old.path) does not record the content it was graded with (graded by an older tutor, or never graded): grade it again, then merge.", 1))
        #expect(refusal([folder.appendingPathComponent("missing.sqlite")])! == ("No gradebook at \(folder.path)/missing.sqlite.", 64))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("merged.sqlite").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("missing.sqlite").path))
    }
}
