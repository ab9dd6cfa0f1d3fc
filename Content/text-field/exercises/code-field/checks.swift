import UIKit
import Simulator
import ExerciseKit

/// A fresh device with a code field that uses the learner's delegate, already being edited.
func codeField() -> (Simulator, UITextField, CodeFieldDelegate) {
    let sim = Simulator(device: .iPhone4Inch)
    let screen = UIViewController()
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 280, height: 31))
    field.accessibilityIdentifier = "code"
    field.borderStyle = .roundedRect
    field.keyboardType = .numberPad
    let delegate = CodeFieldDelegate()
    field.delegate = delegate
    screen.view.addSubview(field)
    sim.show(screen)
    sim.tap(field)
    return (sim, field, delegate)
}

check("Digits go in, up to six") {
    let (sim, field, delegate) = codeField()
    sim.type("123456")
    try expect(field.text == "123456", "After typing 123456 the field holds \"\(field.text ?? "")\"; all six digits should go in.")
    sim.type("7")
    try expect(field.text == "123456",
               "After a seventh digit the field holds \"\(field.text ?? "")\": judge the length of the text after the change "
               + "— (text as NSString).replacingCharacters(in: range, with: string) — and refuse more than 6.")
    _ = delegate
}

check("Letters and symbols are refused") {
    let (sim, field, delegate) = codeField()
    sim.type("12a3-4")
    try expect(field.text == "1234",
               "Typing 12a3-4 left \"\(field.text ?? "")\" in the field: every character of the new text must be a digit 0–9.")
    _ = delegate
}

check("Delete still works") {
    let (sim, field, delegate) = codeField()
    sim.type("123")
    sim.deleteBackward()
    try expect(field.text == "12",
               "Delete did nothing (the field still holds \"\(field.text ?? "")\"): when the user deletes, the replacement string is "
               + "empty, and Int(\"\") is nil — judge the resulting text, which is \"12\", instead of the replacement.")
    _ = delegate
}

check("A pasted code must fit") {
    let (_, field, delegate) = codeField()
    let start = NSRange(location: 0, length: 0)
    // A paste reaches the delegate as one edit with the whole pasted string.
    try expect(!delegate.textField(field, shouldChangeCharactersIn: start, replacementString: "1234567"),
               "Pasting \"1234567\" into the empty field was allowed: a paste arrives as one edit, so the text after it has 7 "
               + "characters — judge that length, not the length before the change (0).")
    try expect(delegate.textField(field, shouldChangeCharactersIn: start, replacementString: "654321"),
               "Pasting \"654321\" into the empty field was refused, but six digits are a valid code.")
    try expect(!delegate.textField(field, shouldChangeCharactersIn: start, replacementString: "12 34"),
               "Pasting \"12 34\" was allowed: a space is not a digit.")
}
