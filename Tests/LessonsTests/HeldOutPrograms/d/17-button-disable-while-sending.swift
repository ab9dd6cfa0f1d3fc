import UIKit
import Simulator

// Prevent double submission: disable the button when the request starts and
// enable it again in the completion handler. A disabled button ignores taps.
final class FeedbackService {
    func send(_ text: String, completion: @escaping (Bool) -> Void) {
        // stands in for a network round trip of 2 seconds
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) { completion(true) }
    }
}

final class FeedbackViewController: UIViewController {
    let sendButton = UIButton(type: .system)
    let service = FeedbackService()
    var requests = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        sendButton.frame = CGRect(x: 60, y: 240, width: 200, height: 44)
        sendButton.setTitle("Send feedback", for: .normal)
        sendButton.setTitle("Sending…", for: .disabled)
        sendButton.addAction(UIAction { [weak self] _ in self?.sendTapped() }, for: .touchUpInside)
        view.addSubview(sendButton)
    }

    private func sendTapped() {
        requests += 1
        let number = requests
        print("request \(number) started")
        sendButton.isEnabled = false
        service.send("Great app") { [weak self] ok in
            print("request \(number) finished: \(ok)")
            self?.sendButton.isEnabled = true
        }
    }
}

let sim = Simulator(device: .iPhone4Inch)
let feedback = FeedbackViewController()
sim.show(feedback)

sim.tap(feedback.sendButton)
print("enabled \(feedback.sendButton.isEnabled), title \(feedback.sendButton.currentTitle ?? "")")
sim.advance(by: 0.5)
sim.tap(feedback.sendButton)            // impatient second tap while sending
print("requests \(feedback.requests)")

sim.advance(by: 2)
print("enabled \(feedback.sendButton.isEnabled), title \(feedback.sendButton.currentTitle ?? "")")
sim.tap(feedback.sendButton)
print("requests \(feedback.requests)")
