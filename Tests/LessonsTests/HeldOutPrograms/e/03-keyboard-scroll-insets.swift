import UIKit
import Simulator

// Apple's "Managing the Keyboard" recipe, modernised: the form lives in a scroll view and
// the keyboard's height becomes the scroll view's bottom content and indicator inset.
final class FormViewController: UIViewController, UITextFieldDelegate {
    let scrollView = UIScrollView()
    var fields: [UITextField] = []
    var activeField: UITextField?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(scrollView)

        for index in 0..<8 {
            let field = UITextField(frame: CGRect(x: 20, y: 20 + CGFloat(index) * 70, width: 280, height: 34))
            field.borderStyle = .roundedRect
            field.placeholder = "Field \(index + 1)"
            field.tag = index + 1
            field.delegate = self
            scrollView.addSubview(field)
            fields.append(field)
        }
        scrollView.contentSize = CGSize(width: 320, height: 20 + 8 * 70)

        let center = NotificationCenter.default
        center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] note in
            self?.keyboardWillShow(note)
        }
        center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] _ in
            self?.keyboardWillHide()
        }
    }

    func textFieldDidBeginEditing(_ textField: UITextField) { activeField = textField }
    func textFieldDidEndEditing(_ textField: UITextField) { activeField = nil }

    private func keyboardWillShow(_ note: Notification) {
        guard let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let overlap = view.bounds.intersection(view.convert(frame, from: nil)).height
        let insets = UIEdgeInsets(top: 0, left: 0, bottom: overlap - view.safeAreaInsets.bottom, right: 0)
        scrollView.contentInset = insets
        scrollView.verticalScrollIndicatorInsets = insets
    }

    private func keyboardWillHide() {
        scrollView.contentInset = .zero
        scrollView.verticalScrollIndicatorInsets = .zero
    }
}

let sim = Simulator(device: .iPhone4Inch)
let form = FormViewController()
sim.show(form)
print("content size", NSStringFromCGSize(form.scrollView.contentSize))
print("before", NSStringFromUIEdgeInsets(form.scrollView.contentInset))

sim.tap(form.fields[3])
sim.runUntilIdle()
print("active field", form.activeField?.tag ?? 0)
print("content inset", NSStringFromUIEdgeInsets(form.scrollView.contentInset))
print("indicator inset", NSStringFromUIEdgeInsets(form.scrollView.verticalScrollIndicatorInsets))

form.fields[3].resignFirstResponder()
sim.runUntilIdle()
print("active field", form.activeField?.tag ?? 0)
print("after hide", NSStringFromUIEdgeInsets(form.scrollView.contentInset))
print("indicator after hide", NSStringFromUIEdgeInsets(form.scrollView.verticalScrollIndicatorInsets))
