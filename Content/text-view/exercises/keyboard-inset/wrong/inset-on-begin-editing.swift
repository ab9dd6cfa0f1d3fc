// fails: A hardware keyboard leaves the inset alone
// message: not when editing begins
import UIKit

/// A full-screen notes editor. Its bottom inset must follow the keyboard.
final class NotesScreen: UIViewController {
    let textView = UITextView()
    private var observers: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        textView.frame = view.bounds
        textView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        textView.accessibilityIdentifier = "notes"
        textView.font = UIFont.systemFont(ofSize: 17)
        textView.text = sampleNote(paragraphs: 8)
        view.addSubview(textView)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let center = NotificationCenter.default
        observers = [
            center.addObserver(forName: UITextView.textDidBeginEditingNotification, object: nil, queue: nil) { [weak self] _ in
                // Editing began, so "the keyboard is up" — not with a hardware keyboard.
                self?.setBottomInset(self?.view.bounds.height == 568 ? 216 : 264)
            },
            center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) { [weak self] _ in
                self?.setBottomInset(0)
            },
        ]
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        observers.forEach(NotificationCenter.default.removeObserver)
        observers = []
    }

    private func setBottomInset(_ bottom: CGFloat) {
        textView.contentInset.bottom = bottom
        textView.verticalScrollIndicatorInsets.bottom = bottom
    }
}
