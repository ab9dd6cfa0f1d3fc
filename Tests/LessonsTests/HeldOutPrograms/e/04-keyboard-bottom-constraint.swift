import UIKit
import Simulator

// A chat input bar pinned to the safe area's bottom; the keyboard handler changes the
// bottom constraint's constant and animates layoutIfNeeded with the keyboard's duration and curve.
final class ChatViewController: UIViewController {
    let inputBar = UIView()
    let messageField = UITextField()
    private var bottomConstraint: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        inputBar.backgroundColor = .secondarySystemBackground
        inputBar.translatesAutoresizingMaskIntoConstraints = false
        messageField.translatesAutoresizingMaskIntoConstraints = false
        messageField.borderStyle = .roundedRect
        messageField.placeholder = "Message"
        view.addSubview(inputBar)
        inputBar.addSubview(messageField)

        bottomConstraint = inputBar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
        NSLayoutConstraint.activate([
            inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            inputBar.heightAnchor.constraint(equalToConstant: 50),
            bottomConstraint,
            messageField.leadingAnchor.constraint(equalTo: inputBar.leadingAnchor, constant: 8),
            messageField.trailingAnchor.constraint(equalTo: inputBar.trailingAnchor, constant: -8),
            messageField.centerYAnchor.constraint(equalTo: inputBar.centerYAnchor),
            messageField.heightAnchor.constraint(equalToConstant: 34),
        ])

        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification,
                                               object: nil, queue: .main) { [weak self] note in
            self?.moveInputBar(with: note, showing: true)
        }
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification,
                                               object: nil, queue: .main) { [weak self] note in
            self?.moveInputBar(with: note, showing: false)
        }
    }

    private func moveInputBar(with note: Notification, showing: Bool) {
        guard let info = note.userInfo,
              let frame = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
              let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,
              let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt else { return }

        bottomConstraint.constant = showing ? -(frame.height - view.safeAreaInsets.bottom) : 0
        UIView.animate(withDuration: duration, delay: 0,
                       options: UIView.AnimationOptions(rawValue: curve << 16)) {
            self.view.layoutIfNeeded()
        }
    }

    var barBottomConstant: CGFloat { bottomConstraint.constant }
}

let sim = Simulator(device: .iPhone4Inch)
let chat = ChatViewController()
sim.show(chat)
print("bar", NSStringFromCGRect(chat.inputBar.frame))
print("field", NSStringFromCGRect(chat.messageField.frame))

sim.tap(chat.messageField)
sim.advance(by: 0.1)
print("during animation", NSStringFromCGRect(chat.inputBar.frame))
sim.runUntilIdle()
print("constant", chat.barBottomConstant)
print("bar", NSStringFromCGRect(chat.inputBar.frame))

chat.messageField.resignFirstResponder()
sim.runUntilIdle()
print("constant", chat.barBottomConstant)
print("bar", NSStringFromCGRect(chat.inputBar.frame))
