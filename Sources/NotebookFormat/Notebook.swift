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
