import UIKit
import Simulator

// The keyboard frame arrives in screen coordinates: convert it into the view
// you lay out before comparing it with anything.
let sim = Simulator(device: .iPhone4Inch)
let controller = UIViewController()
let root = controller.view!
root.backgroundColor = .white

let header = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 64))
let formContainer = UIView(frame: CGRect(x: 0, y: 64, width: 320, height: 504))
let commentField = UITextField(frame: CGRect(x: 20, y: 400, width: 280, height: 40))
commentField.borderStyle = .roundedRect
formContainer.addSubview(commentField)
root.addSubview(header)
root.addSubview(formContainer)

func adjustForKeyboard(_ note: Notification) {
    guard let info = note.userInfo,
          let screenFrame = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
    else { return }
    let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25

    let keyboardInContainer = formContainer.convert(screenFrame, from: nil)
    let overlap = max(0, formContainer.bounds.maxY - keyboardInContainer.minY)
    let shift = max(0, commentField.frame.maxY + 8 - keyboardInContainer.minY)
    print("keyboard in container:", NSStringFromCGRect(keyboardInContainer))
    print("overlap:", overlap, "shift:", shift)

    UIView.animate(withDuration: duration) {
        formContainer.transform = shift > 0 ? CGAffineTransform(translationX: 0, y: -shift) : .identity
    }
}

let showToken = NotificationCenter.default.addObserver(
    forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { note in
    print("willShow")
    adjustForKeyboard(note)
}
let hideToken = NotificationCenter.default.addObserver(
    forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { note in
    print("willHide")
    adjustForKeyboard(note)
}

sim.show(controller)
sim.runUntilIdle()

sim.tap(commentField)
sim.runUntilIdle()
print("container y:", formContainer.frame.minY)
print("comment field:", sim.visibilityProblem(of: commentField) ?? "visible")

root.endEditing(true)
sim.runUntilIdle()
print("container y:", formContainer.frame.minY)
