import UIKit
import Simulator

// Full-screen editor with the well-known adjustForKeyboard handler registered
// for both keyboardWillHide and keyboardWillChangeFrame; plus the text view's
// documented text-container defaults.
final class EditorViewController: UIViewController {
    let textView = UITextView()
    var tokens: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        textView.frame = view.bounds
        textView.text = "Once upon a time"
        view.addSubview(textView)
        let nc = NotificationCenter.default
        for name in [UIResponder.keyboardWillHideNotification, UIResponder.keyboardWillChangeFrameNotification] {
            tokens.append(nc.addObserver(forName: name, object: nil, queue: .main) { [weak self] note in
                self?.adjustForKeyboard(note)
            })
        }
    }

    func adjustForKeyboard(_ note: Notification) {
        guard let value = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
        let endInView = view.convert(value.cgRectValue, from: view.window)
        if note.name == UIResponder.keyboardWillHideNotification {
            textView.contentInset = .zero
        } else {
            textView.contentInset = UIEdgeInsets(top: 0, left: 0,
                                                 bottom: endInView.height - view.safeAreaInsets.bottom, right: 0)
        }
        textView.scrollIndicatorInsets = textView.contentInset
        textView.scrollRangeToVisible(textView.selectedRange)
    }
}

let sim = Simulator(device: .iPhone4Inch)
let editor = EditorViewController()
sim.show(editor)
sim.runUntilIdle()
print("textContainerInset \(NSStringFromUIEdgeInsets(editor.textView.textContainerInset))")
print("lineFragmentPadding \(editor.textView.textContainer.lineFragmentPadding)")
print("editable \(editor.textView.isEditable) selectable \(editor.textView.isSelectable)")

sim.tap(editor.textView)
sim.runUntilIdle()
print("editing contentInset \(NSStringFromUIEdgeInsets(editor.textView.contentInset))")

editor.view.endEditing(true)
sim.runUntilIdle()
print("after hide contentInset \(NSStringFromUIEdgeInsets(editor.textView.contentInset))")
