import Foundation
import Yams

/// Reads a YAML block of a lesson file (front matter, a question, an exercise, course.yaml) with Yams,
/// collecting diagnostics at file positions: Yams' marks are relative to the block, so each block
/// remembers the file line just before its first YAML line.
struct YAMLReader {
    let file: String
    /// File line before the block's first line; a Yams mark on line n is at file line `lineOffset + n`.
    let lineOffset: Int
    let strings: Localizer
    var diagnostics: [LessonDiagnostic] = []
    /// Whether regular expressions in the block are compiled to check them (see `LessonParser.checksPatterns`).
    var checksPatterns = true
    /// The language the lesson is written in: a Russian lesson labels its choices а), б), в), г).
    var lessonLanguage = "en"

    init(file: String, lineOffset: Int, strings: Localizer) {
        self.file = file
        self.lineOffset = lineOffset
        self.strings = strings
    }

    /// Where problems about a missing key are reported: the line that opens the block.
    var blockLine: Int { max(lineOffset, 1) }

    mutating func error(line: Int, column: Int, _ message: String) {
        diagnostics.append(LessonDiagnostic(file: file, line: line, column: column, severity: .error, message: message))
    }

    func position(_ node: Node?) -> (line: Int, column: Int) {
        guard let mark = node?.mark else { return (blockLine, 1) }
        return (lineOffset + mark.line, mark.column)
    }

    mutating func error(at node: Node?, _ message: String) {
        let (line, column) = position(node)
        error(line: line, column: column, message)
    }

    /// Yams' composer with what lessons need: the basic resolver and no constructor tables. Lessons
    /// read every scalar as its text (`Node.string`, `Int(_:)`), never by resolved tag, and composing
    /// never constructs values; the default resolver compiles a dozen ICU regexes and the default
    /// constructor builds three tag tables, both on a learner's start-up path. The encoding is given
    /// so Yams does not copy the whole environment to look for an override.
    /// Blocks that cross `YAMLLimits` are refused before Yams composes them (`YAMLLimits.Breach`).
    static func compose(_ text: String) throws -> Node? {
        if let breach = YAMLLimits.standard.check(text) { throw breach }
        return try Yams.compose(yaml: text, Resolver.basic, Constructor([:], [:], [:]), .utf8)
    }

    /// Parses the text; a YAML error becomes one diagnostic at its mapped position.
    mutating func compose(_ text: String) -> Node? {
        do {
            guard let node = try Self.compose(text) else {
                error(line: blockLine, column: 1, strings[.yamlError, "empty block"])
                return nil
            }
            return node
        } catch let breach as YAMLLimits.Breach {
            let message = switch breach.kind {
            case .aliases: strings[.yamlAliasLimit, String(breach.limit)]
            case .depth: strings[.yamlDepthLimit, String(breach.limit)]
            }
            error(line: lineOffset + breach.line, column: breach.column, message)
            return nil
        } catch let yamlError as YamlError {
            let (position, problem) = describe(yamlError)
            error(line: position.map { lineOffset + $0.line } ?? blockLine, column: position?.column ?? 1, strings[.yamlError, problem])
            return nil
        } catch {
            self.error(line: blockLine, column: 1, strings[.yamlError, "\(error)"])
            return nil
        }
    }

    /// The problem's position in the block (line and column from 1, columns in Unicode scalars) and words; the context
    /// (what Yams was reading) gets its own file position.
    func describe(_ error: YamlError) -> ((line: Int, column: Int)?, String) {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            guard let context else { return ((mark.line, mark.column), problem) }
            return ((mark.line, mark.column),
                    "\(problem) (\(context.text) started at line \(lineOffset + context.mark.line), column \(context.mark.column))")
        case .duplicatedKeysInMapping(let duplicates, let context):
            return ((context.mark.line, context.mark.column), "duplicate key \(duplicates.map { "“\($0)”" }.joined(separator: ", ")) in a mapping")
        case .reader(let problem, let offset, _, let yaml):
            // A character the reader refuses (a control character) is placed where it stands, not at the block's start.
            guard let offset, let index = yaml.index(yaml.startIndex, offsetBy: offset, limitedBy: yaml.endIndex) else { return (nil, problem) }
            let before = yaml[..<index]
            let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
            let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
            return ((line, before[lineStart...].unicodeScalars.count + 1), problem)
        default:
            return (nil, "\(error)")
        }
    }

    mutating func mapping(_ node: Node, context: String) -> Node.Mapping? {
        guard let mapping = node.mapping else {
            error(at: node, strings[.expectedType, context, "a mapping of keys to values"])
            return nil
        }
        return mapping
    }

    mutating func checkKeys(_ mapping: Node.Mapping, allowed: [String], context: String) {
        for key in mapping.keys {
            let name = key.string ?? ""
            if !allowed.contains(name) {
                let near = NearestName.nearest(to: name, in: allowed).map { strings[.didYouMean, $0] } ?? ""
                error(at: key, strings[.unknownKey, name, context, allowed.joined(separator: ", ")] + near)
            }
        }
    }

    /// The key node of `key` (for positions of problems about the key itself).
    func keyNode(_ mapping: Node.Mapping, _ key: String) -> Node? {
        mapping.keys.first { $0.string == key }
    }

    mutating func missing(_ key: String, context: String) {
        error(line: blockLine, column: 1, strings[.missingKey, key, context])
    }

    mutating func string(_ mapping: Node.Mapping, _ key: String, required: Bool = false, context: String = "") -> String? {
        guard let node = mapping[key] else {
            if required { missing(key, context: context) }
            return nil
        }
        guard case .scalar(let scalar) = node else {
            error(at: node, strings[.expectedType, key, "a single value"])
            return nil
        }
        if required, scalar.string.trimmed(.whitespacesAndNewlines).isEmpty {
            error(at: node, strings[.expectedType, key, "a non-empty value"])
            return nil
        }
        return scalar.string
    }

    mutating func int(_ mapping: Node.Mapping, _ key: String, required: Bool = false, context: String = "", minimum: Int = 0) -> Int? {
        guard let node = mapping[key] else {
            if required { missing(key, context: context) }
            return nil
        }
        guard case .scalar(let scalar) = node, let value = Int(scalar.string), value >= minimum else {
            error(at: node, strings[.expectedType, key, minimum > 0 ? "a whole number of at least \(minimum)" : "a whole number"])
            return nil
        }
        return value
    }

    mutating func sequence(_ mapping: Node.Mapping, _ key: String, required: Bool = false, context: String = "") -> [Node] {
        guard let node = mapping[key] else {
            if required { missing(key, context: context) }
            return []
        }
        guard case .sequence(let sequence) = node else {
            error(at: node, strings[.expectedType, key, "a list"])
            return []
        }
        return Array(sequence)
    }

    mutating func stringList(_ mapping: Node.Mapping, _ key: String, required: Bool = false, context: String = "") -> [String] {
        sequence(mapping, key, required: required, context: context).compactMap { scalarString($0, context: key) }
    }

    mutating func scalarString(_ node: Node, context: String) -> String? {
        guard case .scalar(let scalar) = node else {
            error(at: node, strings[.expectedType, context, "a list of single values"])
            return nil
        }
        return scalar.string
    }
}
