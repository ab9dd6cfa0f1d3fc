import UIKit
import ExerciseKit

/// The learner's form, with a note of every handler call: the handlers themselves are given, so what
/// the checks look at is when they run, and how often.
final class WatchedForm: KeyboardFormViewController {
    var heard: [String] = []

    override func keyboardWillShow(_ note: Notification) {
        heard.append("keyboardWillShow")
        super.keyboardWillShow(note)
    }

    override func keyboardWillHide(_ note: Notification) {
        heard.append("keyboardWillHide")
        super.keyboardWillHide(note)
    }
}

/// Another screen of the app, with a text field of its own.
final class OtherScreen: UIViewController {
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 280, height: 31))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        field.borderStyle = .roundedRect
        field.accessibilityIdentifier = "other"
        view.addSubview(field)
    }
}

/// `NotificationCenter.default` as the learner's file sees it: the same calls, passed on to Foundation's
/// default centre (where the keyboard model posts), counting the keyboard observers added and not yet
/// removed. Declared in the program, this name comes before Foundation's.
final class NotificationCenter: @unchecked Sendable {
    static let `default` = NotificationCenter()
    private let center = Foundation.NotificationCenter.default
    /// The tokens of keyboard observers still registered.
    private var keyboardTokens: [ObjectIdentifier] = []
    /// How many keyboard-notification observers the program has added and not removed.
    static var keyboardObservers: Int { Self.default.keyboardTokens.count }

    func addObserver(forName name: NSNotification.Name?, object obj: Any?, queue: OperationQueue?,
                     using block: @escaping @Sendable (Notification) -> Void) -> NSObjectProtocol {
        let token = center.addObserver(forName: name, object: obj, queue: queue, using: block)
        if name?.rawValue.contains("Keyboard") ?? true { keyboardTokens.append(ObjectIdentifier(token as AnyObject)) }
        return token
    }

    func removeObserver(_ observer: Any) {
        center.removeObserver(observer)
        keyboardTokens.removeAll { $0 == ObjectIdentifier(observer as AnyObject) }
    }

    func removeObserver(_ observer: Any, name aName: NSNotification.Name?, object anObject: Any?) {
        center.removeObserver(observer, name: aName, object: anObject)
        if aName.map({ $0.rawValue.contains("Keyboard") }) ?? true {
            keyboardTokens.removeAll { $0 == ObjectIdentifier(observer as AnyObject) }
        }
    }

    func post(_ notification: Notification) { center.post(notification) }

    func post(name aName: NSNotification.Name, object anObject: Any?, userInfo aUserInfo: [AnyHashable: Any]? = nil) {
        center.post(name: aName, object: anObject, userInfo: aUserInfo)
    }
}

let anyOrientation: [UIInterfaceOrientation] = [.portrait, .landscapeLeft, .landscapeRight]
let coverings = ["pushed onto the navigation stack", "presented full screen"]

func drawDevice(_ scenario: Scenario) -> Simulator {
    let device = scenario.pick("device", Device.all)
    let orientation = scenario.pick("orientation", anyOrientation)
    return Simulator(device: device, orientation: orientation)
}

/// Covers the form with `other`, the way drawn, and lets the transition finish.
func cover(_ sim: Simulator, _ navigation: UINavigationController, with other: OtherScreen, _ covering: String) {
    if covering == coverings[0] {
        navigation.pushViewController(other, animated: true)
    } else {
        other.modalPresentationStyle = .fullScreen
        navigation.present(other, animated: true)
    }
}

/// Takes the other screen away again and lets the transition finish.
func uncover(_ sim: Simulator, _ navigation: UINavigationController, _ other: OtherScreen, _ covering: String) {
    if covering == coverings[0] {
        navigation.popViewController(animated: true)
    } else {
        other.dismiss(animated: true)
    }
    sim.runUntilIdle()
}

/// Edits `field`, lets the keyboard come up, then ends editing and lets it go down.
func editAndPutAway(_ field: UITextField, _ sim: Simulator, observing form: WatchedForm, as prefix: String = "") {
    field.becomeFirstResponder()
    sim.runUntilIdle()
    observe(prefix + "contentInset.bottom with the keyboard up", form.scrollView.contentInset.bottom)
    field.resignFirstResponder()
    sim.runUntilIdle()
    observe(prefix + "contentInset.bottom after the keyboard went down", form.scrollView.contentInset.bottom)
}

check("The form reacts to the keyboard while it is on screen") { scenario in
    let sim = drawDevice(scenario)
    let inNavigation = scenario.bool("the form is in a navigation controller")
    let form = WatchedForm()
    sim.show(inNavigation ? UINavigationController(rootViewController: form) : form)
    let note = scenario.bool("the note field is edited (else the name field)")
    editAndPutAway(note ? form.noteField : form.nameField, sim, observing: form)
    observe("handler calls", form.heard)
}

check("A covered form does not listen") { scenario in
    // The first scenario pushes a screen that starts editing while it slides in; the second presents one
    // that is edited once it is shown; later ones draw both.
    let covering = scenario.index < 2 ? coverings[scenario.index] : scenario.pick("the other screen is", coverings)
    if scenario.index < 2 { scenario.note("the other screen is", covering) }
    let whens = ["while it slides in", "once it is shown"]
    let when = scenario.index < 2 ? whens[scenario.index] : scenario.pick("its field is edited", whens)
    if scenario.index < 2 { scenario.note("its field is edited", when) }
    let sim = drawDevice(scenario)
    let form = WatchedForm()
    let navigation = UINavigationController(rootViewController: form)
    sim.show(navigation)
    let other = OtherScreen()
    cover(sim, navigation, with: other, covering)
    if when == whens[0] {
        sim.advance(by: Double(scenario.int("milliseconds into the transition", 0...300)) / 1000)
    } else {
        sim.runUntilIdle()
    }
    other.field.becomeFirstResponder()
    sim.runUntilIdle()
    observe("the form's contentInset.bottom while the other screen's keyboard is up", form.scrollView.contentInset.bottom)
    other.field.resignFirstResponder()
    sim.runUntilIdle()
    observe("the form's handler calls", form.heard)
    observe("keyboard observers registered while the other screen is shown", NotificationCenter.keyboardObservers)
}

check("The form listens again after coming back") { scenario in
    let covering = scenario.pick("the other screen is", coverings)
    let trips = scenario.int("times the other screen comes and goes", 1...3)
    let sim = drawDevice(scenario)
    let form = WatchedForm()
    let navigation = UINavigationController(rootViewController: form)
    sim.show(navigation)
    for _ in 1...trips {
        let other = OtherScreen()
        cover(sim, navigation, with: other, covering)
        sim.runUntilIdle()
        uncover(sim, navigation, other, covering)
    }
    let note = scenario.bool("the note field is edited (else the name field)")
    editAndPutAway(note ? form.noteField : form.nameField, sim, observing: form)
    observe("handler calls", form.heard)
}

check("A closed form lets go") { scenario in
    let covering = scenario.pick("the form is", ["pushed onto the navigation stack", "presented full screen"])
    let sim = drawDevice(scenario)
    let first = OtherScreen()
    let navigation = UINavigationController(rootViewController: first)
    sim.show(navigation)
    weak var closed: WatchedForm?
    do {
        let form = WatchedForm()
        closed = form
        if covering == "presented full screen" {
            form.modalPresentationStyle = .fullScreen
            navigation.present(form, animated: true)
        } else {
            navigation.pushViewController(form, animated: true)
        }
        sim.runUntilIdle()
        editAndPutAway(form.noteField, sim, observing: form, as: "while shown: ")
        if covering == "presented full screen" {
            form.dismiss(animated: true)
        } else {
            navigation.popViewController(animated: true)
        }
        sim.runUntilIdle()
    }
    observe("the closed form is released", closed == nil)
    first.field.becomeFirstResponder()
    sim.runUntilIdle()
    observe("the closed form's handler calls after the first screen's field is edited", closed?.heard)
    first.field.resignFirstResponder()
    sim.runUntilIdle()
}
