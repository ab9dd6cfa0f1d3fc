import UIKit

/// A one-line message composer. Send should only be possible when there is a message,
/// and must stay reachable while the keyboard is up.
final class ComposeViewController: UIViewController {
    let messageField = UITextField()
    let sendButton = UIButton(type: .system)
    private(set) var sent: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let width = view.bounds.width
        messageField.frame = CGRect(x: 20, y: 60, width: width - 128, height: 31)
        messageField.autoresizingMask = .flexibleWidth
        messageField.accessibilityIdentifier = "message"
        messageField.borderStyle = .roundedRect
        messageField.placeholder = "Message"

        sendButton.frame = CGRect(x: width - 100, y: 53, width: 80, height: 44)
        sendButton.autoresizingMask = .flexibleLeftMargin
        sendButton.accessibilityIdentifier = "send"
        sendButton.setTitle("Send", for: .normal)
        sendButton.addAction(UIAction { [weak self] _ in self?.send() }, for: .touchUpInside)
        sendButton.isEnabled = false

        let textDidChange = UIAction { [weak self] _ in
            guard let self = self else { return }
            let message = self.messageField.text ?? ""
            self.sendButton.isEnabled = message.isEmpty == false
        }
        messageField.addAction(textDidChange, for: .valueChanged)

        view.addSubview(messageField)
        view.addSubview(sendButton)
    }

    private func send() {
        sent.append(messageField.text ?? "")
        messageField.text = ""
        sendButton.isEnabled = false
    }
}
