import UIKit
import Simulator

// "Resend code in 3s": a repeating Timer counts down on the main run loop,
// then invalidates itself and re-enables the button.
final class VerifyCodeViewController: UIViewController {
    let resendButton = UIButton(type: .system)
    private var timer: Timer?
    private var secondsLeft = 0
    private(set) var ticks = 0

    var timerIsRunning: Bool { timer?.isValid ?? false }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        resendButton.frame = CGRect(x: 60, y: 200, width: 200, height: 44)
        resendButton.setTitle("Send code", for: .normal)
        resendButton.addAction(UIAction { [unowned self] _ in self.startCountdown() }, for: .touchUpInside)
        view.addSubview(resendButton)
    }

    private func startCountdown() {
        print("code sent")
        secondsLeft = 3
        resendButton.isEnabled = false
        updateTitle()
        timer?.invalidate()
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] timer in
            guard let self = self else { timer.invalidate(); return }
            self.ticks += 1
            self.secondsLeft -= 1
            if self.secondsLeft == 0 {
                timer.invalidate()
                self.resendButton.isEnabled = true
            }
            self.updateTitle()
        }
    }

    private func updateTitle() {
        let title = secondsLeft > 0 ? "Resend in \(secondsLeft)s" : "Resend code"
        resendButton.setTitle(title, for: .normal)
    }
}

let sim = Simulator(device: .iPhone4Inch)
let verify = VerifyCodeViewController()
sim.show(verify)
sim.runUntilIdle()

func report() {
    print(verify.resendButton.currentTitle ?? "nil", "| enabled:", verify.resendButton.isEnabled,
          "| running:", verify.timerIsRunning, "| ticks:", verify.ticks)
}

report()
sim.tap(verify.resendButton)
sim.runUntilIdle()
report()
sim.advance(by: 1.5)
report()
sim.advance(by: 1)
report()
sim.advance(by: 1)
report()
sim.advance(by: 5)
report()
sim.tap(verify.resendButton)
sim.runUntilIdle()
report()
