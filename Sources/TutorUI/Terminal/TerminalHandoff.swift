#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@preconcurrency import CReadline

/// Lends the whole terminal to a full-screen program (the learner's editor) and takes it back.
///
/// The program runs in tutor's own process group, which is the terminal's foreground group: a
/// program in another group (what Foundation's `Process` makes) is stopped or gets EIO when it
/// reads the terminal — vim then says "Error reading input" and exits. Nothing in tutor reads the
/// terminal meanwhile: readline's handler is not installed between lines, and the REPL waits in
/// `waitpid`. Afterwards the terminal's mode is put back as it was (`tcgetattr` before,
/// `tcsetattr` after) and input the program left unread — terminals answer queries such as
/// `ESC[>c` late, with `ESC[>84;0;0c` — is read and thrown away, so it never becomes a REPL line.
public enum TerminalHandoff {
    /// Why a program could not be started.
    public struct SpawnFailure: Error, CustomStringConvertible {
        public let code: Int32
        public var description: String { String(cString: strerror(code)) }
    }

    /// Runs `/bin/sh -c "<command> \"$1\"" editor <file>` on the terminal `terminal` (standard input
    /// unless a test passes a pseudo-terminal, which then also becomes the child's 0, 1 and 2) and
    /// returns its exit status (128 + N when signal N ended it).
    public static func run(shellCommand command: String, file: String, environment: [String: String],
                           terminal: Int32 = STDIN_FILENO, childTerminal: Int32? = nil,
                           quiet: Int32 = 150) throws(SpawnFailure) -> Int32 {
        var saved = termios()
        let haveMode = tcgetattr(terminal, &saved) == 0
        let readlinePrepped = terminal == STDIN_FILENO && (rl_readline_state & UInt(RL_STATE_TERMPREPPED)) != 0
        if readlinePrepped { rl_deprep_terminal() }
        defer {
            if haveMode { _ = discardStrayInput(terminal, restoring: saved, quiet: quiet) }
            if readlinePrepped { rl_prep_terminal(1) }
        }
        let pid = try spawn(["/bin/sh", "-c", command + " \"$1\"", "editor", file], environment: environment, stdio: childTerminal)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    /// Puts `mode` back and reads and drops whatever input arrives until none has come for `quiet`
    /// milliseconds (at most a second in all); returns how many bytes were dropped. Input is read with
    /// echo off, so a late reply is neither echoed nor left for the line editor.
    @discardableResult
    public static func discardStrayInput(_ terminal: Int32, restoring mode: termios, quiet: Int32) -> Int {
        var silent = mode
        silent.c_lflag &= ~tcflag_t(ICANON | ECHO | ECHONL | ISIG)
        withUnsafeMutableBytes(of: &silent.c_cc) { cc in
            cc[Int(VMIN)] = 0
            cc[Int(VTIME)] = 0
        }
        _ = tcsetattr(terminal, TCSANOW, &silent)
        var dropped = 0
        var buffer = [UInt8](repeating: 0, count: 256)
        let deadline = milliseconds() + 1000
        while true {
            let left = deadline - milliseconds()
            guard left > 0 else { break }
            var descriptor = pollfd(fd: terminal, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32(min(Int64(quiet), left)))
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { break }
            let count = read(terminal, &buffer, buffer.count)
            guard count > 0 else { break }
            dropped += count
        }
        var restore = mode
        _ = tcsetattr(terminal, TCSAFLUSH, &restore)
        return dropped
    }

    static func milliseconds() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Int64(now.tv_sec) * 1000 + Int64(now.tv_nsec) / 1_000_000
    }

    /// posix_spawn with the signals tutor catches or ignores put back to their defaults (the editor
    /// must stop on Ctrl-Z and die on SIGPIPE like any program), in tutor's process group.
    static func spawn(_ arguments: [String], environment: [String: String], stdio: Int32?) throws(SpawnFailure) -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGQUIT, SIGTSTP, SIGTTIN, SIGTTOU, SIGPIPE, SIGWINCH, SIGCHLD] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var noMask = sigset_t()
        sigemptyset(&noMask)
        posix_spawnattr_setsigmask(&attributes, &noMask)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let stdio {
            for target in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] { posix_spawn_file_actions_adddup2(&actions, stdio, target) }
        }

        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp)
        guard result == 0 else { throw SpawnFailure(code: result) }
        return pid
    }
}
