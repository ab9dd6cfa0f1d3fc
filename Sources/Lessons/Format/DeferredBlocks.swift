import Foundation

/// A step's cells, read or still to be read. A lesson opened for learning reads the YAML of its
/// question and exercise blocks when their step's cells are first asked for
/// (`LessonParser.defersBlocks`): a learner resuming at step 2 waits for that step's blocks, not for
/// all ten steps' validators, exercise files and YAML. A class, so every copy of a lesson shares one
/// reading; the lock makes that reading happen once from any thread.
final class StepContent: @unchecked Sendable {
    private let lock = NSLock()
    private var pieces: [StepPiece]
    private var cells: [Cell]?
    private let reading: BlockReading?

    init(cells: [Cell]) {
        self.pieces = []
        self.cells = cells
        self.reading = nil
    }

    init(pieces: [StepPiece], reading: BlockReading) {
        self.pieces = pieces
        self.reading = reading
        // A step without deferred blocks is read already.
        let ready = pieces.compactMap { if case .cell(let cell) = $0 { cell } else { nil } }
        if ready.count == pieces.count { self.cells = ready }
    }

    /// The cells, reading the deferred blocks first if they have not been read; their problems go
    /// to the lesson's `LateDiagnostics`. A block that cannot be read leaves no cell, as in a full parse.
    func read() -> [Cell] {
        lock.withLock {
            if let cells { return cells }
            var read: [Cell] = []
            for piece in pieces {
                switch piece {
                case .cell(let cell): read.append(cell)
                case .block(let block): if let cell = reading?.read(block) { read.append(cell) }
                }
            }
            cells = read
            pieces = []
            return read
        }
    }
}

/// What a step is made of while it is being built: cells, and blocks left to read later.
enum StepPiece {
    case cell(Cell)
    case block(DeferredBlock)
}

/// A ```` ```question ```` or ```` ```exercise ```` block kept as written, to be read on first use.
struct DeferredBlock {
    enum Kind { case question, exercise }
    var kind: Kind
    var yaml: String
    /// The line of the opening fence; the block's YAML starts on the next line.
    var fenceLine: Int
}

/// How a lesson's question and exercise blocks are read, now (the full parse) or later (deferred
/// blocks, whose problems go to the lesson's `LateDiagnostics`): one reader, one set of settings.
struct BlockReading: Sendable {
    var file: String
    var directory: URL
    var strings: Localizer
    var checksPatterns: Bool
    var late: LateDiagnostics
    /// The lesson's language (choices' labels follow it).
    var language = "en"

    /// The block's cell with its item id and the id's position, and the problems found.
    func parse(_ block: DeferredBlock) -> (read: (cell: Cell, id: String, position: (line: Int, column: Int))?, diagnostics: [LessonDiagnostic]) {
        var reader = YAMLReader(file: file, lineOffset: block.fenceLine, strings: strings)
        reader.checksPatterns = checksPatterns
        reader.lessonLanguage = language
        let read: (cell: Cell, id: String, position: (line: Int, column: Int))? = switch block.kind {
        case .question: QuestionBlock.parse(block.yaml, reader: &reader).map { (.question($0.0), $0.0.id, $0.1) }
        case .exercise: ExerciseBlock.parse(block.yaml, reader: &reader, lessonDirectory: directory).map { (.exercise($0.0), $0.0.id, $0.1) }
        }
        return (read, reader.diagnostics)
    }

    /// A deferred block's cell, read on first use; its problems go to `late`.
    func read(_ block: DeferredBlock) -> Cell? {
        let (read, diagnostics) = parse(block)
        late.append(diagnostics)
        return read?.cell
    }
}

/// Problems found in blocks read after the lesson was opened, kept until a front end takes them.
final class LateDiagnostics: @unchecked Sendable {
    private let lock = NSLock()
    private var found: [LessonDiagnostic] = []

    func append(_ diagnostics: [LessonDiagnostic]) {
        guard !diagnostics.isEmpty else { return }
        lock.withLock { found += diagnostics }
    }

    func take() -> [LessonDiagnostic] {
        lock.withLock {
            defer { found = [] }
            return found
        }
    }
}
