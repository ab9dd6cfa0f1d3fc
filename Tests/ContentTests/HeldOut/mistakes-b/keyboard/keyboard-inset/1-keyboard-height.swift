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

    func keyboardWillShow(_ note: Notification) {
        guard let userInfo = note.userInfo,
              let kbValue = userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
        let kbFrame = view.convert(kbValue.cgRectValue, from: nil)
        let kbHeight = kbFrame.size.height
        let duration = (userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
        let curve = (userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 7
        UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16), animations: {
            self.scrollView.contentInset.bottom = kbHeight
            self.scrollView.verticalScrollIndicatorInsets.bottom = kbHeight
        })
        if let active = activeField {
            scrollView.scrollRectToVisible(active.frame, animated: true)
        }
    }

    func keyboardWillHide(_ note: Notification) {
        let userInfo = note.userInfo ?? [:]
        let duration = (userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
        let curve = (userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 7
        UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16), animations: {
            self.scrollView.contentInset = .zero
            self.scrollView.verticalScrollIndicatorInsets = .zero
        })
    }
}
