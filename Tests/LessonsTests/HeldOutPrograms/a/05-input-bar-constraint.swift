import UIKit
import Simulator

// Chat screen whose input bar rides on the keyboard: one keyboardWillChangeFrame
// handler updates the bottom constraint and animates with the keyboard's own
// duration and curve (curve << 16 into UIView.AnimationOptions).
final class ChatViewController: UIViewController {
    let inputBar = UIView()
    let messageField = UITextField()
    var barBottom: NSLayoutConstraint!
    var token: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        inputBar.translatesAutoresizingMaskIntoConstraints = false
        messageField.translatesAutoresizingMaskIntoConstraints = false
        messageField.borderStyle = .roundedRect
        view.addSubview(inputBar)
        inputBar.addSubview(messageField)
        barBottom = view.bottomAnchor.constraint(equalTo: inputBar.bottomAnchor)
        NSLayoutConstraint.activate([
            inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            inputBar.heightAnchor.constraint(equalToConstant: 44),
            barBottom,
            messageField.leadingAnchor.constraint(equalTo: inputBar.leadingAnchor, constant: 8),
            messageField.trailingAnchor.constraint(equalTo: inputBar.trailingAnchor, constant: -8),
            messageField.centerYAnchor.constraint(equalTo: inputBar.centerYAnchor),
            messageField.heightAnchor.constraint(equalToConstant: 32),
        ])
        token = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification,
                                                       object: nil, queue: .main) { [weak self] note in
            self?.keyboardWillChangeFrame(note)
        }
    }

    func keyboardWillChangeFrame(_ note: Notification) {
        guard let info = note.userInfo,
              let endValue = info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
        let end = view.convert(endValue.cgRectValue, from: nil)
        let overlap = max(0, view.bounds.maxY - end.minY)
        let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0
        let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt ?? 0
        barBottom.constant = overlap
        UIView.animate(withDuration: duration, delay: 0,
                       options: UIView.AnimationOptions(rawValue: curve << 16),
                       animations: { self.view.layoutIfNeeded() })
    }
}

let sim = Simulator(device: .iPhone4Inch)
let chat = ChatViewController()
sim.show(chat)
sim.runUntilIdle()
print("resting \(NSStringFromCGRect(chat.inputBar.frame))")

sim.tap(chat.messageField)
sim.runUntilIdle()
print("constant \(chat.barBottom.constant)")
print("above keyboard \(NSStringFromCGRect(chat.inputBar.frame))")
print("touches keyboard \(chat.inputBar.frame.maxY == sim.keyboardFrame?.minY)")

chat.messageField.resignFirstResponder()
sim.runUntilIdle()
print("constant \(chat.barBottom.constant)")
print("back down \(NSStringFromCGRect(chat.inputBar.frame))")
