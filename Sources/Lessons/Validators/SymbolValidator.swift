import Foundation

/// The name of an API, in any of its spellings (see `APIName`): Objective-C constants, Swift 3/4 names and
/// today's Swift names are one answer (`UIKeyboardFrameEndUserInfoKey` ≡ `UIResponder.keyboardFrameEndUserInfoKey`
/// ≡ `keyboardFrameEndUserInfoKey`; `UITextFieldViewModeWhileEditing` ≡ `.whileEditing` ≡
/// `UITextField.ViewMode.whileEditing`). A bare member matches any type; two qualified names must agree on both.
/// Argument labels count when both sides give them (`viewDidLoad()` ≡ `viewDidLoad`). A wrong name is told
/// how it was read: another API, the right member of another type, or other argument labels.
///
/// Options: `answer` / `answers` / `answer_sha256` (of the member name alone), `require_type` (the learner
/// must name the type too, default false).
public struct SymbolValidator: AnswerValidator, CanonicalAnswering {
    public static let type = "symbol"
    public static let optionKeys: Set<String> = ["answer", "answers", "answer_sha256", "require_type"]

    let expected: ExpectedAnswer
    let symbols: [APIName]
    let requireType: Bool

    public init(options: ValidatorOptions) throws(ValidatorOptionError) {
        expected = try ExpectedAnswer.read(options, typeName: Self.type)
        requireType = try options.bool("require_type") ?? false
        var symbols: [APIName] = []
        for text in expected.plain {
            guard let symbol = APIName(text) else { throw ValidatorOptionError("the answer “\(text)” is not a Swift or Objective-C name", key: "answer") }
            symbols.append(symbol)
        }
        self.symbols = symbols
    }

    public func canonicalForm(_ answer: String) -> String? { APIName(answer)?.member }

    /// A name to show how answers are written, never one of the right ones.
    var example: String {
        ["UIView.AnimationOptions.curveEaseIn", "viewDidLoad()"].first { text in !symbols.contains { $0.matches(APIName(text)!) } }!
    }

    public func validate(_ answer: String) -> ValidationResult {
        guard let symbol = APIName(answer) else { return .unreadable(Message(.symbolUnreadable, answer, example)) }
        if expected.hash != nil {
            if requireType, symbol.type == nil { return .incorrect(detail: Message(.symbolNeedsType, symbol.member)) }
            return expected.hashMatches(symbol.member) ? .correct : .incorrect(detail: nil)
        }
        let relations = symbols.map { symbol.relation(to: $0) }
        if let index = relations.firstIndex(of: .same) {
            if requireType, symbols[index].type != nil, symbol.type == nil { return .incorrect(detail: Message(.symbolNeedsType, symbol.member)) }
            return .correct
        }
        // The right name in other letter case (`resignfirstresponder`, typed without the shift key): a teacher reads
        // the name; the note says how Swift spells it.
        if symbols.contains(where: { symbol.relation(to: $0, ignoringCase: true) == .same }) { return .correct }
        if relations.contains(.needsLabels) { return .unreadable(Message(.symbolNeedsLabels, symbol.member)) }
        if relations.contains(.otherType), let type = symbol.type { return .incorrect(detail: Message(.symbolOtherType, symbol.member, type)) }
        if relations.contains(.otherLabels) { return .incorrect(detail: Message(.symbolOtherLabels, symbol.signature)) }
        guard isKnown(symbol) else {
            // A name tutor does not know: "another API" may be false, so it says so, with the nearest name it knows
            // when one is close. A slip of the right name's letters is no wrong attempt: the learner knew the API.
            guard let nearest = nearestKnown(to: symbol.member) else { return .incorrect(detail: Message(.symbolUnknown, symbol.member)) }
            let slip = symbols.contains { $0.member == nearest }
            return slip ? .unreadable(Message(.symbolUnknownNearest, symbol.member, nearest))
                : .incorrect(detail: Message(.symbolUnknownNearest, symbol.member, nearest))
        }
        return .incorrect(detail: Message(.symbolOtherAPI, symbol.signature))
    }

    /// A word of a sentence is a name only when tutor knows it as one (`resignFirstResponder`, not `you` or `call`).
    public func isValue(inSentence reading: String) -> Bool {
        guard let symbol = APIName(reading) else { return false }
        return isKnown(symbol)
    }

    /// Whether `symbol` names an API: one of the model's or Foundation's (`ModelAPINames`), a notification without
    /// its suffix or by the words after `keyboard`, or one of this question's answers.
    func isKnown(_ symbol: APIName) -> Bool {
        let member = symbol.member
        let capitalized = member.prefix(1).uppercased() + member.dropFirst()
        let spellings = [member, member + "Notification", "keyboard" + capitalized + "Notification", "keyboard" + capitalized]
        return spellings.contains { ModelAPINames.all.contains($0) }
            || symbols.contains { $0.relation(to: symbol, ignoringCase: true) != .other }
    }

    /// The known name nearest a slip (`resignFirstResponer`), among names of about its length; none for short words.
    func nearestKnown(to member: String) -> String? {
        guard member.count >= 5 else { return nil }
        // Filtered before anything is copied: this runs for each long unknown word of a sentence.
        let near = { (name: String) in abs(name.count - member.count) <= 2 }
        let candidates = ModelAPINames.all.filter(near).union(symbols.map(\.member).filter(near))
        return NearestName.nearest(to: member, in: candidates.sorted())
    }

    public func note(on answer: String) -> Message? {
        guard let symbol = APIName(answer), !symbols.contains(where: { symbol.relation(to: $0) == .same }),
              let spelled = symbols.first(where: { symbol.relation(to: $0, ignoringCase: true) == .same }) else { return nil }
        return Message(.symbolLetterCase, spelled.member)
    }

    public var shownAnswer: String? { symbols.first?.description }

    public func sameAnswer(_ answer: String, _ other: String) -> Bool {
        guard let a = APIName(answer), let b = APIName(other) else { return false }
        return a.matches(b)
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
        ("NSCalendarUnit", "NSCalendar.Unit"),
    ]

    /// Objective-C keys that became a nested type's static members without their suffix:
    /// `UIApplicationLaunchOptions` + `LocalNotification` + `Key` → `UIApplication.LaunchOptionsKey.localNotification`.
    static let keyPrefixes: [(prefix: String, swiftType: String, suffix: String)] = [
        ("UIApplicationLaunchOptions", "UIApplication.LaunchOptionsKey", "Key"),
    ]

    /// Base names that delegate methods share (`application(_:didReceive:)`, `application(_:didFinishLaunchingWithOptions:)`):
    /// alone they name no method, so the labels decide.
    static let delegateBaseNames: Set<String> = [
        "application", "textField", "textView", "tableView", "collectionView", "scrollView", "navigationController",
        "userNotificationCenter", "searchBar", "pickerView", "webView", "gestureRecognizer", "convert",
    ]

    /// Selector pieces whose Swift label differs: `application:didReceiveLocalNotification:` is `application(_:didReceive:)`.
    static let selectorLabelRenames: [String: String] = [
        "didReceiveLocalNotification": "didReceive",
        "didRegisterUserNotificationSettings": "didRegister",
    ]

    /// Module names a learner may put in front of a type.
    static let modules: Set<String> = ["UIKit", "Foundation", "UserNotifications", "Swift"]

    /// Expressions that stand for an instance of a known type.
    static let instances: [String: String] = [
        "UIApplication.shared": "UIApplication", "UIApplication.sharedApplication": "UIApplication",
        "UNUserNotificationCenter.current": "UNUserNotificationCenter",
        "NotificationCenter.default": "NotificationCenter", "UIScreen.main": "UIScreen", "UIDevice.current": "UIDevice",
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
        "UIApplicationLaunchOptionsKey": "UIApplication.LaunchOptionsKey",
        "NSCalendarUnit": "NSCalendar.Unit",
    ]

    static let notificationNameWrappers: Set<String> = ["NSNotification.Name", "Notification.Name"]

    /// A Swift 4 notification name written bare (`UIKeyboardWillChangeFrame`): a prefix whose constants are
    /// notifications, then more words, and it reads as a notification once `Notification` is added.
    static func isSwift4NotificationName(_ name: String) -> Bool {
        guard typeRenames[name] == nil, !name.hasSuffix("Key") else { return false }
        return constantPrefixes.contains { entry in
            // The notification's own prefix must be the one that reads it (`UIApplicationState` is an enum's type).
            entry.suffixes.contains("Notification") && name.hasPrefix(entry.prefix) && name.count > entry.prefix.count
                && name.dropFirst(entry.prefix.count).first?.isUppercase == true
                && objectiveCConstant(name + "Notification")?.type == entry.swiftType
        }
    }

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
        for entry in keyPrefixes where name.hasSuffix(entry.suffix) {
            guard let rest = rest(after: entry.prefix), rest.count > entry.suffix.count, entry.prefix.count > (best?.length ?? 0) else { continue }
            best = (entry.prefix.count, entry.swiftType, lowercasedFirstWord(String(rest.dropLast(entry.suffix.count))))
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
