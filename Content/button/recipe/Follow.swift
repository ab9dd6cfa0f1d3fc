import UIKit

/// The lesson's recipe, part one: a Follow / Following toggle. Per-state titles do the
/// drawing; the action only flips `isSelected`, and only on a real tap (touch up inside).
func makeRecipeFollowButton() -> UIButton {
    let button = UIButton(type: .system)
    button.accessibilityIdentifier = "follow"
    button.setTitle("Follow", for: .normal)
    button.setTitle("Following", for: .selected)
    button.setTitleColor(.systemGreen, for: .selected)
    button.addAction(UIAction { action in
        guard let button = action.sender as? UIButton else { return }
        button.isSelected.toggle()
    }, for: .touchUpInside)
    return button
}

/// The recipe, part two: a compose screen whose Send button is enabled only with text, and sits
/// near the top so that no keyboard on any device covers it.
final class RecipeComposeController: UIViewController {
    let messageField = UITextField()
    let sendButton = UIButton(type: .system)
    let followButton = makeRecipeFollowButton()
    private(set) var sent: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        messageField.frame = CGRect(x: 20, y: 60, width: view.bounds.width - 120, height: 31)
        messageField.accessibilityIdentifier = "message"
        messageField.borderStyle = .roundedRect
        messageField.placeholder = "Message"
        messageField.addAction(UIAction { [weak self] _ in self?.updateSendButton() }, for: .editingChanged)

        sendButton.frame = CGRect(x: view.bounds.width - 90, y: 60, width: 70, height: 31)
        sendButton.accessibilityIdentifier = "send"
        sendButton.setTitle("Send", for: .normal)
        sendButton.addAction(UIAction { [weak self] _ in self?.send() }, for: .touchUpInside)

        followButton.frame = CGRect(x: 20, y: 110, width: 120, height: 31)
        [messageField, sendButton, followButton].forEach(view.addSubview)
        updateSendButton()
    }

    private func updateSendButton() {
        sendButton.isEnabled = !(messageField.text ?? "").isEmpty
    }

    private func send() {
        sent.append(messageField.text ?? "")
        messageField.text = ""
        updateSendButton()
    }
}
