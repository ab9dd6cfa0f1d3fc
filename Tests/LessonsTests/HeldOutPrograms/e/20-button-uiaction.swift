import UIKit
import Simulator

// UIAction-based buttons (iOS 14): the primary action's title becomes the button's title,
// an action added again with the same identifier replaces the old one, removeAction(identifiedBy:)
// takes it away, and action.sender is the button.
final class CounterViewController: UIViewController {
    var counterButton: UIButton!
    var counts: [String: Int] = [:]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        counterButton = UIButton(type: .system, primaryAction: UIAction(title: "Count") { [unowned self] action in
            self.counts["primary", default: 0] += 1
            if let button = action.sender as? UIButton {
                button.setTitle("Count: \(self.counts["primary"]!)", for: .normal)
            }
        })
        counterButton.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
        view.addSubview(counterButton)

        counterButton.addAction(UIAction { [unowned self] _ in self.counts["down", default: 0] += 1 }, for: .touchDown)
        let logID = UIAction.Identifier("log")
        counterButton.addAction(UIAction(identifier: logID) { [unowned self] _ in
            self.counts["log v1", default: 0] += 1
        }, for: .touchUpInside)
        counterButton.addAction(UIAction(identifier: logID) { [unowned self] _ in
            self.counts["log v2", default: 0] += 1
        }, for: .touchUpInside)
    }

    func report(_ label: String) {
        let keys = ["primary", "down", "log v1", "log v2"]
        print(label + ":", keys.map { "\($0)=\(counts[$0, default: 0])" }.joined(separator: " "),
              "title=\(counterButton.currentTitle ?? "nil")")
    }
}

let sim = Simulator(device: .iPhone4Inch)
let counter = CounterViewController()
sim.show(counter)
counter.report("start")

sim.tap(counter.counterButton)
sim.runUntilIdle()
counter.report("tap 1")

counter.counterButton.removeAction(identifiedBy: UIAction.Identifier("log"), for: .touchUpInside)
sim.tap(counter.counterButton)
sim.runUntilIdle()
counter.report("tap 2")

sim.drag(counter.counterButton, outside: false)
sim.runUntilIdle()
counter.report("drag inside")
