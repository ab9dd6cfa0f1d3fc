import UIKit
import Simulator

// "Close the keyboard when the user taps outside the text field":
// override touchesBegan in the view controller and call view.endEditing(true).
class SearchViewController: UIViewController, UITextFieldDelegate {
    let searchField = UITextField()
    var hideCount = 0
    private var observers = [NSObjectProtocol]()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        searchField.frame = CGRect(x: 16, y: 80, width: 288, height: 36)
        searchField.borderStyle = .roundedRect
        searchField.placeholder = "Search"
        searchField.returnKeyType = .search
        searchField.autocorrectionType = .no
        searchField.autocapitalizationType = .none
        searchField.delegate = self
        view.addSubview(searchField)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        observers.append(NotificationCenter.default.addObserver(forName: UIResponder.keyboardDidShowNotification, object: nil, queue: .main) { note in
            let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
            print("did show \(NSStringFromCGRect(frame))")
        })
        observers.append(NotificationCenter.default.addObserver(forName: UIResponder.keyboardDidHideNotification, object: nil, queue: .main) { [weak self] note in
            self?.hideCount += 1
            let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
            print("did hide \(NSStringFromCGRect(frame))")
        })
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        print("touchesBegan on the controller")
        view.endEditing(true)
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        print("search ended with \"\(textField.text ?? "")\"")
    }
}

let sim = Simulator(device: .iPhone4Inch)
let search = SearchViewController()
sim.show(search)

sim.tap(search.searchField)
sim.runUntilIdle()
sim.type("swift")
sim.runUntilIdle()

// The user taps the empty area between the field and the keyboard.
sim.tap(at: CGPoint(x: 160, y: 250))
sim.runUntilIdle()
print("first responder: \(search.searchField.isFirstResponder)")
print("hides: \(search.hideCount)")

// A second tap on the empty area: nothing is editing, so no keyboard notification.
sim.tap(at: CGPoint(x: 160, y: 250))
sim.runUntilIdle()
print("hides: \(search.hideCount)")
