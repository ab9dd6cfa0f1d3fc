import Foundation
import Subprocess
import SystemPackage
#if canImport(Glibc)
import Glibc
#endif

/// Limits for a child process. Every process tutor starts (the compiler, learners' programs,
/// graders' tools) goes through `ProcessRunner`, so these are the only knobs there are.
public struct ProcessLimits: Sendable, Hashable, Codable {
    /// Wall-clock seconds before the whole process group is killed; nil waits forever.
    public var wallSeconds: Double?
    /// Address-space limit (RLIMIT_AS); nil leaves it alone.
    public var memoryBytes: UInt64?
    /// Bytes of output (standard output and standard error together) kept before the process
    /// group is killed; nil keeps everything.
    public var outputBytes: Int?
    /// RLIMIT_NPROC. Linux does not enforce it for root (CAP_SYS_RESOURCE), so it protects
    /// ordinary users only.
    public var processes: Int?
    /// RLIMIT_CPU in seconds, a backstop behind the wall-clock limit.
    public var cpuSeconds: Int?
    /// Core dumps are off unless asked for: a crash of learner code must not litter the disk.
    public var coreDumps: Bool
    /// Extra wall-clock seconds, granted once, when the time runs out while the Swift backtracer is writing a
    /// crash's report: the limit covers the program, not the report of its crash. On a busy machine the report of
    /// a stack overflow or an allocation failure can take longer than the program ran, and a crash told as "took
    /// too long" sends a learner after a loop that does not exist. Nil grants none.
    public var crashReportSeconds: Double?

    public init(wallSeconds: Double? = nil, memoryBytes: UInt64? = nil, outputBytes: Int? = nil,
                processes: Int? = nil, cpuSeconds: Int? = nil, coreDumps: Bool = false, crashReportSeconds: Double? = nil) {
        self.crashReportSeconds = crashReportSeconds
        self.wallSeconds = wallSeconds
        self.memoryBytes = memoryBytes
        self.outputBytes = outputBytes
        self.processes = processes
        self.cpuSeconds = cpuSeconds
        self.coreDumps = coreDumps
    }

    /// No limits except core dumps off: for trusted tools such as the compiler.
    public static let none = ProcessLimits()

    /// Whether any resource limit must be applied in the child before it starts. Core dumps need none when the
    /// tutor's own soft limit is already 0 (`ProcessRunner.ownCoreDumpsOff`): children inherit it.
    var needsResourceLimits: Bool {
        memoryBytes != nil || processes != nil || cpuSeconds != nil || (!coreDumps && !ProcessRunner.ownCoreDumpsOff)
    }
}

/// What to run.
public struct ProcessRequest: Sendable {
    /// An absolute path, or a bare name looked up on PATH.
    public var executable: String
    public var arguments: [String]
    /// The complete environment of the child; nil inherits tutor's own.
    public var environment: [String: String]?
    public var workingDirectory: String?
    /// Bytes fed to standard input; nil connects standard input to /dev/null.
    public var standardInput: Data?
    /// Sends standard error into the standard output pipe, so the two interleave as on a terminal.
    public var mergeStandardError: Bool
    public var limits: ProcessLimits
    /// At a time or output limit, the group's leader is first sent SIGTERM and given this long to end what it
    /// started (the jail's watcher kills and reaps the jail), then the group is killed; nil kills the group at once.
    public var leaderStopSeconds: Double?

    public init(executable: String, arguments: [String] = [], environment: [String: String]? = nil,
                workingDirectory: String? = nil, standardInput: Data? = nil, mergeStandardError: Bool = false,
                limits: ProcessLimits = .none, leaderStopSeconds: Double? = nil) {
        self.executable = executable
        self.arguments = arguments
        self.environment = environment
        self.workingDirectory = workingDirectory
        self.standardInput = standardInput
        self.mergeStandardError = mergeStandardError
        self.limits = limits
        self.leaderStopSeconds = leaderStopSeconds
    }
}

/// How a child process ended, and what it wrote.
public struct ProcessOutcome: Sendable, Hashable {
    public enum Termination: Sendable, Hashable {
        case exited(Int32)
        case signaled(Int32)
        /// Killed after `ProcessLimits.wallSeconds`.
        case timedOut
        /// Killed after writing more than `ProcessLimits.outputBytes`.
        case outputLimitExceeded
        /// It never started; the message says why.
        case launchFailed(String)
    }
    public var termination: Termination
    /// Everything read from standard output (and standard error when merged), up to the limit.
    public var standardOutput: Data
    public var standardError: Data
    /// Seconds from launch to exit.
    public var duration: Double

    public var succeeded: Bool { termination == .exited(0) }
}

/// Runs child processes with limits, and is the one place in tutor that spawns them.
///
/// The child gets its own process group so that a timeout or an output flood kills everything
/// it started; resource limits are applied by `prlimit(1)` (or `sh -c ulimit` where prlimit is
/// missing) before the program itself starts. `run` never throws and never hangs past the
/// wall-clock limit: a program that cannot be started is reported as `.launchFailed`.
public struct ProcessRunner: Sendable {
    public init() {}

    /// A child that exits before reading all its input must cost a write its EPIPE, not the tutor (or a
    /// test process) its life: SIGPIPE's default action kills the writer. Children start with the default
    /// again (an ignored signal stays ignored across exec, so the spawn resets it for them).
    static let brokenPipesIgnored: Void = { signal(SIGPIPE, SIG_IGN); return () }()

    /// The tutor's own soft core-dump limit set to 0, once: every child inherits it, so trusted tools (the
    /// compiler, the linker) start without `prlimit` in front of them (an exec, about 3 ms, per compile job).
    /// The tutor's own crashes still print a backtrace; they leave no core file.
    static let ownCoreDumpsOff: Bool = {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_CORE.rawValue), &limit) == 0 else { return false }
        limit.rlim_cur = 0
        return setrlimit(Int32(RLIMIT_CORE.rawValue), &limit) == 0
    }()

    public func run(_ request: ProcessRequest) async -> ProcessOutcome {
        await withTaskExecutorPreference(ProcessRunExecutor.shared) { await runOnOwnThreads(request) }
    }

    private func runOnOwnThreads(_ request: ProcessRequest) async -> ProcessOutcome {
        _ = Self.brokenPipesIgnored
        if request.executable.contains("/"), !FileManager.default.isExecutableFile(atPath: request.executable) {
            return ProcessOutcome(termination: .launchFailed("\(request.executable): no such executable file"),
                                  standardOutput: Data(), standardError: Data(), duration: 0)
        }
        let (executable, arguments) = Self.wrapped(request)
        let environment: Environment = request.environment.map { values in
            .custom(Dictionary(uniqueKeysWithValues: values.map { (Environment.Key(stringLiteral: $0.key), $0.value) }))
        } ?? .inherit
        var options = PlatformOptions()
        options.processGroupID = 0 // a group of its own, led by the child
        let configuration = Configuration(
            executable: executable.contains("/") ? .path(FilePath(executable)) : .name(executable),
            arguments: Arguments(arguments), environment: environment,
            workingDirectory: request.workingDirectory.map { FilePath($0) }, platformOptions: options)
        let start = ContinuousClock.now
        let state = RunState(leaderStopSeconds: request.leaderStopSeconds)
        // The watchdog runs on Dispatch's own threads, not in a Task: on a busy two-core machine
        // the cooperative pool can be starved by other work, and a limit on untrusted code must
        // fire on time whatever else the process is doing. Its clock starts when the child has started:
        // a spawn held up by that same starvation is not the program's time.
        let watchdog = Watchdog(seconds: request.limits.wallSeconds, crashReportSeconds: request.limits.crashReportSeconds, state: state)
        defer { watchdog.cancel() }
        do {
            let termination: TerminationStatus
            if let input = request.standardInput {
                // From an unlinked file, not a pipe: the child reads what it wants, and a child that exits without
                // reading leaves no write to fail (swift-subprocess traps on its undisposed descriptor after an EPIPE).
                guard let descriptor = Self.unlinkedFile(holding: input) else {
                    return ProcessOutcome(termination: .launchFailed("\(request.executable): its input could not be stored (errno \(errno))"),
                                          standardOutput: Data(), standardError: Data(), duration: 0)
                }
                termination = try await Self.execute(configuration, input: .fileDescriptor(FileDescriptor(rawValue: descriptor),
                                                                                          closeAfterSpawningProcess: true),
                                                     request: request, state: state, watchdog: watchdog)
            } else {
                termination = try await Self.execute(configuration, input: .none, request: request, state: state, watchdog: watchdog)
            }
            watchdog.cancel()
            state.finished()
            let snapshot = state.snapshot()
            let result: ProcessOutcome.Termination
            if snapshot.timedOut {
                result = .timedOut
            } else if snapshot.overflowed {
                result = .outputLimitExceeded
            } else {
                switch termination {
                case .exited(let code): result = .exited(code)
                case .signaled(let signal): result = .signaled(signal)
                }
            }
            return ProcessOutcome(termination: result, standardOutput: snapshot.output, standardError: snapshot.error,
                                  duration: Self.seconds(since: start))
        } catch {
            state.finished()
            let snapshot = state.snapshot()
            return ProcessOutcome(termination: .launchFailed("\(request.executable): \(error)"),
                                  standardOutput: snapshot.output, standardError: snapshot.error, duration: Self.seconds(since: start))
        }
    }

    /// A file in the temporary folder, already removed, holding `data`, its offset at the start; -1 on failure.
    static func unlinkedFile(holding data: Data) -> Int32? {
        var template = Array((NSTemporaryDirectory() + "/tutor-input-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return nil }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        var written = 0
        let ok = data.withUnsafeBytes { bytes -> Bool in
            while written < bytes.count {
                let count = write(descriptor, bytes.baseAddress! + written, bytes.count - written)
                if count < 0 { if errno == EINTR { continue }; return false }
                written += count
            }
            return true
        }
        guard ok, lseek(descriptor, 0, SEEK_SET) == 0 else { close(descriptor); return nil }
        return descriptor
    }

    private static func execute<Input: InputProtocol>(_ configuration: Configuration, input: Input, request: ProcessRequest,
                                                      state: RunState, watchdog: Watchdog) async throws -> TerminationStatus {
        let limit = request.limits.outputBytes
        if request.mergeStandardError {
            let result = try await Subprocess.run(configuration, input: input, output: .sequence, error: .combinedWithOutput) { execution in
                state.started(pid: execution.processIdentifier.value)
                watchdog.start()
                await drain(execution.standardOutput, into: .output, limit: limit, state: state)
            }
            return result.terminationStatus
        } else {
            let result = try await Subprocess.run(configuration, input: input, output: .sequence, error: .sequence) { execution in
                state.started(pid: execution.processIdentifier.value)
                watchdog.start()
                async let output: Void = drain(execution.standardOutput, into: .output, limit: limit, state: state)
                async let error: Void = drain(execution.standardError, into: .error, limit: limit, state: state)
                _ = await (output, error)
            }
            return result.terminationStatus
        }
    }

    /// Reads a pipe to its end; past the limit, keeps what fits, kills the group and stops.
    private static func drain(_ sequence: SubprocessOutputSequence, into stream: RunState.Stream, limit: Int?,
                              state: RunState) async {
        do {
            for try await buffer in sequence {
                let bytes = buffer.withUnsafeBytes { Data($0) }
                if !state.append(bytes, to: stream, limit: limit) { break }
            }
        } catch {
            // A read error ends this stream; the exit status still tells what happened.
        }
    }

    /// Puts `prlimit` (or a shell's `ulimit`) in front of the program when limits apply.
    static func wrapped(_ request: ProcessRequest) -> (String, [String]) {
        let limits = request.limits
        guard limits.needsResourceLimits else { return (request.executable, request.arguments) }
        if let prlimit = ["/usr/bin/prlimit", "/bin/prlimit"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) {
            var arguments: [String] = []
            if let memory = limits.memoryBytes { arguments.append("--as=\(memory)") }
            if let processes = limits.processes { arguments.append("--nproc=\(processes)") }
            if let cpu = limits.cpuSeconds { arguments.append("--cpu=\(cpu)") }
            if !limits.coreDumps { arguments.append("--core=0") }
            return (prlimit, arguments + ["--", request.executable] + request.arguments)
        }
        var script: [String] = []
        if let memory = limits.memoryBytes { script.append("ulimit -v \(max(1, memory / 1024))") }
        if let processes = limits.processes { script.append("ulimit -u \(processes)") }
        if let cpu = limits.cpuSeconds { script.append("ulimit -t \(cpu)") }
        if !limits.coreDumps { script.append("ulimit -c 0") }
        script.append("exec \"$0\" \"$@\"")
        return ("/bin/sh", ["-c", script.joined(separator: "; "), request.executable] + request.arguments)
    }

    private static func seconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }
}

/// The wall-clock limit of one run: armed when the child has started, cancelled when the run ends. When it runs out
/// while a crash is being reported, it is armed once more for `crashReportSeconds`.
private final class Watchdog: @unchecked Sendable {
    private let seconds: Double?
    private let crashReportSeconds: Double?
    private let lock = NSLock()
    private var cancelled = false
    private let state: RunState

    init(seconds: Double?, crashReportSeconds: Double?, state: RunState) {
        self.seconds = seconds
        self.crashReportSeconds = crashReportSeconds
        self.state = state
    }

    func start() {
        guard let seconds else { return }
        arm(after: seconds, graceLeft: crashReportSeconds)
    }

    private func arm(after seconds: Double, graceLeft: Double?) {
        Deadlines.shared.after(seconds) { [self] in
            guard !lock.withLock({ cancelled }) else { return }
            if let grace = graceLeft, state.isReportingACrash() {
                arm(after: grace, graceLeft: nil)
            } else {
                state.expire()
            }
        }
    }

    func cancel() { lock.withLock { cancelled = true } }
}

/// Deadlines kept by one thread of their own. A limit on untrusted code must fire on time whatever else the process
/// is doing: Dispatch's global threads can all be blocked waiting on children when many runs go at once on a busy
/// two-core machine, and a timer queued behind them fired seconds late (a 1 s limit measured 16 s in a full run).
final class Deadlines: @unchecked Sendable {
    static let shared = Deadlines()

    private struct Entry {
        var due: ContinuousClock.Instant
        var action: @Sendable () -> Void
    }

    private let condition = NSCondition()
    private var entries: [Entry] = []

    private init() {
        let thread = Thread { [self] in run() }
        thread.name = "tutor deadlines"
        thread.qualityOfService = .userInteractive
        thread.start()
    }

    /// Runs `action` on the deadlines' thread once `seconds` have passed. Actions must be short: they stop processes.
    func after(_ seconds: Double, _ action: @escaping @Sendable () -> Void) {
        let due = ContinuousClock.now.advanced(by: .milliseconds(Int64((max(0, seconds) * 1000).rounded(.up))))
        condition.lock()
        entries.append(Entry(due: due, action: action))
        condition.signal()
        condition.unlock()
    }

    private func run() {
        condition.lock()
        while true {
            let now = ContinuousClock.now
            let due = entries.indices.filter { entries[$0].due <= now }
            if !due.isEmpty {
                let actions = due.map { entries[$0].action }
                for index in due.reversed() { entries.remove(at: index) }
                condition.unlock()
                for action in actions { action() }
                condition.lock()
                continue
            }
            if let next = entries.map(\.due).min() {
                let wait = now.duration(to: next)
                let seconds = Double(wait.components.seconds) + Double(wait.components.attoseconds) / 1e18
                _ = condition.wait(until: Date().addingTimeInterval(seconds))
            } else {
                condition.wait()
            }
        }
    }
}

/// The shared state of one run: output read so far, and whether a limit killed the process.
/// The reader tasks and the watchdog touch it concurrently, hence the lock.
private final class RunState: @unchecked Sendable {
    enum Stream { case output, error }
    struct Snapshot { var output: Data; var error: Data; var timedOut: Bool; var overflowed: Bool }

    private let lock = NSLock()
    /// The work this run belongs to (`ProcessGroupScope.current` when the run began).
    private let scope = ProcessGroupScope.current
    private var pid: pid_t?
    private var output = Data()
    private var error = Data()
    private var timedOut = false
    private var overflowed = false
    private var ended = false
    private let leaderStopSeconds: Double?

    init(leaderStopSeconds: Double?) {
        self.leaderStopSeconds = leaderStopSeconds
    }

    /// Stops the group led by `leader` at a limit: at once, or through its leader first (`leaderStopSeconds`), with the
    /// group killed afterwards unless the run has ended by then.
    private func stop(_ leader: pid_t) {
        guard let grace = leaderStopSeconds else {
            kill(-leader, SIGKILL)
            return
        }
        kill(leader, SIGTERM)
        Deadlines.shared.after(grace) { [self] in
            if !lock.withLock({ ended }) { kill(-leader, SIGKILL) }
        }
    }

    func started(pid: pid_t) {
        LiveProcessGroups.add(pid)
        scope?.add(pid)
        lock.withLock { self.pid = pid }
    }

    /// The run is over: its group is no longer the tutor's to kill.
    func finished() {
        if let pid = lock.withLock({ () -> pid_t? in ended = true; return pid }) {
            LiveProcessGroups.remove(pid)
            scope?.remove(pid)
        }
    }

    /// Appends bytes; returns false when the limit was passed (and the group has been killed).
    func append(_ bytes: Data, to stream: Stream, limit: Int?) -> Bool {
        let (keepGoing, victim) = lock.withLock { () -> (Bool, pid_t?) in
            if overflowed { return (false, nil) }
            let used = output.count + error.count
            if let limit, used + bytes.count > limit {
                let room = max(0, limit - used)
                if stream == .output { output.append(bytes.prefix(room)) } else { error.append(bytes.prefix(room)) }
                overflowed = true
                return (false, pid)
            }
            if stream == .output { output.append(bytes) } else { error.append(bytes) }
            return (true, nil)
        }
        if let victim { stop(victim) }
        return keepGoing
    }

    /// The wall clock ran out (the watchdog is armed only once the child has started, so `pid` is known).
    func expire() {
        let victim = lock.withLock { () -> pid_t? in
            if overflowed { return nil }
            if let pid, Self.hasExited(pid) { return nil }
            timedOut = true
            return pid
        }
        if let victim { stop(victim) }
    }

    /// Whether a crash's report is being written: the backtracer's banner (`*** Signal N: Backtracing`) is in the
    /// output, or a `swift-backtrace` process runs among the run's descendants (a crash inside a forked scenario
    /// reports into its parent's pipe, not into this run's output). A program can fake either; what it gains is
    /// the one bounded grace.
    func isReportingACrash() -> Bool {
        let (leader, banner) = lock.withLock { () -> (pid_t?, Bool) in
            (pid, output.range(of: Data("*** Signal ".utf8)) != nil || error.range(of: Data("*** Signal ".utf8)) != nil)
        }
        if banner { return true }
        guard let leader else { return false }
        return DescendantProcesses.names(of: leader).contains { $0.hasPrefix("swift-backtrac") }
    }

    /// Whether the child has already ended, asked without reaping it: a zombie not yet reaped, or a process already
    /// reaped (swift-subprocess's monitor thread reaps at once, while the task that reports the end may wait for
    /// Swift's cooperative pool). A child that died of its own accord before the limit is not reported as timed out
    /// just because the task waiting for it ran late. (A pid reused within the limit by another process would read as
    /// running: the run is then cut at its limit, as before.)
    private static func hasExited(_ pid: pid_t) -> Bool {
        var info = siginfo_t()
        if waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 { return info._sifields._sigchld.si_pid == pid }
        return kill(pid, 0) != 0 && errno == ESRCH
    }

    func snapshot() -> Snapshot {
        lock.withLock { Snapshot(output: output, error: error, timedOut: timedOut, overflowed: overflowed) }
    }
}


/// The processes below one process, read from `/proc` (their `comm` names): asked only when a limit runs out.
enum DescendantProcesses {
    static func names(of root: pid_t) -> [String] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        var parent: [pid_t: pid_t] = [:]
        var name: [pid_t: String] = [:]
        for entry in entries {
            guard let pid = pid_t(entry), let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")") else { continue }
            name[pid] = String(stat[stat.index(after: open)..<close])
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, let ppid = pid_t(fields[1]) { parent[pid] = ppid }
        }
        var found: [String] = []
        for (pid, processName) in name where pid != root {
            var current = pid
            var steps = 0
            while let up = parent[current], up > 1, steps < 64 {
                if up == root { found.append(processName); break }
                current = up
                steps += 1
            }
        }
        return found
    }
}
