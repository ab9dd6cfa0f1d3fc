import Foundation
import Kernel
import Lessons

/// Grades a folder of student workspaces (one folder per student, named by the student id).
///
/// Each student is graded by a separate child process (`tutor grade-one`) in its own sandbox
/// (see `SandboxCapabilities`), so one student's infinite loop, crash or mischief cannot stall or
/// spoil another's grade. Up to `jobs` students are graded at once. A submission whose content hash
/// is already in the gradebook is not graded again: re-grading unchanged work writes nothing.
public struct ClassGrader: Sendable {
    public struct Configuration: Sendable {
        public var submissions: URL
        /// The course folder (`Content/`), holding one folder per lesson.
        public var content: URL
        /// Lessons to grade, in course order, with their folders.
        public var lessons: [(outline: LessonOutline, directory: URL)]
        /// Instructor-only checks mirroring `Content/<lesson>/exercises/<id>/checks.swift`.
        public var hidden: URL?
        public var gradebook: URL
        /// Where feedback reports go; nil puts them in each student's workspace.
        public var reports: URL?
        public var jobs: Int
        /// The grading child: the `tutor` executable and its hidden subcommand.
        public var child: [String]
        public var policy: SandboxPolicy
        public var capabilities: SandboxCapabilities
        /// Grade again even when the submission is unchanged.
        public var force: Bool
        /// The kernel's prebuilt model library (`<kernel cache>/runtime`), shared read-only with every
        /// sandbox so that no student pays for linking it; a trusted grader is given the whole cache it lies in.
        public var kernelRuntime: URL?
        /// The kernel's compiled programs (`<kernel cache>/programs`), shared read-only like `kernelRuntime`: the
        /// exercises' reference programs, compiled once for the class (`GradeOperation`), not once per student.
        public var kernelPrograms: URL?
        /// The grader's own environment: its `TUTOR_*` settings (a jail uid range, a time zone) reach every child.
        public var environment: [String: String]
        /// Grade only this part of the class (`--shard I/N`); the others are left to other machines.
        public var shard: GradingShard?
        /// One seed for every student (`--seed`) instead of each student's own (`ExerciseJudge.seed(forStudent:)`):
        /// the class then shares scenarios, and identical workspaces are graded once.
        public var seed: UInt64?

        /// The seed the student's scenarios are drawn from.
        public func seed(for student: String) -> UInt64 { seed ?? ExerciseJudge.seed(forStudent: student) }

        public init(submissions: URL, content: URL, lessons: [(outline: LessonOutline, directory: URL)], hidden: URL? = nil,
                    gradebook: URL? = nil, reports: URL? = nil, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                    child: [String], policy: SandboxPolicy = SandboxPolicy(), capabilities: SandboxCapabilities,
                    force: Bool = false, kernelRuntime: URL? = nil,
                    environment: [String: String] = ProcessInfo.processInfo.environment) {
            self.submissions = submissions
            self.content = content
            self.lessons = lessons
            self.hidden = hidden
            self.gradebook = gradebook ?? submissions.appendingPathComponent("gradebook.sqlite")
            self.reports = reports
            self.jobs = max(1, jobs)
            self.child = child
            self.policy = policy
            self.capabilities = capabilities
            self.force = force
            self.kernelRuntime = kernelRuntime
            self.environment = environment
        }
    }

    /// What one run of `tutor grade` did.
    public struct Summary: Sendable, Codable {
        public var grades: [StudentGrade]
        /// Students graded in this run (the others' submissions were unchanged).
        public var gradedNow: [String]
        public var seconds: Double
        public var gradebook: String
        /// Students whose grading was shared: each with the classmate graded for them, whose workspace was the
        /// same file for file and whose seed was the same (`--seed`, or two students' own seeds that coincide).
        public var sharedWith: [String: String] = [:]
        /// Students whose grade could not be decided this time (a busy machine, a fault in the lesson, the grader
        /// itself): nothing was recorded for them, and the next run grades them again.
        public var notGraded: [String] = []
        /// Subfolders whose names start with a dot (`.git`, `...`): hidden, so not students, and said so rather than
        /// skipped without a word.
        public var hiddenFolders: [String] = []
    }

    /// Bumped when grading rules change, so that every submission is graded again (3: items carry compiler errors;
    /// 4: answers, attempts and hints; 5: hidden checks sealed from the student's code, undecided grades not kept;
    /// 6: code answers judged by running, as at the prompt, and a crowded workspace's expected files kept).
    public static let graderVersion = "classroom-grader 6"

    public let configuration: Configuration

    public init(configuration: Configuration) { self.configuration = configuration }

    /// Student ids: the submission folder's subfolders, sorted; dot-folders are not students. A symbolic link
    /// to a folder is listed too, so that the instructor hears why it is not graded (links are not followed).
    public static func students(in submissions: URL) throws -> [String] {
        try folders(in: submissions).filter { !$0.hasPrefix(".") }
    }

    /// The submission folder's hidden subfolders (names starting with a dot), which are not students.
    public static func hiddenFolders(in submissions: URL) throws -> [String] {
        try folders(in: submissions).filter { $0.hasPrefix(".") }
    }

    /// Subfolders, and links to folders, sorted.
    static func folders(in submissions: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: submissions.path).filter { name in
            let path = submissions.appendingPathComponent(name).path
            switch FileKind.at(path) {
            case .folder: return true
            case .symbolicLink:
                var target = stat()
                return stat(path, &target) == 0 && FileKind(mode: target.st_mode) == .folder
            default: return false
            }
        }.sorted()
    }

    /// Folder names that are distinct files but the same text to Swift (`é` precomposed and `e` + U+0301 compare
    /// equal): grades are kept by name, so such students would share one record and one grade. They are set
    /// apart, each with the name it collides with, and graded by nobody until one is renamed.
    static func separatingLookalikes(_ names: [String]) -> (students: [String], lookalikes: [(String, String)]) {
        let groups = Dictionary(grouping: names, by: { $0 })
        var students: [String] = [], lookalikes: [(String, String)] = []
        for name in names {
            let group = groups[name] ?? [name]
            let distinct = group.filter { Array($0.utf8) != Array(name.utf8) }
            if let other = distinct.first { lookalikes.append((name, other)) } else { students.append(name) }
        }
        return (students, lookalikes)
    }

    public func run(progress: (any GradingProgress)? = nil) async throws -> Summary {
        let started = Date()
        let config = configuration
        let gradebook = try Gradebook(url: config.gradebook)
        try gradebook.record(outlines: config.lessons.map(\.outline))
        let (students, lookalikes) = Self.separatingLookalikes(try Self.students(in: config.submissions)
            .filter { config.shard?.contains(student: $0) ?? true })
        let expected = WorkspaceFiles.expectedPaths(lessons: config.lessons.map(\.outline), reportsInWorkspace: config.reports == nil)
        let courseDigest = ContentHash.of(
            directories: config.lessons.map { ("lesson \($0.outline.id)", $0.directory) }
                + [("hidden", config.hidden)],
            extra: [Self.graderVersion, String(config.policy.runLimits.timeoutSeconds)] + (config.seed.map { ["seed \($0)"] } ?? []))
        // What `tutor gradebook merge` compares: shards graded with other content must not be merged.
        try gradebook.record(contentDigest: courseDigest)

        let scratchRoot = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-grade-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratchRoot, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o755])
        defer { try? FileManager.default.removeItem(at: scratchRoot) }

        // Every workspace is copied once, here, into a folder only the grader can enter; its hash, the sharing of
        // identical submissions and its grading all read that copy.
        let stagedRoot = scratchRoot.appendingPathComponent("staged")
        try FileManager.default.createDirectory(at: stagedRoot, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        var staged: [String: StagedWorkspace] = [:]
        for (index, student) in students.enumerated() {
            staged[student] = Self.stage(config.submissions.appendingPathComponent(student),
                                         to: stagedRoot.appendingPathComponent("\(index)"), expected: expected)
        }
        let copies = staged
        // Which students need grading (the others' submissions are in the gradebook already).
        let hashes = copies.mapValues { Self.hash(of: $0, courseDigest: courseDigest, expected: expected) }
        let needGrading = try students.filter { student in
            if config.force { return true }
            return try gradebook.grade(student: student, contentHash: hashes[student]!) == nil
        }
        let moduleCache = needGrading.count > 1 ? await warmModuleCache(scratchRoot: scratchRoot) : nil
        // Identical submissions are graded once per seed: what is compiled (the workspace, the lessons, hidden
        // checks, rules: the content hash) and the scenarios drawn (the seed) are the same, so is the grade. A
        // different seed draws other scenarios, so its grade is never shared. The first student (by id) of each
        // group is graded; the others wait for that grade.
        var representatives: [String: String] = [:]
        var firstOfKey: [String: String] = [:]
        for student in needGrading {
            let key = hashes[student]! + " seed \(config.seed(for: student))"
            if let first = firstOfKey[key] { representatives[student] = first } else { firstOfKey[key] = student }
        }
        let shared = SharedGrades(), sharedFrom = representatives

        let queue = WorkQueue(students)
        let gate = GradingGate()
        let concurrent = config.jobs > 1 && needGrading.count - representatives.count > 1
        progress?.started(total: students.count)
        let graded = try await withThrowingTaskGroup(of: [(StudentGrade, Bool)].self) { group in
            for slot in 0..<min(config.jobs, max(1, students.count)) {
                group.addTask {
                    var done: [(StudentGrade, Bool)] = []
                    while let student = await queue.next() {
                        progress?.began(student: student)
                        let workspace = config.submissions.appendingPathComponent(student)
                        let hash = hashes[student]!
                        var grade: StudentGrade
                        var fresh = true
                        if !config.force, let known = try gradebook.grade(student: student, contentHash: hash) {
                            grade = known
                            fresh = false
                        } else if let representative = sharedFrom[student] {
                            grade = await shared.grade(of: representative)
                            grade.student = student
                        } else {
                            await gate.enterShared()
                            grade = await gradeStaged(student: student, staged: copies[student]!, hash: hash, slot: slot,
                                                      scratchRoot: scratchRoot, moduleCache: moduleCache)
                            await gate.leaveShared()
                            if concurrent, grade.containments.contains(where: { $0.kind == .timeLimit }) {
                                // Stopped at the time limit while others were graded beside it: another student's
                                // loop or fork bomb may have taken the CPU. Only a limit reached alone is the
                                // student's own, so the grade that counts is the one graded with nothing beside it.
                                await gate.enterExclusive()
                                grade = await gradeStaged(student: student, staged: copies[student]!, hash: hash, slot: slot,
                                                          scratchRoot: scratchRoot, moduleCache: moduleCache)
                                await gate.leaveExclusive()
                            }
                            await shared.publish(grade, of: student)
                        }
                        let reportDirectory = config.reports?.appendingPathComponent(student) ?? workspace
                        Self.writeFeedback(&grade, to: reportDirectory, strings: .grading(environment: config.environment))
                        // A grade that is not true is not kept: without a record, the next run grades the student again.
                        if fresh, !grade.isDecided { done.append((grade, fresh)); progress?.finished(student: student); continue }
                        try gradebook.record(grade, replacing: config.force && fresh)
                        done.append((grade, fresh))
                        progress?.finished(student: student)
                    }
                    return done
                }
            }
            var all: [(StudentGrade, Bool)] = []
            for try await part in group { all += part }
            return all
        }
        progress?.ended()
        let results = graded + lookalikes.map { name, other in
            (StudentGrade(student: name, contentHash: "", seed: config.seed(for: name), lessons: Self.conform([], to: config.lessons.map(\.outline)),
                          containments: [Containment(kind: .graderFailure, detail: "the folder's name is the same text as “\(other)” in "
                                                     + "another Unicode spelling, and grades are kept by name: neither was graded; rename one of them")],
                          isolation: "not run"), true)
        }
        let grades = results.map(\.0).sorted { $0.student < $1.student }
        return Summary(grades: grades, gradedNow: results.filter { $0.1 && $0.0.isDecided }.map(\.0.student).sorted(),
                       seconds: Date().timeIntervalSince(started), gradebook: config.gradebook.path, sharedWith: representatives,
                       notGraded: results.filter { !$0.0.isDecided }.map(\.0.student).sorted(),
                       hiddenFolders: (try? Self.hiddenFolders(in: config.submissions)) ?? [])
    }

    /// Writes the student's feedback; a report that cannot be written (a folder or a link in its place) becomes
    /// one of the student's containments instead of stopping the class. The workspace's walk says the same
    /// words for the same obstacle, so it is said once.
    static func writeFeedback(_ grade: inout StudentGrade, to directory: URL, strings: Localizer = .english) {
        do throws(ReportFile.Refusal) {
            try FeedbackReport.write(grade, to: directory, strings: strings)
        } catch {
            let detail: String
            switch error {
            case .notAFile(let path, let kind):
                detail = WorkspaceFiles.notRegular(URL(fileURLWithPath: path).lastPathComponent, kind, role: .report)
            case .unusableFolder(_, let reason):
                detail = "the feedback report was not written: the folder for it cannot be used (\(reason))"
            case .failed(let path, let reason):
                detail = "the feedback report was not written to \(URL(fileURLWithPath: path).lastPathComponent): \(reason)"
            }
            let contained = Containment(kind: .unsafeFile, detail: detail)
            if !grade.containments.contains(contained) { grade.containments.append(contained) }
        }
    }
}

/// Grades of students graded for classmates with identical submissions and seeds: published once graded,
/// awaited by the classmates' workers (the student graded is always handed out before those waiting for it).
private actor SharedGrades {
    private var grades: [String: StudentGrade] = [:]
    private var waiting: [String: [CheckedContinuation<StudentGrade, Never>]] = [:]

    func publish(_ grade: StudentGrade, of student: String) {
        grades[student] = grade
        for continuation in waiting.removeValue(forKey: student) ?? [] { continuation.resume(returning: grade) }
    }

    func grade(of student: String) async -> StudentGrade {
        if let grade = grades[student] { return grade }
        return await withCheckedContinuation { waiting[student, default: []].append($0) }
    }
}

/// Lets any number of students be graded at once (shared), or one alone (exclusive): an exclusive entry
/// waits for the graded ones to finish and holds back new ones until it leaves.
private actor GradingGate {
    private var sharedCount = 0
    private var exclusive = false
    private var exclusiveWaiting = 0
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func enterShared() async {
        while exclusive || exclusiveWaiting > 0 { await wait() }
        sharedCount += 1
    }

    func leaveShared() {
        sharedCount -= 1
        wakeAll()
    }

    func enterExclusive() async {
        exclusiveWaiting += 1
        while exclusive || sharedCount > 0 { await wait() }
        exclusiveWaiting -= 1
        exclusive = true
    }

    func leaveExclusive() {
        exclusive = false
        wakeAll()
    }

    private func wait() async { await withCheckedContinuation { waiters.append($0) } }

    private func wakeAll() {
        let woken = waiters
        waiters = []
        for waiter in woken { waiter.resume() }
    }
}

/// Hands out student ids to the workers.
private actor WorkQueue {
    private var pending: [String]
    init(_ items: [String]) { pending = items.reversed() }
    func next() -> String? { pending.popLast() }
}
