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

/// A recorded wrong solution (`exercises/<id>/wrong/<name>.swift`). Its first two lines declare
/// `// fails: <check name>` and `// message: <substring of the check's message>`.
public struct WrongVariant: Sendable, Hashable {
    /// File name without `.swift`.
    public var name: String
    public var code: String
    public var failingCheck: String
    public var messageContains: String

    public init(name: String, code: String, failingCheck: String, messageContains: String) {
        self.name = name
        self.code = code
        self.failingCheck = failingCheck
        self.messageContains = messageContains
    }
}
