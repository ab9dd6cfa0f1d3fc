import Foundation
import Yams

/// Splits `lesson.md` into front matter, introduction, steps and cells: a line-based scan of the format's
/// own markers (front-matter fences, `## ` headings, `<!-- step: … -->`, code fences and their info
/// strings). CONTRIBUTING.md "Lesson format" specifies it; the rule numbers below refer to it.
/// Markdown itself is left to Markdown libraries: prose is kept as written.
struct LessonParser {
    let file: URL
    let directory: URL
    let language: String
    let strings: Localizer
    var diagnostics: [LessonDiagnostic] = []
    /// Question and exercise ids with the position of their `id:` value, in file order.
    var itemIDs: [(id: String, kind: String, position: (line: Int, column: Int))] = []
    /// For `LessonOverview`: the front matter is read without its recipe and support files.
    var overviewOnly = false
    /// Whether validators' and feedback rules' regular expressions are compiled to report bad ones
    /// here (file:line:column). Tools and lint do; a course opened for learning leaves them to the
    /// first answer that needs them, because the first regular expression a process compiles
    /// builds ICU's pattern tables (≈2–3 ms, the largest part of a returning learner's start-up).
    var checksPatterns = true
    /// Whether question and exercise blocks are read when their step is first used instead of now
    /// (see `StepContent`). A course opened for learning defers them; tools, lint and `Course.load`
    /// read every block now. A deferred block's item id is registered from its `id:` line, as the
    /// overview scan reads it, so duplicate ids are still found when the lesson is opened.
    var defersBlocks = false

    init(file: URL, directory: URL, language: String, strings: Localizer) {
        self.file = file
        self.directory = directory
        self.language = language
        self.strings = strings
    }

    var path: String { file.path }

    mutating func error(_ line: Int, _ column: Int, _ message: String) {
        diagnostics.append(LessonDiagnostic(file: path, line: line, column: column, severity: .error, message: message))
    }

    mutating func warning(_ line: Int, _ column: Int, _ message: String) {
        diagnostics.append(LessonDiagnostic(file: path, line: line, column: column, severity: .warning, message: message))
    }

    // `isValidID(_:)` is in TextScanning.swift.

    /// `Moving the Field (iOS 7+)` → `moving-the-field-ios-7`. Only ASCII letters and digits survive,
    /// so translated headings need an explicit marker (rule 4).
    static func slug(_ title: String) -> String {
        var result = ""
        for scalar in title.lowercased().unicodeScalars {
            // ASCII letters and digits (what `CharacterSet.alphanumerics` holds below U+0080).
            if ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) {
                result.unicodeScalars.append(scalar)
            } else if !result.isEmpty, !result.hasSuffix("-") {
                result.append("-")
            }
        }
        while result.hasSuffix("-") { result.removeLast() }
        return result
    }

    /// `<!-- step: some-id -->` → `some-id`.
    static func stepMarker(_ line: String) -> String? {
        let trimmed = line.trimmed(.whitespaces)
        guard trimmed.hasPrefix("<!--"), trimmed.hasSuffix("-->") else { return nil }
        let inner = trimmed.dropFirst(4).dropLast(3).trimmed(.whitespaces)
        guard inner.hasPrefix("step:") else { return nil }
        return inner.dropFirst(5).trimmed(.whitespaces)
    }

    /// An opening fence: up to three spaces, then three or more backticks or tildes (rule 5).
    struct Fence {
        var character: Character
        var length: Int
        var indent: Int
        var info: String
        var line: Int
        var body: [String] = []
        var raw: [String] = []

        init?(_ line: String, number: Int) {
            let indent = line.prefix(while: { $0 == " " }).count
            guard indent <= 3 else { return nil }
            let rest = line.dropFirst(indent)
            guard let first = rest.first, first == "`" || first == "~" else { return nil }
            let length = rest.prefix(while: { $0 == first }).count
            guard length >= 3 else { return nil }
            let info = rest.dropFirst(length).trimmed(.whitespaces)
            if first == "`", info.containsByte(UInt8(ascii: "`")) { return nil }
            self.character = first
            self.length = length
            self.indent = indent
            self.info = info
            self.line = number
        }

        func closes(_ line: String) -> Bool {
            // Most lines inside a block hold no fence character at all.
            guard line.containsByte(character == "`" ? UInt8(ascii: "`") : UInt8(ascii: "~")) else { return false }
            let trimmed = line.trimmed(.whitespaces)
            return line.prefix(while: { $0 == " " }).count <= 3 && trimmed.count >= length && trimmed.allSatisfy { $0 == character }
        }

        var words: [String] { info.split(separator: " ").map(String.init) }
    }

    /// Parses the whole file. Returns nil only when nothing usable could be read (no front matter,
    /// a format newer than this engine).
    mutating func parse(_ text: String) -> Lesson? {
        let lines = text.lines()

        // Rule 2: front matter.
        guard lines.first?.trimmed(.whitespaces) == "---" else {
            error(1, 1, strings[.missingFrontMatter])
            return nil
        }
        guard let close = lines.indices.dropFirst().first(where: { lines[$0].trimmed(.whitespaces) == "---" }) else {
            error(1, 1, strings[.unterminatedFrontMatter])
            return nil
        }
        let yaml = lines[1..<close].joined(separator: "\n")
        guard var lesson = parseFrontMatter(yaml) else { return nil }

        let reading = BlockReading(file: path, directory: directory, strings: strings, checksPatterns: checksPatterns, late: lesson.late,
                                   language: language)
        var builder = StepBuilder()
        var introduction: [String] = []
        var index = close + 1
        var previousWasHeading = false

        while index < lines.count {
            let line = lines[index]
            let number = index + 1

            // Rule 5: fences, cells or prose.
            if let opening = Fence(line, number: number) {
                var fence = opening
                var end = index + 1
                while end < lines.count, !fence.closes(lines[end]) {
                    fence.body.append(lines[end])
                    end += 1
                }
                fence.raw = Array(lines[index...min(end, lines.count - 1)])
                if end >= lines.count {
                    error(number, fence.indent + 1, strings[.unterminatedFence])
                    break
                }
                handleFence(fence, builder: &builder, introduction: &introduction, reading: reading)
                index = end + 1
                previousWasHeading = false
                continue
            }

            // Rule 6: comments; a multi-line one is prose until it closes.
            let trimmed = line.containsByte(UInt8(ascii: "<")) ? line.trimmed(.whitespaces) : ""
            if trimmed.hasPrefix("<!--"), let marker = Self.stepMarker(trimmed) {
                if !previousWasHeading { error(number, 1, strings[.stepMarkerMisplaced]) }
                _ = marker
                index += 1
                previousWasHeading = false
                continue
            }
            if trimmed.hasPrefix("<!--"), !trimmed.contains("-->") {
                guard let closeIndex = lines[(index + 1)...].firstIndex(where: { $0.contains("-->") }) else {
                    error(number, line.prefix(while: { $0 == " " }).count + 1, strings[.unterminatedComment])
                    break
                }
                let commentLines = Array(lines[index...closeIndex])
                if builder.hasStep { builder.prose(commentLines, line: number) } else { introduction += commentLines }
                index = closeIndex + 1
                previousWasHeading = false
                continue
            }

            // Rule 3 and 4: steps.
            if line.hasPrefix("## ") || line == "##" {
                let title = line.dropFirst(2).trimmed(.whitespaces)
                var id = Self.slug(title)
                var idColumn = 4
                if index + 1 < lines.count, let explicit = Self.stepMarker(lines[index + 1]) {
                    id = explicit
                    idColumn = (lines[index + 1].range(of: explicit).map { lines[index + 1].distance(from: lines[index + 1].startIndex, to: $0.lowerBound) } ?? 0) + 1
                }
                let idLine = index + 1 < lines.count && Self.stepMarker(lines[index + 1]) != nil ? number + 1 : number
                if id.isEmpty {
                    error(number, 1, strings[.emptyStepID, title])
                    id = "step-\(builder.steps.count + 1)"
                } else if !Self.isValidID(id) {
                    error(idLine, idColumn, strings[.invalidID, id])
                } else if builder.steps.contains(where: { $0.id == id }) {
                    error(idLine, idColumn, strings[.duplicateID, "step", id])
                }
                builder.startStep(Step(id: id, title: title, line: number))
                index += 1
                previousWasHeading = true
                continue
            }

            if builder.hasStep { builder.prose([line], line: number) } else { introduction.append(line) }
            previousWasHeading = false
            index += 1
        }
        builder.finish()

        lesson.introduction = introduction.joined(separator: "\n").trimmed(.newlines)
        lesson.steps = builder.build(reading: reading)
        if lesson.steps.isEmpty { error(close + 2, 1, strings[.noSteps]) }
        for (index, step) in lesson.steps.enumerated() where !builder.stepsWithContent.contains(index) { warning(step.line, 1, strings[.emptyStep, step.id]) }
        checkItemIDs(lesson)
        return lesson
    }

    mutating func handleFence(_ fence: Fence, builder: inout StepBuilder, introduction: inout [String], reading: BlockReading) {
        let kind = fence.indent == 0 ? (fence.words.first ?? "").lowercased() : ""
        let isCell = fence.character == "`" && ["swift", "output", "question", "exercise"].contains(kind)
        guard isCell else {
            if builder.hasStep { builder.prose(fence.raw, line: fence.line) } else { introduction += fence.raw }
            return
        }
        guard builder.hasStep else {
            error(fence.line, 1, strings[.blockBeforeFirstStep, kind])
            return
        }
        builder.markContent()
        let body = fence.body.joined(separator: "\n")
        switch kind {
        case "swift":
            let options = fence.words.dropFirst()
            for option in options where option != "norun" {
                let column = (fence.info.range(of: option).map { fence.info.distance(from: fence.info.startIndex, to: $0.lowerBound) } ?? 0)
                    + fence.length + 1 + (fence.raw[0].dropFirst(fence.length).prefix(while: { $0 == " " }).count)
                error(fence.line, column, strings[.unknownFenceInfo, option] + (NearestName.nearest(to: option, in: ["norun"]).map { strings[.didYouMean, $0] } ?? ""))
            }
            builder.code(body, runnable: !options.contains("norun"), line: fence.line)
        case "output":
            if !builder.attachOutput(body) { error(fence.line, 1, strings[.outputWithoutCell]) }
        default:  // question, exercise
            let block = DeferredBlock(kind: kind == "question" ? .question : .exercise, yaml: body, fenceLine: fence.line)
            if defersBlocks {
                if let (id, offset, column) = Self.topLevelIDPosition(in: fence.body) {
                    itemIDs.append((id, kind, (fence.line + offset, column)))
                }
                builder.block(block)
            } else {
                let (read, found) = reading.parse(block)
                if let read {
                    builder.cell(read.cell)
                    itemIDs.append((read.id, kind, read.position))
                }
                diagnostics += found
            }
        }
    }

    /// Question and exercise ids are unique within the lesson (rule 7).
    mutating func checkItemIDs(_ lesson: Lesson) {
        var seen: Set<String> = []
        for (id, kind, position) in itemIDs where !seen.insert(id).inserted {
            error(position.line, position.column, strings[.duplicateID, kind, id])
        }
    }

    static let frontMatterKeys = ["format", "id", "title", "summary", "objectives", "estimated_minutes", "prerequisites", "cell_support"]

    /// Rule 2. Nil when the format is newer than this engine (nothing after it can be trusted).
    mutating func parseFrontMatter(_ yaml: String) -> Lesson? {
        var reader = YAMLReader(file: path, lineOffset: 1, strings: strings)
        defer { diagnostics += reader.diagnostics }
        guard let node = reader.compose(yaml), let mapping = reader.mapping(node, context: "front matter") else { return nil }
        reader.checkKeys(mapping, allowed: Self.frontMatterKeys, context: "front matter")
        let context = "front matter"
        let format = reader.int(mapping, "format", required: true, context: context, minimum: 1) ?? LessonFormat.currentVersion
        if format > LessonFormat.currentVersion {
            reader.error(at: mapping["format"], strings[.newerFormat, String(format), String(LessonFormat.currentVersion)])
            return nil
        }
        let id = reader.string(mapping, "id", required: true, context: context) ?? directory.lastPathComponent
        let folder = directory.lastPathComponent
        if !Self.isValidID(id) { reader.error(at: mapping["id"], strings[.invalidID, id]) }
        else if id != folder { reader.error(at: mapping["id"], strings[.idMismatch, id, folder]) }
        let title = reader.string(mapping, "title", required: true, context: context) ?? id
        let summary = reader.string(mapping, "summary", required: true, context: context) ?? ""
        let objectives = reader.stringList(mapping, "objectives", required: true, context: context)
        if mapping["objectives"] != nil, objectives.isEmpty { reader.error(at: mapping["objectives"], strings[.expectedType, "objectives", "a list of at least one objective"]) }
        let minutes = reader.int(mapping, "estimated_minutes", required: true, context: context, minimum: 1) ?? 0
        let prerequisites = reader.stringList(mapping, "prerequisites", context: context)
        let support = reader.stringList(mapping, "cell_support", context: context)
        for (offset, file) in support.enumerated() where !overviewOnly {
            switch TextFile.refusal(file, in: directory) {
            case .missing?: reader.error(at: reader.sequence(mapping, "cell_support")[offset], strings[.unknownSupportFile, file])
            case .outside?: reader.error(at: reader.sequence(mapping, "cell_support")[offset], strings[.supportFileOutside, file])
            case nil: break
            }
        }
        return Lesson(id: id, title: title, summary: summary, objectives: objectives, estimatedMinutes: minutes,
                      prerequisites: prerequisites, format: format, language: language, directory: directory, file: file,
                      recipe: overviewOnly ? Recipe() : RecipeLoader.load(directory), cellSupport: support)
    }

    /// A block's top-level `id:` value and its line in the block (1-based), for overviews: a plain or
    /// quoted scalar, as ids are (rule 7). Nil when the block has none, as the full parse reports.
    static func topLevelID(in body: [String]) -> (String, Int)? {
        topLevelIDPosition(in: body).map { ($0.id, $0.line) }
    }

    /// `topLevelID` with the column where the value starts (1-based, as YAML marks count), which is
    /// where the full parse reports a duplicate id.
    static func topLevelIDPosition(in body: [String]) -> (id: String, line: Int, column: Int)? {
        for (offset, line) in body.enumerated() where line.hasPrefix("id:") {
            let column = 4 + line.dropFirst(3).prefix(while: { $0 == " " }).count
            var value = line.dropFirst(3).trimmed(.whitespaces)
            if let hash = value.range(of: " #") { value = String(value[..<hash.lowerBound]).trimmed(.whitespaces) }
            if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
                value = String(value.dropFirst().dropLast())
            }
            return (value, offset + 1, column)
        }
        return nil
    }
}

/// Collects the steps and their cells (or blocks to read later) while the scan goes.
struct StepBuilder {
    /// The steps so far, without their cells; `build` gives them their content.
    private(set) var steps: [Step] = []
    private var pieces: [[StepPiece]] = []
    private var proseLines: [String] = []
    private var proseLine = 0
    private var proseCount = 0
    private var codeCount = 0
    /// True while only blank lines followed the last swift cell (an ```output block may attach to it).
    private var outputCanAttach = false

    var hasStep: Bool { !steps.isEmpty }
    /// Indices of steps with any non-blank line (a block that failed to parse still counts as content).
    private(set) var stepsWithContent: Set<Int> = []

    mutating func markContent() { if hasStep { stepsWithContent.insert(steps.count - 1) } }

    mutating func startStep(_ step: Step) {
        finish()
        steps.append(step)
        pieces.append([])
        proseCount = 0
        codeCount = 0
        outputCanAttach = false
    }

    mutating func prose(_ lines: [String], line: Int) {
        if proseLines.isEmpty { proseLine = line }
        proseLines += lines
        if lines.contains(where: { !$0.isBlank }) {
            outputCanAttach = false
            markContent()
        }
    }

    mutating func flushProse() {
        defer { proseLines = [] }
        // Blank lines around prose are layout, not content.
        guard let first = proseLines.firstIndex(where: { !$0.trimmed(.whitespaces).isEmpty }),
              let last = proseLines.lastIndex(where: { !$0.trimmed(.whitespaces).isEmpty }) else { return }
        proseCount += 1
        let stepID = steps[steps.count - 1].id
        pieces[pieces.count - 1].append(.cell(.prose(Prose(id: "\(stepID).prose-\(proseCount)",
                                                            markdown: proseLines[first...last].joined(separator: "\n"),
                                                            line: proseLine + first))))
    }

    mutating func cell(_ cell: Cell) {
        flushProse()
        pieces[pieces.count - 1].append(.cell(cell))
        outputCanAttach = false
    }

    mutating func block(_ block: DeferredBlock) {
        flushProse()
        pieces[pieces.count - 1].append(.block(block))
        outputCanAttach = false
    }

    mutating func code(_ code: String, runnable: Bool, line: Int) {
        flushProse()
        codeCount += 1
        let stepID = steps[steps.count - 1].id
        pieces[pieces.count - 1].append(.cell(.code(CodeCell(id: "\(stepID).code-\(codeCount)", code: code, runnable: runnable, line: line))))
        outputCanAttach = true
    }

    mutating func attachOutput(_ output: String) -> Bool {
        guard outputCanAttach, case .cell(.code(var cell))? = pieces.last?.last, cell.expectedOutput == nil else { return false }
        proseLines = []
        cell.expectedOutput = output
        pieces[pieces.count - 1][pieces[pieces.count - 1].count - 1] = .cell(.code(cell))
        outputCanAttach = false
        return true
    }

    mutating func finish() {
        if hasStep { flushProse() }
    }

    /// The steps with their content; deferred blocks are read by `reading` when first asked for.
    func build(reading: BlockReading) -> [Step] {
        zip(steps, pieces).map { step, pieces in
            var step = step
            step.content = StepContent(pieces: pieces, reading: reading)
            return step
        }
    }
}

/// Reads `recipe/`: declarations (sorted by name) and `play.swift`.
enum RecipeLoader {
    static func load(_ directory: URL) -> Recipe {
        let folder = directory.appendingPathComponent("recipe", isDirectory: true)
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        var recipe = Recipe()
        for name in names {
            guard let code = TextFile.read(folder.appendingPathComponent(name), inside: directory) else { continue }
            let file = SourceFile(path: "recipe/\(name)", code: code)
            if name == "play.swift" { recipe.play = file } else { recipe.supportFiles.append(file) }
        }
        return recipe
    }
}
