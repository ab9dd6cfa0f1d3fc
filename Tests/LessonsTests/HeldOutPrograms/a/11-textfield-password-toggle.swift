import UIKit
import Simulator

// Password field with a Show/Hide button as its rightView; tapping the button
// flips isSecureTextEntry without ending editing.
let sim = Simulator(device: .iPhone4Inch)
let screen = UIViewController()
let password = UITextField(frame: CGRect(x: 20, y: 120, width: 280, height: 34))
password.borderStyle = .roundedRect
password.placeholder = "Password"
password.isSecureTextEntry = true
password.textContentType = .password

let toggle = UIButton(type: .system)
toggle.frame = CGRect(x: 0, y: 0, width: 56, height: 34)
toggle.setTitle("Show", for: .normal)
toggle.addAction(UIAction { _ in
    password.isSecureTextEntry.toggle()
    toggle.setTitle(password.isSecureTextEntry ? "Show" : "Hide", for: .normal)
}, for: .touchUpInside)
password.rightView = toggle
password.rightViewMode = .always
screen.view.addSubview(password)

sim.show(screen)
sim.runUntilIdle()
sim.tap(password)
sim.runUntilIdle()
sim.type("s3cret!")
sim.runUntilIdle()
print("secure \(password.isSecureTextEntry), text \(password.text ?? "")")

sim.tap(toggle)
sim.runUntilIdle()
print("secure \(password.isSecureTextEntry), button \(toggle.currentTitle ?? "nil")")
print("still editing \(password.isFirstResponder)")

sim.tap(toggle)
sim.runUntilIdle()
print("secure \(password.isSecureTextEntry), button \(toggle.currentTitle ?? "nil")")
