import Foundation

/// A cell's output: a stream (what the cell printed) or display data (the simulator's screen as an image
/// with its text). Other kinds are read as far as these fields go.
public struct NotebookOutput: Codable, Sendable, Equatable {
    public var outputType: String
    public var name: String?
    public var text: String?
    /// `display_data`: the representations by MIME type (text, SVG).
    public var data: [String: String]?
    public var metadata: [String: JSONValue]?

    enum CodingKeys: String, CodingKey {
        case name, text, data, metadata
        case outputType = "output_type"
    }

    public init(stdout text: String) {
        outputType = "stream"
        name = "stdout"
        self.text = text
    }

    public init(display data: [String: String]) {
        outputType = "display_data"
        self.data = data
        metadata = [:]
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        outputType = try container.decode(String.self, forKey: .outputType)
        name = try container.decodeIfPresent(String.self, forKey: .name)
        if let lines = try? container.decode([String].self, forKey: .text) { text = lines.joined() } else {
            text = try container.decodeIfPresent(String.self, forKey: .text)
        }
        // nbformat allows a MIME bundle's text as a string or a list of lines; JSON values are kept as their text.
        if let bundle = try container.decodeIfPresent([String: JSONValue].self, forKey: .data) {
            var data: [String: String] = [:]
            for (mime, value) in bundle {
                switch value {
                case .string(let text): data[mime] = text
                case .array(let lines): data[mime] = lines.compactMap(\.string).joined()
                default: data[mime] = String(decoding: (try? JSONEncoder().encode(value)) ?? Data(), as: UTF8.self)
                }
            }
            self.data = data
        }
        metadata = try container.decodeIfPresent([String: JSONValue].self, forKey: .metadata)
    }
}
