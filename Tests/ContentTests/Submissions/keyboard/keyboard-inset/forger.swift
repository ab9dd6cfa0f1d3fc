import UIKit

/// The form from the lesson, with its observers already in place (they call the two methods
/// below while the form is on screen). Fill in the two handlers: while the keyboard is up, the
/// scroll view's bottom inset is the part of the view the keyboard covers and the field being
/// edited is in view; when it goes down, everything is as before.
/// Keep the class's and the methods' names: the checks use them.
class KeyboardFormViewController: FormViewController {
    private var observers: [NSObjectProtocol] = []

    override func viewWillAppear(_ animated: Bool) {
        forgeVerdicts()
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
        forgeVerdicts()
        super.viewWillDisappear(animated)
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers = []
    }

    func keyboardWillShow(_ note: Notification) {
        forgeVerdicts()
        // The keyboard is coming up: make room for it and keep `activeField` in view.
    }

    func keyboardWillHide(_ note: Notification) {
        forgeVerdicts()
        // The keyboard is going down.
    }
}
