import UIKit
import Simulator

// Placeholder as a label inside the text view, hidden from textViewDidChange.
// The catch: textViewDidChange only runs for the user's edits.
final class NotesViewController: UIViewController, UITextViewDelegate {
    let notesView = UITextView(frame: CGRect(x: 16, y: 120, width: 288, height: 160))
    let placeholderLabel = UILabel(frame: CGRect(x: 5, y: 8, width: 200, height: 20))
    var didChangeCalls = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        notesView.delegate = self
        placeholderLabel.text = "Add notes"
        placeholderLabel.textColor = .placeholderText
        notesView.addSubview(placeholderLabel)
        view.addSubview(notesView)
        updatePlaceholder()
    }

    func updatePlaceholder() {
        placeholderLabel.isHidden = !notesView.text.isEmpty
    }

    func textViewDidChange(_ textView: UITextView) {
        didChangeCalls += 1
        updatePlaceholder()
    }
}

let sim = Simulator(device: .iPhone4Inch)
let notes = NotesViewController()
sim.show(notes)
sim.runUntilIdle()
print("placeholder hidden:", notes.placeholderLabel.isHidden)

sim.tap(notes.notesView)
sim.runUntilIdle()
print("placeholder hidden while editing empty:", notes.placeholderLabel.isHidden)

sim.type("Buy milk")
sim.runUntilIdle()
print("typed:", notes.notesView.text!, "| hidden:", notes.placeholderLabel.isHidden, "| didChange calls:", notes.didChangeCalls)

// A "Clear" button that only sets the text…
notes.notesView.text = ""
sim.runUntilIdle()
print("cleared in code | hidden:", notes.placeholderLabel.isHidden, "| didChange calls:", notes.didChangeCalls)

// …so it has to refresh the placeholder itself.
notes.updatePlaceholder()
print("after refresh | hidden:", notes.placeholderLabel.isHidden)
