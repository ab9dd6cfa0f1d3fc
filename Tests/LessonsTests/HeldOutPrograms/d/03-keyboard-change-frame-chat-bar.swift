import UIKit
import Simulator

// Chat input bar that follows the keyboard with a single
// keyboardWillChangeFrameNotification handler (covers show and hide).
final class ChatViewController: UIViewController {
    let inputBar = UIView()
    let messageField = UITextField()
    let sendButton = UIButton(type: .system)
    var barBottom: NSLayoutConstraint!
    var sent: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        inputBar.backgroundColor = .systemGray6
        inputBar.translatesAutoresizingMaskIntoConstraints = false
        messageField.translatesAutoresizingMaskIntoConstraints = false
        sendButton.translatesAutoresizingMaskIntoConstraints = false
        messageField.borderStyle = .roundedRect
        messageField.autocorrectionType = .no
        messageField.autocapitalizationType = .none
        sendButton.setTitle("Send", for: .normal)
        view.addSubview(inputBar)
        inputBar.addSubview(messageField)
        inputBar.addSubview(sendButton)

        // view.bottom = bar.bottom + keyboard overlap
        barBottom = view.bottomAnchor.constraint(equalTo: inputBar.bottomAnchor)
        NSLayoutConstraint.activate([
            inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            inputBar.heightAnchor.constraint(equalToConstant: 50),
            barBottom,
            messageField.leadingAnchor.constraint(equalTo: inputBar.leadingAnchor, constant: 8),
            messageField.centerYAnchor.constraint(equalTo: inputBar.centerYAnchor),
            messageField.heightAnchor.constraint(equalToConstant: 34),
            messageField.trailingAnchor.constraint(equalTo: sendButton.leadingAnchor, constant: -8),
            sendButton.trailingAnchor.constraint(equalTo: inputBar.trailingAnchor, constant: -8),
            sendButton.centerYAnchor.constraint(equalTo: inputBar.centerYAnchor),
            sendButton.widthAnchor.constraint(equalToConstant: 60),
            sendButton.heightAnchor.constraint(equalToConstant: 34),
        ])

        sendButton.addAction(UIAction { [weak self] _ in
            guard let self = self, let text = self.messageField.text, !text.isEmpty else { return }
            self.sent.append(text)
            print("sent \"\(text)\"")
            self.messageField.text = ""
            self.messageField.resignFirstResponder()
        }, for: .touchUpInside)

        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification,
                                               object: nil, queue: .main) { [weak self] note in
            self?.keyboardWillChangeFrame(note)
        }
    }

    private func keyboardWillChangeFrame(_ note: Notification) {
        guard let info = note.userInfo,
              let endScreen = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
              let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue,
              let curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue
        else { return }
        let end = view.convert(endScreen, from: view.window)
        let overlap = max(0, view.bounds.maxY - end.minY)
        print("keyboard will change frame: overlap \(overlap)")
        barBottom.constant = overlap
        UIView.animate(withDuration: duration, delay: 0,
                       options: UIView.AnimationOptions(rawValue: curve << 16)) {
            self.view.layoutIfNeeded()
        }
    }
}

let sim = Simulator(device: .iPhone4Inch)
let chat = ChatViewController()
sim.show(chat)
print("bar \(NSStringFromCGRect(chat.inputBar.frame))")

sim.tap(chat.messageField)
sim.runUntilIdle()
print("bar \(NSStringFromCGRect(chat.inputBar.frame))")
print("constant \(chat.barBottom.constant)")

sim.type("hi there")
sim.tap(chat.sendButton)
sim.runUntilIdle()
print("bar \(NSStringFromCGRect(chat.inputBar.frame))")
print("constant \(chat.barBottom.constant)")
print("field \"\(chat.messageField.text ?? "")\", messages \(chat.sent.count)")
