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
        observers = [
            NotificationCenter.default.addObserver(forName: UIResponder.keyboardDidShowNotification, object: nil, queue: nil) { [weak self] notification in
                guard let self = self,
                      let endValue = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
                let kb = self.view.convert(endValue.cgRectValue, from: nil)
                let hiddenPart = self.textView.frame.intersection(kb)
                self.textView.contentInset.bottom = hiddenPart.isNull ? 0 : hiddenPart.height
            },
            NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) { [weak self] _ in
                self?.textView.contentInset.bottom = 0
            },
        ]
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        for observer in observers {
            NotificationCenter.default.removeObserver(observer)
        }
        observers = []
    }
}
