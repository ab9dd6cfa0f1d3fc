import UIKit
import Simulator

// Hacking with Swift, "How to adjust a UIScrollView to fit the keyboard" (the adjustForKeyboard
// method from the Javascript-injection project): a full-screen UITextView whose contentInset and
// scrollIndicatorInsets follow keyboardWillChangeFrame / keyboardWillHide, then
// scrollRangeToVisible(selectedRange) keeps the caret on screen.
final class ScriptViewController: UIViewController {
    let script = UITextView()
    var tokens: [NSObjectProtocol] = []
    var adjustments = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        script.translatesAutoresizingMaskIntoConstraints = false
        script.autocorrectionType = .no
        view.addSubview(script)
        NSLayoutConstraint.activate([
            script.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            script.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            script.topAnchor.constraint(equalTo: view.topAnchor),
            script.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])

        let center = NotificationCenter.default
        tokens.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) { [weak self] note in
            self?.adjustForKeyboard(note)
        })
        tokens.append(center.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil) { [weak self] note in
            self?.adjustForKeyboard(note)
        })
    }

    func adjustForKeyboard(_ notification: Notification) {
        guard let keyboardValue = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
        adjustments += 1
        let keyboardScreenEndFrame = keyboardValue.cgRectValue
        let keyboardViewEndFrame = view.convert(keyboardScreenEndFrame, from: view.window)

        if notification.name == UIResponder.keyboardWillHideNotification {
            script.contentInset = .zero
        } else {
            script.contentInset = UIEdgeInsets(top: 0, left: 0,
                                               bottom: keyboardViewEndFrame.height - view.safeAreaInsets.bottom, right: 0)
        }
        script.scrollIndicatorInsets = script.contentInset

        let selectedRange = script.selectedRange
        script.scrollRangeToVisible(selectedRange)
    }
}

let sim = Simulator(device: .iPhone4Inch)
let controller = ScriptViewController()
sim.show(controller)
sim.runUntilIdle()

print("text view frame:", NSStringFromCGRect(controller.script.frame))
print("safe area bottom:", controller.view.safeAreaInsets.bottom)

sim.tap(controller.script)
sim.type("Dear Sir")
sim.advance(by: 1)
let range = controller.script.selectedRange
print("typing: inset", NSStringFromUIEdgeInsets(controller.script.contentInset),
      "indicators", NSStringFromUIEdgeInsets(controller.script.verticalScrollIndicatorInsets))
print("selectedRange: {\(range.location), \(range.length)}")

controller.script.resignFirstResponder()
sim.advance(by: 1)
print("after hiding: inset", NSStringFromUIEdgeInsets(controller.script.contentInset),
      "indicators", NSStringFromUIEdgeInsets(controller.script.verticalScrollIndicatorInsets))
print("text:", controller.script.text ?? "nil")
