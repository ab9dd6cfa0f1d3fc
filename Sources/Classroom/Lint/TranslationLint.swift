import Foundation
import Lessons

/// Compares a translation (`lesson.ru.md`) with its original (`lesson.md`), so a learner who switches
/// language meets the same lesson: the same steps in the same order, the same code and output, the
/// same questions and exercises judged the same way. Missing and extra ids are the loader's findings
/// (`compareIDs`); this adds order, cells, validators, the translation's question self-test, and prose
/// left in the original's script.
enum TranslationLint {
    /// Every finding for one translation; positions are in the translation's file.
    static func findings(original: Lesson, translation: Lesson) -> [LessonDiagnostic] {
        let file = translation.file.path
        var findings: [LessonDiagnostic] = []
        func error(_ line: Int, _ message: String) {
            findings.append(LessonDiagnostic(file: file, line: line, column: 1, severity: .error, message: message))
        }

        let originalIDs = original.steps.map(\.id), translatedIDs = translation.steps.map(\.id)
        // Only the order of the ids both files have: a missing or extra one is reported by the loader.
        let shared = Set(originalIDs).intersection(translatedIDs)
        let originalOrder = originalIDs.filter(shared.contains), translatedOrder = translatedIDs.filter(shared.contains)
        if originalOrder != translatedOrder, let index = originalOrder.indices.first(where: { originalOrder[$0] != translatedOrder[$0] }) {
            let step = translation.steps.first { $0.id == translatedOrder[index] }!
            error(step.line, "step “\(translatedOrder[index])” is step \(index + 1) here but “\(originalOrder[index])” is step \(index + 1) in lesson.md")
        }

        for step in translation.steps {
            guard let source = original.steps.first(where: { $0.id == step.id }) else { continue }
            let mine = step.cells.filter { if case .prose = $0 { false } else { true } }
            let theirs = source.cells.filter { if case .prose = $0 { false } else { true } }
            if mine.map(Self.kind) != theirs.map(Self.kind) {
                error(step.line, "step “\(step.id)” has cells \(Self.describe(mine)) but lesson.md has \(Self.describe(theirs))")
                continue
            }
            for (cell, sourceCell) in zip(mine, theirs) {
                switch (cell, sourceCell) {
                case (.code(let code), .code(let sourceCode)):
                    if code.code != sourceCode.code || code.runnable != sourceCode.runnable {
                        error(code.line, "a code cell in step “\(step.id)” differs from lesson.md’s (code is not translated)")
                    } else if code.expectedOutput != sourceCode.expectedOutput {
                        error(code.line, "the output block of a code cell in step “\(step.id)” differs from lesson.md’s")
                    }
                case (.question(let question), .question(let sourceQuestion)):
                    if let message = Self.compare(question, sourceQuestion) { error(question.line, message) }
                case (.exercise(let exercise), .exercise(let sourceExercise)):
                    if exercise.id != sourceExercise.id {
                        error(exercise.line, "exercise “\(exercise.id)” stands where lesson.md has exercise “\(sourceExercise.id)”")
                    } else if exercise.points != sourceExercise.points || exercise.support != sourceExercise.support {
                        error(exercise.line, "exercise “\(exercise.id)” has other points or support files than in lesson.md")
                    }
                default: break
                }
            }
        }
        // The translation's own questions judge as their author means (its feedback rules and answers are its own).
        return findings + QuestionSelfTest.findings(in: translation) + untranslatedParagraphs(in: translation.file)
            + original.exercises.flatMap { checkWords(of: $0, language: translation.language) }
    }

    /// An exercise's `checks.<lang>.yaml` against its `checks.swift` (read by `CheckTexts`): every check
    /// name, label and stop message, and every value written as a phrase (two words or more; single words
    /// are mostly data such as names, time zones and typed text), needs a translation, reported at its
    /// line and column in checks.swift; an entry nothing in checks.swift writes is a warning in the sidecar.
    /// A label, stop or value template may be matched by any text the checks write (`{1}` for the parts).
    static func checkWords(of exercise: Exercise, language: String) -> [LessonDiagnostic] {
        let checksFile = exercise.directory.appendingPathComponent("checks.swift").path
        let sidecar = exercise.directory.appendingPathComponent(CheckWords.fileName(language))
        let text = FileManager.default.contents(atPath: sidecar.path).map { String(decoding: $0, as: UTF8.self) }
        let (words, problems) = text.map { CheckWords.parse($0, file: sidecar.path, language: language) } ?? (CheckWords.none(language), [])
        var findings = problems
        var used: [CheckTexts.Kind: Set<String>] = [:]
        for entry in CheckTexts.entries(in: exercise.checks, file: checksFile) {
            let table: [String: String] = switch entry.kind {
            case .check: words.checks
            case .label: words.labels
            case .value: words.values
            case .stop: words.stops
            }
            if table[entry.text] != nil {
                used[entry.kind, default: []].insert(entry.text)
                continue
            }
            if entry.kind == .value {
                if CheckWords.builtInValues[language]?[entry.text] != nil { continue }
                guard entry.text.range(of: #"\p{L}\s+\p{L}"#, options: .regularExpression) != nil else { continue }
            }
            let what = switch entry.kind {
            case .check: "the check name"
            case .label: "the label"
            case .value: "the value"
            case .stop: "the stop message"
            }
            findings.append(LessonDiagnostic(file: checksFile, line: entry.line, column: entry.column, severity: .error,
                                             message: "\(what) “\(entry.text)” has no translation in \(CheckWords.fileName(language)) (under \(entry.kind.section):)"))
        }
        guard let text else { return findings }
        let lines = text.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false)
        // Once a sidecar translates mistakes, it translates each one the exercise records (at the mistake's file).
        if !words.mistakes.isEmpty {
            for variant in exercise.wrongVariants where words.mistakes[variant.name] == nil {
                let wrong = exercise.directory.appendingPathComponent("wrong")
                let diff = wrong.appendingPathComponent(variant.name + ".diff")
                let file = FileManager.default.fileExists(atPath: diff.path) ? diff : wrong.appendingPathComponent(variant.name + ".swift")
                findings.append(LessonDiagnostic(file: file.path, line: 1, column: 1, severity: .error,
                                                 message: "the mistake “\(variant.name)” has no translation in \(CheckWords.fileName(language)) (under mistakes:)"))
            }
            let names = Set(exercise.wrongVariants.map(\.name))
            for name in words.mistakes.keys.sorted() where !names.contains(name) {
                let line = lines.firstIndex { $0.hasPrefix("  \(name):") }.map { $0 + 1 } ?? 1
                findings.append(LessonDiagnostic(file: sidecar.path, line: line, column: 3, severity: .warning,
                                                 message: "“\(name)” (under mistakes:) is not a recorded mistake of this exercise (wrong/)"))
            }
        }
        for kind in CheckTexts.Kind.allCases {
            let table: [String: String] = switch kind {
            case .check: words.checks
            case .label: words.labels
            case .value: words.values
            case .stop: words.stops
            }
            // Values may also name what checks observe at run time, which no literal shows: not flagged.
            guard kind != .value else { continue }
            for key in table.keys.sorted() where !(used[kind]?.contains(key) ?? false) {
                let line = lines.firstIndex { $0.contains(key) }.map { $0 + 1 } ?? 1
                findings.append(LessonDiagnostic(file: sidecar.path, line: line, column: 1, severity: .warning,
                                                 message: "“\(key)” (under \(kind.section):) is not written by checks.swift"))
            }
        }
        return findings
    }

    static func kind(_ cell: Cell) -> String {
        switch cell {
        case .prose: "prose"
        case .code: "code"
        case .question(let q): "question “\(q.id)”"
        case .exercise(let e): "exercise “\(e.id)”"
        }
    }

    static func describe(_ cells: [Cell]) -> String {
        cells.isEmpty ? "none" : "[" + cells.map(kind).joined(separator: ", ") + "]"
    }

    /// A translated question must be judged as the original is: the same validator type and points, and
    /// it must accept the original's answer (it may accept Russian forms besides). Choices are compared
    /// by their number and the letters that are right, since their text is translated.
    static func compare(_ question: Question, _ original: Question) -> String? {
        let type = Swift.type(of: question.validator).type, originalType = Swift.type(of: original.validator).type
        if type != originalType {
            return "question “\(question.id)” uses validator “\(type)” but lesson.md uses “\(originalType)”"
        }
        if question.points != original.points {
            return "question “\(question.id)” is worth \(question.points) points but \(original.points) in lesson.md"
        }
        if type == "choice" {
            // By position: a translation labels its choices in its own letters (а, б, в in Russian).
            let right = { (validator: any AnswerValidator) in (validator as? ChoiceValidator)?.rightChoices ?? [] }
            if question.choices.count != original.choices.count || right(question.validator) != right(original.validator) {
                return "question “\(question.id)” has other choices or another right choice than in lesson.md"
            }
            return nil
        }
        if let answer = original.validator.shownAnswer, !question.validator.validate(answer).isCorrect {
            return "question “\(question.id)” does not accept lesson.md’s answer “\(answer)”"
        }
        return nil
    }

    /// Paragraphs of prose whose letters are mostly Latin: probably left untranslated. Code blocks,
    /// code spans, link targets, HTML comments and the front matter are not prose; a paragraph needs 20
    /// Latin letters to count, so a heading that is an API name passes.
    static func untranslatedParagraphs(in file: URL) -> [LessonDiagnostic] {
        let lines = (FileManager.default.contents(atPath: file.path).map { String(decoding: $0, as: UTF8.self) } ?? "")
            .replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var findings: [LessonDiagnostic] = []
        var fence: String?, inComment = false, index = 0
        var paragraph: [(line: Int, text: String)] = []
        func flush() {
            defer { paragraph = [] }
            guard let first = paragraph.first else { return }
            let text = Self.proseLetters(paragraph.map(\.text).joined(separator: " "))
            let latin = text.unicodeScalars.filter { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }.count
            let cyrillic = text.unicodeScalars.filter { (0x0400...0x04FF).contains($0.value) }.count
            guard latin >= 20, latin > cyrillic else { return }
            let column = first.text.prefix(while: { $0 == " " || $0 == "\t" }).count + 1
            findings.append(LessonDiagnostic(file: file.path, line: first.line, column: column, severity: .warning,
                                             message: "this paragraph looks untranslated (\(latin) Latin letters, \(cyrillic) Cyrillic)"))
        }
        // The front matter is YAML, not paragraphs.
        if lines.first == "---" {
            index = 1
            while index < lines.count, lines[index] != "---" { index += 1 }
            index += 1
        }
        while index < lines.count {
            let line = lines[index], trimmed = line.trimmingCharacters(in: .whitespaces)
            defer { index += 1 }
            if let open = fence {
                if trimmed.hasPrefix(open) && trimmed.drop(while: { $0 == open.first }).isEmpty { fence = nil }
                continue
            }
            if inComment {
                if trimmed.contains("-->") { inComment = false }
                continue
            }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                flush()
                fence = String(trimmed.prefix(while: { $0 == trimmed.first }))
                continue
            }
            if trimmed.hasPrefix("<!--") {
                flush()
                if !trimmed.contains("-->") { inComment = true }
                continue
            }
            if trimmed.isEmpty { flush(); continue }
            paragraph.append((index + 1, line))
        }
        flush()
        return findings
    }

    /// The text a reader reads as words: code spans, link targets, addresses and API names written bare
    /// (`UITextField`, `textFieldShouldReturn`: a capital after the first letter) taken out.
    static func proseLetters(_ text: String) -> String {
        var result = text
        for pattern in [#"`[^`]*`"#, #"\]\([^)]*\)"#, #"https?://\S+"#, #"\b[A-Za-z]+[A-Z][A-Za-z0-9_]*\b"#] {
            result = result.replacingOccurrences(of: pattern, with: " ", options: .regularExpression)
        }
        return result
    }
}
