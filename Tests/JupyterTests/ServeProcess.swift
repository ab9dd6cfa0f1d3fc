import Foundation
import Lessons
import Testing

/// A real `tutor jupyter serve`, spoken to as the Python kernel speaks to it: one JSON object per line.
final class ServeProcess: @unchecked Sendable {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let content = packageRoot.appendingPathComponent("Content")

    /// The tutor binary beside the test bundle (`swift build --build-tests` builds it).
    static let executable: URL? = {
        var directory = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("tutor")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        let built = packageRoot.appendingPathComponent(".build/debug/tutor")
        return FileManager.default.isExecutableFile(atPath: built.path) ? built : nil
    }()

    let process = Process()
    let input = Pipe(), output = Pipe()
    private var buffer = Data()
    private var nextID = 0

    init(workspace: URL, arguments: [String] = []) throws {
        guard let executable = Self.executable else { throw Skip("the tutor binary is not built (swift build --product tutor)") }
        process.executableURL = executable
        process.arguments = ["jupyter", "serve", "--workspace", workspace.path, "--content", Self.content.path] + arguments
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    /// Sends a request (an `id` is added) and waits for its reply, off the cooperative pool.
    func request(_ fields: [String: Any]) async throws -> [String: Any] {
        nextID += 1
        var message = fields
        message["id"] = nextID
        let line = try JSONSerialization.data(withJSONObject: message) + Data("\n".utf8)
        input.fileHandleForWriting.write(line)
        let id = nextID
        return try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try self.readReply(id: id) })
            }
        }
    }

    private func readReply(id: Int) throws -> [String: Any] {
        while true {
            while let newline = buffer.firstIndex(of: 0x0A) {
                let line = buffer[buffer.startIndex..<newline]
                buffer.removeSubrange(buffer.startIndex...newline)
                let reply = try JSONSerialization.jsonObject(with: line) as? [String: Any] ?? [:]
                if reply["id"] as? Int == id { return reply }
            }
            let chunk = output.fileHandleForReading.readSomeRetryingInterrupts()
            if chunk.isEmpty { throw Skip("tutor jupyter serve ended before replying") }
            buffer.append(chunk)
        }
    }

    func execute(_ code: String, cellID: String? = nil, count: Int) async throws -> [String: Any] {
        var fields: [String: Any] = ["type": "execute", "code": code, "execution_count": count]
        if let cellID { fields["cell_id"] = cellID }
        return try await request(fields)
    }

    func interrupt() { kill(process.processIdentifier, SIGINT) }

    func stop() {
        if process.isRunning { process.terminate() }
    }

    /// The texts of a reply's stream outputs.
    static func streams(_ reply: [String: Any]) -> [String] {
        (reply["outputs"] as? [[String: Any]] ?? []).compactMap { $0["output_type"] as? String == "stream" ? $0["text"] as? String : nil }
    }

    static func temporaryFolder(_ label: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-jupyter-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

struct Skip: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
