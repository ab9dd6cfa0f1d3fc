import UIKit
import Simulator
import ExerciseKit

let queryLetters = Array("abcdefghijklmnopqrstuvwxyz")

/// A fresh device, drawn with its orientation, showing the learner's search field at a frame drawn to fit the
/// screen (never the 20, 80, 280 × 31 the lesson's own screens use), not yet editing.
func searchScreen(_ scenario: Scenario) -> (Simulator, UITextField) {
    let device = scenario.pick("device", Device.all)
    let orientation = scenario.pick("orientation", [UIInterfaceOrientation.portrait, .landscapeLeft])
    let size = device.portraitScreenSize
    let screenWidth = orientation == .portrait ? size.width : size.height
    let x = scenario.int("field's x", 21...48)
    let y = scenario.int("field's y", 24...78)
    let width = scenario.int("field's width", 160...Int(screenWidth) - x - 8)
    let height = scenario.int("field's height", 32...44)
    let sim = Simulator(device: device, orientation: orientation)
    let screen = UIViewController()
    screen.view.backgroundColor = .white
    let field = makeSearchField(frame: CGRect(x: x, y: y, width: width, height: height))
    screen.view.addSubview(field)
    sim.show(screen)
    sim.runUntilIdle()
    return (sim, field)
}

/// A person using the search field, in one of two orders: typing a search, or finding the last search
/// restored and clearing it. `look` is called after each step with the step's name; every order passes
/// through the four situations (editing or not, empty or not).
func useSearchField(_ scenario: Scenario, look: (String, Simulator, UITextField) -> Void) {
    let query = scenario.text("search typed", from: queryLetters, length: 1...8)
    let restored = scenario.bool("the last search is restored in the field")
    let (sim, field) = searchScreen(scenario)
    func step(_ name: String, _ action: () -> Void) {
        action()
        sim.runUntilIdle()
        field.layoutIfNeeded()
        look(name, sim, field)
    }
    if restored {
        step("with \"\(query)\" restored, before editing") { field.text = query }
        step("after tapping the field") { sim.tap(field) }
        step("after tapping the clear button") { sim.tapClearButton(of: field) }
        step("after typing \"\(query)\"") { sim.type(query) }
        step("after editing ends") { field.resignFirstResponder() }
    } else {
        step("before editing, empty") {}
        step("after tapping the field") { sim.tap(field) }
        step("after typing \"\(query)\"") { sim.type(query) }
        step("after editing ends") { field.resignFirstResponder() }
        step("after tapping the field again") { sim.tap(field) }
        step("after tapping the clear button") { sim.tapClearButton(of: field) }
    }
}

check("The field can be seen and says what it is for") { scenario in
    let (_, field) = searchScreen(scenario)
    observe("frame", field.frame)
    observe("border style", ".\(field.borderStyle)")
    observe("placeholder", field.placeholder)
    observe("text", field.text)
}

check("The magnifier shows before and during editing") { scenario in
    useSearchField(scenario) { step, _, field in
        observe("magnifier on the left \(step)", overlayIsShowing(.left, in: field))
        let magnifier = field.subviews.first { $0 is MagnifierView }
        observe("magnifier's frame in the field \(step)", magnifier.map { NSStringFromCGRect($0.frame) } ?? "not shown")
    }
}

check("The clear button shows only while editing with text") { scenario in
    useSearchField(scenario) { step, _, field in
        observe("clear button \(step)", overlayIsShowing(.clearButton, in: field))
        observe("text \(step)", field.text ?? "")
    }
}
