import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A program (the real tutor) in a pseudo-terminal, typed at as a person would, for the end-to-end tests
/// and tutor-bench (openpty and posix_spawn, no
/// helper program): the child gets a new session whose controlling terminal is the pty, so it is in
/// the foreground, readline edits lines, Ctrl-C is a signal and a resize sends SIGWINCH.
/// Optionally it answers the "who are you" query `ESC[>c` (secondary device attributes) the way
/// xterm does, after a delay, to reproduce late replies that land after a full-screen program exits.
public final class PTYSession: @unchecked Sendable {
    public struct Timeout: Error, CustomStringConvertible {
        public var pattern: String
        public var transcript: String
        public var description: String { "expected /\(pattern)/; the screen got:\n\(transcript)" }
    }

    public let master: Int32
    public let pid: pid_t
    public private(set) var transcript = Data()
    /// Output since the last `expect` matched.
    private var pending = Data()
    /// Answer `ESC[>c` with `ESC[>84;0;0c` this many milliseconds after it is seen (nil: never).
    public var answerDeviceAttributesAfter: Int?
    private var pendingReplies: [(due: Int64, bytes: [UInt8])] = []
    public private(set) var exitStatus: Int32?

    /// Starts `executable` with `arguments` on a new pty of `columns`×`rows`.
    public init(executable: String, arguments: [String], environment: [String: String], columns: Int = 80, rows: Int = 24) throws {
        var master: Int32 = -1, slave: Int32 = -1
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        guard let name = ttyname(slave) else { throw POSIXError(.ENOTTY) }
        let slaveName = String(cString: name)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // POSIX_SPAWN_SETSID (glibc 2.26): setsid runs before the file actions, so opening the pty
        // afterwards makes it the child's controlling terminal.
        let setsid: Int32 = 0x80
        var defaults = sigset_t()
        sigfillset(&defaults)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var noMask = sigset_t()
        sigemptyset(&noMask)
        posix_spawnattr_setsigmask(&attributes, &noMask)
        posix_spawnattr_setflags(&attributes, Int16(setsid | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addclose(&actions, master)
        posix_spawn_file_actions_addclose(&actions, slave)
        posix_spawn_file_actions_addopen(&actions, 0, slaveName, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        close(slave)
        guard result == 0 else {
            close(master)
            throw POSIXError(.init(rawValue: result) ?? .EIO)
        }
        self.master = master
        self.pid = pid
    }

    deinit {
        if exitStatus == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        close(master)
    }

    /// Types `text` (use "\r" for Enter, "\u{03}" for Ctrl-C).
    public func send(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            if written <= 0 { if errno == EINTR || errno == EAGAIN { continue }; return }
            offset += written
        }
    }

    /// How many times longer than its stated timeout a wait lasts. A timeout here only bounds a failure: on a two-core
    /// machine that also builds the fuzzer in release, a check that compiles an exercise took over 60 s, so waits are
    /// long enough to cover the tutor's own 90 s compile limit.
    public static let patience: Double = 4

    /// Waits until the output since the last match matches `pattern`; returns the output up to and
    /// including the match.
    @discardableResult
    public func expect(_ pattern: String, timeout: Double = 20) throws -> String {
        let regex = try NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators])
        let deadline = Date().addingTimeInterval(timeout * Self.patience)
        while true {
            let text = String(decoding: pending, as: UTF8.self)
            if let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
               let range = Range(match.range, in: text) {
                let consumed = String(text[..<range.upperBound])
                pending = Data(text[range.upperBound...].utf8)
                return consumed
            }
            guard Date() < deadline, pump(milliseconds: 50) else {
                throw Timeout(pattern: pattern, transcript: screenText)
            }
        }
    }

    /// Reads whatever comes for `seconds`.
    public func settle(_ seconds: Double) {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline, pump(milliseconds: 50) {}
    }

    /// Changes the window size; the kernel sends SIGWINCH to the foreground process group.
    public func resize(columns: Int, rows: Int) {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// Waits for the child to exit; its status, or nil after `timeout`.
    public func waitForExit(timeout: Double = 20) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout * Self.patience)
        while Date() < deadline {
            _ = pump(milliseconds: 50)
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                settleAfterExit()
                exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
                return exitStatus
            }
        }
        return nil
    }

    private func settleAfterExit() { while pump(milliseconds: 20) {} }

    /// The transcript without escape sequences and carriage returns, for messages.
    public var screenText: String {
        let text = String(decoding: transcript, as: UTF8.self)
        return text.replacingOccurrences(of: "\u{1B}\\[[0-9;?>]*[A-Za-z]", with: "", options: .regularExpression)
            .replacingOccurrences(of: "\r", with: "")
    }

    /// Reads once (up to `milliseconds`); false when the child closed the terminal.
    private func pump(milliseconds: Int32) -> Bool {
        let now = Self.now()
        for reply in pendingReplies where reply.due <= now { reply.bytes.withUnsafeBytes { _ = write(master, $0.baseAddress, $0.count) } }
        pendingReplies.removeAll { $0.due <= now }
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, milliseconds)
        guard ready > 0 else { return ready == 0 || errno == EINTR }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(master, &buffer, buffer.count)
        guard count > 0 else { return false }
        let chunk = Data(buffer[..<count])
        if let delay = answerDeviceAttributesAfter, chunk.range(of: Data("\u{1B}[>c".utf8)) != nil {
            pendingReplies.append((Self.now() + Int64(delay), Array("\u{1B}[>84;0;0c".utf8)))
        }
        transcript += chunk
        pending += chunk
        return true
    }

    private static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int64(time.tv_sec) * 1000 + Int64(time.tv_nsec) / 1_000_000
    }
}
