import Lessons

/// One line typed at the REPL, parsed into a value. Parsing is pure: what the line means depends
/// only on the line and on what the current step asks for (a question takes bare answers; any
/// step takes Swift code). The session, not the parser, decides what a command does.
public enum ReplCommand: Sendable, Hashable {
    case empty
    case next
    case back
    case goto(step: Int)
    case steps
    case hint
    case solution
    case run
    case edit
    /// `swift` alone: open a multi-line cell, ended by a blank line.
    case swiftBlock
    /// Swift source for a new cell (it may still need continuation lines; see `CodeEntry`).
    case code(String)
    case answer(String)
    case watch
    /// `check` draws new scenarios; `check SEED` draws the ones a failed check named again.
    case check(seed: UInt64?)
    /// `check NAME`, `hint NAME`, `reset NAME`: one of the lesson's exercises or questions by id, from any step.
    case checkItem(String)
    case hintItem(String)
    case resetItem(String)
    /// The lesson's questions and exercises with ✓/✗.
    case list
    /// `run N`: the cell shown as `In [N]` again; `run all`: every runnable cell up to this step.
    case runCell(Int)
    case runAll
    /// Forgets the cells typed at the prompt, as a notebook's kernel restart does.
    case restart
    case screen
    /// Shows the open step's questions and exercises again, without the prose and drawings that scrolled them away.
    case question
    case sim(SimulatorCommand)
    case log
    case lessons
    case start(lesson: String)
    case progress
    case reload
    case help(topic: String?)
    case quit
    /// The line could not be understood; the message names the bad word and a suggestion.
    case invalid(message: String)

    /// What the current step is, as far as parsing is concerned.
    public enum Context: Sendable, Hashable {
        /// A question is open (the prompt says so): a line that is neither a command nor a Swift
        /// statement (`CodeEntry.isStatement`) is the answer.
        case question
        /// A question whose answer is Swift (an `expression` question) is open: a line that is not a command
        /// is the answer — `let frame = view.convert(…)` included — unless it opens a block; `swift CODE` runs Swift.
        case codeQuestion
        /// A question with lettered choices or items is open: a line that is one letter is an answer (`b` picks the
        /// second choice; it does not go back), as at a question otherwise. Commands keep their long names.
        case choiceQuestion(letters: Int)
        /// Anything else (prose, a code cell, an exercise): non-commands are Swift code.
        case other
    }

    /// The words the REPL understands, with one line of help each (the order of `help`).
    public static let commands: [(name: String, usage: String, help: String)] = [
        ("next", "next", "go to the next step (also: n)"),
        ("back", "back", "go to the previous step (also: b)"),
        ("goto", "goto N", "go to step N"),
        ("steps", "steps", "list this lesson's steps"),
        ("hint", "hint [NAME]", "show the next hint (NAME: a question or exercise of the lesson)"),
        ("solution", "solution", "show the reference solution (after you have tried)"),
        ("run", "run [N|all]", "run this step's cells; N: the cell shown as In [N]; all: every cell up to here"),
        ("restart", "restart", "forget the cells you typed (the lesson's cells stay)"),
        ("swift", "swift [CODE]", "run CODE as Swift; alone, type a multi-line cell that a blank line runs"),
        ("edit", "edit", "open the exercise in $VISUAL/$EDITOR, check it on save"),
        ("watch", "watch", "re-check the exercise whenever its file is saved (Ctrl-C stops)"),
        ("check", "check [SEED|NAME]", "check the exercise (SEED replays an earlier check's scenarios; NAME: another exercise)"),
        ("list", "list", "this lesson's questions and exercises, done ✓ or tried ✗"),
        ("reset", "reset NAME", "put an exercise's file back to its starting code (yours is kept beside it)"),
        ("answer", "answer TEXT", "answer the current question (also: a TEXT)"),
        ("question", "question", "show this step's question or exercise again (also: q?, вопрос)"),
        ("screen", "screen", "draw the simulated screen"),
        ("sim", "sim ACTION [ARG]", "drive the simulator: " + SimulatorCommand.verbs.joined(separator: ", ")),
        ("log", "log", "show the simulator's event log"),
        ("lessons", "lessons", "list the lessons"),
        ("start", "start LESSON", "open a lesson"),
        ("progress", "progress", "show your progress"),
        ("reload", "reload", "re-read the lesson file (for authors)"),
        ("help", "help [COMMAND]", "show this help"),
        ("quit", "quit", "save and leave (also: exit, Ctrl-D)"),
    ]

    public static var commandNames: [String] { commands.map(\.name) }

    static let aliases: [String: String] = ["a": "answer", "n": "next", "b": "back", "prev": "back", "exit": "quit", "q": "quit", "?": "help", "h": "help",
                                            "q?": "question", "вопрос": "question", "задание": "question"]

    /// `strings` words the messages of `.invalid` in the learner's language.
    public static func parse(_ line: String, context: Context = .other, strings: Localizer = .english) -> ReplCommand {
        let trimmed = String(line.trimmingSpaces())
        guard !trimmed.isEmpty else { return .empty }
        let firstSpace = trimmed.firstIndex(of: " ")
        let word = String(trimmed[..<(firstSpace ?? trimmed.endIndex)])
        let rest = firstSpace.map { String(trimmed[$0...].trimmingSpaces()) } ?? ""
        let name = aliases[word] ?? word

        // `a = 5` assigns to a variable named a; `a 216` answers.
        if word == "a", let first = rest.first, "=+-*/%&|^<>".contains(first), CodeEntry.isStatement(trimmed) { return .code(line) }
        // With lettered choices open, one letter alone is a choice, never a command's short name.
        if case .choiceQuestion(let letters) = context, rest.isEmpty, word.count == 1, let letter = word.lowercased().unicodeScalars.first,
           ("a"..."z").contains(letter), Int(letter.value) - 97 < letters {
            return .answer(trimmed)
        }
        let context: Context = if case .choiceQuestion = context { .question } else { context }
        if let command = command(name, rest, strings: strings) { return command }
        // A word that is not a command: at a question the answer unless it is a Swift statement (so that a
        // learner can experiment, and a block is never taken line by line as answers), else Swift code.
        if context == .question { return CodeEntry.isStatement(trimmed) ? .code(line) : .answer(trimmed) }
        if context == .codeQuestion { return CodeEntry.openDepth(trimmed) > 0 ? .code(line) : .answer(trimmed) }
        if CodeEntry.looksLikeSwift(trimmed) { return .code(line) }
        if commandNames.contains(name) { return usageError(name, strings: strings) }
        return .invalid(message: Suggestion.unknown(.unknownCommand, word, candidates: commandNames, strings: strings) + " " + strings[.replTypeHelp])
    }

    /// A command with its arguments, or nil when `name` is not a command or the arguments do not fit it
    /// (so `next = 3` stays Swift code and `back` at a question is still a command).
    private static func command(_ name: String, _ rest: String, strings: Localizer) -> ReplCommand? {
        let noArguments: [String: ReplCommand] = [
            "next": .next, "back": .back, "steps": .steps, "hint": .hint, "solution": .solution, "run": .run,
            "edit": .edit, "watch": .watch, "screen": .screen, "log": .log,
            "lessons": .lessons, "progress": .progress, "reload": .reload, "quit": .quit,
            "list": .list, "restart": .restart, "question": .question,
        ]
        if let command = noArguments[name], rest.isEmpty { return command }
        switch name {
        case "goto":
            guard let step = Int(rest) else { return nil }
            return step >= 1 ? .goto(step: step) : .invalid(message: strings[.replGotoFromOne, rest])
        case "check":
            if rest.isEmpty { return .check(seed: nil) }
            if let seed = UInt64(rest) { return .check(seed: seed) }
            return isItemName(rest) ? .checkItem(rest) : nil
        case "hint":
            return isItemName(rest) ? .hintItem(rest) : nil
        case "reset":
            return isItemName(rest) ? .resetItem(rest) : nil
        case "run":
            if rest == "all" { return .runAll }
            return Int(rest).map { .runCell($0) }
        case "swift":
            return rest.isEmpty ? .swiftBlock : .code(rest)
        case "answer":
            return rest.isEmpty ? .invalid(message: strings[.replAnswerNeedsText]) : .answer(rest)
        case "start", "lesson":
            guard !rest.isEmpty, !rest.contains(" ") else { return nil }
            return .start(lesson: rest)
        case "help":
            return .help(topic: rest.isEmpty ? nil : rest)
        case "sim":
            guard !rest.isEmpty else { return .invalid(message: strings[.replSimNeedsAction, SimulatorCommand.verbs.joined(separator: ", ")]) }
            let space = rest.firstIndex(of: " ")
            let verb = String(rest[..<(space ?? rest.endIndex)])
            let argument = space.map { String(rest[$0...].trimmingSpaces()) } ?? ""
            let command = SimulatorCommand(verb: verb, argument: argument)
            if let problem = command.validate(strings: strings) { return .invalid(message: problem) }
            return .sim(command)
        default:
            return nil
        }
    }

    /// A lesson id-like word (`lift-field`): lowercase letters, digits and hyphens, starting with a letter.
    static func isItemName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }

    private static func usageError(_ name: String, strings: Localizer) -> ReplCommand {
        let usage = commands.first { $0.name == name }?.usage ?? name
        return .invalid(message: strings[.replUsage, usage])
    }
}

/// Rules for Swift typed at the prompt: whether a line is code, and whether an entry is complete
/// or needs continuation lines (open braces, brackets, parentheses or a multi-line string).
public enum CodeEntry {
    static let leadingKeywords: Set<String> = [
        "let", "var", "func", "import", "class", "struct", "enum", "protocol", "extension", "if", "guard", "for",
        "while", "repeat", "switch", "do", "print", "return", "try", "await", "defer", "final", "@MainActor", "typealias",
    ]

    /// True when the line reads as Swift rather than as a mistyped command: it starts with a
    /// keyword or contains code punctuation.
    public static func looksLikeSwift(_ line: String) -> Bool {
        let first = line.split(separator: " ").first.map(String.init) ?? ""
        if leadingKeywords.contains(first) { return true }
        return line.contains { "(){}[]=.\":;+-*/<>!&|".contains($0) }
    }

    /// True when the line is Swift to run even where a bare line is an answer: a call of `print`
    /// (`dump`, `assert`, …), a control-flow statement with its brace (`for i in 0..<3 {`), a
    /// declaration (`let x = 1`, `func f() {`, `import UIKit`), an assignment (`x = 1`, `y += 2`), or a
    /// line that leaves a bracket open (the first line of a block). `216`, `568 - 352`, `B`,
    /// `struct`, `if the keyboard is up`, `view.convert(r, from: nil)` and `textFieldShouldReturn(_:)`
    /// are not: they are answers.
    public static func isStatement(_ line: String) -> Bool {
        let trimmed = line.trimmingSpaces()
        let word = leadingWord(trimmed)
        let after = trimmed.dropFirst(word.count)
        switch word {
        case "print", "debugPrint", "dump", "assert", "precondition", "fatalError":
            if after.first == "(" { return true }
        case "if", "guard", "for", "while", "repeat", "switch", "do", "defer":
            if trimmed.contains("{") { return true }
        case "let", "var":
            if trimmed.contains("=") || trimmed.contains(":") { return true }
        case "func", "class", "struct", "enum", "protocol", "extension", "typealias", "import", "final", "@MainActor", "@main", "#if":
            if after.first == " ", !after.trimmingSpaces().isEmpty { return true }
        case "try", "await":
            if trimmed.contains("(") { return true }
        default:
            break
        }
        if openDepth(String(trimmed)) > 0 { return true }
        return hasAssignment(trimmed)
    }

    /// The identifier the line starts with (with a leading `@` or `#`): `print` in `print(x)`.
    static func leadingWord(_ line: Substring) -> String {
        var word = ""
        for (index, c) in line.enumerated() {
            if c.isLetter || c.isNumber || c == "_" || (index == 0 && (c == "@" || c == "#")) { word.append(c) } else { break }
        }
        return word
    }

    /// An `=` or compound assignment outside string literals, not part of `==`, `!=`, `<=`, `>=` or `===`.
    static func hasAssignment(_ line: Substring) -> Bool {
        let chars = Array(line)
        var inString = false
        var index = 0
        while index < chars.count {
            let c = chars[index]
            if inString {
                if c == "\\" { index += 1 } else if c == "\"" { inString = false }
            } else if c == "\"" {
                inString = true
            } else if c == "=" {
                let before: Character = index > 0 ? chars[index - 1] : " "
                let after: Character = index + 1 < chars.count ? chars[index + 1] : " "
                if after == "=" {
                    index += 2
                    while index < chars.count, chars[index] == "=" { index += 1 }
                    continue
                }
                if !"!<>=".contains(before) { return true }
                if index >= 2, "<>".contains(before), chars[index - 2] == before { return true }  // <<=, >>=
            }
            index += 1
        }
        return false
    }

    /// True when brackets balance and no string or block comment is left open.
    public static func isComplete(_ code: String) -> Bool { openDepth(code) <= 0 }

    /// Net open `{ ( [` outside strings and comments; a pending `"""` or `/*` counts as open.
    public static func openDepth(_ code: String) -> Int {
        var depth = 0
        var chars = Array(code)[...]
        var inString = false, inMultiline = false, blockComment = 0
        while let c = chars.first {
            chars = chars.dropFirst()
            if blockComment > 0 {
                if c == "*", chars.first == "/" { blockComment -= 1; chars = chars.dropFirst() }
                else if c == "/", chars.first == "*" { blockComment += 1; chars = chars.dropFirst() }
                continue
            }
            if inMultiline {
                if c == "\"", chars.prefix(2) == ["\"", "\""] { inMultiline = false; chars = chars.dropFirst(2) }
                continue
            }
            if inString {
                if c == "\\" { chars = chars.dropFirst() } else if c == "\"" || c == "\n" { inString = false }
                continue
            }
            switch c {
            case "\"":
                if chars.prefix(2) == ["\"", "\""] { inMultiline = true; chars = chars.dropFirst(2) } else { inString = true }
            case "/":
                if chars.first == "/" { while let n = chars.first, n != "\n" { chars = chars.dropFirst() } }
                else if chars.first == "*" { blockComment = 1; chars = chars.dropFirst() }
            case "{", "(", "[": depth += 1
            case "}", ")", "]": depth -= 1
            default: break
            }
        }
        return depth + (inMultiline || blockComment > 0 ? 1 : 0)
    }
}
