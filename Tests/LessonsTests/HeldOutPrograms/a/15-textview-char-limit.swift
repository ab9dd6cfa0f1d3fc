import UIKit
import Simulator

// Tweet-style composer limited to 20 characters, with an "N left" label updated
// from textViewDidChange.
final class Limiter: NSObject, UITextViewDelegate {
    let limit = 20
    let counter: UILabel
    var asked = 0

    init(counter: UILabel) { self.counter = counter }

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange,
                  replacementText text: String) -> Bool {
        asked += 1
        let current = textView.text ?? ""
        guard let stringRange = Range(range, in: current) else { return false }
        let updated = current.replacingCharacters(in: stringRange, with: text)
        return updated.count <= limit
    }

    func textViewDidChange(_ textView: UITextView) {
        counter.text = "\(limit - textView.text.count) left"
    }
}

let sim = Simulator(device: .iPhone4Inch)
let screen = UIViewController()
let composer = UITextView(frame: CGRect(x: 16, y: 80, width: 288, height: 100))
let counter = UILabel(frame: CGRect(x: 16, y: 184, width: 288, height: 21))
counter.text = "20 left"
let limiter = Limiter(counter: counter)
composer.delegate = limiter
screen.view.addSubview(composer)
screen.view.addSubview(counter)

sim.show(screen)
sim.runUntilIdle()
print("counter \(counter.text ?? "")")
sim.tap(composer)
sim.runUntilIdle()
sim.type("Hello, world! This is long")
sim.runUntilIdle()
print("text \(composer.text ?? "")")
print("count \(composer.text.count)")
print("counter \(counter.text ?? "")")
print("asked \(limiter.asked)")
