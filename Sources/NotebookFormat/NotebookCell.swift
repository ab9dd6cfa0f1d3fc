import Foundation

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
