import UIKit
import Simulator

// Auto-growing message box: scrolling off, a height constraint set from
// sizeThatFits in textViewDidChange, capped at 100 pt, after which it scrolls.
final class ComposerViewController: UIViewController, UITextViewDelegate {
    let textView = UITextView()
    var height: NSLayoutConstraint!
    let maxHeight: CGFloat = 100
    var heights: [CGFloat] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        textView.font = .systemFont(ofSize: 17)
        textView.isScrollEnabled = false
        textView.delegate = self
        textView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(textView)
        height = textView.heightAnchor.constraint(equalToConstant: 36)
        NSLayoutConstraint.activate([
            textView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            textView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            textView.topAnchor.constraint(equalTo: view.topAnchor, constant: 80),
            height,
        ])
    }

    func textViewDidChange(_ textView: UITextView) {
        let fitting = textView.sizeThatFits(CGSize(width: textView.bounds.width,
                                                   height: .greatestFiniteMagnitude))
        height.constant = min(fitting.height, maxHeight)
        textView.isScrollEnabled = fitting.height > maxHeight
        view.layoutIfNeeded()
        heights.append(textView.frame.height)
    }
}

let sim = Simulator(device: .iPhone4Inch)
let composer = ComposerViewController()
sim.show(composer)
sim.runUntilIdle()
print("width \(composer.textView.frame.width)")
sim.tap(composer.textView)
sim.runUntilIdle()
sim.type("Hi")
sim.runUntilIdle()
let oneLine = composer.textView.frame.height
print("same height for H and Hi: \(composer.heights[0] == composer.heights[1])")

sim.type("\nthere")
sim.runUntilIdle()
print("grew after newline: \(composer.textView.frame.height > oneLine)")

sim.type("\n3\n4\n5\n6")
sim.runUntilIdle()
print("height \(composer.textView.frame.height), scrolls \(composer.textView.isScrollEnabled)")
print("never above cap: \(composer.heights.allSatisfy { $0 <= 100 })")

composer.textView.text = ""
composer.textViewDidChange(composer.textView)   // programmatic change: call it ourselves
print("back to one line: \(composer.textView.frame.height == oneLine), scrolls \(composer.textView.isScrollEnabled)")
