import UIKit
import Simulator

// Control events instead of a delegate: the old "Did End On Exit" trick (connect an action to
// editingDidEndOnExit and the Return key dismisses the keyboard, no delegate needed), an
// editingChanged handler that live-updates a title, and the well-known gotcha that setting
// `text` in code sends no editingChanged unless you call sendActions(for:) yourself.
let sim = Simulator(device: .iPhone4Inch)
let screen = UIViewController()

let titleField = UITextField(frame: CGRect(x: 20, y: 100, width: 280, height: 34))
titleField.borderStyle = .roundedRect
titleField.autocorrectionType = .no
titleField.autocapitalizationType = .none

let notesField = UITextField(frame: CGRect(x: 20, y: 150, width: 280, height: 34))
notesField.borderStyle = .roundedRect
notesField.autocorrectionType = .no
notesField.autocapitalizationType = .none

let headline = UILabel(frame: CGRect(x: 20, y: 40, width: 280, height: 30))

var events: [String] = []
var endedOnExit = 0
var ended = 0
titleField.addAction(UIAction { _ in events.append("begin") }, for: .editingDidBegin)
titleField.addAction(UIAction { _ in
    events.append("changed \(titleField.text ?? "")")
    headline.text = titleField.text
}, for: .editingChanged)
titleField.addAction(UIAction { _ in endedOnExit += 1 }, for: .editingDidEndOnExit)
titleField.addAction(UIAction { _ in ended += 1 }, for: .editingDidEnd)

screen.view.addSubview(headline)
screen.view.addSubview(titleField)
screen.view.addSubview(notesField)
sim.show(screen)
sim.runUntilIdle()

func keyboard() -> String { sim.keyboardFrame.map(NSStringFromCGRect) ?? "none" }

sim.tap(titleField)
sim.type("ok")
sim.pressReturn()
sim.runUntilIdle()
print("title after Return: editing", titleField.isFirstResponder, "didEndOnExit", endedOnExit,
      "didEnd", ended, "keyboard", keyboard())
print("headline:", headline.text ?? "nil")

// No delegate and no editingDidEndOnExit action: Return does nothing in a one-line field.
sim.tap(notesField)
sim.type("x")
sim.pressReturn()
sim.runUntilIdle()
print("notes after Return: editing", notesField.isFirstResponder, "text", notesField.text ?? "nil",
      "keyboard", keyboard())

titleField.text = "set in code"
print("headline after setting text:", headline.text ?? "nil")
titleField.sendActions(for: .editingChanged)
print("headline after sendActions:", headline.text ?? "nil")
print(events.joined(separator: " | "))
