import UIKit
import Simulator

// The classic "what does the keyboard tell me?" observer: log the frames,
// duration, curve and isLocal from keyboardWillShow / keyboardWillHide.
let sim = Simulator(device: .iPhone4Inch)
let screen = UIViewController()
let field = UITextField(frame: CGRect(x: 20, y: 120, width: 280, height: 31))
field.borderStyle = .roundedRect
field.placeholder = "Name"
screen.view.addSubview(field)

var observers: [NSObjectProtocol] = []
let center = NotificationCenter.default

observers.append(center.addObserver(forName: UIResponder.keyboardWillShowNotification,
                                    object: nil, queue: .main) { note in
    guard let info = note.userInfo,
          let begin = (info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue,
          let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
    else {
        print("willShow without frames")
        return
    }
    let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? -1
    let curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue ?? -1
    let isLocal = (info[UIResponder.keyboardIsLocalUserInfoKey] as? NSNumber)?.boolValue ?? false
    print("willShow begin \(NSStringFromCGRect(begin))")
    print("willShow end \(NSStringFromCGRect(end))")
    print("duration \(duration)")
    print("curve \(curve)")
    print("isLocal \(isLocal)")
})

observers.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification,
                                    object: nil, queue: .main) { note in
    let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
    print("willHide end \(NSStringFromCGRect(end))")
})

sim.show(screen)
sim.runUntilIdle()
sim.tap(field)
sim.runUntilIdle()
print("keyboard \(NSStringFromCGRect(sim.keyboardFrame ?? .zero))")
print("first responder \(field.isFirstResponder)")

field.resignFirstResponder()
sim.runUntilIdle()
print("keyboard gone \(sim.keyboardFrame == nil)")
