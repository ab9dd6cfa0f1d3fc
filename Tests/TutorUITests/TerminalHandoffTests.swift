import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import TutorUI

/// The terminal lent to a full-screen program comes back as it was, and late input is dropped.
/// Each test makes its own pseudo-terminal, so nothing depends on how the tests were started.
@Suite(.serialized) struct TerminalHandoffTests {
    func pty() throws -> (master: Int32, slave: Int32) {
        var master: Int32 = -1, slave: Int32 = -1
        guard openpty(&master, &slave, nil, nil, nil) == 0 else { throw POSIXError(.EIO) }
        return (master, slave)
    }

    func localFlags(_ fd: Int32) -> tcflag_t {
        var mode = termios()
        tcgetattr(fd, &mode)
        return mode.c_lflag
    }

    @Test func theTerminalModeIsRestoredAfterAProgramThatChangesIt() throws {
        let (master, slave) = try pty()
        defer { close(master); close(slave) }
        let before = localFlags(slave)
        #expect(before & tcflag_t(ICANON) != 0)
        #expect(before & tcflag_t(ECHO) != 0)
        // The "editor" leaves the terminal raw and silent, as a crashed editor would.
        let status = try TerminalHandoff.run(shellCommand: "stty raw -echo; true", file: "/dev/null",
                                             environment: ["PATH": "/usr/bin:/bin"], terminal: slave, childTerminal: slave, quiet: 20)
        #expect(status == 0)
        #expect(localFlags(slave) == before)
    }

    @Test func theExitStatusIsTheEditors() throws {
        let (master, slave) = try pty()
        defer { close(master); close(slave) }
        let failed = try TerminalHandoff.run(shellCommand: "exit 3;", file: "x", environment: [:], terminal: slave, childTerminal: slave, quiet: 20)
        #expect(failed == 3)
        let killed = try TerminalHandoff.run(shellCommand: "kill -TERM $$;", file: "x", environment: [:], terminal: slave, childTerminal: slave, quiet: 20)
        #expect(killed == 128 + SIGTERM)
    }

    /// The file name reaches the editor as one argument, spaces and quotes included.
    @Test func theFileIsOneArgument() throws {
        let (master, slave) = try pty()
        defer { close(master); close(slave) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("handoff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("my \"file\".swift")
        _ = try TerminalHandoff.run(shellCommand: "printf edited >", file: file.path, environment: [:], terminal: slave, childTerminal: slave, quiet: 20)
        #expect(try String(contentsOf: file, encoding: .utf8) == "edited")
    }

    /// A terminal's reply that arrives after the program exited (`ESC[>84;0;0c`) is read and dropped,
    /// and with echo off, so it is not shown either; input typed after the quiet period is kept.
    @Test func lateRepliesAreDroppedWithoutEcho() throws {
        let (master, slave) = try pty()
        defer { close(master); close(slave) }
        var mode = termios()
        tcgetattr(slave, &mode)
        let reply = Array("\u{1B}[>84;0;0c".utf8)
        let writer = Thread {
            usleep(30_000)
            _ = write(master, reply, reply.count)
        }
        writer.start()
        let dropped = TerminalHandoff.discardStrayInput(slave, restoring: mode, quiet: 150)
        #expect(dropped == reply.count)
        #expect(localFlags(slave) == mode.c_lflag)
        // Nothing was echoed back to the terminal's screen.
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        #expect(poll(&descriptor, 1, 50) == 0)
        // What is typed later is the learner's and stays.
        let typed = Array("next\n".utf8)
        _ = write(master, typed, typed.count)
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = read(slave, &buffer, buffer.count)
        #expect(Array(buffer[..<max(0, count)]) == typed)
    }
}
