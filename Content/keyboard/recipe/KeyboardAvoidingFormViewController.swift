import UIKit

/// The recipe done right: listen only while on screen, convert the keyboard's end frame into the
/// view, take the part that overlaps the view, move the insets with the keyboard's own duration
/// and curve, keep the active field in view, and put everything back on hide.
///
/// Observers are blocks (`addObserver(forName:object:queue:using:)`): Linux has no Objective-C
/// runtime, so the selector-based `addObserver(_:selector:name:object:)` does not exist here.
class KeyboardAvoidingFormViewController: FormViewController {
    /// The tokens `addObserver(forName:…)` returns: the only handle for removing a block observer.
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
        guard let info = note.userInfo,
              let endFrame = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
        let curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 0

        // Screen coordinates → the view's; then only the part that really covers the view.
        let keyboard = view.convert(endFrame, from: nil)
        let covered = view.bounds.intersection(keyboard)
        let bottom = covered.isNull ? 0 : covered.height

        UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16), animations: {
            self.scrollView.contentInset.bottom = bottom
            self.scrollView.verticalScrollIndicatorInsets.bottom = bottom
        })
        if let field = activeField {
            scrollView.scrollRectToVisible(field.frame, animated: true)
        }
    }

    func keyboardWillHide(_ note: Notification) {
        let info = note.userInfo ?? [:]
        let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
        let curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 0
        UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16), animations: {
            self.scrollView.contentInset = .zero
            self.scrollView.verticalScrollIndicatorInsets = .zero
        })
    }
}
