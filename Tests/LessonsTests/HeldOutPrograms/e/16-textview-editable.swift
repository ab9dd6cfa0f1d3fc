import UIKit
import Simulator

// A read-only terms text view (isEditable = false) next to an editable notes view: tapping the
// read-only one starts no editing session and brings up no keyboard.
final class TermsViewController: UIViewController, UITextViewDelegate {
    let termsView = UITextView(frame: CGRect(x: 16, y: 40, width: 288, height: 150))
    let notesView = UITextView(frame: CGRect(x: 16, y: 200, width: 288, height: 100))
    var shouldBeginCalls: [String] = []
    var keyboardShows = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        termsView.text = "By using this app you agree to the terms."
        termsView.isEditable = false
        termsView.accessibilityIdentifier = "terms"
        termsView.delegate = self
        notesView.accessibilityIdentifier = "notes"
        notesView.delegate = self
        view.addSubview(termsView)
        view.addSubview(notesView)

        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification,
                                               object: nil, queue: .main) { [weak self] _ in
            self?.keyboardShows += 1
        }
    }

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
        shouldBeginCalls.append(textView.accessibilityIdentifier ?? "?")
        return true
    }
}

let sim = Simulator(device: .iPhone4Inch)
let terms = TermsViewController()
sim.show(terms)
print("defaults: editable", terms.notesView.isEditable, "selectable", terms.notesView.isSelectable)
print("terms: editable", terms.termsView.isEditable, "selectable", terms.termsView.isSelectable)

sim.tap(terms.termsView)
sim.runUntilIdle()
print("after tapping terms: shouldBegin", terms.shouldBeginCalls, "keyboard shows", terms.keyboardShows)

sim.tap(terms.notesView)
sim.runUntilIdle()
print("after tapping notes: shouldBegin", terms.shouldBeginCalls, "keyboard shows", terms.keyboardShows)
print("notes editing:", terms.notesView.isFirstResponder)
sim.type("Read it")
print("notes:", terms.notesView.text ?? "")
print("terms:", terms.termsView.text ?? "")
