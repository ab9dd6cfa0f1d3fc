import Foundation
import Kernel
import Lessons
import Testing
@testable import Classroom
#if canImport(Glibc)
import Glibc
#endif

/// Makes the kinds of file a hostile workspace can hold.
enum HostileFiles {
    static func fifo(_ url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        guard mkfifo(url.path, 0o644) == 0 else { throw POSIXError(.init(rawValue: errno)!) }
    }

    /// A unix socket bound at `url` (the descriptor is closed; the socket file stays).
    static func socket(_ url: URL) throws {
        let descriptor = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let path = Array(url.path.utf8CString)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in path.prefix(raw.count - 1).enumerated() { raw[index] = UInt8(bitPattern: byte) }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0 else { throw POSIXError(.init(rawValue: errno)!) }
    }

    static func link(_ url: URL, to target: String) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        guard symlink(target, url.path) == 0 else { throw POSIXError(.init(rawValue: errno)!) }
    }

    /// A sparse file of `bytes` that holds no data blocks.
    static func sparse(_ url: URL, bytes: Int) throws {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw POSIXError(.init(rawValue: errno)!) }
        defer { close(descriptor) }
        guard ftruncate(descriptor, off_t(bytes)) == 0 else { throw POSIXError(.init(rawValue: errno)!) }
    }

    /// /dev/null's twin (character device 1:3), when this process may make devices (root outside a user namespace).
    static func device(_ url: URL) -> Bool {
        mknod(url.path, S_IFCHR | 0o666, makedev(1, 3)) == 0
    }

    private static func makedev(_ major: UInt32, _ minor: UInt32) -> dev_t {
        dev_t(major & 0xfff) << 8 | dev_t(minor & 0xff) | dev_t(major & ~0xfff) << 32 | dev_t(minor & ~0xff) << 12
    }

    /// Root reads a file whatever its mode, so an unreadable file can only be made for others.
    static var permissionsApply: Bool { geteuid() != 0 }
}

@Suite struct WorkspaceFilesTests {
    static let outline = LessonOutline(id: "tiny", title: "Tiny", items: [
        .init(id: "delegate", kind: .question, points: 1),
        .init(id: "limit-text", kind: .exercise, points: 2),
        .init(id: "other", kind: .exercise, points: 1),
    ])
    static let expected = WorkspaceFiles.expectedPaths(lessons: [outline], reportsInWorkspace: true)

    @Test func expectedPathsAreTheProgressFileExerciseSourcesAndReports() {
        #expect(Self.expected == [
            "progress.json": .input(item: nil), "progress.json.lock": .input(item: nil),
            "exercises/tiny/limit-text.swift": .input(item: "tiny/limit-text"), "exercises/tiny/other.swift": .input(item: "tiny/other"),
            "feedback.md": .report, "feedback.html": .report,
        ])
        #expect(WorkspaceFiles.expectedPaths(lessons: [Self.outline], reportsInWorkspace: false)["feedback.md"] == nil)
    }

    @Test func everyKindOfHostileEntryIsLeftOutAndNamedAndOnlyRegularFilesAreCopied() throws {
        let root = try makeTemporaryDirectory("hostile")
        defer { try? FileManager.default.removeItem(at: root) }
        let workspace = root.appendingPathComponent("mallory")
        try write("func limitText() {}\n", to: workspace.appendingPathComponent("exercises/tiny/limit-text.swift"))
        try write("{}", to: workspace.appendingPathComponent("progress.json"))
        try write("ada's work", to: root.appendingPathComponent("ada/exercises/tiny/limit-text.swift"))
        try HostileFiles.fifo(workspace.appendingPathComponent("pipe"))
        try HostileFiles.socket(workspace.appendingPathComponent("sock"))
        try HostileFiles.link(workspace.appendingPathComponent("loop"), to: "loop")
        try HostileFiles.link(workspace.appendingPathComponent("classmate"), to: "../ada")
        try HostileFiles.link(workspace.appendingPathComponent("passwd"), to: "/etc/passwd")
        try FileManager.default.createDirectory(at: workspace.appendingPathComponent("feedback.md"), withIntermediateDirectories: true)
        try write("x", to: workspace.appendingPathComponent("exercises/tiny/other.swift/inside.swift"))
        try HostileFiles.sparse(workspace.appendingPathComponent("big.bin"), bytes: 1 << 30)
        let hasDevice = HostileFiles.device(workspace.appendingPathComponent("null"))
        try write("secret", to: workspace.appendingPathComponent("secret.txt"))
        chmod(workspace.appendingPathComponent("secret.txt").path, 0)

        let started = ContinuousClock.now
        let scan = WorkspaceFiles.scan(workspace, expected: Self.expected)
        let elapsed = ContinuousClock.now - started
        // The expected paths are walked first (so a crowded workspace keeps them), then the rest by name.
        var problems = [
            "exercises/tiny/other.swift is a folder, not a regular file: it was left out of grading",
            "feedback.md is a folder, not a regular file: the feedback report was not written",
            "big.bin is 1073741824 bytes, over the limit of 4194304 bytes per file: it was left out of grading",
            "classmate is a symbolic link, not a regular file: it was left out of grading",
            "loop is a symbolic link, not a regular file: it was left out of grading",
        ]
        if hasDevice { problems.append("null is a device, not a regular file: it was left out of grading") }
        problems += [
            "passwd is a symbolic link, not a regular file: it was left out of grading",
            "pipe is a named pipe, not a regular file: it was left out of grading",
        ]
        if HostileFiles.permissionsApply { problems.append("secret.txt cannot be read (Permission denied): it was left out of grading") }
        problems.append("sock is a socket, not a regular file: it was left out of grading")
        #expect(scan.problems.map(\.detail) == problems)
        #expect(scan.problems.first { $0.path == "exercises/tiny/other.swift" }?.containment
                == Containment(kind: .unsafeFile, item: "tiny/other",
                               detail: "exercises/tiny/other.swift is a folder, not a regular file: it was left out of grading"))
        let taken = ["exercises/tiny/limit-text.swift", "progress.json"] + (HostileFiles.permissionsApply ? [] : ["secret.txt"])
        #expect(scan.files.map(\.path) == taken)
        #expect(scan.files.first?.digest == ContentDigest.digest(Array("func limitText() {}\n".utf8)))
        #expect(elapsed < .seconds(1), "scanning took \(elapsed)")
        print("scan of a workspace with a 1 GB sparse file and 10 hostile entries: \(elapsed)")

        let staged = root.appendingPathComponent("staged")
        let staging = try WorkspaceFiles.stage(workspace, to: staged, expected: Self.expected)
        #expect(staging == scan.problems)
        let copied = (FileManager.default.enumerator(atPath: staged.path)?.allObjects as? [String] ?? []).sorted()
        #expect(copied == ["exercises", "exercises/tiny", "exercises/tiny/limit-text.swift", "progress.json"]
                + (HostileFiles.permissionsApply ? [] : ["secret.txt"]))
        #expect(try String(contentsOf: staged.appendingPathComponent("exercises/tiny/limit-text.swift"), encoding: .utf8)
                == "func limitText() {}\n")
        #expect(try String(contentsOf: root.appendingPathComponent("ada/exercises/tiny/limit-text.swift"), encoding: .utf8) == "ada's work")
    }

    @Test func aSparseGigabyteIsNeitherReadNorHashed() throws {
        let workspace = try makeTemporaryDirectory("sparse")
        defer { try? FileManager.default.removeItem(at: workspace) }
        try HostileFiles.sparse(workspace.appendingPathComponent("big.bin"), bytes: 1 << 30)
        let started = ContinuousClock.now
        let first = ContentHash.of(directories: [("workspace", workspace)])
        let elapsed = ContinuousClock.now - started
        #expect(elapsed < .milliseconds(500), "hashing took \(elapsed)")
        print("hash of a workspace holding a 1 GB sparse file: \(elapsed)")
        // Its size is part of what was left out, so a change of size is a new submission.
        try HostileFiles.sparse(workspace.appendingPathComponent("big.bin"), bytes: 1 << 31)
        #expect(ContentHash.of(directories: [("workspace", workspace)]) != first)
    }

    @Test func theHashSeesWhatWasLeftOutAndIgnoresReports() throws {
        let workspace = try makeTemporaryDirectory("hash")
        defer { try? FileManager.default.removeItem(at: workspace) }
        try write("code", to: workspace.appendingPathComponent("a.swift"))
        let plain = ContentHash.of(directories: [("w", workspace)])
        try HostileFiles.fifo(workspace.appendingPathComponent("pipe"))
        let withPipe = ContentHash.of(directories: [("w", workspace)])
        #expect(withPipe != plain)
        #expect(ContentHash.of(directories: [("w", workspace)]) == withPipe)
        try write("# report", to: workspace.appendingPathComponent("feedback.md"))
        #expect(ContentHash.of(directories: [("w", workspace)], expected: ["feedback.md": .report]) == withPipe)
    }

    @Test func limitsOnSizeTotalEntriesDepthAndProblemsListed() throws {
        let workspace = try makeTemporaryDirectory("limits")
        defer { try? FileManager.default.removeItem(at: workspace) }
        try write("12345678", to: workspace.appendingPathComponent("a.txt"))
        try write("12345678", to: workspace.appendingPathComponent("b.txt"))
        try write("123456789012", to: workspace.appendingPathComponent("c.txt"))
        try write("deep", to: workspace.appendingPathComponent("d/e/f/g.txt"))
        let small = WorkspaceFiles.Limits(fileBytes: 10, totalBytes: 12, entries: 100, depth: 2, problems: 20)
        #expect(WorkspaceFiles.scan(workspace, limits: small).problems.map(\.detail) == [
            "b.txt would bring the workspace over 12 bytes in all: it was left out of grading",
            "c.txt is 12 bytes, over the limit of 10 bytes per file: it was left out of grading",
            "d/e/f is nested more than 2 folders deep: it was left out of grading",
        ])
        let few = WorkspaceFiles.Limits(fileBytes: 10, totalBytes: 100, entries: 3, depth: 8, problems: 1)
        #expect(WorkspaceFiles.scan(workspace, limits: few).problems.map(\.detail) == [
            "c.txt is 12 bytes, over the limit of 10 bytes per file: it was left out of grading",
            "the workspace has more than 3 files and folders: the rest were left out of grading",
        ])
        try HostileFiles.fifo(workspace.appendingPathComponent("p1"))
        try HostileFiles.fifo(workspace.appendingPathComponent("p2"))
        let listed = WorkspaceFiles.Limits(fileBytes: 10, totalBytes: 100, entries: 100, depth: 8, problems: 1)
        #expect(WorkspaceFiles.scan(workspace, limits: listed).problems.map(\.detail) == [
            "c.txt is 12 bytes, over the limit of 10 bytes per file: it was left out of grading",
            "2 more problems like these, not listed",
        ])
    }

    /// Over the entry limit, what is left out is the junk: the progress file and exercise sources are walked first in
    /// every folder, even when thousands of files sort before them or come first in the folder.
    @Test func aWorkspaceOverTheEntryLimitKeepsItsExpectedFiles() throws {
        let workspace = try makeTemporaryDirectory("crowded")
        defer { try? FileManager.default.removeItem(at: workspace) }
        for index in 0..<60 { try write("x", to: workspace.appendingPathComponent(String(format: "a%03d.txt", index))) }
        for index in 0..<60 { try write("x", to: workspace.appendingPathComponent(String(format: "zz/b%03d.txt", index))) }
        try write("{}", to: workspace.appendingPathComponent("zz/progress.json"))
        try write("let x = 1", to: workspace.appendingPathComponent("zz/work/answer.swift"))
        let limits = WorkspaceFiles.Limits(fileBytes: 100, totalBytes: 10_000, entries: 10, depth: 8, problems: 5)
        let expected: [String: WorkspaceFiles.Role] = ["zz/progress.json": .input(item: nil), "zz/work/answer.swift": .input(item: "l/ex")]
        let scan = WorkspaceFiles.scan(workspace, expected: expected, limits: limits)
        #expect(Array(scan.files.map(\.path).prefix(2)) == ["zz/progress.json", "zz/work/answer.swift"])
        // zz, progress.json, work, answer.swift, then six of zz's junk files make the 10 entries; a000… never come.
        #expect(scan.files.map(\.path) == ["zz/progress.json", "zz/work/answer.swift"] + (0..<6).map { String(format: "zz/b%03d.txt", $0) })
        #expect(scan.problems.map(\.detail) == ["the workspace has more than 10 files and folders: the rest were left out of grading"])
    }

    @Test func aWorkspaceThatIsALinkIsNotFollowed() throws {
        let root = try makeTemporaryDirectory("linked")
        defer { try? FileManager.default.removeItem(at: root) }
        try write("ada's work", to: root.appendingPathComponent("ada/progress.json"))
        try HostileFiles.link(root.appendingPathComponent("mallory"), to: "ada")
        let scan = WorkspaceFiles.scan(root.appendingPathComponent("mallory"))
        #expect(scan.files.isEmpty)
        #expect(scan.problems.map(\.detail) == ["the workspace is a symbolic link, not a folder: nothing in it was graded"])
    }

    @Test func studentsAreFoldersAndLinksToFoldersOnly() throws {
        let root = try makeTemporaryDirectory("students")
        defer { try? FileManager.default.removeItem(at: root) }
        for name in ["ana", "bo", ".hidden", "...", "elsewhere/cy"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        try write("", to: root.appendingPathComponent("gradebook.sqlite"))
        try HostileFiles.fifo(root.appendingPathComponent("pipe"))
        try HostileFiles.link(root.appendingPathComponent("cy"), to: "elsewhere/cy")
        try HostileFiles.link(root.appendingPathComponent("dangling"), to: "nowhere")
        try HostileFiles.link(root.appendingPathComponent("file-link"), to: "gradebook.sqlite")
        #expect(try ClassGrader.students(in: root) == ["ana", "bo", "cy", "elsewhere"])
        // Hidden folders are no students, and the summary names them rather than skipping them without a word.
        #expect(try ClassGrader.hiddenFolders(in: root) == ["...", ".hidden"])
        let summary = ClassGrader.Summary(grades: [], gradedNow: [], seconds: 1, gradebook: "/g", hiddenFolders: ["...", ".hidden\u{1B}[2J"])
        #expect(GradeOperation.text(summary) == """
            not students (hidden folders, names starting with a dot; rename one to grade it): “...”, “.hidden^[[2J”
            0 students, 0 graded now, 1.0 s; gradebook /g

            """)
    }
}

@Suite struct ReportFileTests {
    @Test func writesAndReplacesARegularFileLeavingNoTemporaryFile() throws {
        let folder = try makeTemporaryDirectory("report")
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = folder.appendingPathComponent("feedback.md")
        try ReportFile.write("one", to: report)
        try ReportFile.write("two", to: report)
        #expect(try String(contentsOf: report, encoding: .utf8) == "two")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["feedback.md"])
        // A missing folder is made.
        try ReportFile.write("three", to: folder.appendingPathComponent("new/feedback.md"))
        #expect(try String(contentsOf: folder.appendingPathComponent("new/feedback.md"), encoding: .utf8) == "three")
    }

    @Test func refusesAFolderALinkAndAPipeAndWritesNothingThroughThem() throws {
        let folder = try makeTemporaryDirectory("report")
        defer { try? FileManager.default.removeItem(at: folder) }
        let victim = folder.appendingPathComponent("victim.txt")
        try write("precious", to: victim)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("ws/feedback.md"), withIntermediateDirectories: true)
        try HostileFiles.link(folder.appendingPathComponent("ws/feedback.html"), to: victim.path)
        try HostileFiles.fifo(folder.appendingPathComponent("ws/grades.csv"))
        let md = folder.appendingPathComponent("ws/feedback.md")
        let html = folder.appendingPathComponent("ws/feedback.html")
        let csv = folder.appendingPathComponent("ws/grades.csv")
        #expect(throws: ReportFile.Refusal.notAFile(path: md.path, kind: .folder)) { try ReportFile.write("x", to: md) }
        #expect(throws: ReportFile.Refusal.notAFile(path: html.path, kind: .symbolicLink)) { try ReportFile.write("x", to: html) }
        #expect(throws: ReportFile.Refusal.notAFile(path: csv.path, kind: .namedPipe)) { try ReportFile.write("x", to: csv) }
        #expect(try String(contentsOf: victim, encoding: .utf8) == "precious")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("ws").path).sorted()
                == ["feedback.html", "feedback.md", "grades.csv"])
        #expect(ReportFile.Refusal.notAFile(path: "ws/feedback.md", kind: .folder).description
                == "ws/feedback.md is a folder, not a regular file: it was not written")
    }

    @Test func refusesAFolderThatIsALink() throws {
        let folder = try makeTemporaryDirectory("report")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("etc"), withIntermediateDirectories: true)
        try HostileFiles.link(folder.appendingPathComponent("ws"), to: "etc")
        let report = folder.appendingPathComponent("ws/feedback.md")
        #expect(throws: ReportFile.Refusal.unusableFolder(path: folder.appendingPathComponent("ws").path,
                                                          reason: "it is a symbolic link, not a folder")) {
            try ReportFile.write("x", to: report)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("etc").path) == [])
    }

    @Test func aReportThatCannotBeWrittenIsTheStudentsContainmentOnce() throws {
        let folder = try makeTemporaryDirectory("report")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("feedback.md"), withIntermediateDirectories: true)
        var grade = sampleGrade(student: "bo", hash: "b", questionEarned: 1, checksPassed: 3)
        ClassGrader.writeFeedback(&grade, to: folder)
        let contained = Containment(kind: .unsafeFile, detail: "feedback.md is a folder, not a regular file: the feedback report was not written")
        #expect(grade.containments == [contained])
        ClassGrader.writeFeedback(&grade, to: folder)
        #expect(grade.containments == [contained])
        // The other report is still written.
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("feedback.html").path))
    }
}

/// A class with one honest student and one hostile workspace per kind of trouble, graded by the real
/// `tutor grade-one` in real sandboxes: each hostile student gets their problem by name, everyone else is
/// graded as usual, the CSV is written, and grading again changes nothing.
@Suite(.serialized) struct HostileWorkspaceGradingTests {
    typealias EndToEnd = ClassGradingEndToEndTests

    @Test(.enabled(if: EndToEnd.canRun, "needs the tutor executable beside the tests (swift build --build-tests) and user namespaces or root"))
    func hostileFilesCostTheirOwnerTheFileAndTheClassFinishes() async throws {
        if let reason = await SwiftKernel().unavailableReason() {
            Issue.record("the Swift kernel cannot run here: \(reason)")
            return
        }
        let root = try makeTemporaryDirectory("hostile-class")
        defer { try? FileManager.default.removeItem(at: root) }
        let submissions = root.appendingPathComponent("submissions")
        let right = ["delegate": ["UITextFieldDelegate"], "keyboard-height": ["216"]]
        func student(_ name: String, answers: [String: [String]] = right, exercise: String? = nil) throws -> URL {
            let folder = submissions.appendingPathComponent(name)
            try EndToEnd.write(EndToEnd.Student(answers: answers, exercise: exercise), to: folder)
            return folder
        }
        try student("ada", exercise: EndToEnd.solution)
        try HostileFiles.fifo(try student("fifo-exercise").appendingPathComponent("exercises/tiny/limit-text.swift"))
        let fifoProgress = try student("fifo-progress", answers: [:])
        try HostileFiles.fifo(fifoProgress.appendingPathComponent("progress.json"))
        try HostileFiles.socket(try student("socket").appendingPathComponent("s"))
        let links = try student("links")
        try HostileFiles.link(links.appendingPathComponent("loop"), to: "loop")
        try HostileFiles.link(links.appendingPathComponent("passwd"), to: "/etc/passwd")
        try HostileFiles.link(links.appendingPathComponent("exercises"), to: "../ada/exercises")
        try FileManager.default.createDirectory(at: try student("report-folder").appendingPathComponent("feedback.md"),
                                                withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: try student("exercise-folder").appendingPathComponent("exercises/tiny/limit-text.swift"),
                                                withIntermediateDirectories: true)
        try HostileFiles.sparse(try student("sparse", exercise: EndToEnd.solution).appendingPathComponent("big.bin"), bytes: 1 << 30)
        let damagedText = "{ \"format\": 2, \"lessons\": { this is not json"
        try write(damagedText, to: try student("damaged", answers: [:]).appendingPathComponent("progress.json"))
        let hasDevice = HostileFiles.device(try student("device").appendingPathComponent("null"))
        let elsewhere = root.appendingPathComponent("elsewhere")
        try EndToEnd.write(EndToEnd.Student(answers: right), to: elsewhere)
        try HostileFiles.link(submissions.appendingPathComponent("linked"), to: elsewhere.path)

        var operation = GradeOperation(submissions: submissions, content: EndToEnd.fixtures.appendingPathComponent("course"),
                                       child: [try #require(EndToEnd.tutorExecutable), "grade-one"])
        operation.hidden = EndToEnd.fixtures.appendingPathComponent("hidden")
        operation.jobs = 2
        operation.policy.timeoutSeconds = 240
        operation.policy.runLimits.timeoutSeconds = 10
        operation.csv = root.appendingPathComponent("grades.csv")
        operation.kernelOptions = SwiftKernel.Options(cacheDirectory: root.appendingPathComponent("kernel-cache"))
        let started = ContinuousClock.now
        let summary = try await operation.run()
        print("graded \(summary.grades.count) hostile and honest workspaces in \(ContinuousClock.now - started)")

        let grades = Dictionary(uniqueKeysWithValues: summary.grades.map { ($0.student, $0) })
        let names = ["ada", "damaged", "device", "exercise-folder", "fifo-exercise", "fifo-progress", "linked", "links",
                     "report-folder", "socket", "sparse"]
        #expect(summary.gradedNow == names)
        func unsafe(_ detail: String, item: String? = nil) -> Containment { Containment(kind: .unsafeFile, item: item, detail: detail) }
        let expected: [String: (earned: Double, containments: [Containment])] = [
            "ada": (5, []),
            "damaged": (0, [Containment(kind: .unreadableFile, detail: "The progress file progress.json is damaged (not a JSON object); "
                                        + "it was left as it is and read as no progress.")]),
            "device": (3, hasDevice ? [unsafe("null is a device, not a regular file: it was left out of grading")] : []),
            "exercise-folder": (3, [unsafe("exercises/tiny/limit-text.swift is a folder, not a regular file: it was left out of grading",
                                           item: "tiny/limit-text")]),
            "fifo-exercise": (3, [unsafe("exercises/tiny/limit-text.swift is a named pipe, not a regular file: it was left out of grading",
                                         item: "tiny/limit-text")]),
            "fifo-progress": (0, [unsafe("progress.json is a named pipe, not a regular file: it was left out of grading")]),
            "linked": (0, [unsafe("the workspace is a symbolic link, not a folder: nothing in it was graded"),
                           unsafe("the feedback report was not written: the folder for it cannot be used (it is a symbolic link, not a folder)")]),
            "links": (3, [unsafe("exercises is a symbolic link, not a regular file: it was left out of grading"),
                          unsafe("loop is a symbolic link, not a regular file: it was left out of grading"),
                          unsafe("passwd is a symbolic link, not a regular file: it was left out of grading")]),
            "report-folder": (3, [unsafe("feedback.md is a folder, not a regular file: the feedback report was not written")]),
            "socket": (3, [unsafe("s is a socket, not a regular file: it was left out of grading")]),
            "sparse": (5, [unsafe("big.bin is 1073741824 bytes, over the limit of 4194304 bytes per file: it was left out of grading")]),
        ]
        for (name, want) in expected {
            #expect(grades[name]?.earned == want.earned, "\(name)")
            #expect(grades[name]?.containments == want.containments, "\(name)")
        }
        func message(_ name: String) -> String? { grades[name]?.lessons.first?.items.first { $0.id == "limit-text" }?.message }
        for name in ["fifo-exercise", "exercise-folder", "links"] { #expect(message(name) == "Not started.", "\(name)") }

        // The CSV is written, one row per student.
        let csv = GradeCSV.parse(try String(contentsOf: root.appendingPathComponent("grades.csv"), encoding: .utf8))
        #expect(csv.dropFirst().map(\.first) == names)
        #expect(csv.dropFirst().map(\.last) == names.map { GradeCSV.number(expected[$0]!.earned) })
        // Reports: written beside everyone's work except through the link and onto the folder; the folder stays a folder.
        for name in names where name != "linked" {
            #expect(FileManager.default.fileExists(atPath: submissions.appendingPathComponent("\(name)/feedback.html").path), "\(name)")
        }
        #expect(FileKind.at(submissions.appendingPathComponent("report-folder/feedback.md").path) == .folder)
        #expect(!FileManager.default.fileExists(atPath: elsewhere.appendingPathComponent("feedback.md").path))
        // The damaged progress file is where it was, unchanged, and nothing claims to have moved it.
        #expect(try String(contentsOf: submissions.appendingPathComponent("damaged/progress.json"), encoding: .utf8) == damagedText)
        #expect(try FileManager.default.contentsOfDirectory(atPath: submissions.appendingPathComponent("damaged").path).sorted()
                == ["feedback.html", "feedback.md", "progress.json"])
        #expect(FileKind.at(submissions.appendingPathComponent("fifo-progress/progress.json").path) == .namedPipe)

        // Hostile files hash the same every time: grading again grades nobody and says the same.
        let again = try await operation.run()
        #expect(again.gradedNow == [])
        #expect(again.grades.map(\.containments) == summary.grades.map(\.containments))
    }
}
