import UIKit
import Simulator

// Observing UITextField.textDidChangeNotification for ONE field by passing it as `object`,
// plus the begin/end editing notifications, from a small form model.
struct FormState {
    var username = ""
    var usernameEdits = 0
    var sessions: [String] = []
}

final class AccountViewController: UIViewController {
    let usernameField = UITextField(frame: CGRect(x: 20, y: 80, width: 280, height: 34))
    let cityField = UITextField(frame: CGRect(x: 20, y: 130, width: 280, height: 34))
    var state = FormState()
    private var tokens: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        usernameField.placeholder = "Username"
        cityField.placeholder = "City"
        for field in [usernameField, cityField] {
            field.borderStyle = .roundedRect
            field.autocorrectionType = .no
            field.autocapitalizationType = .none
            view.addSubview(field)
        }
        let center = NotificationCenter.default
        tokens.append(center.addObserver(forName: UITextField.textDidChangeNotification, object: usernameField, queue: .main) { [weak self] note in
            guard let field = note.object as? UITextField else { return }
            self?.state.username = field.text ?? ""
            self?.state.usernameEdits += 1
        })
        tokens.append(center.addObserver(forName: UITextField.textDidBeginEditingNotification, object: nil, queue: .main) { [weak self] note in
            let name = (note.object as? UITextField)?.placeholder ?? "?"
            self?.state.sessions.append("begin \(name)")
        })
        tokens.append(center.addObserver(forName: UITextField.textDidEndEditingNotification, object: nil, queue: .main) { [weak self] note in
            let name = (note.object as? UITextField)?.placeholder ?? "?"
            self?.state.sessions.append("end \(name)")
        })
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        tokens.forEach { NotificationCenter.default.removeObserver($0) }
    }
}

let sim = Simulator(device: .iPhone4Inch)
let account = AccountViewController()
sim.show(account)

sim.tap(account.usernameField)
sim.type("ada")
sim.tap(account.cityField)
sim.type("oslo")
sim.tap(account.usernameField)
sim.deleteBackward()
account.usernameField.text = "grace"
account.view.endEditing(true)
sim.runUntilIdle()

print("username in state: \(account.state.username)")
print("username edits: \(account.state.usernameEdits)")
print("city: \(account.cityField.text ?? "")")
for line in account.state.sessions { print(line) }
