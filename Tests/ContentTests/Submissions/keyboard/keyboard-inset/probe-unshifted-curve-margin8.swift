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

    private func animateAlongKeyboard(_ note: Notification, _ changes: @escaping () -> Void) {
        let info = note.userInfo ?? [:]
        let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
        let curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 7
        UIView.animate(withDuration: duration, delay: 0,
                       options: [UIView.AnimationOptions(rawValue: curve), .beginFromCurrentState],
                       animations: changes, completion: nil)
    }

    func keyboardWillShow(_ note: Notification) {
        guard let value = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
        let keyboard = view.convert(value.cgRectValue, from: view.window)
        let overlap = keyboard.intersection(view.bounds)
        let bottom = overlap.isNull ? 0 : overlap.height
        animateAlongKeyboard(note) {
            self.scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: bottom, right: 0)
            self.scrollView.verticalScrollIndicatorInsets = UIEdgeInsets(top: 0, left: 0, bottom: bottom, right: 0)
        }
        guard let field = activeField else { return }
        scrollView.scrollRectToVisible(field.frame.insetBy(dx: 0, dy: -8), animated: true)
    }

    func keyboardWillHide(_ note: Notification) {
        animateAlongKeyboard(note) {
            self.scrollView.contentInset.bottom = 0
            self.scrollView.verticalScrollIndicatorInsets.bottom = 0
        }
    }
}
