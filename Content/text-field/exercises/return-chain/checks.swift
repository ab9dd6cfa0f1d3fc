import UIKit
import Simulator
import ExerciseKit

/// What people type into the email field, including nothing at all and a half-typed address.
let emails = ["", "maria", "kenji@", "o.ortiz@mail.com", "li.wei@qq.com", "zoe.k@icloud.com"]
let passwordLetters = Array("abcxyz0123456789!?")

/// A fresh device, drawn with its orientation (and, on an iPad, how its keyboard sits), showing a fresh sign-in screen.
func signInScreen(_ scenario: Scenario) -> (Simulator, SignInViewController) {
    let device = scenario.pick("device", Device.all)
    let orientation = scenario.pick("orientation", [UIInterfaceOrientation.portrait, .landscapeLeft, .landscapeRight])
    let sim = Simulator(device: device, orientation: orientation)
    if device.isPad {
        sim.setKeyboardMode(scenario.pick("iPad keyboard", [KeyboardMode.docked, .undocked, .split], describe: { $0.rawValue }))
    }
    let screen = SignInViewController()
    sim.show(screen)
    sim.runUntilIdle()
    return (sim, screen)
}

/// Which field has the cursor, in the lesson's words.
func firstResponderName(_ sim: Simulator, _ screen: SignInViewController) -> String {
    if screen.emailField.isFirstResponder { return "the email field" }
    if screen.passwordField.isFirstResponder { return "the password field" }
    return sim.firstResponder == nil ? "nothing" : "something else"
}

/// The keyboard's frame, or that it is down.
func keyboardText(_ sim: Simulator) -> String {
    sim.keyboardFrame.map(NSStringFromCGRect) ?? "down"
}

/// What Return leads to, in order: the delegate's Return question, editing ending and beginning, and the
/// keyboard's notifications. (Not `textFieldShouldEndEditing`: `view.endEditing(true)` hides the keyboard
/// without asking it, and that is right too.)
func returnEffects(_ sim: Simulator) -> [String] {
    let delegateCalls = ["textFieldShouldReturn", "textFieldDidBeginEditing", "textFieldDidEndEditing"]
    return sim.log.filter { entry in
        entry.kind == "delegate" ? delegateCalls.contains { entry.message.hasPrefix($0 + "(") }
            : entry.kind == "notification" && entry.message.hasPrefix("UIKeyboard")
    }.map(\.text)
}

/// Presses Return and records what it led to, then who has the cursor and where the keyboard is.
func pressReturn(_ sim: Simulator, _ screen: SignInViewController, _ where: String) {
    sim.clearLog()
    sim.pressReturn()
    sim.runUntilIdle()
    observe("calls after Return \(`where`)", returnEffects(sim))
    observe("first responder after Return \(`where`)", firstResponderName(sim, screen))
    observe("keyboard after Return \(`where`)", keyboardText(sim))
}

func tapAndType(_ sim: Simulator, _ field: UITextField, _ text: String) {
    sim.tap(field)
    sim.type(text)
    sim.runUntilIdle()
}

func observeTexts(_ screen: SignInViewController, _ moment: String) {
    observe("email field's text \(moment)", screen.emailField.text ?? "")
    observe("password field's text \(moment)", screen.passwordField.text ?? "")
}

check("Return in the email field moves to the password field") { scenario in
    let email = scenario.pick("email typed", emails, describe: { "\"\($0)\"" })
    let password = scenario.text("typed after Return", from: passwordLetters, length: 1...8)
    let (sim, screen) = signInScreen(scenario)
    tapAndType(sim, screen.emailField, email)
    pressReturn(sim, screen, "in the email field")
    sim.type(password)
    observeTexts(screen, "after typing on")
}

check("Return in the password field hides the keyboard") { scenario in
    let password = scenario.text("password typed", from: passwordLetters, length: 1...8)
    let (sim, screen) = signInScreen(scenario)
    tapAndType(sim, screen.passwordField, password)
    pressReturn(sim, screen, "in the password field")
}

check("The whole form, filled in the order people do") { scenario in
    let email = scenario.pick("email typed", Array(emails.dropFirst()), describe: { "\"\($0)\"" })
    let password = scenario.text("password typed", from: passwordLetters, length: 1...8)
    let order = scenario.pick("order", ["password first, then the email",
                                        "email, Return, password, then back to fix the email",
                                        "email, Return on the empty password, then the password"])
    let (sim, screen) = signInScreen(scenario)
    switch order {
    case "password first, then the email":
        tapAndType(sim, screen.passwordField, password)
        tapAndType(sim, screen.emailField, email)
        pressReturn(sim, screen, "in the email field")
        pressReturn(sim, screen, "again")
    case "email, Return, password, then back to fix the email":
        let fix = scenario.pick("added to the email", [".uk", "x", ".org"])
        tapAndType(sim, screen.emailField, email)
        pressReturn(sim, screen, "in the email field")
        sim.type(password)
        tapAndType(sim, screen.emailField, fix)
        pressReturn(sim, screen, "after fixing the email")
        pressReturn(sim, screen, "again")
    default:
        tapAndType(sim, screen.emailField, email)
        pressReturn(sim, screen, "in the email field")
        pressReturn(sim, screen, "again")
        tapAndType(sim, screen.passwordField, password)
        pressReturn(sim, screen, "after typing the password")
    }
    observeTexts(screen, "at the end")
}
