import Foundation
import Kernel
import Lessons
import Testing
@testable import Classroom

/// Grades a class of 14 generated workspaces of the tiny fixture lesson with the real `tutor grade-one`
/// in real sandboxes, then grades again (nothing changes) and grades a late submission.
///
/// Points: `delegate` 1, `keyboard-height` 2, `limit-text` 2 (3 checks + 1 hidden check, so 0.5 per check).
@Suite(.serialized) struct ClassGradingEndToEndTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The `tutor` executable built beside this test bundle (`swift build --build-tests` builds it), or `TUTOR_EXECUTABLE`.
    static let tutorExecutable: String? = {
        if let path = ProcessInfo.processInfo.environment["TUTOR_EXECUTABLE"], !path.isEmpty { return path }
        let me = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? "")
        let candidate = me.deletingLastPathComponent().appendingPathComponent("tutor").path
        return FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil
    }()

    static let canRun = tutorExecutable != nil && SandboxTests.isolates

    static let solution = "func limitText(_ text: String, to limit: Int) -> String {\n    limit <= 0 ? \"\" : String(text.prefix(limit))\n}\n"

    static func hostile(outside: URL, victim: URL) -> String {
        """
        import Glibc

        func limitText(_ text: String, to limit: Int) -> String {
            // Mischief: write outside the workspace, spoil a classmate's file, reach the network.
            for path in ["\(outside.path)", "\(victim.path)"] {
                if let file = fopen(path, "w") {
                    fputs("escaped", file)
                    fclose(file)
                    return "escaped"
                }
            }
            let socketDescriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(80).bigEndian
            address.sin_addr.s_addr = inet_addr("1.1.1.1")
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            if connected == 0 { return "network reached" }
            return limit <= 0 ? "" : String(text.prefix(limit))
        }

        """
    }

    /// Returns, as its answer, whatever it can read of a classmate's work, the hidden checks and the
    /// machine: if any of it can be read, it shows up in this student's own feedback as "observed …".
    static func snoop(_ paths: [String]) -> String {
        """
        import Foundation

        func limitText(_ text: String, to limit: Int) -> String {
            var found: [String] = []
            for path in \(paths) + ["/etc/passwd", "/etc/hostname"] {
                if let data = FileManager.default.contents(atPath: path), !data.isEmpty { found.append("LEAK " + String(decoding: data, as: UTF8.self)) }
            }
            let listed = ((try? FileManager.default.contentsOfDirectory(atPath: "/")) ?? []).sorted().joined(separator: ",")
            return found.isEmpty ? "nothing but " + listed : found.joined(separator: " | ")
        }

        """
    }

    /// The jail uids this suite's grading runs lease (the default range is 62000-63999): what it counts
    /// afterwards is what its own runs left behind, never another suite's programs running meanwhile.
    static let uids: ClosedRange<UInt32> = 64_100...64_199

    /// Processes still running under one of `uids`: once grading has returned, every one is a leak.
    static func jailedProcesses() -> Int {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { Int($0) != nil }.filter { pid in
            guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
                  let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Uid:") }),
                  let uid = line.split(whereSeparator: \.isWhitespace).dropFirst().first.flatMap({ UInt32($0) }) else { return false }
            return uids.contains(uid)
        }.count
    }

    struct Student {
        var answers: [String: [String]] = [:]
        var exercise: String?
        var progressText: String?
        var completedFlags = false
    }

    static func write(_ student: Student, to folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        if let code = student.exercise {
            try Classroom_write(code, to: folder.appendingPathComponent("exercises/tiny/limit-text.swift"))
        }
        if let text = student.progressText {
            try Classroom_write(text, to: folder.appendingPathComponent("progress.json"))
        } else if !student.answers.isEmpty {
            var lesson = LessonProgress()
            for (id, answers) in student.answers {
                // A forged file claims completion and many points without a correct answer.
                lesson.items[id] = ItemProgress(kind: .question, answers: answers, attempts: answers.count,
                                                completed: student.completedFlags, points: student.completedFlags ? 99 : 0)
            }
            let encoder = JSONEncoder()
            encoder.dateEncodingStrategy = .iso8601
            try encoder.encode(Lessons.Progress(lessons: ["tiny": lesson])).write(to: folder.appendingPathComponent("progress.json"))
        }
    }

    @Test(.enabled(if: canRun, "needs the tutor executable beside the tests (swift build --build-tests) and user namespaces or root"))
    func gradesAClassContainsHostileWorkspacesAndRegradesIdempotently() async throws {
        let kernel = SwiftKernel()
        if let reason = await kernel.unavailableReason() {
            Issue.record("the Swift kernel cannot run here: \(reason)")
            return
        }
        let root = try makeTemporaryDirectory("class")
        defer { try? FileManager.default.removeItem(at: root) }
        let submissions = root.appendingPathComponent("submissions")
        let outside = root.appendingPathComponent("outside.txt")
        let starter = try String(contentsOf: Self.fixtures.appendingPathComponent("course/tiny/exercises/limit-text/starter.swift"), encoding: .utf8)
        let students: [String: Student] = [
            "ada": Student(answers: ["delegate": ["UITextFieldDelegate"], "keyboard-height": ["216"]], exercise: Self.solution),
            "ben": Student(answers: ["delegate": ["uitextfielddelegate"], "keyboard-height": ["200"]],
                           exercise: "func limitText(_ text: String, to limit: Int) -> String {\n    String(text.prefix(limit))\n}\n"),
            "cam": Student(answers: ["delegate": ["UITextViewDelegate"], "keyboard-height": ["250", "216 pt"]],
                           exercise: "func limitText(_ text: String, to limit: Int) -> String {\n    text + \"\"\n}\n"),
            "dee": Student(),
            "eve": Student(exercise: starter),
            "fin": Student(answers: ["delegate": ["UITextFieldDelegate"]],
                           exercise: "func limitText(_ text: String, to limit: Int) -> String {\n    while true {}\n}\n"),
            "gus": Student(answers: ["keyboard-height": ["216pt"]],
                           exercise: "func limitText(_ text: String, to limit: Int) -> String {\n    fatalError(\"boom\")\n}\n"),
            "hal": Student(answers: ["delegate": ["UITextFieldDelegate"], "keyboard-height": ["216"]],
                           exercise: Self.hostile(outside: outside, victim: submissions.appendingPathComponent("ada/exercises/tiny/limit-text.swift"))),
            "ivy": Student(exercise: "import Glibc\n\nfunc limitText(_ text: String, to limit: Int) -> String {\n    while true { _ = fork() }\n}\n"),
            "jo": Student(exercise: Self.solution, progressText: "{ \"format\": 2, \"lessons\": { this is not json"),
            "kai": Student(answers: ["delegate": ["UITextViewDelegate"], "keyboard-height": ["300"]], completedFlags: true),
            "lee": Student(exercise: "func limitText(_ text: String, to limit: Int) -> String {\n    return 42\n}\n"),
            "max": Student(exercise: "func limitText(_ text: String, to limit: Int) -> String {\n    while true { print(\"flood flood flood flood\") }\n}\n"),
            "nia": Student(answers: ["delegate": ["UITextFieldDelegate"]]),
            "oz": Student(exercise: Self.snoop([submissions.appendingPathComponent("ada/exercises/tiny/limit-text.swift").path,
                                                Self.fixtures.appendingPathComponent("hidden/tiny/exercises/limit-text/checks.swift").path,
                                                submissions.appendingPathComponent("ada/progress.json").path])),
        ]
        for (name, student) in students { try Self.write(student, to: submissions.appendingPathComponent(name)) }

        var operation = GradeOperation(submissions: submissions, content: Self.fixtures.appendingPathComponent("course"),
                                       child: [try #require(Self.tutorExecutable), "grade-one"])
        operation.hidden = Self.fixtures.appendingPathComponent("hidden")
        operation.jobs = 2
        operation.policy.timeoutSeconds = 240
        operation.policy.runLimits.timeoutSeconds = 3
        operation.csv = root.appendingPathComponent("grades.csv")
        // Uids of this test's own, so that what it counts afterwards is what its runs left, not other tests'.
        var environment = ProcessInfo.processInfo.environment
        environment[JailUIDLease.rangeVariable] = "\(Self.uids.lowerBound)-\(Self.uids.upperBound)"
        operation.kernelOptions = SwiftKernel.Options(cacheDirectory: root.appendingPathComponent("kernel-cache"), environment: environment)
        let summary = try await operation.run()

        if case .available = await ProgramJail.availability(environment: environment) {
            // Trusted graders work in the instructor's kernel cache itself (no copy per student): the students' runs,
            // which the instructor's own tutor never made (it only compiles the references), are kept there.
            let results = root.appendingPathComponent("kernel-cache/results")
            let kept = (FileManager.default.enumerator(atPath: results.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".json") }
            #expect(kept.count >= 10, "\(kept.count) results in the instructor's cache")
        }

        let grades = Dictionary(uniqueKeysWithValues: summary.grades.map { ($0.student, $0) })
        #expect(summary.gradedNow == students.keys.sorted())
        let expectedTotals: [String: Double] = [
            "ada": 5, "ben": 2.5, "cam": 2.5, "dee": 0, "eve": 0, "fin": 1, "gus": 2, "hal": 5, "ivy": 0, "jo": 2,
            "kai": 0, "lee": 0, "max": 0, "nia": 1, "oz": 0,
        ]
        #expect(grades.mapValues(\.earned) == expectedTotals)
        #expect(Set(grades.values.map(\.possible)) == [5])
        func item(_ student: String, _ id: String) -> GradedItem? { grades[student]?.lessons.first?.items.first { $0.id == id } }
        #expect(item("ben", "limit-text")?.checks.map(\.passed) == [true, true, true, false])
        #expect(item("cam", "limit-text")?.checks.map(\.passed) == [true, false, false, false])
        #expect(item("cam", "limit-text")?.earned == 0.5)
        #expect(item("eve", "limit-text")?.message == "Not started: the file is still the starter.")
        #expect(item("dee", "limit-text")?.message == "Not started.")
        #expect(item("kai", "delegate")?.message == "Not answered correctly (1 answer given).")
        #expect(item("lee", "limit-text")?.checksPassed == 0)
        #expect(item("lee", "limit-text")?.message.lowercased().contains("compile") == true)

        // What was contained, per student.
        let kinds = grades.mapValues { $0.containments.map(\.kind) }
        #expect(kinds["ada"] == [])
        #expect(kinds["ben"] == [.crash])
        #expect(kinds["fin"] == [.timeLimit, .timeLimit])
        #expect(kinds["gus"] == [.crash, .crash])
        #expect(kinds["hal"] == [])
        #expect(kinds["ivy"]?.isEmpty == false)
        #expect(kinds["ivy"]?.allSatisfy { [.timeLimit, .crash].contains($0) } == true)
        #expect(kinds["jo"] == [.unreadableFile])
        #expect(kinds["max"] == [.outputLimit, .outputLimit])
        // The hidden checks' crash is reported without the runtime's message, which could quote them.
        #expect(grades["ben"]?.containments == [Containment(kind: .crash, item: "tiny/limit-text",
                                                             detail: "crashed (signal 4) while running the hidden checks")])
        #expect(grades["max"]?.containments.first?.detail == "printed more than 65536 bytes while running its checks")
        #expect(!FileManager.default.fileExists(atPath: outside.path))
        // Nothing any student's program started is still running (its jailed programs ran under `Self.uids`).
        #expect(Self.jailedProcesses() == 0)
        // The snoop read nothing: its feedback shows what its program saw, a root of its own.
        let ozFeedback = try String(contentsOf: submissions.appendingPathComponent("oz/feedback.md"), encoding: .utf8)
        #expect(!ozFeedback.contains("LEAK"), "\(ozFeedback)")
        #expect(ozFeedback.contains("nothing but "), "\(ozFeedback)")
        #expect(!ozFeedback.contains("prefix(limit)"))
        #expect(!ozFeedback.contains("tutor-grade-"), "no path of the grader's appears")
        #expect(try String(contentsOf: submissions.appendingPathComponent("ada/exercises/tiny/limit-text.swift"), encoding: .utf8) == Self.solution)

        // Hidden checks count, but their names and messages never reach a student.
        for name in students.keys {
            for file in ["feedback.md", "feedback.html"] {
                let text = try String(contentsOf: submissions.appendingPathComponent("\(name)/\(file)"), encoding: .utf8)
                #expect(!text.contains("HIDDEN-SECRET"), "\(name)/\(file)")
                #expect(!text.contains("negative limit"), "\(name)/\(file)")
            }
        }
        let adaFeedback = try String(contentsOf: submissions.appendingPathComponent("ada/feedback.md"), encoding: .utf8)
        #expect(adaFeedback.contains("  - hidden check 1: passed\n"))
        #expect(adaFeedback.contains("**Total: 5 / 5 points**"))
        #expect(!(try GradeOperation.json(summary)).contains("HIDDEN-SECRET"))

        // The CSV matches the gradebook.
        let book = try Gradebook(url: submissions.appendingPathComponent("gradebook.sqlite"))
        let csv = GradeCSV.parse(try String(contentsOf: root.appendingPathComponent("grades.csv"), encoding: .utf8))
        #expect(csv.first == ["student", "tiny/delegate", "tiny/keyboard-height", "tiny/limit-text", "tiny", "total"])
        let current = try book.currentGrades()
        #expect(csv.count == current.count + 1)
        for (row, grade) in zip(csv.dropFirst(), current) {
            let items = grade.lessons[0].items.map { GradeCSV.number($0.earned) }
            #expect(row == [grade.student] + items + [GradeCSV.number(grade.earned), GradeCSV.number(grade.earned)])
        }

        // Grading again changes nothing: no student is run, no row is added, every score is the same.
        let rowsBefore = try book.rowCounts()
        let attemptsBefore = try book.attempts()
        let again = try await operation.run()
        #expect(again.gradedNow == [])
        #expect(try book.rowCounts() == rowsBefore)
        #expect(try book.attempts().map(\.contentHash) == attemptsBefore.map(\.contentHash))
        #expect(try book.attempts().map(\.gradedAt) == attemptsBefore.map(\.gradedAt))
        #expect(try book.currentGrades() == current)

        // A late submission updates that student only.
        try Classroom_write(Self.solution, to: submissions.appendingPathComponent("nia/exercises/tiny/limit-text.swift"))
        let late = try await operation.run()
        #expect(late.gradedNow == ["nia"])
        #expect(try book.rowCounts()["attempt"] == rowsBefore["attempt"]! + 1)
        let afterLate = try book.currentGrades()
        #expect(afterLate.first { $0.student == "nia" }?.earned == 3)
        #expect(afterLate.filter { $0.student != "nia" } == current.filter { $0.student != "nia" })
    }
}

/// `write(_:to:)` from TestSupport, under a name that does not clash with Glibc's `write`.
func Classroom_write(_ text: String, to url: URL) throws { try write(text, to: url) }
