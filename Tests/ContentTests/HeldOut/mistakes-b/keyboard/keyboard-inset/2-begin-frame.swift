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

    private func keyboardAnimation(_ info: [AnyHashable: Any]) -> (duration: Double, options: UIView.AnimationOptions) {
        let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
        let rawCurve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 7
        return (duration, UIView.AnimationOptions(rawValue: rawCurve << 16))
    }

    func keyboardWillShow(_ note: Notification) {
        let info = note.userInfo ?? [:]
        guard let frameValue = info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue else { return }
        let keyboard = view.convert(frameValue.cgRectValue, from: nil)
        let hidden = view.bounds.intersection(keyboard)
        var inset: CGFloat = 0
        if !hidden.isNull { inset = hidden.height }
        let anim = keyboardAnimation(info)
        UIView.animate(withDuration: anim.duration, delay: 0, options: anim.options, animations: {
            self.scrollView.contentInset.bottom = inset
            self.scrollView.verticalScrollIndicatorInsets.bottom = inset
        })
        guard let field = activeField else { return }
        scrollView.scrollRectToVisible(field.frame, animated: true)
    }

    func keyboardWillHide(_ note: Notification) {
        let anim = keyboardAnimation(note.userInfo ?? [:])
        UIView.animate(withDuration: anim.duration, delay: 0, options: anim.options, animations: {
            self.scrollView.contentInset = .zero
            self.scrollView.verticalScrollIndicatorInsets = .zero
        })
    }
}
