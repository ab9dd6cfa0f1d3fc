import UIKit
import Simulator

// A read-only note that becomes editable from an Edit button; Done ends editing and
// the note is saved from textViewDidEndEditing into a small model struct.
struct Note {
    var body: String
    var saves = 0
}

final class NoteViewController: UIViewController, UITextViewDelegate {
    var note = Note(body: "")
    let editButton = UIButton(type: .system)
    let bodyView = UITextView()
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        editButton.frame = CGRect(x: 240, y: 30, width: 60, height: 44)
        editButton.setTitle("Edit", for: .normal)
        editButton.addAction(UIAction { [unowned self] _ in self.toggleEditing() }, for: .touchUpInside)
        view.addSubview(editButton)

        bodyView.frame = CGRect(x: 20, y: 80, width: 280, height: 200)
        bodyView.isEditable = false
        bodyView.autocorrectionType = .no
        bodyView.delegate = self
        view.addSubview(bodyView)
    }

    private func toggleEditing() {
        if bodyView.isEditable {
            bodyView.resignFirstResponder()
            bodyView.isEditable = false
            editButton.setTitle("Edit", for: .normal)
        } else {
            bodyView.isEditable = true
            bodyView.becomeFirstResponder()
            editButton.setTitle("Done", for: .normal)
        }
    }

    func textViewDidBeginEditing(_ textView: UITextView) { events.append("begin") }

    func textViewDidEndEditing(_ textView: UITextView) {
        events.append("end")
        note.body = textView.text
        note.saves += 1
    }
}

let sim = Simulator(device: .iPhone4Inch)
let noteScreen = NoteViewController()
sim.show(noteScreen)

sim.tap(noteScreen.editButton)
sim.runUntilIdle()
print("button \(noteScreen.editButton.currentTitle ?? ""), editable \(noteScreen.bodyView.isEditable), editing \(noteScreen.bodyView.isFirstResponder)")
sim.type("Buy milk")
sim.tap(noteScreen.editButton)
sim.runUntilIdle()
print("button \(noteScreen.editButton.currentTitle ?? ""), editable \(noteScreen.bodyView.isEditable), editing \(noteScreen.bodyView.isFirstResponder)")
print("saved \"\(noteScreen.note.body)\" (\(noteScreen.note.saves) saves)")
print("events \(noteScreen.events)")
