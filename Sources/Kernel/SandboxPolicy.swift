import Foundation

/// Limits and isolation for one student's grading process. Everything a student submits is
/// untrusted: an infinite loop, a crash, a fork bomb, writes outside the workspace or a network
/// call must stay inside that student's sandbox and be reported there.
public struct SandboxPolicy: Sendable, Hashable {
    /// Wall-clock limit for grading one student (all their lessons). The kernel's own per-program
    /// limit (`RunLimits`) stops a single looping exercise well before this.
    public var timeoutSeconds: Double
    /// Address-space limit per process (RLIMIT_AS). The compiler needs a few GiB of address space.
    public var memoryBytes: UInt64
    /// Bytes of the grading process's standard output read back; more is a contained failure.
    public var outputBytes: Int
    /// Processes the student's sandbox user may have at once (RLIMIT_NPROC): stops fork bombs.
    public var processes: Int
    /// Largest file a process may write (RLIMIT_FSIZE): stops filling the disk.
    public var fileSizeBytes: UInt64
    /// The kernel's limits for each program of the student's (passed on to `grade-one`).
    public var runLimits: RunLimitsOption

    public init(timeoutSeconds: Double = 300, memoryBytes: UInt64 = 8 << 30, outputBytes: Int = 8 << 20,
                processes: Int = 256, fileSizeBytes: UInt64 = 1 << 30, runLimits: RunLimitsOption = .init()) {
        self.timeoutSeconds = timeoutSeconds
        self.memoryBytes = memoryBytes
        self.outputBytes = outputBytes
        self.processes = processes
        self.fileSizeBytes = fileSizeBytes
        self.runLimits = runLimits
    }

    /// Per-program limits handed to the kernel inside the sandbox.
    public struct RunLimitsOption: Sendable, Hashable {
        public var timeoutSeconds: Double
        public init(timeoutSeconds: Double = 10) { self.timeoutSeconds = timeoutSeconds }
    }
}

/// What this machine lets the grader do, found once by trying (not by guessing from the kernel version).
public struct SandboxCapabilities: Sendable, Hashable {
    public enum Namespaces: Sendable, Hashable {
        /// User, network, mount and pid namespaces: no network, private /tmp, everything killed with the sandbox.
        case full
        /// User and network namespaces only.
        case userAndNetwork
        case none
    }

    public var namespaces: Namespaces
    /// True when running as root with `setpriv`: each sandbox runs as its own unprivileged uid.
    public var dropsPrivileges: Bool
    /// Paths of the helper tools, resolved once.
    public var tools: [String: String]

    /// The first uid given to sandboxes; slot n runs as `firstUID + n` so that process limits are per student.
    /// Two gradings running at once on one machine should use different ranges.
    public var firstUID: UInt32 = Self.defaultFirstUID
    /// Why the full namespaces are not used although the machine has them (see `seeing(_:)`).
    public var fullSandboxSkipped: String?
    /// Set when the kernel jails every learner's program (`ProgramJail`): then the grading child is trusted
    /// code (it only compiles and reads files) and runs as the instructor, without namespaces of its own —
    /// which is what lets a tutor kept in a folder only its owner may enter grade at all.
    public var jailedPrograms: ProgramJail.Mode?
    public static let defaultFirstUID: UInt32 = 61_000

    public init(namespaces: Namespaces, dropsPrivileges: Bool, tools: [String: String]) {
        self.namespaces = namespaces
        self.dropsPrivileges = dropsPrivileges
        self.tools = tools
    }

    /// No isolation beyond a scratch directory and the parent's timeout (for tests of the plumbing).
    public static let unisolated = SandboxCapabilities(namespaces: .none, dropsPrivileges: false, tools: [:])

    /// The grading child's capabilities when learners' programs are jailed: no namespaces and no uid of
    /// its own, the limits still applied.
    public static func trustedGrader(jail: ProgramJail.Mode, tools: [String: String]) -> SandboxCapabilities {
        var capabilities = SandboxCapabilities(namespaces: .none, dropsPrivileges: false, tools: tools)
        capabilities.jailedPrograms = jail
        return capabilities
    }

    /// Tries the namespaces and tools this machine offers.
    public static func probe() -> SandboxCapabilities {
        var tools: [String: String] = [:]
        for name in ["unshare", "setpriv", "prlimit", "sh", "mount"] {
            if let path = which(name) { tools[name] = path }
        }
        let isRoot = geteuid() == 0
        let dropsPrivileges = isRoot && tools["setpriv"] != nil
        var capabilities = SandboxCapabilities(namespaces: .none, dropsPrivileges: dropsPrivileges, tools: tools)
        guard tools["unshare"] != nil, tools["sh"] != nil else { return capabilities }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-probe-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        if dropsPrivileges { _ = chown(scratch.path, defaultFirstUID, defaultFirstUID) }
        for candidate in [Namespaces.full, .userAndNetwork] {
            capabilities.namespaces = candidate
            let command = capabilities.commandLine(slot: 0, scratch: scratch, policy: SandboxPolicy(), program: ["/bin/true"])
            if runQuietly(command) == 0 { return capabilities }
        }
        capabilities.namespaces = .none
        return capabilities
    }

    /// The folders a full sandbox covers with empty ones of its own (see `commandLine`).
    static let replacedFolders = ["/tmp", "/var/tmp", "/dev/shm"]

    /// These capabilities for a grader that must see `paths` from inside its sandbox (its executable,
    /// and the build folder beside it that the kernel links learners' code against). A full sandbox
    /// covers /tmp, /var/tmp and /dev/shm with empty folders, so a tutor kept in one of them would not
    /// be found and every student would fail to grade: then the sandbox keeps the user and network
    /// namespaces only, and its description says why.
    public func seeing(_ paths: [String]) -> SandboxCapabilities {
        guard namespaces == .full else { return self }
        let covered = paths.first { path in
            let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            return Self.replacedFolders.contains { resolved == $0 || resolved.hasPrefix($0 + "/") }
        }
        guard let covered else { return self }
        var adjusted = self
        adjusted.namespaces = .userAndNetwork
        adjusted.fullSandboxSkipped = "\(covered) is in \(Self.replacedFolders.joined(separator: ", ")), which a private /tmp would hide"
        return adjusted
    }

    /// The working directory the sandboxed program sees for its scratch directory.
    public func scratchPathInside(_ scratch: URL) -> String { namespaces == .full ? "/mnt" : scratch.path }

    /// The full command line: limits, then the unprivileged uid, then the namespaces, then the program.
    /// Each tool execs the next, so the process the parent started is the one to kill.
    public func commandLine(slot: Int, scratch: URL, policy: SandboxPolicy, program: [String]) -> [String] {
        var command: [String] = []
        if let prlimit = tools["prlimit"] {
            // RLIMIT_NPROC counts every process of the real uid: only meaningful when the sandbox has a uid
            // of its own. Without one it would count the instructor's own processes too.
            let processes = dropsPrivileges ? ["--nproc=\(policy.processes)"] : []
            command += [prlimit] + processes + ["--as=\(policy.memoryBytes)", "--fsize=\(policy.fileSizeBytes)", "--core=0", "--"]
        }
        if dropsPrivileges, let setpriv = tools["setpriv"] {
            let uid = firstUID + UInt32(slot)
            command += [setpriv, "--reuid=\(uid)", "--regid=\(uid)", "--clear-groups", "--"]
        }
        switch namespaces {
        case .full:
            guard let unshare = tools["unshare"], let sh = tools["sh"] else { break }
            // The scratch directory is bound to /mnt before /tmp is replaced, so it stays reachable
            // even when it lives under /tmp; the program then runs from /mnt. The shell stays as the namespace's
            // init (no `exec`): init ignores signals it has no handler for, which would hide a grader's crash.
            // `--mount-proc` gives the namespace its own /proc, so pids read there are the namespace's
            // (tools that walk /proc would otherwise see the machine's processes under the same numbers).
            let script = "mount --bind \"$1\" /mnt && mount -t tmpfs -o size=256m tmpfs /tmp && "
                + "mount -t tmpfs -o size=16m tmpfs /var/tmp && mount -t tmpfs -o size=16m tmpfs /dev/shm && "
                + "cd /mnt && shift && \"$@\""
            command += [unshare, "--user", "--map-root-user", "--net", "--mount", "--pid", "--fork", "--kill-child", "--mount-proc", "--",
                        sh, "-c", script, "sandbox", scratch.path] + program
            return command
        case .userAndNetwork:
            if let unshare = tools["unshare"] {
                command += [unshare, "--user", "--map-root-user", "--net", "--"]
            }
        case .none:
            break
        }
        return command + program
    }

    static func which(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") + ["/usr/bin", "/bin", "/usr/sbin", "/sbin"] {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    private static func runQuietly(_ command: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
