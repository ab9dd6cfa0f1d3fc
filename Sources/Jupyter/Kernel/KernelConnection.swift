import NotebookFormat
import Foundation

/// A Jupyter connection file (the `{connection_file}` of the kernelspec's argv): where to bind the five
/// channels and the key that signs every message.
public struct KernelConnection: Decodable, Sendable, Equatable {
    public var transport: String
    public var ip: String
    public var shellPort: Int
    public var iopubPort: Int
    public var stdinPort: Int
    public var controlPort: Int
    public var hbPort: Int
    public var key: String
    public var signatureScheme: String

    enum CodingKeys: String, CodingKey {
        case transport, ip, key
        case shellPort = "shell_port", iopubPort = "iopub_port", stdinPort = "stdin_port", controlPort = "control_port", hbPort = "hb_port"
        case signatureScheme = "signature_scheme"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        transport = try container.decodeIfPresent(String.self, forKey: .transport) ?? "tcp"
        ip = try container.decodeIfPresent(String.self, forKey: .ip) ?? "127.0.0.1"
        shellPort = try container.decode(Int.self, forKey: .shellPort)
        iopubPort = try container.decode(Int.self, forKey: .iopubPort)
        stdinPort = try container.decode(Int.self, forKey: .stdinPort)
        controlPort = try container.decode(Int.self, forKey: .controlPort)
        hbPort = try container.decode(Int.self, forKey: .hbPort)
        key = try container.decodeIfPresent(String.self, forKey: .key) ?? ""
        signatureScheme = try container.decodeIfPresent(String.self, forKey: .signatureScheme) ?? "hmac-sha256"
    }

    /// A connection file that cannot be served: the message names the file and the fault; the exit status
    /// follows sysexits (66 unreadable, 65 not a connection file tutor can serve).
    public struct Unusable: Error, Sendable, CustomStringConvertible {
        public var message: String
        public var exitCode: Int32
        init(_ message: String, exitCode: Int32) {
            self.message = message
            self.exitCode = exitCode
        }
        public var description: String { message }
    }

    /// Reads and checks a connection file; the error names the file and what is wrong with it.
    public static func read(_ url: URL) throws -> KernelConnection {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw Unusable("Cannot read the connection file \(url.path): \(error.localizedDescription)", exitCode: 66)
        }
        let connection: KernelConnection
        do { connection = try JSONDecoder().decode(KernelConnection.self, from: data) } catch {
            throw Unusable("\(url.path): not a Jupyter connection file (\(Self.reason(error))).", exitCode: 65)
        }
        guard connection.transport == "tcp" else {
            throw Unusable("\(url.path): transport '\(connection.transport)'; the tutor kernel speaks tcp only.", exitCode: 65)
        }
        guard connection.signatureScheme == "hmac-sha256" || connection.key.isEmpty else {
            throw Unusable("\(url.path): signature_scheme '\(connection.signatureScheme)'; the tutor kernel signs with hmac-sha256.", exitCode: 65)
        }
        return connection
    }

    static func reason(_ error: any Error) -> String {
        switch error as? DecodingError {
        case .keyNotFound(let key, _): "no \(key.stringValue)"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            context.codingPath.isEmpty ? "not JSON" : "\(context.codingPath.map(\.stringValue).joined(separator: ".")): \(context.debugDescription)"
        default: "\(error)"
        }
    }
}
