import UIKit
import ExerciseKit

/// The form as the root of a navigation controller, on a 4-inch iPhone, on screen.
func formInNavigation() -> (Simulator, KeyboardFormViewController) {
    let sim = Simulator(device: .iPhone4Inch)
    let form = KeyboardFormViewController()
    sim.show(UINavigationController(rootViewController: form))
    return (sim, form)
}

/// Edits a field and lets the keyboard finish coming up.
func edit(_ field: UITextField, _ sim: Simulator) {
    field.becomeFirstResponder()
    sim.runUntilIdle()
}

func stopEditing(_ field: UITextField, _ sim: Simulator) {
    field.resignFirstResponder()
    sim.runUntilIdle()
}

func points(_ value: CGFloat) -> String { value == value.rounded() ? String(Int(value)) : String(Double(value)) }

check("The form reacts to the keyboard while it is on screen") {
    let (sim, form) = formInNavigation()
    edit(form.noteField, sim)
    try expect(form.scrollView.contentInset.bottom > 0,
               "With the form on screen, editing its note field left the bottom inset at 0: nothing observes the keyboard. "
               + "Add the observers (addObserver(forName:object:queue:using:)) when the form is about to appear.")
    try expect(sim.isFullyVisible(form.noteField), sim.visibilityProblem(of: form.noteField) ?? "")
    stopEditing(form.noteField, sim)
    try expect(form.scrollView.contentInset == .zero, "After the keyboard went down the form kept a bottom inset of "
               + "\(points(form.scrollView.contentInset.bottom)): keyboardWillHide did not run.")
}

check("A covered form does not listen") {
    let (sim, form) = formInNavigation()
    let next = FormViewController()
    sim.push(next)
    try expect(form.view.window == nil, "The pushed screen should have covered the form.")
    edit(next.noteField, sim)
    try expect(form.scrollView.contentInset.bottom == 0,
               "A screen was pushed over the form and its field was edited; the form, no longer on screen, still listens: "
               + "its bottom inset changed to \(points(form.scrollView.contentInset.bottom)) for a keyboard that belongs to "
               + "the other screen. Observers added in viewDidLoad stay for the controller's whole life: add them in "
               + "viewWillAppear and remove them in viewWillDisappear.")
}

check("The form listens again after coming back") {
    let (sim, form) = formInNavigation()
    sim.push(FormViewController())
    sim.visibleNavigationController?.popViewController(animated: true)
    sim.runUntilIdle()
    try expect(form.view.window != nil, "Popping should have shown the form again.")
    edit(form.noteField, sim)
    try expect(form.scrollView.contentInset.bottom > 0,
               "After a pushed screen was popped, editing the form's note field left the bottom inset at 0: the observers "
               + "were removed when the form disappeared but added only once, in viewDidLoad, which does not run again. "
               + "Add them in viewWillAppear, which runs every time the form is about to show.")
    try expect(sim.isFullyVisible(form.noteField), sim.visibilityProblem(of: form.noteField) ?? "")
}
