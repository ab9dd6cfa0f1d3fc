#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The tutor REPL in a pseudo-terminal, as a person meets it: a cell typed and Enter pressed, timed until
/// its output and the next prompt are on the terminal. The like-for-like of a kernel round trip, which is
/// also timed from another process, until the front end has the outputs and the idle status.
final class ReplTerminal {
    let master: Int32
    let pid: pid_t
    private var pending: [UInt8] = []

    init(tutor: URL, arguments: [String], environment: [String: String]) throws {
        var master: Int32 = -1, slave: Int32 = -1
        var size = winsize(ws_row: 40, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0, let name = ttyname(slave) else { throw BenchmarkError("openpty failed") }
        let slaveName = String(cString: name)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(0x80))  // POSIX_SPAWN_SETSID: the pty becomes its terminal
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addclose(&actions, master)
        posix_spawn_file_actions_addclose(&actions, slave)
        posix_spawn_file_actions_addopen(&actions, 0, slaveName, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        let argv = ([tutor.path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, tutor.path, &actions, &attributes, argv, envp)
        close(slave)
        guard result == 0 else { close(master); throw BenchmarkError("cannot start the REPL: \(String(cString: strerror(result)))") }
        self.master = master
        self.pid = pid
    }

    deinit {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        close(master)
    }

    /// Reads until `marker` has come (after whatever came before it); false after `timeout` seconds.
    func wait(for marker: String, timeout: Double = 60) -> Bool {
        let bytes = Array(marker.utf8)
        let deadline = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            if let range = pending.firstRange(of: bytes) {
                pending.removeSubrange(..<range.upperBound)
                return true
            }
            guard ContinuousClock.now < deadline else { return false }
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 100) >= 0 else { continue }
            if descriptor.revents & Int16(POLLIN) != 0 {
                let count = read(master, &buffer, buffer.count)
                if count <= 0 { return false }
                pending += buffer[0..<count]
            }
        }
    }

    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Types `line` and Enter; the seconds until `output` and then the prompt `prompt` are on the terminal.
    func run(_ line: String, output: String, prompt: String) throws -> Double {
        let start = ContinuousClock.now
        type(line + "\r")
        guard wait(for: output), wait(for: prompt) else { throw BenchmarkError("the REPL did not print \(output) and its prompt") }
        return JupyterBenchmarks.seconds(ContinuousClock.now - start)
    }
}
