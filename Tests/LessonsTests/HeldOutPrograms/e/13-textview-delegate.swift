import UIKit
import Simulator

// UITextViewDelegate in order, with the common "Return ends editing" trick in
// shouldChangeTextIn. Text set in code does not call textViewDidChange.
final class NoteViewController: UIViewController, UITextViewDelegate {
    let noteView = UITextView(frame: CGRect(x: 16, y: 80, width: 288, height: 120))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        noteView.font = .preferredFont(forTextStyle: .body)
        noteView.delegate = self
        view.addSubview(noteView)
    }

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
        print("shouldBeginEditing")
        return true
    }

    func textViewDidBeginEditing(_ textView: UITextView) {
        print("didBeginEditing")
    }

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        if text == "\n" {
            print("return: done")
            textView.resignFirstResponder()
            return false
        }
        print("shouldChangeText \(range.location),\(range.length) \"\(text)\"")
        return true
    }

    func textViewDidChange(_ textView: UITextView) {
        print("didChange \"\(textView.text ?? "")\"")
    }

    func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
        print("shouldEndEditing")
        return true
    }

    func textViewDidEndEditing(_ textView: UITextView) {
        print("didEndEditing")
    }
}

let sim = Simulator(device: .iPhone4Inch)
let notes = NoteViewController()
sim.show(notes)
print("initial text empty:", notes.noteView.text.isEmpty)

sim.tap(notes.noteView)
sim.runUntilIdle()
sim.type("Hi")
sim.pressReturn()
sim.runUntilIdle()
print("text:", notes.noteView.text ?? "")
print("editing:", notes.noteView.isFirstResponder)

notes.noteView.text = "Changed in code"
print("text:", notes.noteView.text ?? "")
