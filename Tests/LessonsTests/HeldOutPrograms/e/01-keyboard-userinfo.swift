import UIKit
import Simulator

// Reads every keyboard userInfo key in keyboardWillShow / keyboardWillHide,
// the way the classic "move the view when the keyboard appears" answers do.
final class LoginViewController: UIViewController {
    let emailField = UITextField(frame: CGRect(x: 20, y: 400, width: 280, height: 34))
    private var tokens: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        emailField.borderStyle = .roundedRect
        emailField.placeholder = "Email"
        emailField.keyboardType = .emailAddress
        view.addSubview(emailField)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let center = NotificationCenter.default
        tokens.append(center.addObserver(forName: UIResponder.keyboardWillShowNotification,
                                         object: nil, queue: .main) { [weak self] note in
            self?.describe("willShow", note)
        })
        tokens.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification,
                                         object: nil, queue: .main) { [weak self] note in
            self?.describe("willHide", note)
        })
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        tokens.forEach { NotificationCenter.default.removeObserver($0) }
        tokens.removeAll()
    }

    private func describe(_ name: String, _ note: Notification) {
        guard let info = note.userInfo,
              let begin = (info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue,
              let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
              let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,
              let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt
        else {
            print(name, "missing userInfo")
            return
        }
        let isLocal = info[UIResponder.keyboardIsLocalUserInfoKey] as? Bool ?? false
        print(name)
        print("  begin", NSStringFromCGRect(begin))
        print("  end", NSStringFromCGRect(end))
        print("  duration", duration)
        print("  curve", curve)
        print("  local", isLocal)
    }
}

let sim = Simulator(device: .iPhone4Inch)
let login = LoginViewController()
sim.show(login)

sim.tap(login.emailField)
sim.runUntilIdle()

login.emailField.resignFirstResponder()
sim.runUntilIdle()
print("first responder:", login.emailField.isFirstResponder)
