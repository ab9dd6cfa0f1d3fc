import UIKit

/// A one-line message composer. Send should only be possible when there is a message,
/// and must stay reachable while the keyboard is up.
final class ComposeViewController: UIViewController {
    let messageField = UITextField()
    let sendButton = UIButton(type: .system)
    private(set) var sent: [String] = []

    private let keyboardHeight: CGFloat = 216
    private let gap: CGFloat = 10

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let width = view.bounds.width
        messageField.frame = CGRect(x: 20, y: 60, width: width - 40, height: 31)
        messageField.accessibilityIdentifier = "message"
        messageField.borderStyle = .roundedRect
        messageField.placeholder = "Message"
        messageField.addAction(UIAction { [weak self] _ in self?.refreshSend() }, for: .editingChanged)

        // sit just above the keyboard
        let buttonHeight: CGFloat = 44
        let y = view.bounds.height - keyboardHeight - gap - buttonHeight
        sendButton.frame = CGRect(x: 20, y: y, width: width - 40, height: buttonHeight)
        sendButton.accessibilityIdentifier = "send"
        sendButton.setTitle("Send", for: .normal)
        sendButton.addAction(UIAction { [weak self] _ in self?.send() }, for: .touchUpInside)

        view.addSubview(messageField)
        view.addSubview(sendButton)
        refreshSend()
    }

    private func refreshSend() {
        sendButton.isEnabled = !(messageField.text ?? "").isEmpty
    }

    private func send() {
        sent.append(messageField.text ?? "")
        messageField.text = ""
        sendButton.isEnabled = false
    }
}
