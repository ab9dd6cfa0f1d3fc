import UIKit
import Simulator

// Main-queue ordering (blocks run after the current code, first in first out, a block queued
// from a block runs after those already waiting), asyncAfter, and a repeating Timer that
// invalidates itself after three ticks.
final class ClockViewController: UIViewController {
    let tickLabel = UILabel(frame: CGRect(x: 20, y: 100, width: 280, height: 30))
    var timer: Timer?
    var ticks = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        tickLabel.text = "0"
        view.addSubview(tickLabel)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("appeared")
        timer = Timer.scheduledTimer(withTimeInterval: 1.0, repeats: true) { [weak self] timer in
            guard let self else { timer.invalidate(); return }
            self.ticks += 1
            self.tickLabel.text = "\(self.ticks)"
            print("tick", self.ticks)
            if self.ticks == 3 {
                timer.invalidate()
                print("stopped")
            }
        }
    }
}

let sim = Simulator(device: .iPhone4Inch)
let clock = ClockViewController()
sim.show(clock)

print("A")
DispatchQueue.main.async {
    print("C")
    DispatchQueue.main.async { print("E") }
}
DispatchQueue.main.async { print("D") }
DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) { print("after 1.5 s") }
print("B")
sim.runUntilIdle()

sim.advance(by: 3.5)
print("label", clock.tickLabel.text ?? "")
print("timer valid", clock.timer?.isValid ?? false)
sim.advance(by: 2)
print("ticks", clock.ticks)
