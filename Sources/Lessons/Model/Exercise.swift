import Foundation

/// An ```` ```exercise ```` block and its files in `exercises/<id>/`: the learner edits a copy of the
/// starter; the checks drive it on the simulator and report through ExerciseKit.
public struct Exercise: Sendable, Hashable {
    public var id: String
    public var title: String
    /// Markdown: what to do.
    public var prompt: String
    public var hints: [String]
    public var points: Int
    public var line: Int

    /// `exercises/<id>/` in the lesson folder.
    public var directory: URL
    public var starter: String
    public var solution: String
    public var checks: String
    /// Recipe files (paths relative to the lesson folder) compiled with the exercise, in order.
    public var support: [String]
    /// Each classic mistake as a file that must fail a named check.
    public var wrongVariants: [WrongVariant]

    public init(id: String, title: String, prompt: String, hints: [String] = [], points: Int = 1, line: Int = 0,
                directory: URL, starter: String, solution: String, checks: String, support: [String] = [],
                wrongVariants: [WrongVariant] = []) {
        self.id = id
        self.title = title
        self.prompt = prompt
        self.hints = hints
        self.points = points
        self.line = line
        self.directory = directory
        self.starter = starter
        self.solution = solution
        self.checks = checks
        self.support = support
        self.wrongVariants = wrongVariants
    }
}

/// A recorded classic mistake (`exercises/<id>/wrong/<name>.diff`, or a whole file `<name>.swift`): the
/// judge runs it on the learner's scenarios, and when its behaviour matches the learner's it names it.
///
/// A `.diff` holds a header (`mistake:` one line, `feedback:` with continuation lines indented by two
/// spaces), then a unified diff from `solution.swift` to the mistaken version: a mistake reads as the
/// small change it makes. A `.swift` file starts with `// mistake:` and `// feedback:` lines instead.
public struct WrongVariant: Sendable, Hashable {
    /// File name without its extension.
    public var name: String
    /// The mistaken program: the solution with the diff applied, or the whole file.
    public var code: String
    /// What the mistake is, in the lesson's terms ("Uses the keyboard frame's full height as the inset").
    public var mistake: String
    /// What that mistake does and how to mend it, shown when the learner's code behaves like it.
    public var feedback: String

    public init(name: String, code: String, mistake: String, feedback: String) {
        self.name = name
        self.code = code
        self.mistake = mistake
        self.feedback = feedback
    }
}
