import UIKit
import Simulator
import ExerciseKit

/// What a message may be made of: letters, digits, spaces and punctuation, some beyond ASCII.
let messageCharacters = Array("abcdefghijklmnopqrstuvwxyzHIOSWY0123456789 .,!?'éüñ")

/// The compose screen on a drawn device and orientation.
func composeScreen(_ scenario: Scenario) -> (Simulator, ComposeViewController) {
    let device = scenario.pick("device", Device.all)
    let orientation = scenario.pick("orientation", [UIInterfaceOrientation.portrait, .landscapeLeft, .landscapeRight])
    let sim = Simulator(device: device, orientation: orientation)
    let compose = ComposeViewController()
    sim.show(compose)
    return (sim, compose)
}

/// Where a tap aimed at Send went.
func landing(_ hit: TouchTarget, _ compose: ComposeViewController) -> String {
    switch hit {
    case .view(let view) where view === compose.sendButton: return "Send"
    case .view: return "another view"
    case .keyboard: return "the keyboard"
    case .nothing: return "nothing"
    }
}

/// The keyboard the user has: on an iPad docked, undocked, split (in portrait; in landscape those float
/// over the top of the screen) or a hardware keyboard; on the 4.7-inch iPhone with or without the
/// QuickType bar.
func drawKeyboard(_ scenario: Scenario, _ sim: Simulator) {
    if sim.device.isPad {
        let kinds = sim.orientation.isLandscape ? ["docked", "hardware keyboard"] : ["docked", "undocked", "split", "hardware keyboard"]
        switch scenario.pick("keyboard", kinds) {
        case "undocked": sim.setKeyboardMode(.undocked)
        case "split": sim.setKeyboardMode(.split)
        case "hardware keyboard": sim.attachHardwareKeyboard()
        default: break
        }
    } else if sim.device == .iPhone47Inch {
        sim.setPredictiveBar(scenario.bool("QuickType bar"))
    }
}

check("Send starts disabled") { scenario in
    let (sim, compose) = composeScreen(scenario)
    observe("Send enabled before anything is typed", compose.sendButton.isEnabled)
    sim.tap(compose.sendButton)
    observe("sent after tapping Send", compose.sent)
}

check("Typing enables Send and deleting disables it") { scenario in
    let (sim, compose) = composeScreen(scenario)
    let message = scenario.text("typed, one key at a time", from: messageCharacters, length: 2...8)
    scenario.note("then", "Delete until the field is empty")
    let again = scenario.text("then typed", from: messageCharacters, length: 1...1)
    sim.tap(compose.messageField)
    var text = ""
    for character in message {
        sim.type(String(character))
        text.append(character)
        observe("Send enabled with \"\(text)\" typed", compose.sendButton.isEnabled)
    }
    for press in 1...message.count {
        sim.deleteBackward()
        text.removeLast()
        observe("Send enabled after Delete \(press) (\"\(text)\" left)", compose.sendButton.isEnabled)
    }
    sim.type(again)
    observe("Send enabled after typing \"\(again)\" again", compose.sendButton.isEnabled)
}

check("Send can be tapped while the keyboard is up", scenarios: 5) { scenario in
    let (sim, compose) = composeScreen(scenario)
    drawKeyboard(scenario, sim)
    let message = scenario.text("message", from: messageCharacters, length: 1...12)
    sim.tap(compose.messageField)
    sim.type(message)
    sim.runUntilIdle()
    observe("the tap on Send lands on", landing(sim.tap(compose.sendButton), compose))
    observe("sent", compose.sent)
    observe("text left in the field", compose.messageField.text)
    observe("Send enabled afterwards", compose.sendButton.isEnabled)
}

check("Only a finger lifted on Send sends") { scenario in
    let (sim, compose) = composeScreen(scenario)
    drawKeyboard(scenario, sim)
    let message = scenario.text("message", from: messageCharacters, length: 1...12)
    sim.tap(compose.messageField)
    sim.type(message)
    sim.runUntilIdle()
    // Press Send, slide off it and lift outside: the user changed their mind.
    guard let start = sim.tapPoint(for: compose.sendButton) else { return }
    let below = compose.sendButton.convert(compose.sendButton.bounds, to: nil).maxY
    sim.touchDown(at: start)
    observe("sent while the finger is down on Send", compose.sent)
    sim.moveTouch(to: CGPoint(x: start.x, y: below + 100))
    sim.moveTouch(to: CGPoint(x: start.x, y: below + 120))
    sim.liftTouch()
    observe("sent after sliding off Send and lifting outside", compose.sent)
    observe("Send enabled after sliding off", compose.sendButton.isEnabled)
    sim.tap(compose.sendButton)
    observe("sent after a tap on Send", compose.sent)
}
