import Foundation

/// A Jupyter notebook, nbformat 4.5: what `tutor export --format ipynb` writes and `tutor import` reads.
/// Only the parts tutor uses are typed; unknown metadata is kept as JSON values.
public struct Notebook: Codable, Sendable, Equatable {
    public var nbformat = 4
    public var nbformatMinor = 5
    public var metadata: [String: JSONValue]
    public var cells: [NotebookCell]

    enum CodingKeys: String, CodingKey {
        case nbformat, metadata, cells
        case nbformatMinor = "nbformat_minor"
    }

    public init(metadata: [String: JSONValue], cells: [NotebookCell]) {
        self.metadata = metadata
        self.cells = cells
    }

    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }
}

public struct NotebookCell: Codable, Sendable, Equatable {
    public enum CellType: String, Codable, Sendable { case markdown, code, raw }

    public var cellType: CellType
    /// nbformat 4.5 cell id: 1–64 of `[a-zA-Z0-9-_]`, unique in the notebook.
    public var id: String
    public var metadata: [String: JSONValue]
    /// Jupyter allows a string or a list of lines; tutor writes a string and reads both.
    public var source: String
    /// Code cells only.
    public var outputs: [NotebookOutput]?
    public var executionCount: Int?

    enum CodingKeys: String, CodingKey {
        case id, metadata, source, outputs
        case cellType = "cell_type"
        case executionCount = "execution_count"
    }

    public init(cellType: CellType, id: String, metadata: [String: JSONValue] = [:], source: String,
                outputs: [NotebookOutput]? = nil, executionCount: Int? = nil) {
        self.cellType = cellType
        self.id = id
        self.metadata = metadata
        self.source = source
        self.outputs = cellType == .code ? (outputs ?? []) : nil
        self.executionCount = executionCount
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        cellType = try container.decode(CellType.self, forKey: .cellType)
        id = try container.decodeIfPresent(String.self, forKey: .id) ?? ""
        metadata = try container.decodeIfPresent([String: JSONValue].self, forKey: .metadata) ?? [:]
        if let lines = try? container.decode([String].self, forKey: .source) {
            source = lines.joined()
        } else {
            source = try container.decodeIfPresent(String.self, forKey: .source) ?? ""
        }
        outputs = try container.decodeIfPresent([NotebookOutput].self, forKey: .outputs)
        executionCount = try container.decodeIfPresent(Int.self, forKey: .executionCount)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(cellType, forKey: .cellType)
        try container.encode(id, forKey: .id)
        try container.encode(metadata, forKey: .metadata)
        try container.encode(source, forKey: .source)
        if cellType == .code {
            try container.encode(outputs ?? [], forKey: .outputs)
            // execution_count is required for code cells, null when never run.
            if let executionCount { try container.encode(executionCount, forKey: .executionCount) } else {
                try container.encodeNil(forKey: .executionCount)
            }
        }
    }

    /// The `tutor` metadata entry that export writes and import reads back.
    public var tutor: [String: JSONValue] {
        if case .object(let object)? = metadata["tutor"] { return object }
        return [:]
    }
}

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

/// Any JSON value, for notebook metadata.
public enum JSONValue: Codable, Sendable, Equatable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([JSONValue])
    case object([String: JSONValue])
    case null

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        // The likeliest kinds first (notebooks and Jupyter messages are mostly strings and objects): each
        // wrong guess costs a thrown error. The decoder is strict, so no kind is mistaken for another.
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([String: JSONValue].self) { self = .object(value) }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Double.self) { self = .number(value) }
        else { self = .array(try container.decode([JSONValue].self)) }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let value): try container.encode(value)
        case .number(let value):
            if value == value.rounded(), abs(value) < 1e15 { try container.encode(Int(value)) } else { try container.encode(value) }
        case .bool(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        case .null: try container.encodeNil()
        }
    }

    public var string: String? { if case .string(let value) = self { value } else { nil } }
    public var bool: Bool? { if case .bool(let value) = self { value } else { nil } }
    public var number: Double? { if case .number(let value) = self { value } else { nil } }
    public var object: [String: JSONValue]? { if case .object(let value) = self { value } else { nil } }
}
