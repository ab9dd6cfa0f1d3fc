import UIKit
import Simulator

// Apple's "Managing the Keyboard" idea applied to a card that sits low on the screen:
// remember the active field in textFieldDidBeginEditing, convert the keyboard frame
// into the card's coordinates when the keyboard has shown, and slide the card up.
final class AddressViewController: UIViewController, UITextFieldDelegate {
    let card = UIView(frame: CGRect(x: 0, y: 300, width: 320, height: 200))
    let streetField = UITextField(frame: CGRect(x: 20, y: 20, width: 280, height: 34))
    let zipField = UITextField(frame: CGRect(x: 20, y: 120, width: 280, height: 34))
    weak var activeField: UITextField?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        card.backgroundColor = .systemGray6
        view.addSubview(card)
        for field in [streetField, zipField] {
            field.borderStyle = .roundedRect
            field.delegate = self
            card.addSubview(field)
        }
        zipField.returnKeyType = .done

        NotificationCenter.default.addObserver(forName: UIResponder.keyboardDidShowNotification, object: nil, queue: .main) { [weak self] note in
            self?.keyboardDidShow(note)
        }
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] _ in
            UIView.animate(withDuration: 0.25) { self?.card.transform = .identity }
        }
    }

    func textFieldDidBeginEditing(_ textField: UITextField) { activeField = textField }
    func textFieldDidEndEditing(_ textField: UITextField) { activeField = nil }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }

    private func keyboardDidShow(_ note: Notification) {
        guard let screenFrame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
              let field = activeField else { return }
        let keyboardInCard = card.convert(screenFrame, from: nil)
        let covered = card.bounds.intersection(keyboardInCard)
        print("keyboard in card \(NSStringFromCGRect(keyboardInCard))")
        print("covered part of card \(NSStringFromCGRect(covered))")
        let shift = max(0, field.frame.maxY + 8 - keyboardInCard.minY)
        print("shift \(shift)")
        UIView.animate(withDuration: 0.25) {
            self.card.transform = CGAffineTransform(translationX: 0, y: -shift)
        }
    }
}

let sim = Simulator(device: .iPhone4Inch)
let address = AddressViewController()
sim.show(address)

sim.tap(address.zipField)
sim.runUntilIdle()
print("card \(NSStringFromCGRect(address.card.frame))")
print("zip on screen \(NSStringFromCGRect(address.zipField.convert(address.zipField.bounds, to: nil)))")

sim.pressReturn()
sim.runUntilIdle()
print("card \(NSStringFromCGRect(address.card.frame))")
print("zip on screen \(NSStringFromCGRect(address.zipField.convert(address.zipField.bounds, to: nil)))")
