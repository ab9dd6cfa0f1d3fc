import UIKit
import Simulator

// The "placeholder label inside a UITextView" trick: a UILabel subview placed at
// the text container's origin, hidden from textViewDidChange. Shows the usual
// gotcha: setting `text` in code does not call textViewDidChange.
final class ReviewViewController: UIViewController, UITextViewDelegate {
    let textView = UITextView(frame: CGRect(x: 16, y: 80, width: 288, height: 120))
    let placeholder = UILabel()
    var didChangeCalls = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        textView.font = .systemFont(ofSize: 17)
        textView.delegate = self
        view.addSubview(textView)
        placeholder.text = "Write a review…"
        placeholder.font = textView.font
        placeholder.textColor = .lightGray
        placeholder.sizeToFit()
        placeholder.frame.origin = CGPoint(
            x: textView.textContainerInset.left + textView.textContainer.lineFragmentPadding,
            y: textView.textContainerInset.top)
        textView.addSubview(placeholder)
    }

    func textViewDidChange(_ textView: UITextView) {
        didChangeCalls += 1
        placeholder.isHidden = !textView.text.isEmpty
    }
}

let sim = Simulator(device: .iPhone4Inch)
let review = ReviewViewController()
sim.show(review)
sim.runUntilIdle()
print("placeholder origin \(NSStringFromCGPoint(review.placeholder.frame.origin))")
print("hidden \(review.placeholder.isHidden)")

review.textView.text = "Loaded draft"
print("set in code: hidden \(review.placeholder.isHidden), didChange \(review.didChangeCalls)")

review.textView.text = ""
sim.tap(review.textView)
sim.runUntilIdle()
sim.type("Great")
sim.runUntilIdle()
print("typed: hidden \(review.placeholder.isHidden), didChange \(review.didChangeCalls)")

review.textView.text = ""
print("cleared in code: hidden \(review.placeholder.isHidden), didChange \(review.didChangeCalls)")
