import UIKit
import Simulator

// Converting the keyboard's end frame (screen coordinates) into a view controller's view
// inside a UINavigationController: once for a view that extends under the bar (the default)
// and once for a pushed screen with edgesForExtendedLayout = [].
class KeyboardAwareViewController: UIViewController {
    let field = UITextField()
    private var token: NSObjectProtocol?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        token = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main
        ) { [weak self] note in
            self?.keyboardWillShow(note)
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if let token { NotificationCenter.default.removeObserver(token) }
        token = nil
    }

    func keyboardWillShow(_ note: Notification) {
        guard let value = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
        let keyboardInView = view.convert(value.cgRectValue, from: nil)
        let covered = view.bounds.intersection(keyboardInView).height
        let name = title ?? "?"
        print(name, "view", NSStringFromCGRect(view.frame))
        print(name, "keyboard", NSStringFromCGRect(keyboardInView))
        print(name, "covered", covered)
    }
}

final class NotesViewController: KeyboardAwareViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        view.backgroundColor = .white
        field.frame = CGRect(x: 20, y: 480, width: 280, height: 34)
        field.borderStyle = .roundedRect
        view.addSubview(field)
    }
}

final class EditViewController: KeyboardAwareViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Edit"
        edgesForExtendedLayout = []
        view.backgroundColor = .white
        field.frame = CGRect(x: 20, y: 400, width: 280, height: 34)
        field.borderStyle = .roundedRect
        view.addSubview(field)
    }
}

let sim = Simulator(device: .iPhone4Inch)
let notes = NotesViewController()
let nav = UINavigationController(rootViewController: notes)
sim.show(nav)

sim.tap(notes.field)
sim.runUntilIdle()
notes.view.endEditing(true)
sim.runUntilIdle()

let edit = EditViewController()
sim.push(edit)
print("top:", nav.topViewController?.title ?? "none")
sim.tap(edit.field)
sim.runUntilIdle()
