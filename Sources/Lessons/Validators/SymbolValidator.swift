import Foundation

/// The name of an API, in any of its spellings: Objective-C constants, Swift 3/4 names and today's
/// Swift names are one answer (`UIKeyboardFrameEndUserInfoKey` ≡ `UIResponder.keyboardFrameEndUserInfoKey`
/// ≡ `keyboardFrameEndUserInfoKey`; `UITextFieldViewModeWhileEditing` ≡ `.whileEditing` ≡
/// `UITextField.ViewMode.whileEditing`). A bare member matches any type; two qualified names must agree on both.
/// Trailing argument lists and selector colons are ignored (`viewDidLoad()` ≡ `viewDidLoad`).
///
/// Options: `answer` / `answers` / `answer_sha256` (of the member name alone), `require_type` (the learner
/// must name the type too, default false).
public struct SymbolValidator: AnswerValidator, CanonicalAnswering {
    public static let type = "symbol"
    public static let optionKeys: Set<String> = ["answer", "answers", "answer_sha256", "require_type"]

    let expected: ExpectedAnswer
    let symbols: [SymbolName]
    let requireType: Bool

    public init(options: ValidatorOptions) throws(ValidatorOptionError) {
        expected = try ExpectedAnswer.read(options, typeName: Self.type)
        requireType = try options.bool("require_type") ?? false
        var symbols: [SymbolName] = []
        for text in expected.plain {
            guard let symbol = SymbolName(text) else { throw ValidatorOptionError("the answer “\(text)” is not a Swift or Objective-C name", key: "answer") }
            symbols.append(symbol)
        }
        self.symbols = symbols
    }

    public func canonicalForm(_ answer: String) -> String? { SymbolName(answer)?.member }

    public func validate(_ answer: String) -> ValidationResult {
        guard let symbol = SymbolName(answer) else { return .unreadable(Message(.symbolUnreadable, answer)) }
        if expected.hash != nil {
            if requireType, symbol.type == nil { return .incorrect(detail: nil) }
            return expected.hashMatches(symbol.member) ? .correct : .incorrect(detail: nil)
        }
        let right = symbols.contains { expected in
            if requireType, expected.type != nil, symbol.type == nil { return false }
            return symbol.matches(expected)
        }
        return right ? .correct : .incorrect(detail: nil)
    }

    public var shownAnswer: String? { symbols.first?.description }

    public func sameAnswer(_ answer: String, _ other: String) -> Bool {
        guard let a = SymbolName(answer), let b = SymbolName(other) else { return false }
        return a.matches(b)
    }
}

/// An API name reduced to its modern Swift form: an optional type path and a member.
public struct SymbolName: Sendable, Hashable, CustomStringConvertible {
    /// `UIResponder`, `UITextField.ViewMode`; nil when the learner gave only the member (`.whileEditing`).
    public var type: String?
    public var member: String

    public var description: String { type.map { "\($0).\(member)" } ?? member }

    /// Two names match when their members agree and, if both name a type, their types agree.
    public func matches(_ other: SymbolName) -> Bool {
        member == other.member && (type == nil || other.type == nil || type == other.type)
    }

    public init?(_ text: String) {
        var text = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasPrefix("`"), text.hasSuffix("`"), text.count >= 2 { text = String(text.dropFirst().dropLast()) }
        // `viewDidLoad()`, `textFieldShouldReturn(_:)`, `textFieldShouldReturn:` → the base name.
        if let paren = text.firstIndex(of: "(") {
            guard text.hasSuffix(")") else { return nil }
            text = String(text[..<paren])
        }
        if let colon = text.firstIndex(of: ":") { text = String(text[..<colon]) }
        let leadingDot = text.hasPrefix(".")
        if leadingDot { text.removeFirst() }
        var parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !parts.isEmpty, parts.allSatisfy(Self.isIdentifier) else { return nil }

        // `NSNotification.Name.UIKeyboardWillShow` and `.UIKeyboardWillShow` (Swift 4) name the
        // Objective-C notification `UIKeyboardWillShowNotification`.
        let wrapper = parts.dropLast().joined(separator: ".")
        if let last = parts.last, last.first?.isUppercase == true,
           SymbolTable.notificationNameWrappers.contains(wrapper) || (leadingDot && parts.count == 1 && last.hasPrefix("UI")) {
            parts = [last.hasSuffix("Notification") ? last : last + "Notification"]
        }

        if parts.count == 1 {
            let name = parts[0]
            if let mapped = SymbolTable.objectiveCConstant(name) {
                self.type = mapped.type
                self.member = mapped.member
            } else if let renamed = SymbolTable.typeRenames[name] {
                self.type = nil
                self.member = renamed
            } else {
                self.type = nil
                self.member = name
            }
            return
        }
        let typePath = parts.dropLast().joined(separator: ".")
        self.type = SymbolTable.typeRenames[typePath] ?? typePath
        self.member = parts[parts.count - 1]
    }

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || CharacterSet.letters.contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || CharacterSet.alphanumerics.contains($0) }
    }
}

/// How Objective-C and older Swift spellings map to today's Swift names. Data, not special cases:
/// add a row when a lesson needs another API.
enum SymbolTable {
    /// Objective-C enum constants are the old type name plus the case: `UITextFieldViewMode` + `WhileEditing`.
    static let enumCasePrefixes: [(prefix: String, swiftType: String)] = [
        ("UITextFieldViewMode", "UITextField.ViewMode"),
        ("UITextBorderStyle", "UITextField.BorderStyle"),
        ("UITextFieldDidEndEditingReason", "UITextField.DidEndEditingReason"),
        ("UIControlEvent", "UIControl.Event"),
        ("UIControlState", "UIControl.State"),
        ("UIButtonType", "UIButton.ButtonType"),
        ("UIViewAnimationOption", "UIView.AnimationOptions"),
        ("UIViewAnimationCurve", "UIView.AnimationCurve"),
        ("UIViewContentMode", "UIView.ContentMode"),
        ("UIApplicationState", "UIApplication.State"),
        ("UIScrollViewKeyboardDismissMode", "UIScrollView.KeyboardDismissMode"),
        ("UIKeyboardType", "UIKeyboardType"),
        ("UIKeyboardAppearance", "UIKeyboardAppearance"),
        ("UIReturnKey", "UIReturnKeyType"),
        ("UITextAutocapitalizationType", "UITextAutocapitalizationType"),
        ("UITextAutocorrectionType", "UITextAutocorrectionType"),
        ("UIUserNotificationType", "UIUserNotificationType"),
        ("UNAuthorizationOption", "UNAuthorizationOptions"),
        ("UNNotificationPresentationOption", "UNNotificationPresentationOptions"),
        ("UIModalPresentation", "UIModalPresentationStyle"),
        ("UIInterfaceOrientation", "UIInterfaceOrientation"),
    ]

    /// Objective-C notification names and userInfo keys became static members of a class:
    /// `UIKeyboard` + `WillShowNotification` → `UIResponder.keyboardWillShowNotification`.
    static let constantPrefixes: [(prefix: String, swiftType: String, memberPrefix: String, suffixes: [String])] = [
        ("UIKeyboard", "UIResponder", "keyboard", ["Notification", "Key"]),
        ("UIApplication", "UIApplication", "", ["Notification"]),
        ("UITextField", "UITextField", "", ["Notification"]),
        ("UITextView", "UITextView", "", ["Notification"]),
        ("UIContentSizeCategory", "UIContentSizeCategory", "", ["Notification"]),
        ("UIWindow", "UIWindow", "", ["Notification"]),
    ]

    /// Swift 3/4 type names that are nested types today.
    static let typeRenames: [String: String] = [
        "UITextFieldViewMode": "UITextField.ViewMode",
        "UITextBorderStyle": "UITextField.BorderStyle",
        "UITextFieldDidEndEditingReason": "UITextField.DidEndEditingReason",
        "UIControlEvents": "UIControl.Event",
        "UIControlState": "UIControl.State",
        "UIButtonType": "UIButton.ButtonType",
        "UIViewAnimationOptions": "UIView.AnimationOptions",
        "UIViewAnimationCurve": "UIView.AnimationCurve",
        "UIViewContentMode": "UIView.ContentMode",
        "UIApplicationState": "UIApplication.State",
        "UIScrollViewKeyboardDismissMode": "UIScrollView.KeyboardDismissMode",
        "NSNotification.Name": "Notification.Name",
    ]

    static let notificationNameWrappers: Set<String> = ["NSNotification.Name", "Notification.Name"]

    /// Maps an Objective-C constant to (Swift type, member); the longest matching prefix wins.
    static func objectiveCConstant(_ name: String) -> (type: String, member: String)? {
        func rest(after prefix: String) -> String? {
            guard name.hasPrefix(prefix), name.count > prefix.count else { return nil }
            let rest = String(name.dropFirst(prefix.count))
            return rest.first?.isUppercase == true ? rest : nil
        }
        var best: (length: Int, type: String, member: String)?
        for entry in enumCasePrefixes {
            guard let rest = rest(after: entry.prefix), entry.prefix.count > (best?.length ?? 0) else { continue }
            // `UIReturnKeyType` alone is the type, not the case `type` of `UIReturnKey`.
            if typeRenames[name] != nil || enumCasePrefixes.contains(where: { $0.swiftType == name }) { return nil }
            best = (entry.prefix.count, entry.swiftType, lowercasedFirstWord(rest))
        }
        for entry in constantPrefixes where entry.suffixes.contains(where: name.hasSuffix) {
            guard let rest = rest(after: entry.prefix), entry.prefix.count > (best?.length ?? 0) else { continue }
            let member = entry.memberPrefix.isEmpty ? lowercasedFirstWord(rest) : entry.memberPrefix + rest
            best = (entry.prefix.count, entry.swiftType, member)
        }
        return best.map { ($0.type, $0.member) }
    }

    /// `WhileEditing` → `whileEditing`; `URLKey` → `urlKey` (a leading acronym is lowercased whole).
    static func lowercasedFirstWord(_ text: String) -> String {
        let characters = Array(text)
        var upperRun = 0
        while upperRun < characters.count, characters[upperRun].isUppercase { upperRun += 1 }
        if upperRun == characters.count { return text.lowercased() }
        if upperRun <= 1 { return characters.prefix(1).map { $0.lowercased() }.joined() + String(characters.dropFirst()) }
        // Keep the last capital of the run: it starts the next word (`URLKey` → `url` + `Key`).
        let lower = characters[..<(upperRun - 1)].map { $0.lowercased() }.joined()
        return lower + String(characters[(upperRun - 1)...])
    }
}
