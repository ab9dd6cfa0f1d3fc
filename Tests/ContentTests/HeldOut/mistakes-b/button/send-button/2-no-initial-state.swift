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
        messageField.frame = CGRect(x: 20, y: 60, width: width - 40 - 88, height: 31)
        messageField.autoresizingMask = [.flexibleWidth]
        messageField.accessibilityIdentifier = "message"
        messageField.borderStyle = .roundedRect
        messageField.placeholder = "Message"
        messageField.addAction(UIAction { [weak self] _ in self?.textChanged() }, for: .editingChanged)

        sendButton.frame = CGRect(x: width - 100, y: 53, width: 80, height: 44)
        sendButton.autoresizingMask = [.flexibleLeftMargin]
        sendButton.accessibilityIdentifier = "send"
        sendButton.setTitle("Send", for: .normal)
        sendButton.addAction(UIAction { [weak self] _ in self?.send() }, for: .touchUpInside)

        view.addSubview(messageField)
        view.addSubview(sendButton)
    }

    private func textChanged() {
        if let text = messageField.text, !text.isEmpty {
            sendButton.isEnabled = true
        } else {
            sendButton.isEnabled = false
        }
    }

    private func send() {
        sent.append(messageField.text ?? "")
        messageField.text = ""
        sendButton.isEnabled = false
    }
}
