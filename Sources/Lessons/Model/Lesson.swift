import Foundation
import Kernel

/// A parsed lesson: front matter, the introduction, its steps with their cells, and its Swift files.
public struct Lesson: Sendable {
    /// The folder name and front-matter `id` (they must agree).
    public var id: String
    public var title: String
    public var summary: String
    public var objectives: [String]
    public var estimatedMinutes: Int
    /// Lesson ids to take first.
    public var prerequisites: [String]
    /// The lesson format version the file declares (`format:`).
    public var format: Int
    /// Language of this text (`en` for `lesson.md`, `ru` for `lesson.ru.md`).
    public var language: String
    /// Markdown before the first step (the `# Title` and any opening words).
    public var introduction: String
    public var steps: [Step]
    /// The lesson folder and the Markdown file that was read.
    public var directory: URL
    public var file: URL
    /// The runnable model of the recipe (`recipe/*.swift` and `recipe/play.swift`).
    public var recipe: Recipe
    /// Recipe files (relative paths) compiled with the lesson's swift cells (front matter `cell_support`).
    public var cellSupport: [String]
    /// Problems in blocks read after the lesson was opened (see `Step.cells`).
    let late = LateDiagnostics()

    public init(id: String, title: String, summary: String = "", objectives: [String] = [], estimatedMinutes: Int = 0,
                prerequisites: [String] = [], format: Int = LessonFormat.currentVersion, language: String = "en",
                introduction: String = "", steps: [Step] = [], directory: URL, file: URL,
                recipe: Recipe = Recipe(), cellSupport: [String] = []) {
        self.id = id
        self.title = title
        self.summary = summary
        self.objectives = objectives
        self.estimatedMinutes = estimatedMinutes
        self.prerequisites = prerequisites
        self.format = format
        self.language = language
        self.introduction = introduction
        self.steps = steps
        self.directory = directory
        self.file = file
        self.recipe = recipe
        self.cellSupport = cellSupport
    }

    /// Problems found in question and exercise blocks read since the last call: a lesson opened for
    /// learning reads them when their step is first used, so a front end shows these as it goes, as
    /// it showed the diagnostics it got when the lesson was opened. Empty for a lesson read whole.
    public func takeLateDiagnostics() -> [LessonDiagnostic] { late.take() }

    public var cells: [Cell] { steps.flatMap(\.cells) }
    public var questions: [Question] {
        cells.compactMap { if case .question(let q) = $0 { q } else { nil } }
    }
    public var exercises: [Exercise] {
        cells.compactMap { if case .exercise(let e) = $0 { e } else { nil } }
    }
    public var codeCells: [CodeCell] {
        cells.compactMap { if case .code(let c) = $0 { c } else { nil } }
    }
    public func step(id: String) -> Step? { steps.first { $0.id == id } }
    public func question(id: String) -> Question? { questions.first { $0.id == id } }
    public func exercise(id: String) -> Exercise? { exercises.first { $0.id == id } }
    /// Index of the step holding the cell with this id.
    public func stepIndex(containing cellID: String) -> Int? {
        steps.firstIndex { $0.cells.contains { $0.id == cellID } }
    }
    /// Points the lesson is worth (questions and exercises).
    public var totalPoints: Int { questions.reduce(0) { $0 + $1.points } + exercises.reduce(0) { $0 + $1.points } }

    /// Loads `lesson.md` (or the translation for `language`, falling back to English) from a lesson folder.
    public static func load(directory: URL, language: String? = nil,
                            strings: Localizer = .english) -> (Lesson?, [LessonDiagnostic]) {
        LessonLoader(strings: strings).load(directory: directory, language: language)
    }
}

/// A part of a lesson that starts with a `## ` heading.
public struct Step: Sendable {
    /// From `<!-- step: id -->` right after the heading, or the heading's slug.
    public var id: String
    public var title: String
    /// In a lesson opened for learning, the step's questions and exercises are read from the file the
    /// first time this is asked for; their problems then come from `Lesson.takeLateDiagnostics()`.
    public var cells: [Cell] {
        get { content.read() }
        set { content = StepContent(cells: newValue) }
    }
    public var line: Int
    var content: StepContent

    public init(id: String, title: String, cells: [Cell] = [], line: Int = 0) {
        self.id = id
        self.title = title
        self.content = StepContent(cells: cells)
        self.line = line
    }
}

/// A Swift file of the lesson, named as the learner sees it.
public struct SourceFile: Sendable, Hashable {
    /// Path relative to the lesson folder (`recipe/KeyboardAvoider.swift`).
    public var path: String
    public var code: String

    public init(path: String, code: String) {
        self.path = path
        self.code = code
    }
}

/// The lesson's runnable model of the recipe: declarations plus the top-level program `tutor run` plays.
public struct Recipe: Sendable, Hashable {
    /// `recipe/*.swift` except `play.swift`, sorted by path.
    public var supportFiles: [SourceFile]
    /// `recipe/play.swift`, when the lesson has one.
    public var play: SourceFile?

    public init(supportFiles: [SourceFile] = [], play: SourceFile? = nil) {
        self.supportFiles = supportFiles
        self.play = play
    }

    /// The units `tutor run` compiles: the declarations, then the program.
    public var playUnits: [SourceUnit] {
        supportFiles.map { SourceUnit(name: $0.path, code: $0.code, role: .support) }
            + (play.map { [SourceUnit(name: $0.path, code: $0.code, role: .cell)] } ?? [])
    }
}

/// Versions of the lesson format this engine reads.
public enum LessonFormat {
    /// Files declaring a newer `format:` are refused with "update tutor".
    public static let currentVersion = 1
}
