import UIKit
import Simulator
import ExerciseKit

/// 16, 5.5 — points without a trailing ".0".
func pt(_ value: CGFloat) -> String { String(format: "%g", Double(value)) }

/// A fresh device showing the learner's notes screen inside a navigation controller.
func notesScreen(_ device: Device, _ orientation: UIInterfaceOrientation = .portrait,
                 hardwareKeyboard: Bool = false) -> (Simulator, UINavigationController, NotesScreen) {
    let sim = Simulator(device: device, orientation: orientation)
    if hardwareKeyboard { sim.attachHardwareKeyboard() }
    let notes = NotesScreen()
    let navigation = UINavigationController(rootViewController: notes)
    sim.show(navigation)
    return (sim, navigation, notes)
}

func where_(_ device: Device, _ orientation: UIInterfaceOrientation) -> String {
    "on the \(device) in \(orientation.isLandscape ? "landscape" : "portrait")"
}

/// The height of the part of the text view the keyboard covers now.
func coveredHeight(_ sim: Simulator, _ textView: UITextView) -> CGFloat {
    guard let keyboard = sim.keyboardFrame else { return 0 }
    let overlap = textView.convert(textView.bounds, to: nil).intersection(keyboard)
    return overlap.isNull ? 0 : overlap.height
}

let scenarios: [(Device, UIInterfaceOrientation)] = [
    (.iPhone4Inch, .portrait), (.iPhone47Inch, .portrait), (.iPad, .portrait), (.iPhone4Inch, .landscapeLeft), (.iPad, .landscapeLeft),
]

check("The bottom inset equals the part the keyboard covers") {
    for (device, orientation) in scenarios {
        let (sim, _, notes) = notesScreen(device, orientation)
        sim.tap(notes.textView)
        sim.runUntilIdle()
        let covered = coveredHeight(sim, notes.textView)
        let inset = notes.textView.contentInset.bottom
        let keyboard = sim.keyboardFrame.map(NSStringFromCGRect) ?? "nothing"
        try expect(inset != 0,
                   "\(where_(device, orientation)) the keyboard covers \(keyboard) but contentInset.bottom is still 0: "
                   + "nothing reacted to UIResponder.keyboardDidShowNotification — add the observer in viewWillAppear.")
        try expect(inset == covered,
                   "\(where_(device, orientation)) the keyboard covers \(pt(covered)) points of the text view (keyboard \(keyboard)) "
                   + "but contentInset.bottom is \(pt(inset)): read the height from keyboardFrameEndUserInfoKey instead of a fixed number.")
    }
}

check("The inset follows the keyboard when its height changes") {
    // The QuickType bar going off while typing makes the keyboard shorter (258 → 225 on a 4.7-inch iPhone).
    let (sim, _, notes) = notesScreen(.iPhone47Inch)
    sim.tap(notes.textView)
    sim.runUntilIdle()
    sim.setPredictiveBar(false)
    sim.runUntilIdle()
    let covered = coveredHeight(sim, notes.textView)
    try expect(notes.textView.contentInset.bottom == covered,
               "After the predictive bar was switched off while typing, the keyboard covers \(pt(covered)) points "
               + "(\(sim.keyboardFrame.map(NSStringFromCGRect) ?? "none")) but contentInset.bottom is \(pt(notes.textView.contentInset.bottom)): "
               + "take the height from each notification's keyboardFrameEndUserInfoKey, not from a number saved earlier.")
}

check("The scroll indicator follows the keyboard too") {
    let (sim, _, notes) = notesScreen(.iPhone47Inch)
    sim.tap(notes.textView)
    sim.runUntilIdle()
    let covered = coveredHeight(sim, notes.textView)
    try expect(notes.textView.verticalScrollIndicatorInsets.bottom == covered,
               "With the keyboard up the scroll indicator's bottom inset is \(pt(notes.textView.verticalScrollIndicatorInsets.bottom)), "
               + "so the scroll bar runs on under the keys: set verticalScrollIndicatorInsets.bottom to \(pt(covered)) as well.")
}

check("The inset goes back to zero when the keyboard hides") {
    for (device, orientation) in scenarios.prefix(2) {
        let (sim, _, notes) = notesScreen(device, orientation)
        sim.tap(notes.textView)
        sim.runUntilIdle()
        notes.textView.resignFirstResponder()
        sim.runUntilIdle()
        try expect(notes.textView.contentInset.bottom == 0,
                   "\(where_(device, orientation)) the keyboard is down but contentInset.bottom is still \(pt(notes.textView.contentInset.bottom)): "
                   + "set it back to 0 on UIResponder.keyboardWillHideNotification.")
        try expect(notes.textView.verticalScrollIndicatorInsets.bottom == 0,
                   "\(where_(device, orientation)) the keyboard is down but the scroll indicator's bottom inset is still "
                   + "\(pt(notes.textView.verticalScrollIndicatorInsets.bottom)): reset it on keyboardWillHideNotification too.")
    }
}

check("A hardware keyboard leaves the inset alone") {
    let (sim, _, notes) = notesScreen(.iPad, hardwareKeyboard: true)
    sim.tap(notes.textView)
    sim.runUntilIdle()
    try expect(notes.textView.isFirstResponder, "With a hardware keyboard the tap should still start editing the text view.")
    try expect(notes.textView.contentInset.bottom == 0,
               "With a hardware keyboard nothing covers the text view, yet contentInset.bottom is \(pt(notes.textView.contentInset.bottom)): "
               + "set the inset from the keyboard notifications, not when editing begins.")
}

check("A covered screen stops listening") {
    let (sim, navigation, notes) = notesScreen(.iPhone4Inch)
    let form = UIViewController()
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 280, height: 31))
    field.borderStyle = .roundedRect
    form.view.addSubview(field)
    navigation.pushViewController(form, animated: false)
    sim.runUntilIdle()
    sim.tap(field)
    sim.runUntilIdle()
    try expect(notes.textView.contentInset.bottom == 0,
               "While another screen was pushed over the notes, the keyboard shown for that screen's field changed the notes' "
               + "contentInset.bottom to \(pt(notes.textView.contentInset.bottom)): remove the observers in viewWillDisappear.")
}

check("Coming back starts listening again") {
    let (sim, navigation, notes) = notesScreen(.iPhone4Inch)
    navigation.pushViewController(UIViewController(), animated: false)
    sim.runUntilIdle()
    navigation.popViewController(animated: false)
    sim.runUntilIdle()
    sim.tap(notes.textView)
    sim.runUntilIdle()
    let covered = coveredHeight(sim, notes.textView)
    try expect(notes.textView.contentInset.bottom == covered,
               "After another screen was pushed and popped, the keyboard covers \(pt(covered)) points of the notes but contentInset.bottom is "
               + "\(pt(notes.textView.contentInset.bottom)): observers removed in viewWillDisappear must be added again in viewWillAppear "
               + "(viewDidLoad runs only once).")
}
