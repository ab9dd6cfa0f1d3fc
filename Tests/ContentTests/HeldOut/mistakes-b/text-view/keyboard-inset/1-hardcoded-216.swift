import UIKit

/// A full-screen notes editor. Its bottom inset must follow the keyboard.
final class NotesScreen: UIViewController {
    let textView = UITextView()
    private var tokens = [NSObjectProtocol]()

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
        let nc = NotificationCenter.default
        let shown = nc.addObserver(forName: UIResponder.keyboardDidShowNotification, object: nil, queue: nil) { [weak self] _ in
            guard let self = self else { return }
            let keyboardHeight: CGFloat = 216
            self.textView.contentInset.bottom = keyboardHeight
            self.textView.verticalScrollIndicatorInsets.bottom = keyboardHeight
        }
        let hidden = nc.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) { [weak self] _ in
            guard let self = self else { return }
            self.textView.contentInset.bottom = 0
            self.textView.verticalScrollIndicatorInsets.bottom = 0
        }
        tokens = [shown, hidden]
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        tokens.forEach { NotificationCenter.default.removeObserver($0) }
        tokens = []
    }
}
