import Foundation

/// One API in any of the spellings a learner writes, reduced to today's Swift name: the one notion of
/// "the same API" that the symbol, order, choice, text and expression validators share.
///
/// Read alike: Objective-C constants and selectors, Swift 3/4 names and today's names
/// (`UIKeyboardFrameEndUserInfoKey` ≡ `UIResponder.keyboardFrameEndUserInfoKey`; `UIKeyboardWillShowNotification`
/// ≡ `NSNotification.Name.UIKeyboardWillShow` ≡ `.keyboardWillShowNotification` ≡ `keyboardWillShow`);
/// argument labels or none (`textFieldShouldReturn(_:)`, `textFieldShouldReturn:`, a call, a declaration);
/// module qualification (`UIKit.`); `self.` or any receiver of a member (`alarm.repeatInterval`,
/// `UIApplication.shared.registerUserNotificationSettings(s)`); a subscript's key (`launchOptions?[.localNotification]`);
/// an option set of one (`[.touchUpInside]`); quotes and backticks around it.
public struct APIName: Sendable, Hashable, CustomStringConvertible {
    /// `UIResponder`, `UITextField.ViewMode`; nil when no type can be told (`.whileEditing`, `alarm.repeatInterval`).
    public var type: String?
    public var member: String
    /// The argument labels as written (`_` for an unlabelled one), or nil when only the base name was given.
    public var labels: [String]?

    public var description: String { type.map { "\($0).\(member)" } ?? member }
    /// With its labels: `application(_:didReceive:)`, `viewDidLoad()`.
    public var signature: String { description + (labels.map { "(" + $0.map { "\($0):" }.joined() + ")" } ?? "") }

    public init(type: String?, member: String, labels: [String]? = nil) {
        self.type = type
        self.member = member
        self.labels = labels
    }

    /// How two readings of an answer relate.
    public enum Relation: Equatable {
        case same
        /// The member agrees but the types named differ.
        case otherType
        /// The base name agrees but the argument labels differ.
        case otherLabels
        /// One gives only a base name that several methods share (`application`); labels are needed.
        case needsLabels
        case other
    }

    /// Members agree (a notification's name with or without its `Notification` suffix), types agree when
    /// both are named, labels agree when both are given. A bare base name that delegate methods share
    /// (`application`) needs its labels; a bare label of such a method (`didReceive`) names it.
    public func relation(to other: APIName, ignoringCase: Bool = false) -> Relation {
        func same(_ a: String, _ b: String) -> Bool { ignoringCase ? a.lowercased() == b.lowercased() : a == b }
        func sameMember(_ a: String, _ b: String) -> Bool {
            same(a, b) || same(a + "Notification", b) || same(a, b + "Notification") || sameShort(a, b) || sameShort(b, a)
        }
        /// A keyboard notification by the words after `keyboard` (`willChangeFrame`), as the lessons' order questions read it.
        func sameShort(_ short: String, _ full: String) -> Bool {
            guard full.hasPrefix("keyboard"), full.hasSuffix("Notification"), short.first?.isLowercase == true,
                  !short.hasPrefix("keyboard") else { return false }
            let core = full.dropFirst("keyboard".count).dropLast("Notification".count)
            return same(short, core.prefix(1).lowercased() + core.dropFirst())
        }
        for (short, full) in [(self, other), (other, self)] where short.type == nil && short.labels == nil {
            if let labels = full.labels, SymbolTable.delegateBaseNames.contains(full.member),
               labels.dropFirst().contains(where: { same($0, short.member) }) {
                return .same
            }
        }
        guard sameMember(member, other.member) else { return .other }
        if let type, let otherType = other.type, !Self.sameType(type, otherType, same: same) { return .otherType }
        switch (labels, other.labels) {
        case (let a?, let b?):
            return a.count == b.count && zip(a, b).allSatisfy { same($0, $1) } ? .same : .otherLabels
        case (nil, let given?), (let given?, nil):
            let named = given.dropFirst().contains { $0 != "_" }
            return named && SymbolTable.delegateBaseNames.contains(member) ? .needsLabels : .same
        case (nil, nil):
            return .same
        }
    }

    public func matches(_ other: APIName, ignoringCase: Bool = false) -> Bool { relation(to: other, ignoringCase: ignoringCase) == .same }

    /// Two type paths name one type when one ends the other: a nested type named without the type it is
    /// nested in (`LaunchOptionsKey` for `UIApplication.LaunchOptionsKey`), as code inside that type writes it.
    static func sameType(_ a: String, _ b: String, same: (String, String) -> Bool) -> Bool {
        let (x, y) = (a.split(separator: ".").map(String.init), b.split(separator: ".").map(String.init))
        let (shorter, longer) = x.count <= y.count ? (x, y) : (y, x)
        return !shorter.isEmpty && zip(shorter.reversed(), longer.reversed()).allSatisfy { same($0, $1) }
    }

    public init?(_ text: String) {
        guard let reading = Self.read(text, depth: 0) else { return nil }
        self = reading
    }

    // MARK: Reading

    static func read(_ text: String, depth: Int) -> APIName? {
        guard depth < 4 else { return nil }
        var text = Self.unwrapped(text)
        guard !text.isEmpty else { return nil }
        if let statement = Self.statementTarget(text) { text = statement }
        text = Self.droppingDeclarationWords(text)
        // An option set of one, or a bracketed key: `[.touchUpInside]`.
        if text.hasPrefix("["), let end = Syntax.groupEnd(in: Array(text), at: 0), end == text.count {
            let inside = String(Array(text)[1..<(end - 1)])
            guard Syntax.splitTopLevel(inside, on: ",").count == 1 else { return nil }
            return read(inside, depth: depth + 1)
        }
        // An Objective-C selector: `application:didReceiveLocalNotification:`, `textFieldShouldReturn:`.
        if !text.contains("("), text.contains(":") {
            let pieces = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            guard pieces.last == "" || pieces.count == 1, pieces.dropLast().allSatisfy(isIdentifier) else { return nil }
            let names = pieces.dropLast()
            guard let first = names.first else { return nil }
            var reading = read(first, depth: depth + 1)
            reading?.labels = ["_"] + names.dropFirst().map { SymbolTable.selectorLabelRenames[$0] ?? $0 }
            return reading
        }
        guard let chain = Syntax.chain(text) else { return nil }
        if let key = chain.components.last?.key {
            return read(key, depth: depth + 1)
        }
        // Observing or posting a notification names it: `NotificationCenter.default.addObserver(forName: NAME, …)`.
        if let last = chain.components.last, ["addObserver", "removeObserver", "post"].contains(last.name), let arguments = last.arguments,
           let name = Syntax.splitTopLevel(arguments, on: ",").first(where: { argument in
               let trimmed = argument.trimmedSpace
               return trimmed.hasPrefix("forName:") || trimmed.hasPrefix("name:")
           }), let colon = name.firstIndex(of: ":") {
            return read(String(name[name.index(after: colon)...]), depth: depth + 1)
        }
        return reading(of: chain)
    }

    /// Backticks, quotes, a trailing semicolon, an Objective-C method's leading `-`, a cast at the end.
    static func unwrapped(_ text: String) -> String {
        var text = text.trimmedSpace
        // A comment after the name: `textField.resignFirstResponder() // hides the keyboard`.
        if let comment = text.range(of: "//"), !text[..<comment.lowerBound].contains("\"") {
            text = text[..<comment.lowerBound].trimmedSpace
        }
        while text.hasSuffix(";") { text = String(text.dropLast()).trimmedSpace }
        if text.hasPrefix("["), text.hasSuffix("]"), let swift = objectiveCMessage(text) { text = swift }
        // A trailing closure after a call: `addObserver(forName: …, queue: .main) { _ in … }`.
        if text.hasSuffix("}"), let closure = text.range(of: #"\)\s*\{[^{}]*\}$"#, options: .regularExpression) {
            text.replaceSubrange(closure, with: ")")
        }
        while text.hasSuffix(";") { text = String(text.dropLast()).trimmedSpace }
        for (open, close) in [("`", "`"), ("\"", "\""), ("'", "'"), ("“", "”"), ("«", "»")] where text.count >= 2 && text.hasPrefix(open) && text.hasSuffix(close) {
            text = String(text.dropFirst().dropLast()).trimmedSpace
        }
        if text.hasPrefix("-"), text.dropFirst().first?.isLetter == true { text.removeFirst() }
        // Only a text with ` as` in it can end in a cast; the pattern is compiled on each use otherwise.
        if text.contains(" as"), let cast = text.range(of: #"\s+as[?!]?\s+[A-Za-z_][A-Za-z0-9_.]*\s*$"#, options: .regularExpression) {
            text = String(text[..<cast.lowerBound])
        }
        return text
    }

    /// An Objective-C message as the Swift call it is, innermost first: `[textField resignFirstResponder]` is
    /// `textField.resignFirstResponder()`, `[[UIApplication sharedApplication] registerUserNotificationSettings:settings]`
    /// is `UIApplication.sharedApplication().registerUserNotificationSettings(settings)`. Nil when it is not one.
    static func objectiveCMessage(_ text: String) -> String? {
        var text = text
        let innermost = #/\[\s*([A-Za-z_][A-Za-z0-9_.()]*)\s+([A-Za-z_][A-Za-z0-9_]*)((?:\s*:\s*(?:[^\s\[\]:()]|\([^()]*\))+(?:\s+[A-Za-z_][A-Za-z0-9_]*\s*:\s*(?:[^\s\[\]:()]|\([^()]*\))+)*)?)\s*\]/#
        for _ in 0..<4 {
            guard let message = text.firstMatch(of: innermost) else { break }
            let (receiver, name, rest) = (String(message.output.1), String(message.output.2), String(message.output.3))
            var arguments: [String] = []
            if !rest.isEmpty {
                // `:settings other:value` → `settings, other: value`
                let parts = rest.replacingOccurrences(of: #"\s*:\s*"#, with: ":", options: .regularExpression)
                for (index, piece) in parts.split(separator: " ", omittingEmptySubsequences: true).enumerated() {
                    let pair = piece.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                    guard pair.count == 2 else { return nil }
                    arguments.append(index == 0 ? pair[1] : "\(pair[0]): \(pair[1])")
                }
            }
            text.replaceSubrange(message.range, with: "\(receiver).\(name)(\(arguments.joined(separator: ", ")))")
        }
        return text.contains("[") ? nil : text
    }

    /// `let x = EXPR` and `_ = EXPR` name EXPR; `target = value` names the target (the property set);
    /// `return EXPR` names EXPR.
    static func statementTarget(_ text: String) -> String? {
        if text.hasPrefix("return ") { return String(text.dropFirst(7)).trimmedSpace }
        guard let equals = Syntax.topLevelAssignment(text) else { return nil }
        let left = text[..<equals].trimmedSpace
        let right = text[text.index(after: equals)...].trimmedSpace
        if left == "_" || left.hasPrefix("let ") || left.hasPrefix("var ") { return right }
        return left
    }

    /// `override func`, `@objc optional func`, `public`: the words before a declaration's name; its
    /// result type after `->`, and `throws`/`async`.
    static func droppingDeclarationWords(_ text: String) -> String {
        var words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        let modifiers: Set<String> = ["func", "override", "optional", "public", "private", "fileprivate", "internal", "open", "static", "class",
                                      "final", "mutating", "dynamic", "nonisolated", "required", "convenience"]
        var dropped = false
        while let first = words.first, modifiers.contains(first) || first.hasPrefix("@") {
            words.removeFirst()
            dropped = true
        }
        guard dropped || text.contains("->") else { return text }
        var result = words.joined(separator: " ")
        if let arrow = result.range(of: "->") { result = String(result[..<arrow.lowerBound]) }
        for suffix in [" rethrows", " throws", " async"] where result.trimmedSpace.hasSuffix(suffix) {
            result = String(result.trimmedSpace.dropLast(suffix.count))
        }
        return result.trimmedSpace
    }

    static func reading(of chain: Syntax.Chain) -> APIName? {
        var components = chain.components
        // A constant's `rawValue` (a notification's or a key's string) stands for the constant itself.
        if components.count > 1, let last = components.last, last.name == "rawValue", last.arguments == nil, last.key == nil {
            components.removeLast()
        }
        guard let last = components.popLast(), isIdentifier(last.name) else { return nil }
        if components.first.map({ SymbolTable.modules.contains($0.name) }) == true, !components.isEmpty, !chain.leadingDot { components.removeFirst() }
        if components.first.map({ $0.name == "self" || $0.name == "super" }) == true { components.removeFirst() }
        let labels = last.arguments.map(labelsOf)

        // `NSNotification.Name.UIKeyboardWillShow` and `.UIKeyboardWillShow` (Swift 4) name the
        // Objective-C notification `UIKeyboardWillShowNotification`.
        var member = last.name
        let path = components.map(\.name).joined(separator: ".")
        let plainPath = components.allSatisfy { $0.arguments == nil && $0.key == nil }
        if member.first?.isUppercase == true, plainPath,
           SymbolTable.notificationNameWrappers.contains(path) || (chain.leadingDot && components.isEmpty && member.hasPrefix("UI")) {
            member = member.hasSuffix("Notification") ? member : member + "Notification"
            components = []
        }
        // Bare, the Swift 4 member (`UIKeyboardWillChangeFrame`) is the same notification.
        if components.isEmpty, last.arguments == nil, SymbolTable.objectiveCConstant(member) == nil,
           SymbolTable.isSwift4NotificationName(member) {
            member += "Notification"
        }
        if components.isEmpty {
            if let mapped = SymbolTable.objectiveCConstant(member) { return APIName(type: mapped.type, member: mapped.member, labels: labels) }
            if let renamed = SymbolTable.typeRenames[member] { return APIName(type: nil, member: renamed, labels: labels) }
            return APIName(type: nil, member: member, labels: labels)
        }
        return APIName(type: receiverType(components), member: member, labels: labels)
    }

    /// The type a receiver names: a type path (`UITextField.ViewMode`), a known instance
    /// (`UIApplication.shared`, `UNUserNotificationCenter.current()`), a new instance (`UILocalNotification()`);
    /// nil for a variable (`alarm`, `view.window`), whose type cannot be told.
    static func receiverType(_ components: [Syntax.Component]) -> String? {
        let names = components.map(\.name)
        if components.allSatisfy({ $0.arguments == nil && $0.key == nil && $0.name.first?.isUppercase == true }) {
            let path = names.joined(separator: ".")
            return SymbolTable.typeRenames[path] ?? path
        }
        if let type = SymbolTable.instances[names.joined(separator: ".")] { return type }
        if components.count == 1, let only = components.first, only.arguments != nil, only.name.first?.isUppercase == true { return only.name }
        return nil
    }

    /// Labels from the inside of parentheses: `_:didReceive:` (a reference), `x, from: nil` (a call),
    /// `_ application: UIApplication, didReceive n: UILocalNotification` (a declaration).
    static func labelsOf(_ inside: String) -> [String] {
        let trimmed = inside.filter { !$0.isWhitespace }
        if trimmed.isEmpty { return [] }
        if trimmed.hasSuffix(":"), !trimmed.contains(","), trimmed.split(separator: ":").allSatisfy({ isIdentifier(String($0)) }) {
            return trimmed.split(separator: ":").map(String.init)
        }
        return Syntax.splitTopLevel(inside, on: ",").map { argument in
            let words = argument.trimmedSpace
            guard let colon = Syntax.topLevelColon(words) else { return "_" }
            let head = words[..<colon].split(separator: " ").map(String.init)
            guard let label = head.first, head.count <= 2, head.allSatisfy(isIdentifier) else { return "_" }
            return label
        }
    }

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || CharacterSet.letters.contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || CharacterSet.alphanumerics.contains($0) }
    }
}

/// The spelling `SymbolValidator` has always used for an API's name.
public typealias SymbolName = APIName

/// Just enough of Swift's surface to find a chain of members and calls: balanced groups, top-level
/// separators. Shared by `APIName` and the expression validator.
enum Syntax {
    struct Component: Equatable {
        var name: String
        /// The inside of the call's parentheses, or nil when it is not called.
        var arguments: String?
        /// The inside of a subscript's brackets.
        var key: String?
    }

    struct Chain: Equatable {
        var leadingDot: Bool
        var components: [Component]
    }

    static let pairs: [Character: Character] = ["(": ")", "[": "]", "{": "}"]

    /// The index just past the close of the group opened at `start` (a bracket); quotes are skipped.
    static func groupEnd(in characters: [Character], at start: Int) -> Int? {
        guard let close = pairs[characters[start]] else { return nil }
        var stack: [Character] = [close]
        var index = start + 1
        var inString = false
        while index < characters.count {
            let c = characters[index]
            if inString {
                if c == "\\" { index += 1 } else if c == "\"" { inString = false }
            } else if c == "\"" {
                inString = true
            } else if let closing = pairs[c] {
                stack.append(closing)
            } else if c == stack.last {
                stack.removeLast()
                if stack.isEmpty { return index + 1 }
            } else if ")]}".contains(c) {
                return nil
            }
            index += 1
        }
        return nil
    }

    /// `a.b(x).c?[k]!`: identifiers joined by dots, each perhaps called, subscripted and unwrapped.
    static func chain(_ text: String) -> Chain? {
        let characters = Array(text.trimmedSpace)
        var index = 0
        var chain = Chain(leadingDot: false, components: [])
        if characters.first == "." {
            chain.leadingDot = true
            index = 1
        }
        while index < characters.count {
            let start = index
            while index < characters.count, characters[index].isLetter || characters[index].isNumber || characters[index] == "_" { index += 1 }
            guard index > start else { return nil }
            var component = Component(name: String(characters[start..<index]))
            while index < characters.count {
                let c = characters[index]
                if c == "!" || c == "?" {
                    index += 1
                } else if c == "(" || c == "[" {
                    guard let end = groupEnd(in: characters, at: index) else { return nil }
                    let inside = String(characters[(index + 1)..<(end - 1)])
                    if c == "(" { component.arguments = inside } else { component.key = inside }
                    index = end
                } else {
                    break
                }
            }
            chain.components.append(component)
            if index == characters.count { break }
            guard characters[index] == "." else { return nil }
            index += 1
            guard index < characters.count else { return nil }
        }
        return chain.components.isEmpty ? nil : chain
    }

    /// Splits at `separator` outside brackets and strings.
    static func splitTopLevel(_ text: String, on separator: Character) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var inString = false
        var previous: Character = " "
        for c in text {
            if inString {
                if c == "\"", previous != "\\" { inString = false }
            } else if c == "\"" {
                inString = true
            } else if pairs[c] != nil {
                depth += 1
            } else if ")]}".contains(c) {
                depth -= 1
            } else if c == separator, depth == 0 {
                parts.append(current)
                current = ""
                previous = c
                continue
            }
            current.append(c)
            previous = c
        }
        parts.append(current)
        return parts
    }

    /// The first `:` outside brackets (an argument's label), not a `::` or a ternary's.
    static func topLevelColon(_ text: String) -> String.Index? {
        var depth = 0
        for index in text.indices {
            let c = text[index]
            if pairs[c] != nil { depth += 1 } else if ")]}".contains(c) { depth -= 1 } else if c == "?" && depth == 0 { return nil }
            else if c == ":", depth == 0 { return index }
        }
        return nil
    }

    /// The `=` of an assignment outside brackets (not `==`, `!=`, `<=`, `>=`, `=>`).
    static func topLevelAssignment(_ text: String) -> String.Index? {
        var depth = 0
        var inString = false
        let characters = Array(text)
        var index = text.startIndex
        for (offset, c) in characters.enumerated() {
            defer { index = text.index(after: index) }
            if inString { if c == "\"" { inString = false }; continue }
            if c == "\"" { inString = true; continue }
            if pairs[c] != nil { depth += 1; continue }
            if ")]}".contains(c) { depth -= 1; continue }
            guard c == "=", depth == 0 else { continue }
            let before: Character = offset > 0 ? characters[offset - 1] : " "
            let after: Character = offset + 1 < characters.count ? characters[offset + 1] : " "
            if "=!<>".contains(before) || after == "=" || after == ">" { continue }
            return index
        }
        return nil
    }
}
