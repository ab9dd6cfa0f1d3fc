import UIKit
import Simulator

// Chat screen: the input bar rides on the keyboard by animating its bottom
// constraint with the keyboard's own duration and curve.
final class ChatViewController: UIViewController {
    let inputBar = UIView()
    let inputField = UITextField()
    var inputBarBottom: NSLayoutConstraint!
    private var tokens: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        inputBar.backgroundColor = .secondarySystemBackground
        inputField.borderStyle = .roundedRect
        inputBar.translatesAutoresizingMaskIntoConstraints = false
        inputField.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(inputBar)
        inputBar.addSubview(inputField)

        inputBarBottom = inputBar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
        NSLayoutConstraint.activate([
            inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            inputBar.heightAnchor.constraint(equalToConstant: 50),
            inputBarBottom,
            inputField.leadingAnchor.constraint(equalTo: inputBar.leadingAnchor, constant: 8),
            inputField.trailingAnchor.constraint(equalTo: inputBar.trailingAnchor, constant: -8),
            inputField.centerYAnchor.constraint(equalTo: inputBar.centerYAnchor),
            inputField.heightAnchor.constraint(equalToConstant: 34),
        ])

        for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification] {
            tokens.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { [weak self] note in
                self?.moveInputBar(with: note)
            })
        }
    }

    private func moveInputBar(with note: Notification) {
        guard let info = note.userInfo,
              let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
              let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,
              let curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue
        else { return }
        let keyboardTop = view.convert(end, from: nil).minY
        let overlap = view.bounds.maxY - keyboardTop - view.safeAreaInsets.bottom
        inputBarBottom.constant = overlap > 0 ? -overlap : 0
        UIView.animate(withDuration: duration, delay: 0,
                       options: UIView.AnimationOptions(rawValue: curve << 16)) {
            self.view.layoutIfNeeded()
        }
    }
}

let sim = Simulator(device: .iPhone4Inch)
let chat = ChatViewController()
sim.show(chat)
sim.runUntilIdle()
print("bar:", NSStringFromCGRect(chat.inputBar.frame))

sim.tap(chat.inputField)
sim.runUntilIdle()
print("constant:", chat.inputBarBottom.constant)
print("bar:", NSStringFromCGRect(chat.inputBar.frame))
print("field:", NSStringFromCGRect(chat.inputField.frame))
print("field visible:", sim.visibilityProblem(of: chat.inputField) == nil)

chat.inputField.resignFirstResponder()
sim.runUntilIdle()
print("constant:", chat.inputBarBottom.constant)
print("bar:", NSStringFromCGRect(chat.inputBar.frame))
