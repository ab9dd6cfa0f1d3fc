import Foundation

/// Loads a lesson folder, choosing the translation (`lesson.<language>.md`) when there is one and falling
/// back to `lesson.md`. A translation must carry the same step, question and exercise ids (rule 11).
struct LessonLoader {
    let strings: Localizer
    /// A lesson opened for learning leaves regular-expression checks to lint and reads question and
    /// exercise blocks when their step is first used (`LessonParser.checksPatterns`, `defersBlocks`).
    var forLearning = false

    func load(directory: URL, language: String?) -> (Lesson?, [LessonDiagnostic]) {
        let language = language.map(LanguagePreference.normalize) ?? "en"
        let englishFile = directory.appendingPathComponent("lesson.md")
        let (english, englishDiagnostics) = parse(file: englishFile, directory: directory, language: "en")
        guard language != "en" else { return (english, englishDiagnostics) }
        let translatedFile = directory.appendingPathComponent("lesson.\(language).md")
        guard FileManager.default.fileExists(atPath: translatedFile.path) else { return (english, englishDiagnostics) }
        let (translated, translatedDiagnostics) = parse(file: translatedFile, directory: directory, language: language)
        guard let translated else { return (english, englishDiagnostics + translatedDiagnostics) }
        var diagnostics = englishDiagnostics + translatedDiagnostics
        if let english { diagnostics += compareIDs(english: english, translation: translated) }
        return (translated, diagnostics)
    }

    /// The overview of the file `load` would choose (the translation, else English); ids are not
    /// compared with the English file here (`load` does that).
    func overview(directory: URL, language: String?) -> (LessonOverview?, [LessonDiagnostic]) {
        let language = language.map(LanguagePreference.normalize) ?? "en"
        let translatedFile = directory.appendingPathComponent("lesson.\(language).md")
        let (file, fileLanguage) = language != "en" && FileManager.default.fileExists(atPath: translatedFile.path)
            ? (translatedFile, language) : (directory.appendingPathComponent("lesson.md"), "en")
        guard let (text, invalid) = TextFile.read(file, strings: strings) else {
            return (nil, [TextFile.unreadable(file, strings: strings)])
        }
        var parser = LessonParser(file: file, directory: directory, language: fileLanguage, strings: strings)
        parser.diagnostics = invalid
        parser.overviewOnly = true
        var scanner = OverviewScanner(text)
        guard let close = scanner.frontMatterEnd() else {
            // What the full parse says of a missing or unterminated front matter.
            _ = parser.parse(text)
            return (nil, parser.diagnostics)
        }
        let yaml = (1..<close).map { scanner.line($0) }.joined(separator: "\n")
        guard let lesson = parser.parseFrontMatter(yaml) else { return (nil, parser.diagnostics) }
        scanner.scanBody(from: close + 1)
        var overview = lesson.overview
        overview.stepIDs = scanner.stepIDs
        overview.items = scanner.items.map { LessonOverview.Item(id: $0.id, kind: $0.kind == "question" ? .question : .exercise) }
        return (overview, parser.diagnostics)
    }

    func parse(file: URL, directory: URL, language: String) -> (Lesson?, [LessonDiagnostic]) {
        guard let (text, invalid) = TextFile.read(file, strings: strings) else {
            return (nil, [TextFile.unreadable(file, strings: strings)])
        }
        var parser = LessonParser(file: file, directory: directory, language: language, strings: strings)
        parser.diagnostics = invalid
        parser.checksPatterns = !forLearning
        parser.defersBlocks = forLearning
        let lesson = parser.parse(text)
        return (lesson, parser.diagnostics)
    }

    /// Differences in ids between the English lesson and a translation, reported in the translation.
    func compareIDs(english: Lesson, translation: Lesson) -> [LessonDiagnostic] {
        var diagnostics: [LessonDiagnostic] = []
        func compare(_ kind: String, _ original: [(String, Int)], _ translated: [(String, Int)]) {
            let translatedIDs = Set(translated.map(\.0)), originalIDs = Set(original.map(\.0))
            for (id, _) in original where !translatedIDs.contains(id) {
                diagnostics.append(LessonDiagnostic(file: translation.file.path, line: 1, column: 1, severity: .error,
                                                    message: strings[.translationMissingID, kind, id]))
            }
            for (id, line) in translated where !originalIDs.contains(id) {
                diagnostics.append(LessonDiagnostic(file: translation.file.path, line: line, column: 1, severity: .error,
                                                    message: strings[.translationExtraID, kind, id]))
            }
        }
        compare("step", english.steps.map { ($0.id, $0.line) }, translation.steps.map { ($0.id, $0.line) })
        compare("question", english.questions.map { ($0.id, $0.line) }, translation.questions.map { ($0.id, $0.line) })
        compare("exercise", english.exercises.map { ($0.id, $0.line) }, translation.exercises.map { ($0.id, $0.line) })
        return diagnostics
    }
}

extension Lesson {
    /// Parses lesson text directly (tests and tools); exercise files are looked up in `directory`.
    public static func parse(markdown: String, directory: URL, fileName: String = "lesson.md", language: String = "en",
                             strings: Localizer = .english) -> (Lesson?, [LessonDiagnostic]) {
        var parser = LessonParser(file: directory.appendingPathComponent(fileName), directory: directory, language: language, strings: strings)
        let lesson = parser.parse(markdown.withUnixLineEnds())
        return (lesson, parser.diagnostics)
    }
}
