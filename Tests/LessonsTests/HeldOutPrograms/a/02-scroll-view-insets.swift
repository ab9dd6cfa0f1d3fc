import UIKit
import Simulator

// "Move content that is under the keyboard": a form inside a scroll view whose
// bottom content inset and indicator inset follow the keyboard (Apple's
// Text Programming Guide recipe, updated to block observers and safe areas).
final class FormViewController: UIViewController {
    let scrollView = UIScrollView()
    let noteField = UITextField()
    var tokens: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.contentSize = CGSize(width: 320, height: 900)
        view.addSubview(scrollView)
        noteField.frame = CGRect(x: 20, y: 480, width: 280, height: 31)
        noteField.borderStyle = .roundedRect
        noteField.placeholder = "Notes"
        scrollView.addSubview(noteField)

        let nc = NotificationCenter.default
        tokens.append(nc.addObserver(forName: UIResponder.keyboardWillShowNotification,
                                     object: nil, queue: .main) { [weak self] note in
            self?.keyboardWillShow(note)
        })
        tokens.append(nc.addObserver(forName: UIResponder.keyboardWillHideNotification,
                                     object: nil, queue: .main) { [weak self] _ in
            self?.scrollView.contentInset = .zero
            self?.scrollView.scrollIndicatorInsets = .zero
        })
    }

    func keyboardWillShow(_ note: Notification) {
        guard let value = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
        let keyboard = view.convert(value.cgRectValue, from: view.window)
        let overlap = view.bounds.maxY - keyboard.minY - view.safeAreaInsets.bottom
        let insets = UIEdgeInsets(top: 0, left: 0, bottom: max(overlap, 0), right: 0)
        scrollView.contentInset = insets
        scrollView.scrollIndicatorInsets = insets
    }
}

let sim = Simulator(device: .iPhone4Inch)
let form = FormViewController()
sim.show(form)
sim.runUntilIdle()
print("before \(NSStringFromUIEdgeInsets(form.scrollView.contentInset))")

sim.tap(form.noteField)
sim.runUntilIdle()
print("shown contentInset \(NSStringFromUIEdgeInsets(form.scrollView.contentInset))")
print("shown indicators \(NSStringFromUIEdgeInsets(form.scrollView.scrollIndicatorInsets))")

form.view.endEditing(true)
sim.runUntilIdle()
print("hidden contentInset \(NSStringFromUIEdgeInsets(form.scrollView.contentInset))")
print("hidden indicators \(NSStringFromUIEdgeInsets(form.scrollView.scrollIndicatorInsets))")
