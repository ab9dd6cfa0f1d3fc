/// What Tab offers: commands for the first word; lesson ids after `start`; simulator verbs and
/// their words after `sim`; otherwise UIKit's public names (code and answers use them).
public struct Completer: Sendable {
    public var lessonIDs: [String]
    public var uikitNames: [String]

    public init(lessonIDs: [String], uikitNames: [String] = UIKitNames.all) {
        self.lessonIDs = lessonIDs
        self.uikitNames = uikitNames
    }

    /// Candidates for `word`, which follows `lineBefore` on the line; sorted, no duplicates.
    public func completions(lineBefore: String, word: String) -> [String] {
        let words = lineBefore.split(separator: " ").map(String.init)
        let pool: [String]
        switch (words.first, words.count) {
        case (nil, _):
            pool = ReplCommand.commandNames + uikitNames
        case ("start"?, 1), ("lesson"?, 1):
            pool = lessonIDs
        case ("sim"?, 1):
            pool = SimulatorCommand.verbs
        case ("sim"?, 2):
            guard let action = SimulatorCommand.actions.first(where: { $0.verb == words[1] }), case .choice(let choices) = action.argument else { return [] }
            pool = Array(choices.keys)
        case ("help"?, 1):
            pool = ReplCommand.commandNames
        default:
            return swiftCompletions(word: word)
        }
        return Array(Set(pool.filter { $0.hasPrefix(word) })).sorted()
    }

    /// Candidates in Swift code, where no REPL command belongs (also the Jupyter kernel's completions).
    public func swiftCompletions(word: String) -> [String] {
        Array(Set(uikitNames.filter { $0.hasPrefix(word) })).sorted()
    }
}
