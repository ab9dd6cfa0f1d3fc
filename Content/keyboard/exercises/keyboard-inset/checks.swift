import UIKit
import ExerciseKit

/// Where the form's view sits on the screen: the whole screen, or below a bar at the top, or above
/// a bar at the bottom (a tab bar, a toolbar), as a child of a container that draws the bar.
struct Placement {
    var top: CGFloat = 0
    var bottom: CGFloat = 0
}

/// The container: the learner's form as its only child, `top` points below the screen's top edge
/// and `bottom` points above its bottom edge.
final class BarsAroundForm: UIViewController {
    let form: KeyboardFormViewController
    let placement: Placement

    init(_ form: KeyboardFormViewController, _ placement: Placement) {
        self.form = form
        self.placement = placement
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not archived") }

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(form)
        let bounds = view.bounds
        form.view.frame = CGRect(x: 0, y: placement.top, width: bounds.width,
                                 height: bounds.height - placement.top - placement.bottom)
        form.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(form.view)
        form.didMove(toParent: self)
    }
}

/// The form fills the screen, sits below a bar, or (when `bottomBar`) above one. The bottom bar is
/// 20–40 pt, so that the covered part is never one of the keyboards' own heights.
func drawPlacement(_ scenario: Scenario, bottomBar: Bool = true) -> Placement {
    let kinds = bottomBar ? ["fills the screen", "is below a bar at the top", "is above a bar at the bottom"]
                          : ["fills the screen", "is below a bar at the top"]
    switch scenario.pick("the form", kinds) {
    case "is below a bar at the top": return Placement(top: CGFloat(scenario.int("top bar's height", 20...100)))
    case "is above a bar at the bottom": return Placement(bottom: CGFloat(scenario.int("bottom bar's height", 20...40)))
    default: return Placement()
    }
}

let anyOrientation: [UIInterfaceOrientation] = [.portrait, .landscapeLeft, .landscapeRight]

/// A fresh device showing the form (in its container when it does not fill the screen).
func showForm(_ device: Device, _ orientation: UIInterfaceOrientation, _ placement: Placement,
              options: Simulator.Options = .init(), accessoryBar: Bool = false) -> (Simulator, KeyboardFormViewController) {
    let sim = Simulator(device: device, orientation: orientation, options: options)
    let form = KeyboardFormViewController()
    if accessoryBar {
        form.noteField.inputAccessoryView = UIView(frame: CGRect(x: 0, y: 0, width: device.portraitScreenSize.width, height: 44))
    }
    if placement.top == 0 && placement.bottom == 0 {
        sim.show(form)
    } else {
        sim.show(BarsAroundForm(form, placement))
    }
    return (sim, form)
}

/// Starts editing the note field and lets the keyboard finish moving.
func editNote(_ sim: Simulator, _ form: KeyboardFormViewController) {
    form.noteField.becomeFirstResponder()
    sim.runUntilIdle()
}

/// What the form shows with the keyboard up: both bottom insets, whether the note field can be seen
/// (on screen, not clipped, not under the keyboard) and whether the form stays within its content.
/// Not the exact offset: any scroll that shows the whole field (with a margin or without) does.
func observeLifted(_ sim: Simulator, _ form: KeyboardFormViewController) {
    observe("contentInset.bottom", form.scrollView.contentInset.bottom)
    observe("verticalScrollIndicatorInsets.bottom", form.scrollView.verticalScrollIndicatorInsets.bottom)
    observe("the note field is fully visible", sim.visibilityProblem(of: form.noteField) ?? "yes")
    let scrollView = form.scrollView
    let inset = scrollView.adjustedContentInset
    let lowest = -inset.top
    let highest = max(lowest, scrollView.contentSize.height + inset.bottom - scrollView.bounds.height)
    let y = scrollView.contentOffset.y
    observe("the form is scrolled no further than its content and insets allow", y >= lowest - 0.5 && y <= highest + 0.5)
}

check("The note field is lifted above the keyboard") { scenario in
    let device = scenario.pick("device", Device.all)
    let orientation = scenario.pick("orientation", anyOrientation)
    var options = Simulator.Options()
    if device == .iPhone47Inch { options.predictiveBar = scenario.bool("QuickType bar") }
    let mode: KeyboardMode = device.isPad ? scenario.pick("keyboard", [.docked, .docked, .undocked, .split]) : .docked
    let placement = drawPlacement(scenario)
    let (sim, form) = showForm(device, orientation, placement, options: options)
    if mode != .docked { sim.setKeyboardMode(mode) }
    editNote(sim, form)
    observeLifted(sim, form)
}

check("Only the part of the keyboard that covers the view counts") { scenario in
    // The first scenario has a hardware keyboard, the second a bar below the form; later ones draw either or both.
    let kinds = ["a hardware keyboard: only the note field's 44-pt accessory bar shows",
                 "a bar at the bottom of the screen, below the form",
                 "both a hardware keyboard and a bar below the form"]
    let kind: String
    if scenario.index < 2 {
        kind = kinds[scenario.index]
        scenario.note("the keyboard covers less because of", kind)
    } else {
        kind = scenario.pick("the keyboard covers less because of", kinds)
    }
    let device = scenario.pick("device", Device.all)
    let orientation = scenario.pick("orientation", anyOrientation)
    let hardware = kind != kinds[1]
    let placement = kind == kinds[0] ? drawPlacement(scenario, bottomBar: false)
                                     : Placement(bottom: CGFloat(scenario.int("bottom bar's height", 20...40)))
    let (sim, form) = showForm(device, orientation, placement, accessoryBar: hardware)
    if hardware { sim.attachHardwareKeyboard() }
    editNote(sim, form)
    observeLifted(sim, form)
}

check("The end frame is converted from screen coordinates") { scenario in
    // iOS 7: in landscape the end frame lies along the portrait screen's left edge (Home button right) or right edge.
    scenario.note("coordinates", "iOS 7's, fixed to the portrait screen")
    let device = scenario.pick("device", Device.all)
    let orientation = scenario.pick("orientation", [UIInterfaceOrientation.landscapeLeft, .landscapeRight])
    let placement = drawPlacement(scenario, bottomBar: false)
    let (sim, form) = showForm(device, orientation, placement, options: .init(iOS7Coordinates: true))
    editNote(sim, form)
    observeLifted(sim, form)
}

check("Everything goes back when the keyboard hides") { scenario in
    let device = scenario.pick("device", Device.all)
    let orientation = scenario.pick("orientation", anyOrientation)
    let placement = drawPlacement(scenario)
    let rounds = scenario.int("times the note field is edited and the keyboard goes down", 1...3)
    let (sim, form) = showForm(device, orientation, placement)
    for round in 1...rounds {
        editNote(sim, form)
        observe("edit \(round): contentInset.bottom with the keyboard up", form.scrollView.contentInset.bottom)
        form.noteField.resignFirstResponder()
        sim.runUntilIdle()
        observe("edit \(round): contentInset after the keyboard went down", form.scrollView.contentInset)
        observe("edit \(round): verticalScrollIndicatorInsets after the keyboard went down", form.scrollView.verticalScrollIndicatorInsets)
    }
}

/// The keyboard animations iOS has been seen to post (reference uikit-behavior.md 1.3.1, 1.6.1, 1.7.3):
/// duration and curve as the WillShow/WillHide userInfo carries them.
let keyboardTimings: [(name: String, duration: Double, curve: UInt)] = [
    ("0.25 s along curve 7, as an iPhone shows and hides it", 0.25, 7),
    ("0.4 s along curve 7, as an iOS 7 simulator did", 0.4, 7),
    ("0.25 s along curve 0, as the iPad's undocked keyboard did", 0.25, 0),
    ("0 s, as during a rotation or a hardware keyboard's change", 0, 7),
]

/// Collects the keyboard's WillShow notifications, to post them again re-timed.
final class KeyboardNotes {
    var notes: [Notification] = []
}

check("The inset moves with the keyboard") { scenario in
    let device = scenario.pick("device", Device.all)
    let orientation = scenario.pick("orientation", anyOrientation)
    let placement = drawPlacement(scenario, bottomBar: false)
    // The first scenario's keyboard takes 0.4 s along curve 7, the second's has curve 0 or no animation,
    // later ones draw any: a duration or curve written into the code (0.25 s and curve 7 too), or the
    // curve passed without `<< 16`, fails on every seed.
    let names = keyboardTimings.map(\.name)
    let timingName: String
    if scenario.index == 0 {
        timingName = names[1]
        scenario.note("the keyboard animates", timingName)
    } else {
        timingName = scenario.pick("the keyboard animates", scenario.index == 1 ? [names[2], names[3]] : names)
    }
    let timing = keyboardTimings.first { $0.name == timingName }!
    let (sim, form) = showForm(device, orientation, placement)
    /// The inset animations logged since the log was cleared, without their start times.
    func insetAnimations() -> [String] {
        sim.log.filter { $0.kind == "animation" && ($0.message.hasPrefix("form.contentInset") || $0.message.hasPrefix("form.verticalScrollIndicatorInsets")) }
            .map { $0.message.replacingOccurrences(of: #" start [0-9.]+"#, with: "", options: .regularExpression) }
    }
    // The model's keyboard comes up; with the note field still edited, the keyboard then goes down and
    // comes up again (as in a rotation's hide/show cycle) with the drawn duration and curve: the check
    // posts its WillHide (the WillShow's frames swapped) and its WillShow again, re-timed.
    let center = NotificationCenter.default
    let heard = KeyboardNotes()
    let token = center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { heard.notes.append($0) }
    editNote(sim, form)
    center.removeObserver(token)
    guard let show = heard.notes.first else {
        observe("the keyboard posted WillShow", false)
        return
    }
    var showInfo = show.userInfo ?? [:]
    showInfo[UIResponder.keyboardAnimationDurationUserInfoKey] = NSNumber(value: timing.duration)
    showInfo[UIResponder.keyboardAnimationCurveUserInfoKey] = NSNumber(value: timing.curve)
    var hideInfo = showInfo
    hideInfo[UIResponder.keyboardFrameBeginUserInfoKey] = showInfo[UIResponder.keyboardFrameEndUserInfoKey]
    hideInfo[UIResponder.keyboardFrameEndUserInfoKey] = showInfo[UIResponder.keyboardFrameBeginUserInfoKey]
    // The deprecated centre keys by their names (the constants warn).
    let (centerBegin, centerEnd) = ("UIKeyboardCenterBeginUserInfoKey", "UIKeyboardCenterEndUserInfoKey")
    hideInfo[centerBegin] = showInfo[centerEnd]
    hideInfo[centerEnd] = showInfo[centerBegin]
    // Nothing is scheduled on the clock while these animations run: move it past their end.
    sim.clearLog()
    center.post(name: UIResponder.keyboardWillHideNotification, object: show.object, userInfo: hideInfo)
    sim.advance(by: 1)
    observe("inset animations while the keyboard goes down", insetAnimations())
    sim.clearLog()
    center.post(name: UIResponder.keyboardWillShowNotification, object: show.object, userInfo: showInfo)
    sim.advance(by: 1)
    observe("inset animations while the keyboard comes up", insetAnimations())
    observe("contentInset.bottom with the keyboard up", form.scrollView.contentInset.bottom)
}
