import UIKit
import Simulator
import ExerciseKit

// Runs the learner's SignInViewController on three devices: the behaviour must not depend on the screen.
let devices: [Device] = [.iPhone4Inch, .iPhone47Inch, .iPad]

/// A fresh device showing a fresh sign-in screen.
func signInScreen(on device: Device) -> (Simulator, SignInViewController) {
    let sim = Simulator(device: device)
    let screen = SignInViewController()
    sim.show(screen)
    return (sim, screen)
}

func keyboardDescription(_ sim: Simulator) -> String {
    sim.keyboardFrame.map { "the keyboard still covers \(NSStringFromCGRect($0))" } ?? "the keyboard is down"
}

check("Return in the email field moves to the password field") {
    for device in devices {
        let (sim, screen) = signInScreen(on: device)
        sim.tap(screen.emailField)
        sim.type("ann@example.com")
        sim.pressReturn()
        sim.runUntilIdle()
        try expect(!screen.emailField.isFirstResponder,
                   "On the \(device), after Return in the email field the email field is still first responder: "
                   + "textFieldShouldReturn must make the password field first responder (passwordField.becomeFirstResponder()).")
        try expect(screen.passwordField.isFirstResponder,
                   "On the \(device), after Return in the email field nothing is first responder and \(keyboardDescription(sim)): "
                   + "you resigned the email field but never made passwordField first responder.")
        try expect(sim.keyboardFrame != nil,
                   "On the \(device), the keyboard went down between the two fields; it should stay up while the cursor moves to the password field.")
    }
}

check("Return in the password field hides the keyboard") {
    for device in devices {
        let (sim, screen) = signInScreen(on: device)
        sim.tap(screen.passwordField)
        sim.type("secret")
        sim.pressReturn()
        sim.runUntilIdle()
        try expect(!screen.emailField.isFirstResponder,
                   "On the \(device), Return in the password field moved the cursor back to the email field; "
                   + "the last field should end editing with textField.resignFirstResponder().")
        try expect(!screen.passwordField.isFirstResponder && sim.keyboardFrame == nil,
                   "On the \(device), after Return in the password field it is still first responder and \(keyboardDescription(sim)): "
                   + "returning true does not dismiss the keyboard — call textField.resignFirstResponder().")
    }
}

check("The whole form: email, Return, password, Return") {
    let (sim, screen) = signInScreen(on: .iPhone4Inch)
    sim.tap(screen.emailField)
    sim.type("ann@example.com")
    sim.pressReturn()
    sim.type("secret")
    sim.pressReturn()
    sim.runUntilIdle()
    let email = screen.emailField.text ?? ""
    try expect(email == "ann@example.com",
               email.hasPrefix("ann@example.com")
                   ? "The email field holds \"\(email)\": what was typed after Return still went into it, so Return did not move the cursor to the password field."
                   : "The email field holds \"\(email)\" instead of the typed address.")
    try expect(screen.passwordField.text == "secret",
               "The password field holds \"\(screen.passwordField.text ?? "")\": after Return in the email field, typing should go into the password field.")
    try expect(sim.keyboardFrame == nil, "After the second Return \(keyboardDescription(sim)); it should be down.")
}
