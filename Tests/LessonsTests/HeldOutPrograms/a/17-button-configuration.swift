import UIKit
import Simulator

// iOS 15 UIButton.Configuration: a filled "Send" button whose
// configurationUpdateHandler swaps the title and shows an activity indicator
// while the button is disabled (request in flight).
let sim = Simulator(device: .iPhone4Inch)
let screen = UIViewController()

let defaults = UIButton.Configuration.filled()
print("filled defaults: corner dynamic \(defaults.cornerStyle == .dynamic), size medium \(defaults.buttonSize == .medium), spinner \(defaults.showsActivityIndicator)")

var config = UIButton.Configuration.filled()
config.title = "Send"
config.subtitle = "to 3 people"
config.cornerStyle = .capsule
let send = UIButton(configuration: config)
send.frame = CGRect(x: 60, y: 200, width: 200, height: 56)
send.configurationUpdateHandler = { button in
    var updated = button.configuration
    updated?.showsActivityIndicator = !button.isEnabled
    updated?.title = button.isEnabled ? "Send" : "Sending…"
    button.configuration = updated
}
var sends = 0
send.addAction(UIAction { _ in
    sends += 1
    send.isEnabled = false          // the request starts; the handler updates the look
}, for: .touchUpInside)
screen.view.addSubview(send)

func describe(_ label: String) {
    let c = send.configuration
    print("\(label): title \(c?.title ?? "nil"), subtitle \(c?.subtitle ?? "nil"), spinner \(c?.showsActivityIndicator ?? false), enabled \(send.isEnabled), sends \(sends)")
}

sim.show(screen)
sim.runUntilIdle()
describe("shown")

sim.tap(send)
sim.runUntilIdle()
describe("after tap")

sim.tap(send)
sim.runUntilIdle()
describe("tap while disabled")

send.isEnabled = true               // the request finished
sim.runUntilIdle()
describe("finished")
