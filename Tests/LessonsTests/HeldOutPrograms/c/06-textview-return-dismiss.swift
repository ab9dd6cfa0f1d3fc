import UIKit
import Simulator

// Stack Overflow "How to dismiss keyboard for UITextView with return key?": the delegate
// intercepts "\n" in textView(_:shouldChangeTextIn:replacementText:), resigns first responder
// and refuses the newline. Every delegate call is logged to show the order.
final class NoteDelegate: NSObject, UITextViewDelegate {
    var calls: [String] = []
    var changes = 0

    func textViewDidBeginEditing(_ textView: UITextView) {
        calls.append("didBegin")
    }

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        calls.append("shouldChange {\(range.location), \(range.length)} \(text == "\n" ? "\\n" : text)")
        if text == "\n" {
            textView.resignFirstResponder()
            return false
        }
        return true
    }

    func textViewDidChange(_ textView: UITextView) {
        changes += 1
        calls.append("didChange \(textView.text ?? "")")
    }

    func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
        calls.append("shouldEnd")
        return true
    }

    func textViewDidEndEditing(_ textView: UITextView) {
        calls.append("didEnd")
    }
}

let sim = Simulator(device: .iPhone4Inch)
let screen = UIViewController()
let noteDelegate = NoteDelegate()

let noteView = UITextView(frame: CGRect(x: 20, y: 100, width: 280, height: 120))
noteView.autocorrectionType = .no
noteView.returnKeyType = .done
noteView.delegate = noteDelegate
screen.view.addSubview(noteView)
sim.show(screen)
sim.runUntilIdle()

sim.tap(noteView)
sim.type("Hi")
sim.type("\n")
sim.runUntilIdle()
for call in noteDelegate.calls { print(call) }
print("text:", noteView.text ?? "nil", "editing:", noteView.isFirstResponder,
      "keyboard:", sim.keyboardFrame.map(NSStringFromCGRect) ?? "none")

noteView.text = "Set in code"
print("after setting text: changes", noteDelegate.changes, "text", noteView.text ?? "nil")
