import Foundation
import Simulator
import UIKit

/// A form with two text fields, as lessons build them.
final class FormController: UIViewController, UITextFieldDelegate {
    let email = UITextField(frame: CGRect(x: 20, y: 100, width: 280, height: 31))
    let password = UITextField(frame: CGRect(x: 20, y: 150, width: 280, height: 31))
    var allowEnd = true

    override func viewDidLoad() {
        super.viewDidLoad()
        email.accessibilityIdentifier = "email"
        password.accessibilityIdentifier = "password"
        email.delegate = self
        password.delegate = self
        view.addSubview(email)
        view.addSubview(password)
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { allowEnd }
}

/// Records the keyboard notifications posted on `NotificationCenter.default` with their userInfo.
final class KeyboardRecorder {
    struct Entry {
        let name: String
        let object: Any?
        let userInfo: [AnyHashable: Any]
        var begin: CGRect? { (userInfo[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue }
        var end: CGRect? { (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue }
        /// `WillShow {{0, 568}, {320, 216}} → {{0, 352}, {320, 216}}`
        var summary: String {
            let short = name.replacingOccurrences(of: "UIKeyboard", with: "").replacingOccurrences(of: "Notification", with: "")
            return "\(short) \(begin.map(NSStringFromCGRect) ?? "-") → \(end.map(NSStringFromCGRect) ?? "-")"
        }
    }

    static let names: [Notification.Name] = [
        UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
        UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
        UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification,
    ]

    private(set) var entries: [Entry] = []
    private var tokens: [NSObjectProtocol] = []

    init() {
        for name in Self.names {
            tokens.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                self?.entries.append(Entry(name: note.name.rawValue, object: note.object, userInfo: note.userInfo ?? [:]))
            })
        }
    }

    var summaries: [String] { entries.map(\.summary) }

    func clear() { entries.removeAll() }

    func stop() {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
        tokens.removeAll()
    }

    deinit { stop() }
}

extension Simulator {
    /// The log's lines without times, minus animation lines (tests pin those separately).
    var eventTexts: [String] { log.filter { $0.kind != "animation" }.map(\.text) }
}
