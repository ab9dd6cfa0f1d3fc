import UIKit
import Simulator
import ExerciseKit

/// A profile screen on a drawn device and orientation with the learner's button at a drawn place
/// and size. `following`: the profile is already followed, so the screen selects the button first.
func followScreen(_ scenario: Scenario, following: Bool = false) -> (Simulator, UIButton) {
    let device = scenario.pick("device", Device.all)
    let orientation = scenario.pick("orientation", [UIInterfaceOrientation.portrait, .landscapeLeft, .landscapeRight])
    let sim = Simulator(device: device, orientation: orientation)
    let screen = UIViewController()
    screen.view.backgroundColor = .white
    let button = makeFollowButton()
    let portrait = device.portraitScreenSize
    let screenSize = orientation.isLandscape ? CGSize(width: portrait.height, height: portrait.width) : portrait
    let width = scenario.int("button width", 90...200)
    let height = scenario.int("button height", 30...60)
    let x = scenario.int("button x", 0...(Int(screenSize.width) - width))
    let y = scenario.int("button y", 20...(Int(screenSize.height) - height))
    button.frame = CGRect(x: x, y: y, width: width, height: height)
    if following { button.isSelected = true }
    screen.view.addSubview(button)
    sim.show(screen)
    sim.clearLog()
    return (sim, button)
}

/// What the user sees after a touch: whether the button is selected and the title it shows; and the
/// .normal state's title, which stays "Follow" (the prompt: the state changes, not the titles).
func observeButton(_ button: UIButton, _ when: String) {
    observe("selected \(when)", button.isSelected)
    observe("title \(when)", button.currentTitle)
    observe("title(for: .normal) \(when)", button.title(for: .normal))
}

/// The touches a finger can make on the button.
enum Gesture: String, CaseIterable {
    case tap = "tap"
    case slideOff = "press, slide off and lift outside"
    case slideWithin = "press, slide a little and lift on it"
    case slideOffAndBack = "press, slide off, come back and lift on it"

    /// Performs the gesture, recording whether the button is selected while the finger is still down.
    func perform(on button: UIButton, in sim: Simulator, _ number: Int) {
        guard let start = sim.tapPoint(for: button) else { return }
        let below = button.convert(button.bounds, to: nil).maxY
        sim.touchDown(at: start)
        switch self {
        case .tap:
            break
        case .slideOff:
            sim.moveTouch(to: CGPoint(x: start.x, y: below + 100))
            sim.moveTouch(to: CGPoint(x: start.x, y: below + 120))
        case .slideWithin:
            sim.moveTouch(to: CGPoint(x: start.x + 1, y: start.y))
            sim.moveTouch(to: CGPoint(x: start.x + 2, y: start.y))
        case .slideOffAndBack:
            sim.moveTouch(to: CGPoint(x: start.x, y: below + 100))
            sim.moveTouch(to: CGPoint(x: start.x, y: below + 120))
            sim.moveTouch(to: start)
        }
        observe("selected before the finger lifts (touch \(number))", button.isSelected)
        sim.liftTouch()
    }
}

check("It is a system button with a title per state") { scenario in
    let (_, button) = followScreen(scenario)
    observe("button type (raw value)", button.buttonType.rawValue)
    observe("title color", button.currentTitleColor)
    observe("title(for: .normal)", button.title(for: .normal))
    observe("title(for: .selected)", button.title(for: .selected))
}

check("A tap toggles it, once") { scenario in
    let (sim, button) = followScreen(scenario)
    let taps = scenario.int("taps", 2...5)
    observeButton(button, "before any tap")
    for tap in 1...taps {
        sim.tap(button)
        observeButton(button, "after tap \(tap)")
    }
}

check("A profile already followed shows Following, and a tap unfollows it") { scenario in
    let (sim, button) = followScreen(scenario, following: true)
    let taps = scenario.int("taps", 1...3)
    observeButton(button, "before any tap")
    for tap in 1...taps {
        sim.tap(button)
        observeButton(button, "after tap \(tap)")
    }
}

check("Sliding off the button does not toggle it") { scenario in
    let (sim, button) = followScreen(scenario)
    // The first touch always slides off; the others are drawn.
    var gestures: [Gesture] = [.slideOff]
    scenario.note("touch 1", Gesture.slideOff.rawValue)
    for number in 2...scenario.int("touches", 2...4) {
        gestures.append(scenario.pick("touch \(number)", Gesture.allCases, describe: \.rawValue))
    }
    for (index, gesture) in gestures.enumerated() {
        gesture.perform(on: button, in: sim, index + 1)
        observeButton(button, "after touch \(index + 1)")
    }
}
