import UIKit

/// The form from the lesson, with its observers already in place (they call the two methods
/// below while the form is on screen). Fill in the two handlers: while the keyboard is up, the
/// scroll view's bottom inset is the part of the view the keyboard covers and the field being
/// edited is in view; when it goes down, everything is as before.
/// Keep the class's and the methods' names: the checks use them.
class KeyboardFormViewController: FormViewController {
    private var observers: [NSObjectProtocol] = []

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let center = NotificationCenter.default
        observers = [
            center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { [weak self] note in
                self?.keyboardWillShow(note)
            },
            center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) { [weak self] note in
                self?.keyboardWillHide(note)
            },
        ]
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers = []
    }

    private func animateWithKeyboard(_ info: [AnyHashable: Any], _ changes: @escaping () -> Void) {
        let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
        let curveRaw = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 7
        let options = UIView.AnimationOptions(rawValue: curveRaw)
        UIView.animate(withDuration: duration, delay: 0, options: options, animations: changes)
    }

    func keyboardWillShow(_ note: Notification) {
        guard let info = note.userInfo,
              let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let covered = view.bounds.intersection(view.convert(end, from: nil))
        let bottom = covered.isNull ? 0 : covered.height
        animateWithKeyboard(info) {
            self.scrollView.contentInset.bottom = bottom
            self.scrollView.verticalScrollIndicatorInsets.bottom = bottom
        }
        if let field = activeField {
            scrollView.scrollRectToVisible(field.frame, animated: true)
        }
    }

    func keyboardWillHide(_ note: Notification) {
        animateWithKeyboard(note.userInfo ?? [:]) {
            self.scrollView.contentInset = .zero
            self.scrollView.verticalScrollIndicatorInsets = .zero
        }
    }
}
