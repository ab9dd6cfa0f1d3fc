import UIKit

/// The lesson's recipe: a full-screen notes text view whose bottom inset always equals the part
/// of it the keyboard covers, so the caret and the last lines can scroll above the keys.
final class NotesViewController: UIViewController {
    let textView = UITextView()
    /// Tokens from the closure-based observer API, kept so they can be removed.
    private var keyboardObservers: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        textView.frame = view.bounds
        textView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        textView.accessibilityIdentifier = "notes"
        textView.font = UIFont.systemFont(ofSize: 17)
        textView.text = sampleNote(paragraphs: 8)
        view.addSubview(textView)
    }

    /// Listens while the screen is (about to be) visible — each time it comes back, too.
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let center = NotificationCenter.default
        keyboardObservers = [
            center.addObserver(forName: UIResponder.keyboardDidShowNotification, object: nil, queue: nil) { [weak self] note in
                self?.keyboardDidShow(note)
            },
            center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) { [weak self] _ in
                self?.keyboardWillHide()
            },
        ]
    }

    /// Stops listening before another screen (and its keyboard) takes over.
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        keyboardObservers.forEach(NotificationCenter.default.removeObserver)
        keyboardObservers = []
    }

    /// The keyboard is up: inset the bottom by the part of the text view it covers.
    private func keyboardDidShow(_ notification: Notification) {
        guard let value = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
        // The frame is in screen coordinates; bring it into our view before comparing.
        let keyboard = view.convert(value.cgRectValue, from: nil)
        let covered = textView.frame.intersection(keyboard)
        setBottomInset(covered.isNull ? 0 : covered.height)
    }

    /// The keyboard is leaving: give the room back.
    private func keyboardWillHide() {
        setBottomInset(0)
    }

    private func setBottomInset(_ bottom: CGFloat) {
        textView.contentInset.bottom = bottom
        textView.verticalScrollIndicatorInsets.bottom = bottom
    }
}

/// Some paragraphs of plain text for the text view to hold.
func sampleNote(paragraphs: Int) -> String {
    let paragraph = "Notes from the workshop. The keyboard takes the lower part of the screen while "
        + "someone types, so the last lines of a long note must be able to scroll above it. "
        + "A text view is a scroll view: give it a bottom inset and it does the rest."
    return (1...max(1, paragraphs)).map { "\($0). " + paragraph }.joined(separator: "\n\n")
}
