import UIKit
import Simulator

// `tutor run text-field`: the sign-in form on a 4-inch iPhone, one scene at a time.

let sim = Simulator(device: .iPhone4Inch)
let form = SignInFormController()
sim.show(form)

/// Prints a scene: a title, the screen, and what the model logged since the last scene.
func scene(_ title: String) {
    sim.runUntilIdle()
    print("== \(title)")
    print(sim.render())
    for field in [form.emailField, form.passwordField] {
        let overlays = sim.visibleOverlays(of: field).map(\.rawValue)
        let text = field.isSecureTextEntry ? String(repeating: "•", count: (field.text ?? "").count) : (field.text ?? "")
        print("\(field.accessibilityIdentifier!): text \"\(text)\", overlays: \(overlays.isEmpty ? "none" : overlays.joined(separator: ", "))")
    }
    for entry in sim.log { print("  " + entry.description) }
    print()
    sim.clearLog()
}

scene("1. The form as it opens: borders, placeholders and icons, no keyboard")

sim.tap(form.emailField)
scene("2. Tap the email field: the delegate is asked, editing begins, the keyboard comes up")

sim.type("ann@example.com")
scene("3. Type an address: one shouldChangeCharactersIn per character; the clear button appears")

sim.pressReturn()
scene("4. Return in the email field: the password field takes over, the keyboard stays up")

sim.type("secret")
sim.pressReturn()
scene("5. Return in the password field: resignFirstResponder hides the keyboard")

if let sent = form.submitted {
    print("The form would sign in \(sent.email) with a \(sent.password.count)-character password.")
}
