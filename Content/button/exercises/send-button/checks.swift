import UIKit
import Simulator
import ExerciseKit

func composeScreen(_ device: Device = .iPhone4Inch, _ orientation: UIInterfaceOrientation = .portrait) -> (Simulator, ComposeViewController) {
    let sim = Simulator(device: device, orientation: orientation)
    let compose = ComposeViewController()
    sim.show(compose)
    return (sim, compose)
}

func where_(_ device: Device, _ orientation: UIInterfaceOrientation) -> String {
    "on the \(device) in \(orientation.isLandscape ? "landscape" : "portrait")"
}

check("Send starts disabled") {
    let (sim, compose) = composeScreen()
    try expect(!compose.sendButton.isEnabled,
               "With an empty field Send is enabled, so it sends empty messages: set sendButton.isEnabled = false (or from the text) in viewDidLoad.")
    sim.tap(compose.sendButton)
    try expect(compose.sent.isEmpty, "Tapping Send with an empty field sent \(compose.sent); a disabled button ignores taps.")
}

check("Typing enables Send and deleting disables it") {
    let (sim, compose) = composeScreen()
    sim.tap(compose.messageField)
    sim.type("hi")
    try expect(compose.sendButton.isEnabled,
               "After typing \"hi\" Send is still disabled: update it in an action for .editingChanged, the event a text field sends "
               + "for every edit (it never sends .valueChanged).")
    sim.deleteBackward()
    sim.deleteBackward()
    try expect(compose.messageField.text ?? "" == "", "Deleting twice should have emptied the field; it holds \"\(compose.messageField.text ?? "")\".")
    try expect(!compose.sendButton.isEnabled,
               "After the text was deleted Send is still enabled: set isEnabled from whether the text is empty, not to true on every edit.")
}

check("Send can be tapped while the keyboard is up") {
    let scenarios: [(Device, UIInterfaceOrientation)] = [
        (.iPhone35Inch, .portrait), (.iPhone4Inch, .portrait), (.iPhone47Inch, .portrait), (.iPad, .portrait), (.iPhone4Inch, .landscapeLeft),
    ]
    for (device, orientation) in scenarios {
        let (sim, compose) = composeScreen(device, orientation)
        sim.tap(compose.messageField)
        sim.type("See you at 8")
        sim.runUntilIdle()
        let problem = sim.visibilityProblem(of: compose.sendButton)
        let enabled = compose.sendButton.isEnabled
        let hit = sim.tap(compose.sendButton)
        try expect(hit == .view(compose.sendButton),
                   "\(where_(device, orientation)) the tap on Send landed on \(hit == .keyboard ? "the keyboard" : "\(hit)")"
                   + (problem.map { ": \($0)" } ?? "")
                   + ". Place Send where no keyboard reaches, near the top of the screen.")
        try expect(enabled,
                   "\(where_(device, orientation)) the tap reached Send, but Send was still disabled after typing \"See you at 8\": typing did not enable it.")
        try expect(compose.sent == ["See you at 8"],
                   "\(where_(device, orientation)) tapping Send with \"See you at 8\" in the field sent \(compose.sent).")
    }
}
