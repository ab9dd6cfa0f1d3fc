import Foundation
import Kernel
import Testing
@testable import Classroom

/// The sandbox and the class grader's plumbing, with a shell script standing in for `tutor grade-one`:
/// each workspace's `behavior` file says what the stand-in does (print a grade, loop, fork-bomb, escape…).
/// The real grader runs in `ClassGradingEndToEndTests`.
@Suite struct SandboxTests {
    /// Probed once; uids from 62000 so that these sandboxes never share a uid with the end-to-end test's.
    static let capabilities: SandboxCapabilities = {
        var probed = SandboxCapabilities.probe()
        probed.firstUID = 62_000
        return probed
    }()
    static var isolates: Bool { capabilities.namespaces == .full || capabilities.dropsPrivileges }

    /// Prints a one-item grade whose message is its argument.
    static func script(outside: URL) -> String {
        """
        set -u
        ws="$2"
        report() { printf '{"lessons":[{"id":"l","title":"L","items":[{"id":"q","kind":"question","possible":1,"earned":%s,"checksPassed":0,"checksTotal":1,"message":"%s","checks":[]}]}],"containments":[]}' "$1" "$2"; }
        behavior="$(cat "$ws/behavior")"
        case "$behavior" in
          good) report 1 "Correct." ;;
          "shy "*) [ "$(date +%s)" -lt "${behavior#shy }" ] && sleep 100; report 1 "Correct." ;;
          inflate) printf '{"lessons":[{"id":"l","title":"L","items":[{"id":"q","kind":"question","possible":50,"earned":50,"checksPassed":1,"checksTotal":1,"message":"x","checks":[]},{"id":"extra","kind":"question","possible":9,"earned":9,"checksPassed":1,"checksTotal":1,"message":"x","checks":[]}]}],"containments":[]}' ;;
          loop) while :; do :; done ;;
          forkbomb) b() { b | b & }; b; sleep 100 ;;
          crash) kill -SEGV $$ ;;
          flood) while :; do echo floodfloodfloodfloodfloodfloodfloodfloodfloodfloodfloodflood; done ;;
          escape)
            w=blocked; (echo pwned > "\(outside.path)") 2>/dev/null && w=written
            n=blocked; (exec 3<>/dev/tcp/1.1.1.1/80) 2>/dev/null && n=connected
            h=$HOME; t=$TMPDIR
            report 0 "write:$w network:$n home:$h tmp:$t" ;;
          garbage) echo "not json" ;;
        esac
        """
    }

    /// Grades the behaviours. Each test grades with uids of its own (`firstUID`): the suite's tests run at
    /// once, and the hostile test's check that no process of its uids outlives grading once found the sleeping
    /// stand-in of another test, graded under the same uids.
    func grade(behaviors: KeyValuePairs<String, String>, policy: SandboxPolicy, jobs: Int = 2,
               firstUID: UInt32 = Self.capabilities.firstUID) async throws -> (ClassGrader.Summary, URL, URL) {
        let root = try makeTemporaryDirectory("sandbox")
        let submissions = root.appendingPathComponent("submissions")
        let lesson = root.appendingPathComponent("content/l")
        try write("# L\n", to: lesson.appendingPathComponent("lesson.md"))
        for (student, behavior) in behaviors {
            try write(behavior, to: submissions.appendingPathComponent("\(student)/behavior"))
        }
        let outside = root.appendingPathComponent("outside.txt")
        let outline = LessonOutline(id: "l", title: "L", items: [.init(id: "q", kind: .question, points: 1)])
        let grader = ClassGrader(configuration: .init(
            submissions: submissions, content: root.appendingPathComponent("content"), lessons: [(outline, lesson)],
            jobs: jobs, child: ["/bin/bash", "-c", Self.script(outside: outside), "grade-one"], policy: policy,
            capabilities: { var capabilities = Self.capabilities; capabilities.firstUID = firstUID; return capabilities }()))
        return (try await grader.run(), root, outside)
    }

    @Test(.enabled(if: isolates, "needs user namespaces or root with setpriv to contain a hostile workspace"))
    func hostileWorkspacesAreContainedAndReported() async throws {
        let policy = SandboxPolicy(timeoutSeconds: 4, outputBytes: 64 << 10, processes: 64)
        let (summary, root, outside) = try await grade(behaviors: [
            "ana": "good", "bo": "loop", "cy": "forkbomb", "di": "crash", "ed": "flood", "fay": "escape",
            "gus": "garbage", "hal": "inflate",
        ], policy: policy, jobs: 3)
        defer { try? FileManager.default.removeItem(at: root) }
        let byStudent = Dictionary(uniqueKeysWithValues: summary.grades.map { ($0.student, $0) })
        #expect(summary.grades.map(\.student) == ["ana", "bo", "cy", "di", "ed", "fay", "gus", "hal"])
        #expect(byStudent["ana"]?.earned == 1)
        #expect(byStudent["ana"]?.containments == [])
        #expect(byStudent["bo"]?.containments.map(\.kind) == [.timeLimit])
        #expect(byStudent["bo"]?.earned == 0)
        #expect(byStudent["cy"]?.containments.map(\.kind) == [.timeLimit])
        #expect(byStudent["di"]?.containments.map(\.kind) == [.crash], "\(byStudent["di"]?.containments ?? [])")
        #expect(byStudent["ed"]?.containments.map(\.kind) == [.outputLimit])
        #expect(byStudent["gus"]?.containments.map(\.kind) == [.graderFailure])
        // A forged report cannot raise the points an item is worth or add items.
        #expect(byStudent["hal"]?.earned == 1)
        #expect(byStudent["hal"]?.possible == 1)
        #expect(byStudent["hal"]?.lessons[0].items.map(\.id) == ["q"])

        let escape = try #require(byStudent["fay"]?.lessons.first?.items.first?.message)
        #expect(!FileManager.default.fileExists(atPath: outside.path))
        #expect(escape.hasPrefix("write:blocked"))
        if Self.capabilities.namespaces != .none {
            #expect(escape.contains("network:blocked"))
        }
        let inside = Self.capabilities.namespaces == .full ? "/mnt" : ""
        if !inside.isEmpty { #expect(escape.hasSuffix("home:/mnt/home tmp:/mnt/tmp")) }

        // No process of any sandbox outlives grading (the fork bomb and the loop are gone).
        if Self.capabilities.dropsPrivileges {
            for slot in 0..<3 {
                let uid = Self.capabilities.firstUID + UInt32(slot)
                #expect(processes(uid: uid) == [], "processes left for uid \(uid)")
            }
        }
        // Feedback is written for every student, the contained ones included.
        let feedback = try String(contentsOf: root.appendingPathComponent("submissions/bo/feedback.md"), encoding: .utf8)
        #expect(feedback.contains("- time-limit: grading this student took longer than 4 s and was stopped"))
    }

    /// Another student's loop or fork bomb can take the CPU a student's grading needed: a time limit reached while
    /// others were graded beside it is confirmed by grading that student again alone. The stand-in "shy" sleeps
    /// past the limit until a moment that has passed by the time it is graded alone.
    @Test(.enabled(if: isolates, "needs user namespaces or root with setpriv to contain a hostile workspace"))
    func aTimeLimitReachedBesideOthersIsConfirmedAlone() async throws {
        // 8 s: a fresh clone's CI run, loaded by other suites and a release build, once took more than 3 s to set up
        // and grade even the stand-in's immediate answer alone; the moment "bo" waits for lies 2 s before the limit.
        let policy = SandboxPolicy(timeoutSeconds: 8)
        let until = Int(Date().timeIntervalSince1970) + 6
        let (besideOthers, root, _) = try await grade(behaviors: ["ana": "good", "bo": "shy \(until)"], policy: policy, jobs: 2,
                                                        firstUID: 62_010)
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(besideOthers.grades.map(\.earned) == [1, 1])
        #expect(besideOthers.grades.map(\.containments) == [[], []])

        // Graded one at a time, a limit reached is the student's own: it stands. (Its moment lies far ahead: however
        // long "ana" takes on a busy machine, "bo" is still sleeping when its limit comes.)
        let (alone, aloneRoot, _) = try await grade(behaviors: ["ana": "good", "bo": "shy \(Int(Date().timeIntervalSince1970) + 600)"],
                                                    policy: policy, jobs: 1, firstUID: 62_010)
        defer { try? FileManager.default.removeItem(at: aloneRoot) }
        #expect(alone.grades.map(\.earned) == [1, 0])
        #expect(alone.grades.last?.containments.map(\.kind) == [.timeLimit])
    }

    /// Swaps a workspace's files the moment grading starts, as a student mirroring a classmate and then changing
    /// their own folder would.
    final class SwapWhenGradingStarts: GradingProgress, @unchecked Sendable {
        let file: URL
        let text: String
        init(file: URL, text: String) {
            self.file = file
            self.text = text
        }
        func started(total: Int) { try? text.write(to: file, atomically: true, encoding: .utf8) }
        func began(student: String) {}
        func finished(student: String) {}
        func ended() {}
    }

    /// Identical submissions are graded once, from copies made before anything is decided: a folder swapped after
    /// that changes neither the student's grade nor the classmate's who shares it.
    @Test func aWorkspaceSwappedOnceGradingStartsChangesNobodysGrade() async throws {
        let root = try makeTemporaryDirectory("swap")
        defer { try? FileManager.default.removeItem(at: root) }
        let submissions = root.appendingPathComponent("submissions")
        let lesson = root.appendingPathComponent("content/l")
        try write("# L\n", to: lesson.appendingPathComponent("lesson.md"))
        for student in ["ana", "bo"] { try write("good", to: submissions.appendingPathComponent("\(student)/behavior")) }
        let outline = LessonOutline(id: "l", title: "L", items: [.init(id: "q", kind: .question, points: 1)])
        var configuration = ClassGrader.Configuration(
            submissions: submissions, content: root.appendingPathComponent("content"), lessons: [(outline, lesson)],
            jobs: 2, child: ["/bin/bash", "-c", Self.script(outside: root.appendingPathComponent("outside.txt")), "grade-one"],
            policy: SandboxPolicy(timeoutSeconds: 20), capabilities: { var capabilities = Self.capabilities; capabilities.firstUID = 62_030; return capabilities }())
        configuration.seed = 5  // one seed for the class, so that identical workspaces are graded once
        let grader = ClassGrader(configuration: configuration)
        let summary = try await grader.run(progress: SwapWhenGradingStarts(file: submissions.appendingPathComponent("ana/behavior"), text: "garbage"))
        #expect(summary.sharedWith == ["bo": "ana"])
        #expect(summary.grades.map(\.earned) == [1, 1])
        #expect(summary.grades.map(\.containments) == [[], []])
        #expect(summary.gradedNow == ["ana", "bo"])
        // The next run reads Ana's folder as it is now: hers is graded again (and fails), Bo's stays unchanged.
        let again = try await grader.run()
        #expect(again.gradedNow == [])
        #expect(again.notGraded == ["ana"])
        #expect(again.grades.last?.earned == 1)
    }

    /// Two folders whose names are one text in two Unicode spellings would share one record: neither is graded,
    /// both are reported, and the rest of the class is graded as usual.
    @Test func foldersNamedAlikeInTwoUnicodeSpellingsAreReportedNotMerged() async throws {
        let composed = "ren\u{E9}", decomposed = "rene\u{301}"
        let (summary, root, _) = try await grade(behaviors: ["ana": "good", composed: "good", decomposed: "inflate"],
                                                 policy: SandboxPolicy(timeoutSeconds: 20), firstUID: 62_040)
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(summary.grades.count == 3)
        #expect(summary.gradedNow == ["ana"])
        #expect(summary.notGraded.count == 2)
        let alike = summary.grades.filter { $0.student != "ana" }
        #expect(Set(alike.map { Array($0.student.utf8) }) == [Array(composed.utf8), Array(decomposed.utf8)])
        #expect(alike.allSatisfy { $0.earned == 0 && $0.containments.map(\.kind) == [.graderFailure] })
        #expect(alike.first?.containments.first?.detail.hasSuffix("in another Unicode spelling, and grades are kept by name: neither was graded; rename one of them") == true)
        let book = try Gradebook(url: root.appendingPathComponent("submissions/gradebook.sqlite"))
        #expect(try book.attempts().count == 1)
    }

    @Test func regradingUnchangedWorkRunsNothingAndChangesNothing() async throws {
        let policy = SandboxPolicy(timeoutSeconds: 20)
        let (first, root, _) = try await grade(behaviors: ["ana": "good", "bo": "garbage"], policy: policy, firstUID: 62_020)
        defer { try? FileManager.default.removeItem(at: root) }
        // Bo's grader printed garbage: a grader failure is not a grade, so nothing is kept for Bo.
        #expect(first.gradedNow == ["ana"])
        #expect(first.notGraded == ["bo"])
        let book = try Gradebook(url: root.appendingPathComponent("submissions/gradebook.sqlite"))
        let attempts = try book.attempts()

        let outline = LessonOutline(id: "l", title: "L", items: [.init(id: "q", kind: .question, points: 1)])
        let configuration = ClassGrader.Configuration(
            submissions: root.appendingPathComponent("submissions"), content: root.appendingPathComponent("content"),
            lessons: [(outline, root.appendingPathComponent("content/l"))], jobs: 2,
            child: ["/bin/false"], policy: policy, capabilities: Self.capabilities)
        let second = try await ClassGrader(configuration: configuration).run()
        #expect(second.gradedNow == [])
        // Bo, never recorded, is graded again (here by a stand-in that fails): still nothing kept.
        #expect(second.notGraded == ["bo"])
        #expect(second.grades.map(\.earned) == first.grades.map(\.earned))
        #expect(try book.attempts().map(\.contentHash) == attempts.map(\.contentHash))
        #expect(try book.attempts().map(\.gradedAt) == attempts.map(\.gradedAt))

        // Ana's late change is graded (by the failing stand-in): the failure replaces nothing, her last true grade stays.
        try write("good ", to: root.appendingPathComponent("submissions/ana/behavior"))
        let third = try await ClassGrader(configuration: configuration).run()
        #expect(third.gradedNow == [])
        #expect(third.notGraded == ["ana", "bo"])
        #expect(third.grades.first?.containments.map(\.kind) == [.graderFailure])
        #expect(try book.attempts().map(\.contentHash) == attempts.map(\.contentHash))
        #expect(try book.rowCounts()["attempt"] == 1)
    }
}

/// Live processes whose real uid is `uid` (their names and states), read from /proc. Zombies are left out:
/// a killed sandbox's init is re-parented to the machine's pid 1, which in a container may never reap it, and
/// a zombie runs nothing.
func processes(uid: UInt32) -> [String] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.filter { Int($0) != nil }.compactMap { pid -> String? in
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        let lines = status.split(separator: "\n")
        guard lines.first(where: { $0.hasPrefix("Uid:") })?.split(separator: "\t").dropFirst().first == Substring(String(uid)) else {
            return nil
        }
        if lines.contains(where: { $0.hasPrefix("State:") && $0.contains("Z (zombie)") }) { return nil }
        return lines.filter { $0.hasPrefix("Name:") || $0.hasPrefix("State:") || $0.hasPrefix("PPid:") }.joined(separator: " ")
    }
}

@Suite struct SandboxCommandLineTests {
    static let tools = ["prlimit": "/usr/bin/prlimit", "setpriv": "/usr/bin/setpriv", "unshare": "/usr/bin/unshare", "sh": "/bin/sh"]
    let scratch = URL(fileURLWithPath: "/tmp/grade/sandbox-2")
    let policy = SandboxPolicy(memoryBytes: 1 << 30, processes: 50, fileSizeBytes: 1 << 20)

    @Test func fullIsolationAsRoot() {
        let capabilities = SandboxCapabilities(namespaces: .full, dropsPrivileges: true, tools: Self.tools)
        #expect(capabilities.commandLine(slot: 2, scratch: scratch, policy: policy, program: ["/bin/tutor", "grade-one"]) == [
            "/usr/bin/prlimit", "--nproc=50", "--as=1073741824", "--fsize=1048576", "--core=0", "--",
            "/usr/bin/setpriv", "--reuid=61002", "--regid=61002", "--clear-groups", "--",
            "/usr/bin/unshare", "--user", "--map-root-user", "--net", "--mount", "--pid", "--fork", "--kill-child", "--mount-proc", "--",
            "/bin/sh", "-c",
            "mount --bind \"$1\" /mnt && mount -t tmpfs -o size=256m tmpfs /tmp && mount -t tmpfs -o size=16m tmpfs /var/tmp && "
                + "mount -t tmpfs -o size=16m tmpfs /dev/shm && cd /mnt && shift && \"$@\"",
            "sandbox", "/tmp/grade/sandbox-2", "/bin/tutor", "grade-one",
        ])
        #expect(capabilities.scratchPathInside(scratch) == "/mnt")
        #expect(capabilities.describe(slot: 2, policy: policy)
                == "user, network, mount and pid namespaces (no network, private /tmp and /proc); uid 61002; "
                + "limits: 50 processes, 1024 MiB address space, 1 MiB files; 300 s per student, 10 s per program")
    }

    @Test func aTutorKeptInATemporaryFolderIsGradedWithoutAPrivateTmp() {
        let full = SandboxCapabilities(namespaces: .full, dropsPrivileges: true, tools: Self.tools)
        #expect(full.seeing(["/home/teacher/tutor/.build/release/tutor"]) == full)
        for path in ["/tmp/tutor/.build/release/tutor", "/var/tmp/t/tutor", "/dev/shm/tutor", "/tmp"] {
            let adjusted = full.seeing([path])
            #expect(adjusted.namespaces == .userAndNetwork, "\(path)")
            #expect(adjusted.commandLine(slot: 2, scratch: scratch, policy: policy, program: ["/bin/tutor"]).contains("--mount") == false)
            #expect(adjusted.describe(slot: 2, policy: policy) == "user and network namespaces (no network); no private /tmp: \(path) is in "
                    + "/tmp, /var/tmp, /dev/shm, which a private /tmp would hide; uid 61002; "
                    + "limits: 50 processes, 1024 MiB address space, 1 MiB files; 300 s per student, 10 s per program")
        }
        #expect(full.seeing(["/tmpfiles/tutor"]) == full, "only the folders themselves and what is inside them")
        let partial = SandboxCapabilities(namespaces: .userAndNetwork, dropsPrivileges: false, tools: Self.tools)
        #expect(partial.seeing(["/tmp/tutor"]) == partial, "nothing to give up")
    }

    @Test func withoutRootThereIsNoUidAndNoProcessLimit() {
        let capabilities = SandboxCapabilities(namespaces: .userAndNetwork, dropsPrivileges: false, tools: Self.tools)
        #expect(capabilities.commandLine(slot: 0, scratch: scratch, policy: policy, program: ["/bin/tutor"]) == [
            "/usr/bin/prlimit", "--as=1073741824", "--fsize=1048576", "--core=0", "--",
            "/usr/bin/unshare", "--user", "--map-root-user", "--net", "--", "/bin/tutor",
        ])
        #expect(capabilities.scratchPathInside(scratch) == "/tmp/grade/sandbox-2")
    }
}
