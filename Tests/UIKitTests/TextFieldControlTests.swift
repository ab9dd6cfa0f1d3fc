import Foundation
import Testing
import Simulator
@testable import UIKit

@MainActor @Suite(.serialized) struct TextFieldControlTests {
    private func makeField(_ sim: Simulator) -> (UIViewController, UITextField) {
        let controller = UIViewController()
        sim.show(controller)
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 280, height: 31))
        field.accessibilityIdentifier = "name"
        field.borderStyle = .roundedRect
        field.placeholder = "Your name"
        controller.view.addSubview(field)
        return (controller, field)
    }

    @Test func editingEventsComeInOrderWithDelegateAndNotifications() {
        let sim = Simulator()
        let (_, field) = makeField(sim)
        #expect((field as UIView) is UIControl)
        let delegate = RecordingFieldDelegate()
        field.delegate = delegate
        var events: [String] = []
        field.addAction(UIAction { _ in events.append("began") }, for: .editingDidBegin)
        field.addAction(UIAction { action in events.append("changed \((action.sender as? UITextField)?.text ?? "")") }, for: .editingChanged)
        field.addAction(UIAction { _ in events.append("ended") }, for: .editingDidEnd)
        field.addAction(UIAction { _ in events.append("return") }, for: .editingDidEndOnExit)
        sim.clearLog()
        field.becomeFirstResponder()
        sim.type("Al")
        sim.pressReturn()
        sim.runUntilIdle()
        #expect(events == ["began", "changed A", "changed Al", "return", "ended"])
        // An action for Did End On Exit makes Return end editing.
        #expect(!field.isFirstResponder)
        #expect(sim.eventTexts == [
            "delegate textFieldShouldBeginEditing(name)",
            "delegate textFieldDidBeginEditing(name)",
            "notification UITextFieldTextDidBeginEditingNotification",
            "action editingDidBegin(name)",
            "keyboard show {{0, 352}, {320, 216}}",
            "notification UIKeyboardWillChangeFrameNotification",
            "notification UIKeyboardWillShowNotification",
            "simulator type \"Al\"",
            "delegate textField(_:shouldChangeCharactersIn:replacementString:)(name)",
            "action editingChanged(name)",
            "notification UITextFieldTextDidChangeNotification",
            "delegate textField(_:shouldChangeCharactersIn:replacementString:)(name)",
            "action editingChanged(name)",
            "notification UITextFieldTextDidChangeNotification",
            "simulator press return",
            "delegate textFieldShouldReturn(name)",
            "action editingDidEndOnExit(name)",
            "delegate textFieldShouldEndEditing(name)",
            "keyboard hide",
            "notification UIKeyboardWillChangeFrameNotification",
            "notification UIKeyboardWillHideNotification",
            "delegate textFieldDidEndEditing(name)",
            "notification UITextFieldTextDidEndEditingNotification",
            "action editingDidEnd(name)",
            "notification UIKeyboardDidChangeFrameNotification",
            "notification UIKeyboardDidShowNotification",
            "notification UIKeyboardDidChangeFrameNotification",
            "notification UIKeyboardDidHideNotification",
        ])
        #expect(UIControl.Event.editingDidBegin.rawValue == 1 << 16 && UIControl.Event.editingDidEndOnExit.rawValue == 1 << 19)
    }

    @Test func returnWithoutADidEndOnExitActionKeepsEditing() {
        let sim = Simulator()
        let (_, field) = makeField(sim)
        var ended = false
        field.addAction(UIAction { _ in ended = true }, for: .editingDidEnd)
        field.becomeFirstResponder()
        sim.pressReturn()
        #expect(field.isFirstResponder)
        #expect(!ended)
    }

    /// With enablesReturnKeyAutomatically the keyboard disables Return while the text is empty: the press reaches no
    /// delegate; once there is text it does. The same for a text view, whose Return would insert a line.
    @Test func returnIsDisabledOnAnEmptyFieldThatAsksForIt() {
        let sim = Simulator()
        let (controller, field) = makeField(sim)
        field.enablesReturnKeyAutomatically = true
        let delegate = RecordingFieldDelegate()
        field.delegate = delegate
        field.becomeFirstResponder()
        sim.clearLog()
        sim.type("\n")
        #expect(sim.log.map(\.text) == ["simulator type \"\\n\"",
                                         "simulator Return is disabled: the field is empty (enablesReturnKeyAutomatically)"])
        sim.type("a\n")
        #expect(sim.log.map(\.text).contains("delegate textFieldShouldReturn(name)"))

        let notes = UITextView(frame: CGRect(x: 20, y: 200, width: 280, height: 100))
        notes.enablesReturnKeyAutomatically = true
        controller.view.addSubview(notes)
        notes.becomeFirstResponder()
        sim.pressReturn()
        #expect(notes.text == "")
        sim.type("x\n")
        #expect(notes.text == "x\n")
    }

    @Test func tappingAFieldStartsEditingAndADisabledFieldCannot() {
        let sim = Simulator()
        let (_, field) = makeField(sim)
        field.isEnabled = false
        sim.tap(field)
        #expect(!field.isFirstResponder)
        field.isEnabled = true
        sim.tap(field)
        sim.runUntilIdle()
        #expect(field.isFirstResponder)
        #expect(sim.keyboardFrame == CGRect(x: 0, y: 352, width: 320, height: 216))
        // A tap on the keyboard reaches no view.
        #expect(sim.tap(at: CGPoint(x: 160, y: 400)) == .keyboard)
    }

    @Test func theScreenDrawingShowsPlaceholderTextAndKeyboard() {
        let sim = Simulator()
        let (_, field) = makeField(sim)
        #expect(sim.render().contains("Your name"))
        field.becomeFirstResponder()
        sim.type("Ann")
        sim.runUntilIdle()
        let screen = sim.render()
        #expect(screen.contains("Ann"))
        #expect(!screen.contains("Your name"))
        #expect(screen.contains("keyboard 320×216"))
        field.isSecureTextEntry = true
        #expect(sim.render().contains("•••"))
    }
}
