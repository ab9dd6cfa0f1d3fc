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
    }

    /// Bumped when grading rules change, so that every submission is graded again (3: items carry compiler errors;
    /// 4: answers, attempts and hints).
    public static let graderVersion = "classroom-grader 4"

    public let configuration: Configuration

    public init(configuration: Configuration) { self.configuration = configuration }

    /// Student ids: the submission folder's subfolders, sorted; dot-folders are not students. A symbolic link
    /// to a folder is listed too, so that the instructor hears why it is not graded (links are not followed).
    public static func students(in submissions: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: submissions.path).filter { name in
            guard !name.hasPrefix(".") else { return false }
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

    public func run(progress: (any GradingProgress)? = nil) async throws -> Summary {
        let started = Date()
        let config = configuration
        let gradebook = try Gradebook(url: config.gradebook)
        try gradebook.record(outlines: config.lessons.map(\.outline))
        let students = try Self.students(in: config.submissions).filter { config.shard?.contains(student: $0) ?? true }
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

        // Which students need grading (the others' submissions are in the gradebook already).
        let hashes = Dictionary(uniqueKeysWithValues: students.map { student in
            (student, ContentHash.of(directories: [("workspace", config.submissions.appendingPathComponent(student))], extra: [courseDigest],
                                     expected: expected))
        })
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
        let results = try await withThrowingTaskGroup(of: [(StudentGrade, Bool)].self) { group in
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
                            grade = await gradeStaged(student: student, workspace: workspace, hash: hash, expected: expected,
                                                      slot: slot, scratchRoot: scratchRoot, moduleCache: moduleCache)
                            await gate.leaveShared()
                            if concurrent, grade.containments.contains(where: { $0.kind == .timeLimit }) {
                                // Stopped at the time limit while others were graded beside it: another student's
                                // loop or fork bomb may have taken the CPU. Only a limit reached alone is the
                                // student's own, so the grade that counts is the one graded with nothing beside it.
                                await gate.enterExclusive()
                                grade = await gradeStaged(student: student, workspace: workspace, hash: hash, expected: expected,
                                                          slot: slot, scratchRoot: scratchRoot, moduleCache: moduleCache)
                                await gate.leaveExclusive()
                            }
                            await shared.publish(grade, of: student)
                        }
                        let reportDirectory = config.reports?.appendingPathComponent(student) ?? workspace
                        Self.writeFeedback(&grade, to: reportDirectory, strings: .grading(environment: config.environment))
                        try gradebook.record(grade)
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
        let grades = results.map(\.0).sorted { $0.student < $1.student }
        return Summary(grades: grades, gradedNow: results.filter(\.1).map(\.0.student).sorted(),
                       seconds: Date().timeIntervalSince(started), gradebook: config.gradebook.path, sharedWith: representatives)
    }

    /// Grades a copy of the workspace that holds only its folders and regular files within the limits
    /// (`WorkspaceFiles.stage`); what was left out comes first among the student's containments.
    func gradeStaged(student: String, workspace: URL, hash: String, expected: [String: WorkspaceFiles.Role], slot: Int,
                     scratchRoot: URL, moduleCache: URL?) async -> StudentGrade {
        let staged = scratchRoot.appendingPathComponent("workspace-\(slot)")
        defer { try? FileManager.default.removeItem(at: staged) }
        let problems: [WorkspaceFiles.Problem]
        do {
            problems = try WorkspaceFiles.stage(workspace, to: staged, expected: expected)
        } catch {
            return StudentGrade(student: student, contentHash: hash, seed: configuration.seed(for: student),
                                lessons: Self.conform([], to: configuration.lessons.map(\.outline)),
                                containments: [Containment(kind: .graderFailure, detail: "the workspace was not copied for grading: \(error)")],
                                isolation: "not run")
        }
        var grade = await gradeInSandbox(student: student, workspace: staged, hash: hash, slot: slot, scratchRoot: scratchRoot,
                                         moduleCache: moduleCache)
        grade.containments = problems.map(\.containment) + grade.containments
        return grade
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

    /// Copies what the student's grader needs into a fresh scratch folder owned by the sandbox's uid,
    /// runs `grade-one` there, and turns whatever happened into a grade.
    func gradeInSandbox(student: String, workspace: URL, hash: String, slot: Int, scratchRoot: URL, moduleCache: URL? = nil,
                        keep: ((URL) -> Void)? = nil) async -> StudentGrade {
        let config = configuration
        let isolation = config.capabilities.describe(slot: slot, policy: config.policy)
        let scratch = scratchRoot.appendingPathComponent("sandbox-\(slot)")
        let manager = FileManager.default
        var containments: [Containment] = []
        var lessons: [GradedLesson] = []
        do {
            try? manager.removeItem(at: scratch)
            try manager.createDirectory(at: scratch.appendingPathComponent("content"), withIntermediateDirectories: true)
            for folder in ["home/.cache/tutor/kernel", "tmp", "hidden"] {
                try manager.createDirectory(at: scratch.appendingPathComponent(folder), withIntermediateDirectories: true)
            }
            try manager.copyItem(at: workspace, to: scratch.appendingPathComponent("workspace"))
            for lesson in config.lessons {
                try manager.copyItem(at: lesson.directory, to: scratch.appendingPathComponent("content/\(lesson.outline.id)"))
                if let hidden = config.hidden?.appendingPathComponent(lesson.outline.id), manager.fileExists(atPath: hidden.path) {
                    try manager.copyItem(at: hidden, to: scratch.appendingPathComponent("hidden/\(lesson.outline.id)"))
                }
            }
            if config.capabilities.dropsPrivileges {
                Ownership.give(scratch, to: config.capabilities.firstUID + UInt32(slot))
            }
            // Shared after the ownership change: the files stay the instructor's, readable, not writable (hard links
            // when the sandbox has a uid of its own, copies otherwise, since the same uid could write through a link).
            let uid = config.capabilities.dropsPrivileges ? config.capabilities.firstUID + UInt32(slot) : nil
            // A trusted grader (every program it runs is jailed) uses the instructor's kernel cache in place: no copies.
            let trusted = config.capabilities.jailedPrograms != nil
            if !trusted, let runtime = config.kernelRuntime {
                try? SharedFiles.link(runtime, to: scratch.appendingPathComponent("home/.cache/tutor/kernel/runtime"),
                                      hardLinks: uid != nil, folderOwner: nil)
            }
            if !trusted, let programs = config.kernelPrograms {
                try? SharedFiles.link(programs, to: scratch.appendingPathComponent("home/.cache/tutor/kernel/programs"),
                                      hardLinks: uid != nil, folderOwner: nil)
            }
            if let moduleCache {
                // The compiler adds lock files and new modules beside the shared ones: the folders are the sandbox's.
                try? SharedFiles.link(moduleCache, to: scratch.appendingPathComponent("home/.cache/clang/ModuleCache"),
                                      hardLinks: uid != nil, folderOwner: uid)
            }
            let inside = config.capabilities.scratchPathInside(scratch)
            var program = config.child + ["--workspace", "\(inside)/workspace", "--content", "\(inside)/content",
                                          "--timeout", String(config.policy.runLimits.timeoutSeconds)]
            if config.hidden != nil { program += ["--hidden", "\(inside)/hidden"] }
            program += ["--seed", String(config.seed(for: student))]
            program += config.lessons.map(\.outline.id)
            let command = config.capabilities.commandLine(slot: slot, scratch: scratch, policy: config.policy, program: program)
            var environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
                               "HOME": "\(inside)/home", "TMPDIR": "\(inside)/tmp", "LANG": "C.UTF-8", "NO_COLOR": "1",
                               "TUTOR_SANDBOXED": "1"]
            if trusted {
                // The instructor's compiler module cache and kernel cache (where `tutor grade` compiled the references
                // and the lessons' support): the compiler is trusted and locks what it writes, and so does the kernel.
                environment[SwiftKernel.moduleCacheVariable] = SwiftKernel.moduleCache(environment: config.environment)
                if let runtime = config.kernelRuntime {
                    environment[SwiftKernel.cacheVariable] = runtime.deletingLastPathComponent().path
                }
            }
            // The instructor's own kernel cache is named only for a trusted grader, which can use it.
            for (key, value) in config.environment where key.hasPrefix("TUTOR_") && environment[key] == nil
                && (trusted || key != SwiftKernel.cacheVariable) {
                environment[key] = value
            }
            let outcome = await SandboxedProcess.run(command, environment: environment, workingDirectory: scratch,
                                                     timeoutSeconds: config.policy.timeoutSeconds,
                                                     outputLimit: config.policy.outputBytes)
            (lessons, containments) = Self.interpret(outcome, policy: config.policy)
        } catch {
            containments.append(Containment(kind: .graderFailure, detail: "could not prepare the sandbox: \(error.localizedDescription)"))
        }
        keep?(scratch)
        try? manager.removeItem(at: scratch)
        return StudentGrade(student: student, contentHash: hash, seed: configuration.seed(for: student),
                            lessons: Self.conform(lessons, to: config.lessons.map(\.outline)),
                            containments: containments, isolation: isolation)
    }

    /// Compiles one reference solution in a sandbox and keeps the compiler's module cache it built, owned by
    /// the instructor, to share read-only with every student's sandbox. Compiled modules remember the path
    /// they were built at, so only sandboxes that see the same path (`/mnt/home/...`, full namespaces) can
    /// share them; without this every student first spends seconds building the C modules Swift imports.
    func warmModuleCache(scratchRoot: URL) async -> URL? {
        let config = configuration
        guard config.capabilities.namespaces == .full else { return nil }
        let manager = FileManager.default
        for lesson in config.lessons {
            let exercises = (try? manager.contentsOfDirectory(atPath: lesson.directory.appendingPathComponent("exercises").path)) ?? []
            for exercise in exercises.sorted() where lesson.outline.items.contains(where: { $0.id == exercise && $0.kind == .exercise }) {
                let solution = lesson.directory.appendingPathComponent("exercises/\(exercise)/solution.swift")
                guard manager.fileExists(atPath: solution.path) else { continue }
                let workspace = scratchRoot.appendingPathComponent("warm-up-workspace")
                let target = workspace.appendingPathComponent("exercises/\(lesson.outline.id)/\(exercise).swift")
                try? manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                guard (try? manager.copyItem(at: solution, to: target)) != nil else { return nil }
                let template = scratchRoot.appendingPathComponent("module-cache")
                _ = await gradeInSandbox(student: "warm-up", workspace: workspace, hash: "", slot: 0, scratchRoot: scratchRoot) { scratch in
                    let built = scratch.appendingPathComponent("home/.cache/clang/ModuleCache")
                    if (try? manager.moveItem(at: built, to: template)) != nil { Ownership.give(template, to: 0) }
                }
                try? manager.removeItem(at: workspace)
                return manager.fileExists(atPath: template.path) ? template : nil
            }
        }
        return nil
    }

    /// Reads the child's report, or explains why there is none.
    static func interpret(_ outcome: SandboxOutcome, policy: SandboxPolicy) -> ([GradedLesson], [Containment]) {
        let tail = outcome.errorTail.split(separator: "\n").suffix(40).joined(separator: " | ")
        let because = tail.isEmpty ? "" : ": \(tail)"
        if outcome.outputTruncated {
            return ([], [Containment(kind: .outputLimit, detail: "the grader printed more than \(policy.outputBytes) bytes and was stopped")])
        }
        switch outcome.ending {
        case .timedOut:
            return ([], [Containment(kind: .timeLimit, detail: "grading this student took longer than \(Int(policy.timeoutSeconds)) s and was stopped")])
        case .failedToStart(let reason):
            return ([], [Containment(kind: .graderFailure, detail: "the grader did not start: \(reason)")])
        case .signaled(let signal):
            return ([], [Containment(kind: .crash, detail: "the grader was killed by signal \(signal)\(because)")])
        case .exited(let code):
            if code == 0, let grade = try? JSONDecoder().decode(WorkspaceGrade.self, from: outcome.output) {
                return (grade.lessons, grade.containments)
            }
            // `unshare` and shells report a child killed by signal N as status 128 + N.
            if code > 128, code < 128 + 65 {
                return ([], [Containment(kind: .crash, detail: "the grader was killed by signal \(code - 128)\(because)")])
            }
            return ([], [Containment(kind: .graderFailure, detail: "the grader exited with status \(code) without a readable report\(because)")])
        }
    }

    /// Makes the child's report agree with the lessons: every item present (zero when missing), points as the
    /// lesson declares them, earned points within 0…possible. The child runs beside untrusted code, so its
    /// report is not allowed to invent items or points.
    static func conform(_ lessons: [GradedLesson], to outlines: [LessonOutline]) -> [GradedLesson] {
        outlines.map { outline in
            let reported = lessons.first { $0.id == outline.id }
            return GradedLesson(id: outline.id, title: outline.title, items: outline.items.map { item in
                guard var graded = reported?.items.first(where: { $0.id == item.id && $0.kind == item.kind }) else {
                    return GradedItem(id: item.id, kind: item.kind, possible: item.points, earned: 0, checksPassed: 0,
                                      checksTotal: 0, message: "not graded")
                }
                graded.possible = item.points
                graded.earned = min(max(0, graded.earned), item.points)
                return graded
            })
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

enum SharedFiles {
    /// Recreates `source`'s folders under `destination` (owned by `folderOwner` when given) and hard-links
    /// or copies its files. Hidden files (temporary names of half-written entries) are left out.
    static func link(_ source: URL, to destination: URL, hardLinks: Bool, folderOwner: UInt32?) throws {
        let manager = FileManager.default
        guard manager.fileExists(atPath: source.path) else { return }
        func makeFolder(_ url: URL) throws {
            try manager.createDirectory(at: url, withIntermediateDirectories: true)
            if let folderOwner { _ = lchown(url.path, folderOwner, folderOwner) }
        }
        var parent = destination
        var missing: [URL] = []
        while !manager.fileExists(atPath: parent.path) { missing.append(parent); parent = parent.deletingLastPathComponent() }
        for folder in missing.reversed() { try makeFolder(folder) }
        let paths = (manager.enumerator(atPath: source.path)?.allObjects as? [String]) ?? []
        for relative in paths.sorted() where !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
            let from = source.appendingPathComponent(relative)
            let to = destination.appendingPathComponent(relative)
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: from.path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                try makeFolder(to)
            } else if !hardLinks || (try? manager.linkItem(at: from, to: to)) == nil {
                try manager.copyItem(at: from, to: to)
                if let folderOwner { _ = lchown(to.path, folderOwner, folderOwner) }
            }
        }
    }
}

enum Ownership {
    /// chown -R without following symbolic links.
    static func give(_ root: URL, to uid: UInt32) {
        _ = lchown(root.path, uid, uid)
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return }
        for case let relative as String in enumerator {
            _ = lchown(root.appendingPathComponent(relative).path, uid, uid)
        }
    }
}
