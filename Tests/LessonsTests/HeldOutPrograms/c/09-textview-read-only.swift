import UIKit
import Simulator

// A terms-of-service screen: the terms are shown in a non-editable UITextView (isEditable =
// false, the usual advice for "display-only text view"), and a comment box whose delegate
// only allows editing once the user has accepted the terms (textViewShouldBeginEditing).
final class CommentGate: NSObject, UITextViewDelegate {
    var accepted = false
    var began = 0

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { accepted }

    func textViewDidBeginEditing(_ textView: UITextView) { began += 1 }
}

let sim = Simulator(device: .iPhone4Inch)
let screen = UIViewController()
let gate = CommentGate()

let termsView = UITextView(frame: CGRect(x: 20, y: 40, width: 280, height: 200))
termsView.text = "1. Be nice.\n2. No spam.\n3. Have fun."
termsView.isEditable = false
let termsDelegate = CommentGate()
termsView.delegate = termsDelegate

let commentView = UITextView(frame: CGRect(x: 20, y: 250, width: 280, height: 80))
commentView.delegate = gate

screen.view.addSubview(termsView)
screen.view.addSubview(commentView)
sim.show(screen)
sim.runUntilIdle()

func keyboard() -> String { sim.keyboardFrame.map(NSStringFromCGRect) ?? "none" }

print("terms editable:", termsView.isEditable, "selectable:", termsView.isSelectable)
sim.tap(termsView)
sim.runUntilIdle()
print("tap on terms: began", termsDelegate.began, "keyboard", keyboard())

sim.tap(commentView)
sim.runUntilIdle()
print("comment before accepting: editing", commentView.isFirstResponder, "began", gate.began, "keyboard", keyboard())

gate.accepted = true
sim.tap(commentView)
sim.runUntilIdle()
print("comment after accepting: editing", commentView.isFirstResponder, "began", gate.began, "keyboard", keyboard())

sim.type("Agreed")
print("comment:", commentView.text ?? "nil", "terms unchanged:", termsView.text == "1. Be nice.\n2. No spam.\n3. Have fun.")
