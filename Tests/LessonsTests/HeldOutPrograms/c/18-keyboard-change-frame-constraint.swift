import UIKit
import Simulator

// A chat input bar pinned to the bottom, moved by one keyboardWillChangeFrame observer (the
// Stack Overflow answer "Move view with keyboard using Swift" that handles show and hide in one
// place): convert the end frame into the view, compute the overlap, set the bottom constraint's
// constant and animate layoutIfNeeded with the keyboard's duration and curve.
final class ChatViewController: UIViewController {
    let inputBar = UIView()
    let messageField = UITextField(frame: CGRect(x: 8, y: 8, width: 304, height: 34))
    var bottomConstraint: NSLayoutConstraint!
    var overlaps: [CGFloat] = []
    var durations: [Double] = []
    var token: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        inputBar.backgroundColor = .lightGray
        inputBar.translatesAutoresizingMaskIntoConstraints = false
        messageField.borderStyle = .roundedRect
        inputBar.addSubview(messageField)
        view.addSubview(inputBar)
        bottomConstraint = view.bottomAnchor.constraint(equalTo: inputBar.bottomAnchor)
        NSLayoutConstraint.activate([
            inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            inputBar.heightAnchor.constraint(equalToConstant: 50),
            bottomConstraint,
        ])
        token = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification,
                                                       object: nil, queue: nil) { [weak self] note in
            self?.keyboardWillChangeFrame(note)
        }
    }

    func keyboardWillChangeFrame(_ note: Notification) {
        guard let info = note.userInfo,
              let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
        let curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 0
        let endInView = view.convert(end, from: nil)
        let overlap = max(0, view.bounds.maxY - endInView.minY)
        overlaps.append(overlap)
        durations.append(duration)
        bottomConstraint.constant = overlap
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
print("bar at rest:", NSStringFromCGRect(chat.inputBar.frame))

sim.tap(chat.messageField)
sim.advance(by: 1)
print("bar above keyboard:", NSStringFromCGRect(chat.inputBar.frame), "constant", chat.bottomConstraint.constant)
print("field on screen:", NSStringFromCGRect(chat.messageField.convert(chat.messageField.bounds, to: nil)))

chat.messageField.resignFirstResponder()
sim.advance(by: 1)
print("bar after hide:", NSStringFromCGRect(chat.inputBar.frame), "constant", chat.bottomConstraint.constant)
print("overlaps:", chat.overlaps, "durations:", chat.durations)
