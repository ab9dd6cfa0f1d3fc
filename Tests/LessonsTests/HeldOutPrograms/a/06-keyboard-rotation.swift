import UIKit
import Simulator

// A notes editor that recomputes the text view's bottom inset on every
// keyboardWillChangeFrame, so rotating to landscape (162 pt keyboard on a
// 4-inch iPhone) does not leave the portrait 216 pt inset behind.
final class NotesViewController: UIViewController {
    let textView = UITextView()
    var token: NSObjectProtocol?
    var lastEnd = CGRect.zero

    override func viewDidLoad() {
        super.viewDidLoad()
        textView.frame = view.bounds
        textView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        textView.text = "Shopping list"
        view.addSubview(textView)
        token = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification,
                                                       object: nil, queue: .main) { [weak self] note in
            guard let self,
                  let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
            else { return }
            self.lastEnd = end
            let local = self.view.convert(end, from: nil)
            let overlap = max(0, self.view.bounds.maxY - local.minY)
            self.textView.contentInset.bottom = overlap
            self.textView.verticalScrollIndicatorInsets.bottom = overlap
        }
    }
}

let sim = Simulator(device: .iPhone4Inch)
let notes = NotesViewController()
sim.show(notes)
sim.runUntilIdle()
sim.tap(notes.textView)
sim.runUntilIdle()
print("portrait bounds \(NSStringFromCGRect(notes.view.bounds))")
print("portrait keyboard \(NSStringFromCGRect(notes.lastEnd))")
print("portrait inset \(notes.textView.contentInset.bottom)")

sim.rotate(to: .landscapeLeft)
sim.runUntilIdle()
print("landscape bounds \(NSStringFromCGRect(notes.view.bounds))")
print("landscape keyboard \(NSStringFromCGRect(notes.lastEnd))")
print("landscape inset \(notes.textView.contentInset.bottom)")
print("indicator inset \(notes.textView.verticalScrollIndicatorInsets.bottom)")
print("still editing \(notes.textView.isFirstResponder)")
