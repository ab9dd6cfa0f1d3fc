import UIKit

/// A full-screen notes editor. Its bottom inset must follow the keyboard.
final class NotesScreen: UIViewController {
    let textView = UITextView()
    private var keyboardTokens: [NSObjectProtocol] = []

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
        keyboardTokens.append(center.addObserver(forName: UIResponder.keyboardDidShowNotification, object: nil, queue: nil) { [weak self] note in
            self?.adjustForKeyboard(note)
        })
        keyboardTokens.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) { [weak self] _ in
            self?.resetInsets()
        })
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        for token in keyboardTokens { NotificationCenter.default.removeObserver(token) }
        keyboardTokens = []
    }

    private func adjustForKeyboard(_ note: Notification) {
        guard let info = note.userInfo,
              let keyboardScreenFrame = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let keyboardFrame = view.convert(keyboardScreenFrame, from: nil)
        let coveredArea = view.bounds.intersection(keyboardFrame)
        let bottom = coveredArea.isNull ? 0 : coveredArea.height
        textView.contentInset.bottom = bottom
        textView.verticalScrollIndicatorInsets.bottom = bottom
    }

    private func resetInsets() {
        textView.contentInset.bottom = 0
        textView.verticalScrollIndicatorInsets.bottom = 0
    }
}
