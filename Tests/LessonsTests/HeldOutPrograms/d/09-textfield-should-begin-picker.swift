import UIKit
import Simulator

// A "Birthday" field that must not open the keyboard: textFieldShouldBeginEditing
// returns false and shows the app's own chooser instead; the "Name" field edits normally.
final class ProfileViewController: UIViewController, UITextFieldDelegate {
    let nameField = UITextField(frame: CGRect(x: 20, y: 80, width: 280, height: 34))
    let birthdayField = UITextField(frame: CGRect(x: 20, y: 130, width: 280, height: 34))
    var chooserShown = false
    var began: [String] = []
    var keyboardShows = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        nameField.placeholder = "Name"
        birthdayField.placeholder = "Birthday"
        for field in [nameField, birthdayField] {
            field.borderStyle = .roundedRect
            field.delegate = self
            view.addSubview(field)
        }
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] _ in
            self?.keyboardShows += 1
        }
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        if textField === birthdayField {
            showBirthdayChooser()
            return false
        }
        return true
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        began.append(textField.placeholder ?? "?")
    }

    private func showBirthdayChooser() {
        chooserShown = true
        birthdayField.text = "14 June 1990"
    }
}

let sim = Simulator(device: .iPhone4Inch)
let profile = ProfileViewController()
sim.show(profile)

sim.tap(profile.birthdayField)
sim.runUntilIdle()
print("chooser shown: \(profile.chooserShown)")
print("birthday: \(profile.birthdayField.text ?? "")")
print("birthday is first responder: \(profile.birthdayField.isFirstResponder)")
print("keyboard shows: \(profile.keyboardShows)")
print("began: \(profile.began)")

sim.tap(profile.nameField)
sim.runUntilIdle()
print("name is first responder: \(profile.nameField.isFirstResponder)")
print("keyboard shows: \(profile.keyboardShows)")
print("began: \(profile.began)")

// While Name is editing, tapping Birthday again keeps Name editing.
sim.tap(profile.birthdayField)
sim.runUntilIdle()
print("name is first responder: \(profile.nameField.isFirstResponder)")
print("birthday is first responder: \(profile.birthdayField.isFirstResponder)")
