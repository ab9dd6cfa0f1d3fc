import Foundation
import Testing
import Simulator
@testable import UIKit

/// A delegate that records every call and can refuse some.
final class RecordingFieldDelegate: UITextFieldDelegate {
    var calls: [String] = []
    var allowChange: (String) -> Bool = { _ in true }
    var allowClear = true
    var allowReturn = true
    var resignOnReturn = false

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { calls.append("shouldBegin"); return true }
    func textFieldDidBeginEditing(_ textField: UITextField) { calls.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { calls.append("shouldEnd"); return true }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        calls.append("didEnd(reason: \(reason.rawValue))")
    }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        calls.append("shouldChange {\(range.location), \(range.length)} \"\(string)\"")
        return allowChange(string)
    }
    func textFieldShouldClear(_ textField: UITextField) -> Bool { calls.append("shouldClear"); return allowClear }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        calls.append("shouldReturn")
        if resignOnReturn { textField.resignFirstResponder() }
        return allowReturn
    }
}

@MainActor @Suite(.serialized) struct TextFieldTests {
    private func makeField(in sim: Simulator, frame: CGRect = CGRect(x: 20, y: 100, width: 280, height: 31)) -> UITextField {
        let controller = UIViewController()
        sim.show(controller)
        let field = UITextField(frame: frame)
        field.accessibilityIdentifier = "name"
        controller.view.addSubview(field)
        return field
    }

    @Test func defaultsFollowTheHeader() {
        _ = Simulator()
        let field = UITextField()
        // The header's nil is never what a program reads: an empty string, also after nil is assigned.
        #expect(field.text == "")
        field.text = nil
        #expect(field.text == "")
        #expect(field.text! == "")
        #expect(field.placeholder == nil)
        #expect(field.font == UIFont.systemFont(ofSize: 12))
        #expect(field.textColor == nil)
        #expect(field.textAlignment == .left)
        #expect(field.borderStyle == .none)
        #expect(field.clearButtonMode == .never && field.leftViewMode == .never && field.rightViewMode == .never)
        #expect(!field.clearsOnBeginEditing)
        #expect(field.autocapitalizationType == .sentences)
        #expect(field.autocorrectionType == .default)
        #expect(field.keyboardType == .default && field.returnKeyType == .default)
        #expect(!field.isSecureTextEntry && !field.enablesReturnKeyAutomatically)
        #expect(field.canBecomeFirstResponder)
        #expect(!field.isEditing)
    }

    @Test func rawValuesAreApples() {
        #expect([UITextField.BorderStyle.none, .line, .bezel, .roundedRect].map(\.rawValue) == [0, 1, 2, 3])
        #expect([UITextField.ViewMode.never, .whileEditing, .unlessEditing, .always].map(\.rawValue) == [0, 1, 2, 3])
        #expect([UIKeyboardType.default, .asciiCapable, .numbersAndPunctuation, .URL, .numberPad, .phonePad, .namePhonePad,
                 .emailAddress, .decimalPad, .twitter, .webSearch, .asciiCapableNumberPad].map(\.rawValue) == Array(0...11))
        #expect(UIKeyboardType.alphabet == .asciiCapable)
        #expect([UIReturnKeyType.default, .go, .google, .join, .next, .route, .search, .send, .yahoo, .done, .emergencyCall, .continue]
            .map(\.rawValue) == Array(0...11))
        #expect([UITextAutocapitalizationType.none, .words, .sentences, .allCharacters].map(\.rawValue) == [0, 1, 2, 3])
        #expect([UITextAutocorrectionType.default, .no, .yes].map(\.rawValue) == [0, 1, 2])
        #expect(UITextField.DidEndEditingReason.committed.rawValue == 0)
        #expect(UITextField.textDidChangeNotification.rawValue == "UITextFieldTextDidChangeNotification")
    }

    @Test func overlaysFollowTheirModesAndTheClearButtonNeedsText() {
        let sim = Simulator()
        let field = makeField(in: sim)
        field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        field.rightView = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 31))
        let modes: [UITextField.ViewMode] = [.never, .whileEditing, .unlessEditing, .always]
        var table: [String] = []
        for mode in modes {
            field.leftViewMode = mode
            field.rightViewMode = mode
            field.clearButtonMode = mode
            for text in ["", "Ann"] {
                field.text = text
                let idle = sim.visibleOverlays(of: field).map(\.rawValue).joined(separator: "+")
                field.becomeFirstResponder()
                let editing = sim.visibleOverlays(of: field).map(\.rawValue).joined(separator: "+")
                field.resignFirstResponder()
                table.append("\(mode.rawValue) \(text.isEmpty ? "empty" : "text"): idle [\(idle)] editing [\(editing)]")
            }
        }
        #expect(table == [
            "0 empty: idle [] editing []",
            "0 text: idle [] editing []",
            "1 empty: idle [] editing [left+right]",
            "1 text: idle [] editing [left+clearButton+right]",
            "2 empty: idle [left+right] editing []",
            "2 text: idle [left+clearButton+right] editing []",
            "3 empty: idle [left+right] editing [left+right]",
            "3 text: idle [left+clearButton+right] editing [left+clearButton+right]",
        ])
        // Visible overlays are in the field, hidden ones are not.
        field.leftViewMode = .unlessEditing
        field.rightViewMode = .never
        #expect(field.leftView?.superview === field)
        #expect(field.rightView?.superview == nil)
    }

    @Test func rectanglesForOverlaysAndText() {
        let sim = Simulator()
        let field = makeField(in: sim)
        field.borderStyle = .roundedRect
        field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        field.rightView = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 31))
        field.leftViewMode = .always
        field.rightViewMode = .unlessEditing
        field.clearButtonMode = .whileEditing
        field.text = "Ann"
        let bounds = field.bounds
        // Centred on a whole pixel of the 2× screen: (31 - 20) / 2 = 5.5.
        #expect(field.leftViewRect(forBounds: bounds) == CGRect(x: 0, y: 5.5, width: 20, height: 20))
        #expect(field.rightViewRect(forBounds: bounds) == CGRect(x: 250, y: 0, width: 30, height: 31))
        // Not editing: left view and right view; the clear button sits left of the right view.
        #expect(field.clearButtonRect(forBounds: bounds) == CGRect(x: 225, y: 6, width: 19, height: 19))
        #expect(field.textRect(forBounds: bounds) == CGRect(x: 20, y: 0, width: 230, height: 31))
        // Editing: the right view goes, the clear button comes.
        #expect(field.editingRect(forBounds: bounds) == CGRect(x: 20, y: 0, width: 235, height: 31))
        #expect(field.leftView?.frame == CGRect(x: 0, y: 5.5, width: 20, height: 20))
        field.becomeFirstResponder()
        #expect(field.clearButtonRect(forBounds: bounds) == CGRect(x: 255, y: 6, width: 19, height: 19))
        #expect(sim.visibleOverlays(of: field) == [.left, .clearButton])
    }

    @Test func typingAsksTheDelegateForEachCharacter() {
        let sim = Simulator()
        let field = makeField(in: sim)
        let delegate = RecordingFieldDelegate()
        delegate.allowChange = { !$0.contains(where: \.isNumber) }
        field.delegate = delegate
        final class Box { var changes: [String] = [] }
        let box = Box()
        let token = NotificationCenter.default.addObserver(forName: UITextField.textDidChangeNotification, object: field, queue: nil) { note in
            box.changes.append((note.object as? UITextField)?.text ?? "?")
        }
        defer { NotificationCenter.default.removeObserver(token) }
        field.becomeFirstResponder()
        #expect(sim.type("A1b"))
        #expect(field.text == "Ab")
        #expect(box.changes == ["A", "Ab"])
        #expect(delegate.calls == ["shouldBegin", "didBegin", "shouldChange {0, 0} \"A\"", "shouldChange {1, 0} \"1\"", "shouldChange {1, 0} \"b\""])
        #expect(sim.deleteBackward())
        #expect(field.text == "A")
        #expect(delegate.calls.last == "shouldChange {1, 1} \"\"")
    }

    @Test func typingWithoutAFirstResponderIsIgnoredAndSaysWhy() {
        let sim = Simulator()
        #expect(!sim.type("x"))
        #expect(sim.eventTexts == ["simulator type \"x\"", "simulator type ignored: no text field or text view is first responder"])
    }

    @Test func returnAsksTheDelegateAndDoesNotResignByItself() {
        let sim = Simulator()
        let field = makeField(in: sim)
        let delegate = RecordingFieldDelegate()
        field.delegate = delegate
        field.becomeFirstResponder()
        sim.pressReturn()
        #expect(field.isFirstResponder)
        delegate.resignOnReturn = true
        sim.type("\n")
        #expect(!field.isFirstResponder)
        #expect(delegate.calls == ["shouldBegin", "didBegin", "shouldReturn", "shouldReturn", "shouldEnd", "didEnd(reason: 0)"])
    }

    @Test func clearButtonAsksTheDelegate() {
        let sim = Simulator()
        let field = makeField(in: sim)
        field.clearButtonMode = .whileEditing
        field.text = "Ann"
        let delegate = RecordingFieldDelegate()
        field.delegate = delegate
        field.becomeFirstResponder()
        delegate.allowClear = false
        sim.clearLog()
        #expect(!sim.tapClearButton(of: field))
        #expect(field.text == "Ann")
        #expect(sim.eventTexts == ["simulator tap clear button name", "delegate textFieldShouldClear(name)"])
        delegate.allowClear = true
        sim.clearLog()
        #expect(sim.tapClearButton(of: field))
        #expect(field.text == "")
        #expect(sim.eventTexts == ["simulator tap clear button name", "delegate textFieldShouldClear(name)",
                                   "notification UITextFieldTextDidChangeNotification"])
        // With no text the button is gone.
        #expect(sim.visibleOverlays(of: field) == [])
        #expect(!sim.tapClearButton(of: field))
    }

    @Test func clearsOnBeginEditingAsksShouldClear() {
        let sim = Simulator()
        let field = makeField(in: sim)
        field.text = "old"
        field.clearsOnBeginEditing = true
        let delegate = RecordingFieldDelegate()
        field.delegate = delegate
        field.becomeFirstResponder()
        #expect(field.text == "")
        #expect(delegate.calls == ["shouldBegin", "shouldClear", "didBegin"])
    }

    @Test func delegateWithoutTheReasonVariantGetsThePlainDidEnd() {
        final class Plain: UITextFieldDelegate {
            var ended = 0
            func textFieldDidEndEditing(_ textField: UITextField) { ended += 1 }
        }
        let sim = Simulator()
        let field = makeField(in: sim)
        let delegate = Plain()
        field.delegate = delegate
        field.becomeFirstResponder()
        field.resignFirstResponder()
        #expect(delegate.ended == 1)
    }

    @Test func refusingToBeginKeepsTheKeyboardDown() {
        final class Refuse: UITextFieldDelegate {
            func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { false }
        }
        let sim = Simulator()
        let field = makeField(in: sim)
        let delegate = Refuse()
        field.delegate = delegate
        sim.clearLog()
        #expect(!field.becomeFirstResponder())
        #expect(sim.eventTexts == ["delegate textFieldShouldBeginEditing(name)"])
        #expect(sim.keyboardFrame == nil)
    }
}
