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
        messageField.frame = CGRect(x: 20, y: 60, width: width - 40, height: 31)
        messageField.accessibilityIdentifier = "message"
        messageField.borderStyle = .roundedRect
        messageField.placeholder = "Message"
        messageField.addAction(UIAction { [weak self] _ in self?.updateSendButton() }, for: .editingChanged)

        // Just above the keyboard (216 points tall).
        sendButton.frame = CGRect(x: 20, y: view.bounds.height - 216 - 44 - 8, width: width - 40, height: 44)
        sendButton.accessibilityIdentifier = "send"
        sendButton.setTitle("Send", for: .normal)
        sendButton.addAction(UIAction { [weak self] _ in self?.send() }, for: .touchUpInside)

        view.addSubview(messageField)
        view.addSubview(sendButton)
        updateSendButton()
    }

    private func updateSendButton() {
        sendButton.isEnabled = !(messageField.text ?? "").isEmpty
    }

    private func send() {
        sent.append(messageField.text ?? "")
        messageField.text = ""
        sendButton.isEnabled = false
    }
}
