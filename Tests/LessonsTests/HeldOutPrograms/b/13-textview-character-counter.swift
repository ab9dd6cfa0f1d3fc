import UIKit
import Simulator

// A status box with a live "n/limit" counter: shouldChangeTextIn refuses edits
// past the limit, textViewDidChange refreshes the counter.
final class StatusViewController: UIViewController, UITextViewDelegate {
    let limit = 20
    let statusView = UITextView(frame: CGRect(x: 16, y: 100, width: 288, height: 100))
    let counterLabel = UILabel(frame: CGRect(x: 16, y: 205, width: 288, height: 20))
    let postButton = UIButton(type: .system)
    var refused = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        statusView.delegate = self
        postButton.setTitle("Post", for: .normal)
        postButton.frame = CGRect(x: 220, y: 230, width: 84, height: 44)
        for subview in [statusView, counterLabel, postButton] as [UIView] { view.addSubview(subview) }
        refreshCounter()
    }

    func refreshCounter() {
        let count = statusView.text.count
        counterLabel.text = "\(count)/\(limit)"
        postButton.isEnabled = count > 0
    }

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange,
                  replacementText text: String) -> Bool {
        let current = textView.text ?? ""
        guard let stringRange = Range(range, in: current) else { return false }
        let allowed = current.replacingCharacters(in: stringRange, with: text).count <= limit
        if !allowed { refused += 1 }
        return allowed
    }

    func textViewDidChange(_ textView: UITextView) {
        refreshCounter()
    }
}

let sim = Simulator(device: .iPhone4Inch)
let status = StatusViewController()
sim.show(status)
sim.runUntilIdle()
print(status.counterLabel.text!, "| post enabled:", status.postButton.isEnabled)

sim.tap(status.statusView)
sim.type("Meet me")
print(status.counterLabel.text!, "| post enabled:", status.postButton.isEnabled)

sim.type(" at the station at noon")
sim.runUntilIdle()
print("text: \"\(status.statusView.text!)\"")
print(status.counterLabel.text!, "| refused:", status.refused)
