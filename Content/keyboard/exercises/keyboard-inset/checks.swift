import UIKit
import ExerciseKit

/// One situation the form must cope with: a device, an orientation and a kind of keyboard.
struct Scenario {
    var device: Device
    var orientation: UIInterfaceOrientation = .portrait
    /// Before iOS 8: landscape keyboard frames arrive in portrait-fixed screen coordinates.
    var iOS7Coordinates = false
    /// A Bluetooth keyboard is attached and the note field has a 44-pt accessory bar: only the bar shows.
    var hardwareKeyboard = false

    var name: String {
        var text = "the \(device) in \(orientation.isLandscape ? "landscape" : "portrait")"
        if iOS7Coordinates { text += " with iOS 7's coordinates" }
        if hardwareKeyboard { text += " with a hardware keyboard (only the 44-pt accessory bar shows)" }
        return text
    }

    /// Shows a fresh form, starts editing the note field and lets the keyboard finish moving.
    func edit() -> (Simulator, KeyboardFormViewController) {
        let sim = Simulator(device: device, orientation: orientation, options: .init(iOS7Coordinates: iOS7Coordinates))
        let form = KeyboardFormViewController()
        if hardwareKeyboard {
            form.noteField.inputAccessoryView = UIView(frame: CGRect(x: 0, y: 0, width: device.portraitScreenSize.width, height: 44))
        }
        sim.show(form)
        if hardwareKeyboard { sim.attachHardwareKeyboard() }
        form.noteField.becomeFirstResponder()
        sim.runUntilIdle()
        return (sim, form)
    }
}

/// The part of the form's view the keyboard covers now, worked out from what is on screen.
func coveredHeight(_ sim: Simulator, _ form: UIViewController) -> CGFloat {
    guard let keyboard = sim.keyboardFrame else { return 0 }
    let covered = form.view.bounds.intersection(form.view.convert(keyboard, from: nil))
    return covered.isNull ? 0 : covered.height
}

func points(_ value: CGFloat) -> String { value == value.rounded() ? String(Int(value)) : String(Double(value)) }

/// The inset is what the keyboard covers, the indicator follows it, and the field is in view.
func expectLifted(_ scenario: Scenario, _ sim: Simulator, _ form: KeyboardFormViewController) throws {
    let covered = coveredHeight(sim, form)
    let inset = form.scrollView.contentInset.bottom
    let reported = sim.reportedKeyboardFrame ?? .zero
    try expect(inset != 0 || covered == 0,
               "On \(scenario.name) the bottom inset stays 0 while the keyboard covers \(points(covered)) pt of the view: "
               + "set scrollView.contentInset.bottom in keyboardWillShow.")
    if inset == reported.height && inset != covered {
        try fail("On \(scenario.name) the bottom inset is \(points(inset)), the keyboard frame's full height, but only \(points(covered)) pt of it "
                 + "covers the view (end frame \(NSStringFromCGRect(reported))): intersect the converted frame with view.bounds "
                 + "and use the height of the intersection.")
    }
    if inset != covered, form.view.bounds.intersection(reported).height == inset {
        try fail("On \(scenario.name) the bottom inset is \(points(inset)) instead of \(points(covered)): the end frame "
                 + "\(NSStringFromCGRect(reported)) is in screen coordinates and was used as it came. Convert it first with "
                 + "view.convert(endFrame, from: nil).")
    }
    try expect(inset == covered, "On \(scenario.name) the bottom inset is \(points(inset)), but the keyboard covers \(points(covered)) pt of the view.")
    let indicator = form.scrollView.verticalScrollIndicatorInsets.bottom
    try expect(indicator == covered, "On \(scenario.name) the content inset is right, but the scroll indicator's bottom inset is "
               + "\(points(indicator)), so the indicator runs under the keyboard: set verticalScrollIndicatorInsets.bottom too.")
    if let problem = sim.visibilityProblem(of: form.noteField) {
        try fail("On \(scenario.name) the inset is right but the note field is not in view (\(problem)): scroll the active field "
                 + "into view with scrollView.scrollRectToVisible(field.frame, animated: true).")
    }
}

check("The note field is lifted above the keyboard") {
    for scenario in [Scenario(device: .iPhone4Inch), Scenario(device: .iPhone47Inch, orientation: .landscapeLeft), Scenario(device: .iPad)] {
        let (sim, form) = scenario.edit()
        try expectLifted(scenario, sim, form)
    }
}

check("Only the part of the keyboard that covers the view counts") {
    for scenario in [Scenario(device: .iPad, hardwareKeyboard: true), Scenario(device: .iPhone4Inch, hardwareKeyboard: true)] {
        let (sim, form) = scenario.edit()
        try expectLifted(scenario, sim, form)
    }
}

check("The end frame is converted from screen coordinates") {
    // Both landscapes: the posted frame lies along the portrait left edge (Home button right) or the right edge (Home button left).
    for scenario in [Scenario(device: .iPad, orientation: .landscapeRight, iOS7Coordinates: true),
                     Scenario(device: .iPhone4Inch, orientation: .landscapeLeft, iOS7Coordinates: true)] {
        let (sim, form) = scenario.edit()
        try expectLifted(scenario, sim, form)
    }
}

check("Everything goes back when the keyboard hides") {
    let scenario = Scenario(device: .iPhone4Inch)
    let (sim, form) = scenario.edit()
    form.noteField.resignFirstResponder()
    sim.runUntilIdle()
    let inset = form.scrollView.contentInset
    try expect(inset == .zero, "On \(scenario.name), after the keyboard went down the content inset is still "
               + "\(NSStringFromUIEdgeInsets(inset)): the form can now scroll past its end onto empty space. "
               + "Set contentInset back to .zero in keyboardWillHide.")
    let indicator = form.scrollView.verticalScrollIndicatorInsets
    try expect(indicator == .zero, "On \(scenario.name), after the keyboard went down the scroll indicator's inset is still "
               + "\(NSStringFromUIEdgeInsets(indicator)): set verticalScrollIndicatorInsets back to .zero in keyboardWillHide.")
}

check("The inset moves with the keyboard") {
    let scenario = Scenario(device: .iPhone4Inch)
    let sim = Simulator(device: scenario.device)
    let form = KeyboardFormViewController()
    sim.show(form)
    sim.clearLog()
    form.noteField.becomeFirstResponder()
    sim.runUntilIdle()
    let moves = sim.log.filter { $0.kind == "animation" && $0.message.hasPrefix("form.contentInset") }
    guard let move = moves.first else {
        try expect(form.scrollView.contentInset.bottom == 0, "On \(scenario.name) the content inset changed without an animation: "
                   + "it jumps while the keyboard slides.")
        try fail("On \(scenario.name) the content inset never changed while the keyboard came up: set it in keyboardWillShow.")
    }
    try expect(move.message.hasSuffix("duration 0.25 curve 7"),
               "On \(scenario.name) the keyboard slides for 0.25 s with curve 7, but the inset animated as \"\(move.message)\": "
               + "read keyboardAnimationDurationUserInfoKey and keyboardAnimationCurveUserInfoKey from userInfo and animate "
               + "with options UIView.AnimationOptions(rawValue: curve << 16), so the two move together.")
}
