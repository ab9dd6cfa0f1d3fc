import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The world a learner's compiled program runs in: a root of its own holding only the program, the
/// runtime libraries it links, /usr (read-only), an empty writable /work and the channel file its checks
/// write to. No network, no other process visible, nothing of the host's folders — no workspaces, no
/// lessons, no hidden checks, no kernel cache — and everything it starts dies with it (it is the init of a
/// pid namespace: when it ends, the kernel kills the rest).
///
/// Built by `unshare(1)` and a short shell script of `mount`s, then `pivot_root` (not `chroot`, which a
/// program holding capabilities could climb out of). The program itself never runs privileged:
/// - run by root: under a uid of its own (`setpriv`), where RLIMIT_NPROC caps its processes (root is
///   exempt from that limit, so the uid change is what makes the cap real);
/// - run by anyone else: inside a user namespace, then a nested one where it is `nobody` with no
///   capabilities; RLIMIT_NPROC then counts the namespace's processes only.
/// Where user namespaces are missing the kernel says so once and runs programs with process-group and
/// resource limits only (`ProgramJail.availability`).
///
/// Either way the program starts with no_new_privs (no set-uid binary or file capability raises it), and its
/// /work executes nothing and holds at most 64 MB in 4,096 files: a program may write there, not grow the
/// machine's memory through the kernel's inodes nor run what it wrote as a new program.
public struct ProgramJail: Sendable {
    public enum Mode: String, Sendable, Hashable {
        /// Mount and pid namespaces made as root; the program runs under an unprivileged uid.
        case root
        /// The same inside a user namespace, for a tutor run by an ordinary user.
        case userNamespace
    }

    public enum Availability: Sendable, Hashable {
        case available(Mode)
        /// Why programs cannot be jailed here, and what runs instead.
        case unavailable(String)
    }

    /// Seconds the jail's setup (a few dozen short `mount`s) may take on top of the program's own time limit:
    /// on a loaded machine it is not the learner's to pay for.
    public static let setupSeconds = 3.0
    /// What the jail's program may use up: processes at once, bytes per file written.
    public var processes: Int
    public var fileBytes: UInt64
    public var mode: Mode

    public init(mode: Mode, processes: Int = 64, fileBytes: UInt64 = 16 << 20) {
        self.mode = mode
        self.processes = processes
        self.fileBytes = fileBytes
    }

    /// Where the channel file appears inside the jail (ExerciseKit writes its records there).
    public static let channelInside = "/work/.checks"
    /// The command that runs `program` jailed. `root` is an empty folder (the new root's mount point),
    /// `channel` an existing file the program may append to; `libraries` are folders the program's
    /// runtime path names (bound read-only at the same paths). `wallSeconds` is a backstop that holds even
    /// when the tutor itself is killed without a chance to clean up. In `.root` mode `uid` is the run's own
    /// (a `JailUIDLease` the caller holds until the run has ended); in a user namespace it is unused.
    public func command(program: String, root: String, channel: String, libraries: [String], wallSeconds: Double,
                        uid: UInt32?, helper: String? = nil) -> [String] {
        let uid = mode == .root ? uid.map(String.init) ?? "" : ""
        if mode == .root, let value = UInt32(uid) { _ = chown(channel, value, value) }
        let zone = realpath("/etc/localtime", nil).map { pointer -> String in
            defer { free(pointer) }
            return String(cString: pointer)
        } ?? ""
        var namespaces = ["--mount", "--pid", "--net", "--ipc", "--uts", "--fork", "--kill-child", "--propagation", "private"]
        if mode == .userNamespace { namespaces = ["--user", "--map-root-user"] + namespaces }
        let backstopSeconds = String(Int((wallSeconds + Self.setupSeconds).rounded(.up)) + 5)
        // With the helper, its watcher is the backstop and also ends the jail the moment the tutor ends, even
        // by SIGKILL (which no handler sees); the shell fallback has `timeout` only.
        let backstop = helper.map { [$0, "--watch", String(getpid()), backstopSeconds, "--"] }
            ?? ["/usr/bin/timeout", "--signal=KILL", backstopSeconds]
        let setup = helper.map { [$0] } ?? ["/bin/sh", "-c", Self.script, "tutor-jail"]
        return backstop + ["/usr/bin/unshare"] + namespaces
            + ["--"] + setup + [root, program, channel, uid, String(processes), String(fileBytes), zone]
            + Self.libraryFolders(libraries)
    }

    /// Library folders worth binding: not under /usr (bound whole), existing, and none inside another.
    static func libraryFolders(_ folders: [String]) -> [String] {
        let resolved = folders.compactMap { folder -> String? in
            guard let pointer = realpath(folder, nil) else { return nil }
            defer { free(pointer) }
            return String(cString: pointer)
        }
        let outside = Set(resolved.filter { $0 != "/usr" && !$0.hasPrefix("/usr/") && $0 != "/" })
        return outside.filter { folder in !outside.contains { other in other != folder && folder.hasPrefix(other + "/") } }.sorted()
    }

    /// The jail's setup, run as the namespaces' root before the program replaces it (`exec`). Arguments:
    /// root, program, channel, uid ("" in a user namespace), processes, file bytes, time zone file, library folders.
    static let script = #"""
        set -e
        PATH=/usr/sbin:/usr/bin:/sbin:/bin
        R=$1; P=$2; C=$3; U=$4; N=$5; F=$6; Z=$7; shift 7
        mount -t tmpfs -o mode=755,size=1m tutor-root "$R"
        cd "$R"
        mkdir -p work proc dev etc .old usr $(for d in "$@"; do printf '.%s ' "$d"; done)
        touch program dev/null dev/zero dev/urandom etc/localtime
        for d in bin sbin lib lib32 lib64 libx32; do
          if [ -L "/$d" ]; then ln -s "$(readlink "/$d")" "$d"; elif [ -d "/$d" ]; then mkdir "$d"; mount -o bind,ro "/$d" "$d"; fi
        done
        mount -o bind,ro /usr usr
        for d in "$@"; do mount -o bind,ro "$d" ".$d"; done
        mount -o bind,ro "$P" program
        mount -t tmpfs -o "nosuid,nodev,noexec,size=64m,nr_inodes=4096,mode=700${U:+,uid=$U,gid=$U}" tutor-work work
        touch work/.checks
        mount --bind "$C" work/.checks
        for f in null zero urandom; do mount --bind "/dev/$f" "dev/$f"; done
        if [ -n "$Z" ]; then mount -o bind,ro "$Z" etc/localtime; fi
        mount -t proc -o nosuid,nodev,noexec proc proc
        pivot_root . .old
        umount -l /.old
        rmdir /.old
        cd /work
        unset OLDPWD
        if [ -n "$U" ]; then
          exec /usr/bin/setpriv --reuid="$U" --regid="$U" --clear-groups --inh-caps=-all --bounding-set=-all --pdeathsig keep --no-new-privs -- \
            /usr/bin/prlimit --nproc="$N" --fsize="$F" --stack=4194304 --core=0 -- /program
        fi
        exec /usr/bin/setpriv --no-new-privs -- /usr/bin/unshare --map-user=65534 --map-group=65534 -- /usr/bin/prlimit --nproc="$N" --fsize="$F" --stack=4194304 --core=0 -- /program
        """#

    /// The tools the jail needs, all from util-linux and coreutils.
    static let tools = ["/usr/bin/unshare", "/usr/bin/setpriv", "/usr/bin/prlimit", "/usr/bin/timeout", "/bin/sh",
                        "/usr/sbin/pivot_root"]

    /// Whether programs can be jailed here, found once per process by jailing `/usr/bin/true`.
    /// `TUTOR_JAIL=off` turns the jail off (for diagnosing the jail itself).
    public static func availability(environment: [String: String] = ProcessInfo.processInfo.environment) async -> Availability {
        await probe.value(environment: environment)
    }

    private static let probe = Probe()

    private actor Probe {
        private var found: Availability?
        func value(environment: [String: String]) async -> Availability {
            if let found { return found }
            let remembered = ProgramJail.rememberedProbe(environment: environment)
            if let mode = remembered.mode {
                found = .available(mode)
                return .available(mode)
            }
            let result = await ProgramJail.discover(environment: environment)
            if case .available(let mode) = result, let file = remembered.file {
                try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try? Data(mode.rawValue.utf8).write(to: file, options: .atomic)
            }
            found = result
            return result
        }
    }

    /// A jail that worked once keeps working until the machine restarts: the probe's success is kept in the
    /// kernel's cache, named after this boot (`/proc/sys/kernel/random/boot_id`), the user and the jail's tools,
    /// so a new tutor process skips the probe (a jailed `/usr/bin/true`: a dozen processes beside the first
    /// compile). A failure is never kept: it is probed again.
    static func rememberedProbe(environment: [String: String]) -> (mode: Mode?, file: URL?) {
        guard environment["TUTOR_JAIL"] != "off",
              let boot = try? String(contentsOfFile: "/proc/sys/kernel/random/boot_id", encoding: .utf8) else { return (nil, nil) }
        var hasher = ContentDigest()
        hasher.update(field: "jail probe 1")
        hasher.update(field: boot.trimmingCharacters(in: .whitespacesAndNewlines))
        hasher.update(field: "\(geteuid()) \(isInitialUserNamespace())")
        for tool in tools {
            var info = stat()
            hasher.update(field: stat(tool, &info) == 0 ? "\(tool) \(info.st_size) \(info.st_mtim.tv_sec)" : "\(tool) missing")
        }
        let file = KernelCache.defaultDirectory(environment: environment).appendingPathComponent("probes/jail-\(hasher.finalizeHex())")
        let mode = (try? String(contentsOf: file, encoding: .utf8)).flatMap(Mode.init(rawValue:))
        return (mode, file)
    }

    static func discover(environment: [String: String]) async -> Availability {
        let fallback = "learners' programs run in their own process group with time, memory, output and process limits, "
            + "but see this machine's files and network"
        if environment["TUTOR_JAIL"] == "off" { return .unavailable("turned off by TUTOR_JAIL=off; \(fallback)") }
        if let missing = tools.first(where: { !FileManager.default.isExecutableFile(atPath: $0) }) {
            return .unavailable("\(missing) is missing; \(fallback)")
        }
        let mode: Mode = geteuid() == 0 && isInitialUserNamespace() ? .root : .userNamespace
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-jail-probe-\(getpid())-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let root = scratch.appendingPathComponent("root")
        let channel = scratch.appendingPathComponent("channel")
        do {
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try Data().write(to: channel)
        } catch {
            return .unavailable("cannot make a scratch folder (\(error)); \(fallback)")
        }
        let lease = mode == .root ? JailUIDLease.acquire(in: JailUIDLease.range(environment: environment)) : nil
        if mode == .root && lease == nil {
            return .unavailable("no uid of \(JailUIDLease.range(environment: environment)) is free to run programs under; \(fallback)")
        }
        let command = ProgramJail(mode: mode).command(program: "/usr/bin/true", root: root.path, channel: channel.path,
                                                      libraries: [], wallSeconds: 10, uid: lease?.uid)
        let outcome = await ProcessRunner().run(ProcessRequest(executable: command[0], arguments: Array(command.dropFirst()),
                                                               environment: ["PATH": "/usr/bin:/bin"], mergeStandardError: true,
                                                               limits: ProcessLimits(wallSeconds: 10, outputBytes: 4096)))
        withExtendedLifetime(lease) {}
        guard outcome.succeeded else {
            let said = String(decoding: outcome.standardOutput, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            let why = mode == .userNamespace ? "user namespaces are not available" : "mount namespaces are not available"
            return .unavailable("\(why) (\(said.isEmpty ? "\(outcome.termination)" : String(said.suffix(300)))); \(fallback)")
        }
        return .available(mode)
    }

    /// True in the machine's own user namespace (uid 0 there is the real root).
    static func isInitialUserNamespace() -> Bool {
        guard let map = try? String(contentsOfFile: "/proc/self/uid_map", encoding: .utf8) else { return false }
        let fields = map.split(whereSeparator: \.isWhitespace)
        return fields.count == 3 && fields[0] == "0" && fields[1] == "0" && fields[2] == "4294967295"
    }
}

