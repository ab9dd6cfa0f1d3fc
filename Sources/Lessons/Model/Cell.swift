import Foundation
import Ink

/// One unit of a step: Markdown prose, a runnable Swift cell, a question, or an exercise.
public enum Cell: Sendable {
    case prose(Prose)
    case code(CodeCell)
    case question(Question)
    case exercise(Exercise)

    /// Stable id: authored for questions and exercises, `<step-id>.<n>` (1-based, per step) for prose and code.
    public var id: String {
        switch self {
        case .prose(let p): p.id
        case .code(let c): c.id
        case .question(let q): q.id
        case .exercise(let e): e.id
        }
    }

    /// Line in the lesson file where the cell starts.
    public var line: Int {
        switch self {
        case .prose(let p): p.line
        case .code(let c): c.line
        case .question(let q): q.line
        case .exercise(let e): e.line
        }
    }
}

/// Markdown text between cells, kept as written so a renderer can lay it out for its medium.
public struct Prose: Sendable, Hashable {
    public var id: String
    public var markdown: String
    public var line: Int

    public init(id: String, markdown: String, line: Int) {
        self.id = id
        self.markdown = markdown
        self.line = line
    }

    /// The prose as HTML (for export and for tools that want a Markdown understanding of the text).
    public var html: String { InkMarkdown.html(markdown) }
}

/// A fenced ```` ```swift ```` block. Runnable cells run in order, each seeing what the earlier ones declared.
public struct CodeCell: Sendable, Hashable {
    public var id: String
    public var code: String
    /// False for ```` ```swift norun ```` blocks: shown, never run (fragments, code that must not compile).
    public var runnable: Bool
    /// The output the cell must print, from an ```` ```output ```` block right after it (checked by content tests).
    public var expectedOutput: String?
    public var line: Int

    public init(id: String, code: String, runnable: Bool = true, expectedOutput: String? = nil, line: Int) {
        self.id = id
        self.code = code
        self.runnable = runnable
        self.expectedOutput = expectedOutput
        self.line = line
    }
}
