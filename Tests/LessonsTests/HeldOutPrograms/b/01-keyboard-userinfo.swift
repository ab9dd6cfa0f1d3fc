import UIKit
import Simulator

// "How do I get the keyboard height?" – log everything the keyboard
// notifications carry in their userInfo.
final class ComposeViewController: UIViewController {
    let messageField = UITextField(frame: CGRect(x: 16, y: 400, width: 288, height: 34))
    private var observers: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        messageField.borderStyle = .roundedRect
        messageField.placeholder = "Message"
        view.addSubview(messageField)

        let center = NotificationCenter.default
        observers.append(center.addObserver(forName: UIResponder.keyboardWillShowNotification,
                                            object: nil, queue: .main) { [weak self] note in
            self?.logKeyboard("willShow", note)
        })
        observers.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification,
                                            object: nil, queue: .main) { [weak self] note in
            self?.logKeyboard("willHide", note)
        })
    }

    private func logKeyboard(_ event: String, _ note: Notification) {
        guard let info = note.userInfo,
              let begin = (info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue,
              let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        else { return }
        let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0
        let curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue ?? -1
        let isLocal = (info[UIResponder.keyboardIsLocalUserInfoKey] as? NSNumber)?.boolValue ?? false
        print(event)
        print("  begin:", NSStringFromCGRect(begin))
        print("  end:", NSStringFromCGRect(end))
        print("  height:", end.height)
        print("  duration:", duration)
        print("  curve:", curve)
        print("  local:", isLocal)
    }
}

let sim = Simulator(device: .iPhone4Inch)
let compose = ComposeViewController()
sim.show(compose)
sim.runUntilIdle()

sim.tap(compose.messageField)
sim.runUntilIdle()
print("editing:", compose.messageField.isFirstResponder)

compose.messageField.resignFirstResponder()
sim.runUntilIdle()
print("editing:", compose.messageField.isFirstResponder)
