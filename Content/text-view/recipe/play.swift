import UIKit
import Simulator

// `tutor run text-view`: the notes screen, its inset following the keyboard.

/// Prints a scene: a title, the screen, the text view's inset, and the log since the last scene.
func scene(_ sim: Simulator, _ notes: NotesViewController, _ title: String) {
    sim.runUntilIdle()
    print("== \(title)")
    print(sim.render())
    print("contentInset.bottom = \(notes.textView.contentInset.bottom), keyboard: \(sim.keyboardFrame.map(NSStringFromCGRect) ?? "none")")
    for entry in sim.log { print("  " + entry.description) }
    print()
    sim.clearLog()
}

for (orientation, name) in [(UIInterfaceOrientation.portrait, "portrait"), (.landscapeLeft, "landscape")] {
    let sim = Simulator(device: .iPhone4Inch, orientation: orientation)
    let notes = NotesViewController()
    let navigation = UINavigationController(rootViewController: notes)
    sim.show(navigation)
    scene(sim, notes, "4-inch iPhone, \(name): the notes as they open; viewWillAppear adds the observers")
    sim.tap(notes.textView)
    scene(sim, notes, "\(name): tap the text — DidShow sets the bottom inset to the covered part")
    notes.textView.resignFirstResponder()
    scene(sim, notes, "\(name): editing ends — WillHide sets the inset back to 0")
    navigation.pushViewController(UIViewController(), animated: false)
    scene(sim, notes, "\(name): another screen is pushed — viewWillDisappear removes the observers")
}

let desk = Simulator(device: .iPad)
desk.attachHardwareKeyboard()
let ipadNotes = NotesViewController()
desk.show(ipadNotes)
desk.tap(ipadNotes.textView)
scene(desk, ipadNotes, "iPad with a hardware keyboard: editing, but no keyboard notifications and no inset")
