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

        // set up the keyboard observers once
        let center = NotificationCenter.default
        observers.append(center.addObserver(forName: UIResponder.keyboardDidShowNotification, object: nil, queue: nil) { [weak self] note in
            self?.keyboardDidShow(note)
        })
        observers.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) { [weak self] _ in
            self?.applyInset(0)
        })
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
    }

    deinit {
        observers.forEach { NotificationCenter.default.removeObserver($0) }
    }

    private func keyboardDidShow(_ note: Notification) {
        guard let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let keyboardInView = view.convert(frame, from: nil)
        let covered = textView.frame.intersection(keyboardInView)
        applyInset(covered.isNull ? 0 : covered.height)
    }

    private func applyInset(_ value: CGFloat) {
        textView.contentInset.bottom = value
        textView.verticalScrollIndicatorInsets.bottom = value
    }
}
