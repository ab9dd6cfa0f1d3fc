import Foundation

/// What listing a lesson and showing progress in it need: its front matter, step ids, and its
/// questions' and exercises' ids in order. Read without parsing the questions and exercises
/// themselves (their YAML, validators and files), which is most of a lesson's parse, so that
/// `tutor list` and the REPL's first prompt do not pay for every lesson of the course.
public struct LessonOverview: Sendable, Equatable {
    public enum ItemKind: String, Sendable, Equatable { case question, exercise }

    /// A question or an exercise: what progress is kept for.
    public struct Item: Sendable, Equatable {
        public var id: String
        public var kind: ItemKind
        public init(id: String, kind: ItemKind) {
            self.id = id
            self.kind = kind
        }
    }

    public var id: String
    public var title: String
    public var summary: String
    public var estimatedMinutes: Int
    public var prerequisites: [String]
    public var language: String
    public var directory: URL
    public var file: URL
    public var stepIDs: [String]
    public var items: [Item]

    public init(id: String, title: String, summary: String, estimatedMinutes: Int, prerequisites: [String], language: String,
                directory: URL, file: URL, stepIDs: [String], items: [Item]) {
        self.id = id
        self.title = title
        self.summary = summary
        self.estimatedMinutes = estimatedMinutes
        self.prerequisites = prerequisites
        self.language = language
        self.directory = directory
        self.file = file
        self.stepIDs = stepIDs
        self.items = items
    }

    /// Reads `lesson.md` (or the translation for `language`) for its overview only.
    public static func load(directory: URL, language: String? = nil,
                            strings: Localizer = .english) -> (LessonOverview?, [LessonDiagnostic]) {
        LessonLoader(strings: strings).overview(directory: directory, language: language)
    }
}

extension Lesson {
    /// The overview of a fully parsed lesson (equal to `LessonOverview.load` of its file; tests pin it).
    public var overview: LessonOverview {
        LessonOverview(
            id: id, title: title, summary: summary, estimatedMinutes: estimatedMinutes, prerequisites: prerequisites,
            language: language, directory: directory, file: file, stepIDs: steps.map(\.id),
            items: cells.compactMap { cell in
                switch cell {
                case .question(let question): LessonOverview.Item(id: question.id, kind: .question)
                case .exercise(let exercise): LessonOverview.Item(id: exercise.id, kind: .exercise)
                default: nil
                }
            })
    }
}
