import UIKit
import Simulator

// Do the work on a background queue, touch UIKit only on the main queue –
// and remember that main.async runs later, not now.
let sim = Simulator(device: .iPhone4Inch)
let screen = UIViewController()
let totalLabel = UILabel(frame: CGRect(x: 20, y: 100, width: 280, height: 30))
screen.view.addSubview(totalLabel)
sim.show(screen)
sim.runUntilIdle()

print("1 on main:", Thread.isMainThread)
DispatchQueue.main.async {
    print("3 main.async block, on main:", Thread.isMainThread)
}
DispatchQueue.global(qos: .userInitiated).async {
    let total = (1...100).reduce(0, +)
    DispatchQueue.main.async {
        totalLabel.text = "Total: \(total)"
        print("4 label set:", totalLabel.text ?? "nil", "| on main:", Thread.isMainThread)
    }
}
print("2 label before the run loop turns:", totalLabel.text ?? "nil")
sim.runUntilIdle()
print("5 label after:", totalLabel.text ?? "nil")

// A block queued from inside a main-queue block runs after the ones
// that were already waiting.
var order: [String] = []
DispatchQueue.main.async {
    order.append("A")
    DispatchQueue.main.async { order.append("C") }
}
DispatchQueue.main.async { order.append("B") }
print("6 order before running:", order)
sim.runUntilIdle()
print("7 order:", order.joined(separator: " "))
