import UIKit
import Simulator

// "Resend code in 3s" countdown with Timer.scheduledTimer, mixed with
// DispatchQueue.main.async and asyncAfter to show what runs when on the main
// run loop.
let sim = Simulator(device: .iPhone4Inch)
let screen = UIViewController()
let resend = UIButton(type: .system)
resend.frame = CGRect(x: 60, y: 300, width: 200, height: 44)
screen.view.addSubview(resend)

var remaining = 0
var timer: Timer?

func title() -> String { resend.title(for: .normal) ?? "nil" }

func startCountdown() {
    remaining = 3
    resend.isEnabled = false
    resend.setTitle("Resend in \(remaining)s", for: .normal)
    timer = Timer.scheduledTimer(withTimeInterval: 1.0, repeats: true) { t in
        remaining -= 1
        if remaining > 0 {
            resend.setTitle("Resend in \(remaining)s", for: .normal)
        } else {
            t.invalidate()
            resend.setTitle("Resend code", for: .normal)
            resend.isEnabled = true
        }
        print("tick -> \(title()), enabled \(resend.isEnabled)")
    }
}
resend.addAction(UIAction { _ in startCountdown() }, for: .touchUpInside)

sim.show(screen)
startCountdown()
print("start -> \(title()), enabled \(resend.isEnabled)")
DispatchQueue.main.async { print("main.async block") }
DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) { print("asyncAfter 1.5 s") }
print("end of synchronous code")
sim.runUntilIdle()
print("timer valid \(timer?.isValid ?? false)")

sim.tap(resend)
sim.runUntilIdle()
print("second countdown done, valid \(timer?.isValid ?? false)")
