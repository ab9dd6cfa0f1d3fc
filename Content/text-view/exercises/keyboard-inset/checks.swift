import UIKit
import Simulator
import ExerciseKit

/// Where the notes are drawn: the screen's view below an optional bar at the top of the screen, and the
/// text view's frame inside that view.
struct Layout {
    /// Height of a bar above the notes screen (0: the screen fills the window).
    var barAbove: CGFloat = 0
    /// The text view's frame from the view's bounds.
    var textViewFrame: (CGRect) -> CGRect = { $0 }
}

/// A container drawing a bar above the notes screen, which it holds as its child.
final class BarAboveNotes: UIViewController {
    let notes: NotesScreen
    let bar: CGFloat

    init(_ notes: NotesScreen, bar: CGFloat) {
        self.notes = notes
        self.bar = bar
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not archived") }

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(notes)
        notes.view.frame = CGRect(x: 0, y: bar, width: view.bounds.width, height: view.bounds.height - bar)
        notes.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(notes.view)
        notes.didMove(toParent: self)
    }
}

/// Draws the notes screen's place and the text view's frame: it does not always fill the screen. With `box`
/// the text view may also be a box at the top that the keyboard may not reach.
/// `toolbarFirst`: the first scenario's text view always stops above a toolbar, so that the keyboard covers
/// less than its height there (otherwise a seed may draw only layouts where the two are equal).
func drawLayout(_ scenario: Scenario, box: Bool = true, toolbarFirst: Bool = false) -> Layout {
    var layout = Layout()
    if scenario.pick("the notes screen", ["fills the screen", "is below a bar at the top"]) != "fills the screen" {
        layout.barAbove = CGFloat(scenario.int("top bar's height", 20...100))
    }
    let frames = ["fills the notes screen", "leaves room for a toolbar below it", "starts below a header", "is a box at the top"]
    let frame: String
    if toolbarFirst && scenario.index == 0 {
        frame = frames[1]
        scenario.note("the text view", frame)
    } else {
        frame = scenario.pick("the text view", box ? frames : Array(frames.dropLast()))
    }
    switch frame {
    case "leaves room for a toolbar below it":
        let toolbar = CGFloat(scenario.int("toolbar's height", 20...100))
        layout.textViewFrame = { CGRect(x: 0, y: 0, width: $0.width, height: $0.height - toolbar) }
    case "starts below a header":
        let header = CGFloat(scenario.int("header's height", 20...120))
        layout.textViewFrame = { CGRect(x: 0, y: header, width: $0.width, height: $0.height - header) }
    case "is a box at the top":
        let height = CGFloat(scenario.int("box's height", 60...140))
        layout.textViewFrame = { CGRect(x: 16, y: 8, width: $0.width - 32, height: height) }
    default:
        break
    }
    return layout
}

let anyOrientation: [UIInterfaceOrientation] = [.portrait, .landscapeLeft, .landscapeRight]

/// A fresh device showing the learner's notes screen, laid out as drawn, in a navigation controller.
func notesScreen(_ device: Device, _ orientation: UIInterfaceOrientation, _ layout: Layout,
                 predictiveBar: Bool = true, hardwareKeyboard: Bool = false) -> (Simulator, UINavigationController, NotesScreen) {
    let sim = Simulator(device: device, orientation: orientation, options: .init(predictiveBar: predictiveBar))
    if hardwareKeyboard { sim.attachHardwareKeyboard() }
    let notes = NotesScreen()
    let root: UIViewController = layout.barAbove > 0 ? BarAboveNotes(notes, bar: layout.barAbove) : notes
    let navigation = UINavigationController(rootViewController: root)
    sim.show(navigation)
    notes.textView.frame = layout.textViewFrame(notes.view.bounds)
    sim.runUntilIdle()
    return (sim, navigation, notes)
}

/// Draws a device, an orientation and a layout, and shows the notes.
func drawnNotes(_ scenario: Scenario, box: Bool = true, hardwareKeyboard: Bool = false,
                toolbarFirst: Bool = false) -> (Simulator, UINavigationController, NotesScreen) {
    let device = scenario.pick("device", Device.all)
    let orientation = scenario.pick("orientation", anyOrientation)
    let layout = drawLayout(scenario, box: box, toolbarFirst: toolbarFirst)
    return notesScreen(device, orientation, layout, hardwareKeyboard: hardwareKeyboard)
}

/// Another screen with a text field, to cover the notes with.
func otherScreen() -> (UIViewController, UITextField) {
    let form = UIViewController()
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 280, height: 31))
    field.borderStyle = .roundedRect
    form.view.backgroundColor = .white
    form.view.addSubview(field)
    return (form, field)
}

/// Covers the notes with `form`, pushed or presented full screen, and lets the transition finish.
func cover(_ sim: Simulator, _ navigation: UINavigationController, with form: UIViewController, pushed: Bool) {
    if pushed {
        navigation.pushViewController(form, animated: true)
    } else {
        form.modalPresentationStyle = .fullScreen
        navigation.present(form, animated: true)
    }
    sim.runUntilIdle()
}

func uncover(_ sim: Simulator, _ navigation: UINavigationController, _ form: UIViewController, pushed: Bool) {
    if pushed {
        navigation.popViewController(animated: true)
    } else {
        form.dismiss(animated: true)
    }
    sim.runUntilIdle()
}

func tapNotes(_ sim: Simulator, _ notes: NotesScreen) {
    sim.tap(notes.textView)
    sim.runUntilIdle()
}

check("The bottom inset equals the part the keyboard covers") { scenario in
    let (sim, _, notes) = drawnNotes(scenario, toolbarFirst: true)
    tapNotes(sim, notes)
    observe("contentInset.bottom", notes.textView.contentInset.bottom)
}

check("The inset follows the keyboard when its height changes") { scenario in
    let changes = ["the QuickType bar is switched", "the device is rotated"]
    let change = scenario.pick("while typing", changes)
    let device = change == changes[0] ? Device.iPhone47Inch : scenario.pick("device", Device.all)
    if change == changes[0] { scenario.note("device", device.name) }
    let orientation = scenario.pick("orientation", anyOrientation)
    let predictiveBar = change == changes[0] ? scenario.bool("the QuickType bar is on at first") : true
    let layout = drawLayout(scenario)
    let (sim, _, notes) = notesScreen(device, orientation, layout, predictiveBar: predictiveBar)
    tapNotes(sim, notes)
    observe("contentInset.bottom before", notes.textView.contentInset.bottom)
    if change == changes[0] {
        sim.setPredictiveBar(!predictiveBar)
    } else {
        sim.rotate(to: scenario.pick("rotated to", anyOrientation.filter { $0 != orientation }))
    }
    sim.runUntilIdle()
    observe("contentInset.bottom after", notes.textView.contentInset.bottom)
}

check("The scroll indicator follows the keyboard too") { scenario in
    // Never the box at the top: the keyboard must cover the text view, or an indicator left alone passes.
    let (sim, _, notes) = drawnNotes(scenario, box: false)
    tapNotes(sim, notes)
    observe("verticalScrollIndicatorInsets.bottom", notes.textView.verticalScrollIndicatorInsets.bottom)
}

check("The inset goes back to zero when the keyboard hides") { scenario in
    let (sim, _, notes) = drawnNotes(scenario)
    let rounds = scenario.int("times the notes are edited and the keyboard goes down", 1...3)
    for round in 1...rounds {
        tapNotes(sim, notes)
        observe("edit \(round): contentInset.bottom with the keyboard up", notes.textView.contentInset.bottom)
        notes.textView.resignFirstResponder()
        sim.runUntilIdle()
        observe("edit \(round): contentInset.bottom after the keyboard went down", notes.textView.contentInset.bottom)
        observe("edit \(round): verticalScrollIndicatorInsets.bottom after the keyboard went down",
                notes.textView.verticalScrollIndicatorInsets.bottom)
    }
}

check("A hardware keyboard leaves the inset alone") { scenario in
    scenario.note("keyboard", "a hardware keyboard is attached")
    let (sim, _, notes) = drawnNotes(scenario, hardwareKeyboard: true)
    tapNotes(sim, notes)
    observe("the text view is being edited", notes.textView.isFirstResponder)
    observe("contentInset.bottom", notes.textView.contentInset.bottom)
    observe("verticalScrollIndicatorInsets.bottom", notes.textView.verticalScrollIndicatorInsets.bottom)
}

check("A covered screen stops listening") { scenario in
    let pushed = scenario.pick("the other screen is", ["pushed", "presented full screen"]) == "pushed"
    let (sim, navigation, notes) = drawnNotes(scenario, box: false)
    let (form, field) = otherScreen()
    cover(sim, navigation, with: form, pushed: pushed)
    sim.tap(field)
    sim.runUntilIdle()
    observe("the notes' contentInset.bottom while the other screen's keyboard is up", notes.textView.contentInset.bottom)
    observe("the notes' verticalScrollIndicatorInsets.bottom while the other screen's keyboard is up",
            notes.textView.verticalScrollIndicatorInsets.bottom)
}

check("Coming back starts listening again") { scenario in
    let pushed = scenario.pick("the other screen is", ["pushed", "presented full screen"]) == "pushed"
    let trips = scenario.int("times the other screen comes and goes", 1...3)
    let (sim, navigation, notes) = drawnNotes(scenario, box: false)
    for _ in 1...trips {
        let (form, _) = otherScreen()
        cover(sim, navigation, with: form, pushed: pushed)
        uncover(sim, navigation, form, pushed: pushed)
    }
    tapNotes(sim, notes)
    observe("contentInset.bottom", notes.textView.contentInset.bottom)
}
