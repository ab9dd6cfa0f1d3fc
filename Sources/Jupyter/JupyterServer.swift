#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NotebookFormat
import Foundation
import Kernel
import Lessons
import TutorUI

/// `tutor jupyter serve`: a `JupyterSession` driven over stdin and stdout without ZeroMQ, one JSON object
/// per line, one reply per request, in order (for scripts and tests; Jupyter itself talks to
/// `tutor jupyter kernel`, `JupyterKernel`, which drives the same session):
///
///     {"id": 1, "type": "execute", "code": "print(1)", "cell_id": "a1", "execution_count": 1}
///     {"id": 1, "type": "execute_reply", "status": "ok", "execution_count": 1, "cached": false, "outputs": [{"output_type": "stream", …}]}
///
/// Requests: execute, complete, inspect, is_complete, kernel_info, restart (drops the cells kept and the
/// lesson), shutdown (replies, then exits). SIGINT stops the running cell (its reply says Interrupted) and
/// never the server; the end of stdin ends it.
@MainActor
public enum JupyterServer {
    public static func serve(environment: TutorEnvironment, runner: any CodeRunning) async -> Int32 {
        // A process started from a thread that blocks SIGINT inherits the mask; this server must get it.
        var interrupt = sigset_t()
        sigemptyset(&interrupt)
        sigaddset(&interrupt, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &interrupt, nil)
        Interrupts.install()
        let session = JupyterSession(environment: environment, runner: runner)
        for await line in lines() {
            guard !line.isBlank else { continue }
            let reply: [String: JSONValue]
            var request: [String: JSONValue] = [:]
            do {
                request = try JSONDecoder().decode([String: JSONValue].self, from: Data(line.utf8))
                reply = await session.handle(request)
            } catch {
                reply = ["type": .string("error_reply"), "status": .string("error"), "ename": .string("BadRequest"),
                         "evalue": .string("Not a JSON object: \(line.prefix(80))"), "traceback": .array([])]
            }
            write(reply)
            if request["type"]?.string == "shutdown" { return 0 }
        }
        return 0
    }

    static func write(_ reply: [String: JSONValue]) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(reply)) ?? Data(#"{"status":"error","ename":"EncodingError"}"#.utf8)
        FileHandle.standardOutput.write(data + Data("\n".utf8))
    }

    /// Standard input's lines, read on a thread of their own so a long cell never blocks reading.
    static func lines() -> AsyncStream<String> {
        AsyncStream { continuation in
            let thread = Thread {
                var buffer = Data()
                var chunk = [UInt8](repeating: 0, count: 65536)
                while true {
                    // read(2) itself: SIGINT (which stops a cell) interrupts it with EINTR, and that is no end of input.
                    let count = read(0, &chunk, chunk.count)
                    if count < 0, errno == EINTR { continue }
                    if count <= 0 { break }
                    buffer.append(contentsOf: chunk[0..<count])
                    while let newline = buffer.firstIndex(of: 0x0A) {
                        continuation.yield(String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self))
                        buffer.removeSubrange(buffer.startIndex...newline)
                    }
                }
                if !buffer.isEmpty { continuation.yield(String(decoding: buffer, as: UTF8.self)) }
                continuation.finish()
            }
            thread.start()
        }
    }
}
