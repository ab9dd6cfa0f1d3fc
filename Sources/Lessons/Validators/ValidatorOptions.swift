import Foundation
import Yams

/// The options of one `validator:` mapping, with where each key was written (for diagnostics).
public struct ValidatorOptions: Sendable {
    public indirect enum Value: Sendable, Hashable {
        case scalar(String)
        case list([Value])
        case mapping([String: Value])
    }

    var values: [String: Value]
    /// Line and column of each key in the lesson file.
    var positions: [String: (line: Int, column: Int)]
    /// The question's `choices:`, which choice and order validators read answers against.
    public var choices: [String]
    /// Whether a validator compiles its regular expression now to report a bad one (`LessonParser.checksPatterns`).
    var checksPatterns = true
    /// The language of the lesson the question is in: choice and order validators read the labels its learners see.
    public var language = "en"

    public var keys: [String] { values.keys.sorted() }

    public init(_ values: [String: Value], choices: [String] = []) {
        self.values = values
        self.positions = [:]
        self.choices = choices
    }

    /// Options from a YAML mapping (tests, benchmarks and tools build validators this way).
    public init(yaml: String, choices: [String] = []) throws(ValidatorOptionError) {
        let node: Node?
        do { node = try YAMLReader.compose(yaml) } catch { throw ValidatorOptionError("YAML: \(error)") }
        guard let node, case .mapping = node else { throw ValidatorOptionError("validator options must be a mapping") }
        self.init(node: node, lineOffset: 0, choices: choices)
    }

    init(node: Node, lineOffset: Int, choices: [String]) {
        var values: [String: Value] = [:]
        var positions: [String: (line: Int, column: Int)] = [:]
        for (key, value) in node.mapping ?? [:] {
            guard let name = key.string else { continue }
            values[name] = Self.value(value)
            if let mark = key.mark { positions[name] = (mark.line + lineOffset, mark.column) }
        }
        self.values = values
        self.positions = positions
        self.choices = choices
    }

    static func value(_ node: Node) -> Value {
        switch node {
        case .scalar(let scalar): return .scalar(scalar.string)
        case .sequence(let sequence): return .list(sequence.map(value))
        case .mapping(let mapping):
            var result: [String: Value] = [:]
            for (key, value) in mapping { result[key.string ?? ""] = Self.value(value) }
            return .mapping(result)
        case .alias: return .scalar("")
        }
    }

    public func position(of key: String) -> (line: Int, column: Int)? { positions[key] }

    public func has(_ key: String) -> Bool { values[key] != nil }

    public func string(_ key: String) throws(ValidatorOptionError) -> String? {
        switch values[key] {
        case nil: return nil
        case .scalar(let s)?: return s
        default: throw ValidatorOptionError("“\(key)” must be a single value", key: key)
        }
    }

    /// A list of values; a single value counts as a list of one.
    public func strings(_ key: String) throws(ValidatorOptionError) -> [String]? {
        switch values[key] {
        case nil: return nil
        case .scalar(let s)?: return [s]
        case .list(let items)?:
            var result: [String] = []
            for item in items {
                guard case .scalar(let s) = item else { throw ValidatorOptionError("“\(key)” must be a list of values", key: key) }
                result.append(s)
            }
            return result
        case .mapping?: throw ValidatorOptionError("“\(key)” must be a list of values", key: key)
        }
    }

    public func double(_ key: String) throws(ValidatorOptionError) -> Double? {
        guard let text = try string(key) else { return nil }
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else {
            throw ValidatorOptionError("“\(key)” must be a number, not “\(text)”", key: key)
        }
        return value
    }

    public func bool(_ key: String) throws(ValidatorOptionError) -> Bool? {
        guard let text = try string(key) else { return nil }
        switch text.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw ValidatorOptionError("“\(key)” must be true or false, not “\(text)”", key: key)
        }
    }

    /// One of a fixed set of words.
    public func word(_ key: String, in allowed: [String]) throws(ValidatorOptionError) -> String? {
        guard let text = try string(key) else { return nil }
        guard allowed.contains(text) else {
            throw ValidatorOptionError("“\(key)” must be one of \(allowed.joined(separator: ", ")), not “\(text)”", key: key)
        }
        return text
    }
}

extension ValidatorOptions {
    /// A nested mapping of single values (`run:` of an expression question), or nil when absent.
    public func mapping(_ key: String) throws(ValidatorOptionError) -> [String: String]? {
        switch values[key] {
        case nil: return nil
        case .mapping(let entries)?:
            var result: [String: String] = [:]
            for (name, value) in entries {
                guard case .scalar(let text) = value else { throw ValidatorOptionError("“\(key).\(name)” must be a single value", key: key) }
                result[name] = text
            }
            return result
        default: throw ValidatorOptionError("“\(key)” must be a mapping", key: key)
        }
    }
}
