import UIKit
import Simulator

// `tutor run keyboard`: the form that keeps its field above the keyboard, scene by scene, with the
// event log of each scene (keyboard notifications, delegate calls, appearance, animations).

var sim = Simulator(device: .iPhone4Inch)
let form = KeyboardAvoidingFormViewController()
sim.show(UINavigationController(rootViewController: form))
let shownKinds: Set<String> = ["notification", "delegate", "lifecycle", "animation", "keyboard", "simulator"]

/// Prints a scene: its title, the screen, the scroll state of `controller`, and the log since the last scene.
func scene(_ title: String, of controller: FormViewController = form, named name: String = "form") {
    sim.runUntilIdle()
    print("== \(title)")
    print(sim.render())
    let field = controller.activeField ?? controller.noteField
    let visibility = controller.view.window == nil ? "not on screen"
        : (sim.visibilityProblem(of: field) ?? "the \(field.accessibilityIdentifier ?? "") field is fully visible")
    print("\(name): contentInset \(NSStringFromUIEdgeInsets(controller.scrollView.contentInset)); \(visibility)")
    for entry in sim.log where shownKinds.contains(entry.kind) && !entry.message.hasPrefix("UITextField") {
        print("  " + entry.description)
    }
    print()
    sim.clearLog()
}

scene("1. A 4-inch iPhone: the note field sits at the bottom, where the keyboard will be")
sim.tap(form.noteField)
scene("2. Tap the note field: didBeginEditing, then WillShow; inset and scroll ride the keyboard's animation")
sim.type("Buy milk")
sim.clearLog()
sim.rotate(to: .landscapeLeft)
scene("3. Rotate: the keyboard's frame changes to 162 pt; WillShow comes again and the inset follows")
sim.rotate(to: .portrait)
sim.runUntilIdle()
sim.clearLog()
sim.pressReturn()
scene("4. Return: WillHide; the insets go back to zero with the keyboard")
let pushed = FormViewController()
sim.push(pushed)
sim.clearLog()
pushed.noteField.becomeFirstResponder()
scene("5. Another screen pushed and edited: the form underneath removed its observers and does not react",
      named: "the form underneath")
pushed.noteField.resignFirstResponder()
sim.visibleNavigationController?.popViewController(animated: true)
scene("6. Back to the form: viewWillAppear adds the observers again")
form.nameField.becomeFirstResponder()
scene("7. Edit the name field: the form reacts again, and scrolls the name field into view")
form.nameField.resignFirstResponder()
sim.runUntilIdle()

sim = Simulator(device: .iPad)
let padForm = KeyboardAvoidingFormViewController()
padForm.noteField.inputAccessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 768, height: 44))
sim.show(padForm)
sim.attachHardwareKeyboard()
padForm.noteField.becomeFirstResponder()
scene("8. iPad with a hardware keyboard: the frame says 308 pt, only the 44-pt bar covers the view", of: padForm, named: "iPad form")
print("reported end frame \(NSStringFromCGRect(sim.reportedKeyboardFrame ?? .zero)), on screen \(NSStringFromCGRect(sim.keyboardFrame ?? .zero))")
padForm.noteField.resignFirstResponder()
sim.detachHardwareKeyboard()
sim.setKeyboardMode(.undocked)
sim.runUntilIdle()
sim.clearLog()
padForm.noteField.becomeFirstResponder()
scene("9. iPad, undocked keyboard: only WillChangeFrame arrives; the keyboard floats and the field stays clear", of: padForm, named: "iPad form")
