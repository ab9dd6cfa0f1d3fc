import Foundation
import Kernel
import Lessons

/// One student's grader run in its sandbox, and what came back made to agree with the lessons.
extension ClassGrader {
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
