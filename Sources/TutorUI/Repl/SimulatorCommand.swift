import Lessons
/// A `sim …` command typed at the REPL, e.g. `sim tap emailField`, `sim rotate landscapeLeft`.
///
/// The simulator lives inside the learner's program (the kernel runs code in a child process),
/// so a command becomes Swift source appended after the lesson's cells. The mapping from words to
/// source is the table `SimulatorCommand.actions`: adding a command is adding a row.
public struct SimulatorCommand: Sendable, Hashable {
    public var verb: String
    public var argument: String

    public init(verb: String, argument: String = "") {
        self.verb = verb
        self.argument = argument
    }

    /// What a verb takes and the Swift it becomes. In `template`, `$sim` is the simulator and
    /// `$arg` the converted argument.
    public struct Action: Sendable {
        public enum Argument: Sendable, Equatable {
            case none
            /// A view, named by its `accessibilityIdentifier`.
            case view
            /// Free text, passed as a Swift string literal.
            case text
            /// A number of seconds.
            case seconds
            /// One of fixed words, each mapped to Swift source.
            case choice([String: String])
        }
        public var verb: String
        public var argument: Argument
        public var template: String
        public var help: String
    }

    public static let actions: [Action] = [
        Action(verb: "tap", argument: .view, template: "$sim.tap($arg)", help: "sim tap ID          tap the view whose accessibilityIdentifier is ID"),
        Action(verb: "type", argument: .text, template: "$sim.type($arg)", help: "sim type TEXT       type text into the first responder"),
        Action(verb: "return", argument: .none, template: "$sim.pressReturn()", help: "sim return          press the keyboard's Return key"),
        Action(verb: "rotate", argument: .choice([
            "portrait": ".portrait", "portraitUpsideDown": ".portraitUpsideDown",
            "landscapeLeft": ".landscapeLeft", "landscapeRight": ".landscapeRight",
            "landscape": ".landscapeLeft",
        ]), template: "$sim.rotate(to: $arg)", help: "sim rotate ORIENTATION  portrait, landscapeLeft, landscapeRight, portraitUpsideDown"),
        Action(verb: "keyboard", argument: .choice([
            "hardware": "$sim.attachHardwareKeyboard()", "software": "$sim.detachHardwareKeyboard()",
            "docked": "$sim.setKeyboardMode(.docked)", "undocked": "$sim.setKeyboardMode(.undocked)",
            "split": "$sim.setKeyboardMode(.split)",
        ]), template: "$arg", help: "sim keyboard MODE   hardware, software, docked, undocked, split"),
        Action(verb: "advance", argument: .seconds, template: "$sim.advance(by: $arg)", help: "sim advance SECONDS move virtual time forward"),
        Action(verb: "idle", argument: .none, template: "$sim.runUntilIdle()", help: "sim idle            run pending work until nothing is due"),
        Action(verb: "background", argument: .none, template: "$sim.sendToBackground()", help: "sim background      send the app to the background"),
    ]

    public static var verbs: [String] { actions.map(\.verb) }

    /// Checks the command against the table; the error, in the learner's language, names the bad word
    /// and the nearest right one.
    public func validate(strings: Localizer = .english) -> String? {
        func unknown(_ key: ErrorKey, _ word: String, _ candidates: [String]) -> String {
            var text = strings[key, word]
            if let near = Suggestion.nearest(to: word, in: candidates) { text += " " + strings[.replDidYouMean, near] }
            return text
        }
        guard let action = Self.actions.first(where: { $0.verb == verb }) else {
            return unknown(.simUnknownCommand, verb, Self.verbs) + " " + strings[.simTry, Self.verbs.joined(separator: ", ")]
        }
        switch action.argument {
        case .none:
            return argument.isEmpty ? nil : strings[.simNoArgument, verb]
        case .view:
            guard !argument.isEmpty else { return strings[.simNeedsView, verb] }
            return argument.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." })
                ? nil : strings[.simNotIdentifier, argument]
        case .text:
            return nil
        case .seconds:
            return Double(argument).map { $0 >= 0 ? nil : strings[.simNegativeSeconds] } ?? strings[.simNeedsSeconds, verb, argument]
        case .choice(let choices):
            if choices[argument] != nil { return nil }
            let names = choices.keys.sorted()
            return unknown(.simUnknownValue, argument, names) + " " + strings[.simChooseOne, names.joined(separator: ", ")]
        }
    }

    /// The Swift statement for this command, nil if it does not validate.
    public func swiftStatement(simulator: String = "__sim") -> String? {
        guard validate() == nil, let action = Self.actions.first(where: { $0.verb == verb }) else { return nil }
        let converted: String
        switch action.argument {
        case .none: converted = ""
        case .view: converted = "__tutorView(\(Self.swiftLiteral(argument)))"
        case .text: converted = Self.swiftLiteral(argument)
        case .seconds: converted = argument
        case .choice(let choices): converted = choices[argument]!
        }
        return action.template.replacingOccurrences(of: "$arg", with: converted).replacingOccurrences(of: "$sim", with: simulator)
    }

    /// A Swift string literal for arbitrary text.
    public static func swiftLiteral(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 { out += "\\u{\(String(scalar.value, radix: 16))}" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }
}

/// The Swift source that replays simulator commands after a lesson's cells and then shows what
/// the learner asked for. It is one `.cell` unit the kernel runs last.
public struct SimulatorScript: Sendable, Hashable {
    public enum Ending: Sendable, Hashable { case nothing, screen, log }

    public var commands: [SimulatorCommand]
    public var ending: Ending

    public init(commands: [SimulatorCommand], ending: Ending) {
        self.commands = commands
        self.ending = ending
    }

    /// The generated source. It uses the simulator the cells created, or a fresh default one.
    public var source: String {
        var lines = [
            "// Generated by tutor from the REPL's simulator commands.",
            "import Foundation",
            "import UIKit",
            "import Simulator",
            "let __sim = Simulator.current ?? Simulator()",
        ]
        if commands.contains(where: { command in SimulatorCommand.actions.first { $0.verb == command.verb }?.argument == .view }) {
            lines += [
                "func __tutorView(_ identifier: String) -> UIView {",
                "    func search(_ view: UIView) -> UIView? {",
                "        if view.accessibilityIdentifier == identifier { return view }",
                "        for subview in view.subviews { if let found = search(subview) { return found } }",
                "        return nil",
                "    }",
                "    guard let window = __sim.keyWindow, let view = search(window) else {",
                "        print(\"No view with accessibilityIdentifier '\\(identifier)' is on screen.\")",
                "        exit(65)",
                "    }",
                "    return view",
                "}",
            ]
        }
        for command in commands {
            if let statement = command.swiftStatement() { lines.append(statement) }
        }
        switch ending {
        case .nothing: break
        case .screen: lines.append("print(__sim.render())")
        case .log: lines.append("for entry in __sim.log { print(entry) }")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
