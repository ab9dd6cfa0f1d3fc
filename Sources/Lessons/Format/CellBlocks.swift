import Foundation
import Yams

/// Rule 8: a ```` ```question ```` block's YAML.
enum QuestionBlock {
    static let keys = ["id", "prompt", "choices", "validator", "hints", "explanation", "feedback", "points"]

    static func parse(_ yaml: String, reader: inout YAMLReader) -> (Question, (line: Int, column: Int))? {
        let strings = reader.strings
        guard let node = reader.compose(yaml), let mapping = reader.mapping(node, context: "question") else { return nil }
        reader.checkKeys(mapping, allowed: keys, context: "question")
        guard let id = reader.string(mapping, "id", required: true, context: "question") else { return nil }
        let idPosition = reader.position(mapping["id"])
        if !LessonParser.isValidID(id) { reader.error(at: mapping["id"], strings[.invalidID, id]) }
        let prompt = reader.string(mapping, "prompt", required: true, context: "question") ?? ""
        let choices = reader.stringList(mapping, "choices", context: "question")
        let hints = readHints(mapping, reader: &reader)
        let explanation = reader.string(mapping, "explanation", context: "question")
        let points = reader.int(mapping, "points", context: "question") ?? 1

        guard let validatorNode = mapping["validator"] else {
            reader.missing("validator", context: "question")
            return nil
        }
        guard case .mapping = validatorNode else {
            reader.error(at: validatorNode, strings[.expectedType, "validator", "a mapping with a “type” key"])
            return nil
        }
        var options = ValidatorOptions(node: validatorNode, lineOffset: reader.lineOffset, choices: choices)
        options.checksPatterns = reader.checksPatterns
        options.language = reader.lessonLanguage
        let validator: any AnswerValidator
        do {
            validator = try ValidatorRegistry.make(options)
        } catch {
            let position = error.key.flatMap { options.position(of: $0) } ?? reader.position(validatorNode)
            reader.error(line: position.line, column: position.column, strings[.badValidatorOption, error.message])
            return nil
        }

        var feedback: [FeedbackRule] = []
        for entry in reader.sequence(mapping, "feedback", context: "question") {
            let line = reader.position(entry).line
            guard let rule = entry.mapping else {
                reader.error(at: entry, strings[.invalidFeedback])
                continue
            }
            reader.checkKeys(rule, allowed: ["answer", "pattern", "message"], context: "feedback")
            let answer = reader.string(rule, "answer")
            let pattern = reader.string(rule, "pattern")
            guard let message = reader.string(rule, "message"), (answer == nil) != (pattern == nil) else {
                reader.error(at: entry, strings[.invalidFeedback])
                continue
            }
            if let pattern {
                guard !reader.checksPatterns || (try? NSRegularExpression(pattern: pattern)) != nil else {
                    reader.error(at: rule["pattern"], strings[.invalidPattern, pattern])
                    continue
                }
                feedback.append(FeedbackRule(match: .pattern(pattern), message: message, line: line))
            } else if let answer {
                feedback.append(FeedbackRule(match: .answer(answer), message: message, line: line))
            }
        }
        var question = Question(id: id, prompt: prompt, choices: choices, validator: validator, hints: hints,
                                explanation: explanation, feedback: feedback, points: points, line: reader.lineOffset)
        question.language = reader.lessonLanguage
        return (question, idPosition)
    }

    /// Hints are staged, so each must say something.
    static func readHints(_ mapping: Node.Mapping, reader: inout YAMLReader) -> [String] {
        var hints: [String] = []
        for (index, node) in reader.sequence(mapping, "hints").enumerated() {
            guard let hint = reader.scalarString(node, context: "hints") else { continue }
            if hint.trimmed(.whitespacesAndNewlines).isEmpty {
                reader.error(at: node, reader.strings[.emptyHint, String(index + 1)])
                continue
            }
            hints.append(hint)
        }
        return hints
    }
}

/// Rule 9: an ```` ```exercise ```` block's YAML and the exercise's files.
enum ExerciseBlock {
    static let keys = ["id", "title", "prompt", "hints", "points", "support"]

    static func parse(_ yaml: String, reader: inout YAMLReader, lessonDirectory: URL) -> (Exercise, (line: Int, column: Int))? {
        let strings = reader.strings
        guard let node = reader.compose(yaml), let mapping = reader.mapping(node, context: "exercise") else { return nil }
        reader.checkKeys(mapping, allowed: keys, context: "exercise")
        guard let id = reader.string(mapping, "id", required: true, context: "exercise") else { return nil }
        let idNode = mapping["id"]
        let idPosition = reader.position(idNode)
        guard LessonParser.isValidID(id) else {
            reader.error(at: idNode, strings[.invalidID, id])
            return nil
        }
        let title = reader.string(mapping, "title", required: true, context: "exercise") ?? id
        let prompt = reader.string(mapping, "prompt", required: true, context: "exercise") ?? ""
        let hints = QuestionBlock.readHints(mapping, reader: &reader)
        let points = reader.int(mapping, "points", context: "exercise") ?? 1

        let directory = lessonDirectory.appendingPathComponent("exercises/\(id)", isDirectory: true)
        var files: [String: String] = [:]
        for name in ["starter.swift", "solution.swift", "checks.swift"] {
            if let code = TextFile.read(directory.appendingPathComponent(name), inside: lessonDirectory) {
                files[name] = code
            } else if FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path) {
                reader.error(at: idNode, strings[.lessonFileOutside, "exercises/\(id)/\(name)"])
            } else {
                reader.error(at: idNode, strings[.missingFile, "exercises/\(id)/\(name)"])
            }
        }

        // Support files: listed, or every recipe declaration file.
        var support: [String]
        if mapping["support"] != nil {
            support = []
            for node in reader.sequence(mapping, "support") {
                guard let file = reader.scalarString(node, context: "support") else { continue }
                switch TextFile.refusal(file, in: lessonDirectory) {
                case nil: support.append(file)
                case .missing?: reader.error(at: node, strings[.unknownSupportFile, file])
                case .outside?: reader.error(at: node, strings[.supportFileOutside, file])
                }
            }
        } else {
            support = RecipeLoader.load(lessonDirectory).supportFiles.map(\.path)
        }

        let solution = files["solution.swift"] ?? ""
        let wrongVariants = WrongVariantReader.read(directory.appendingPathComponent("wrong", isDirectory: true), inside: lessonDirectory,
                                                    solution: solution, exerciseID: id, strings: strings) { diagnostic in
            reader.diagnostics.append(diagnostic)
        }

        let exercise = Exercise(id: id, title: title, prompt: prompt, hints: hints, points: points, line: reader.lineOffset,
                                directory: directory, starter: files["starter.swift"] ?? "", solution: files["solution.swift"] ?? "",
                                checks: files["checks.swift"] ?? "", support: support, wrongVariants: wrongVariants)
        return (exercise, idPosition)
    }
}
