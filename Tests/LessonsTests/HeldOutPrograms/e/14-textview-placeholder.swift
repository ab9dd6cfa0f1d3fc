import UIKit
import Simulator

// Two classic UITextView placeholders: a label hidden while there is text (with a character
// limit and counter), and the grey-text trick swapped in didBegin/didEndEditing.
final class ReviewViewController: UIViewController, UITextViewDelegate {
    let reviewView = UITextView(frame: CGRect(x: 16, y: 60, width: 288, height: 100))
    let placeholderLabel = UILabel()
    let counterLabel = UILabel(frame: CGRect(x: 16, y: 164, width: 288, height: 20))
    let bioView = UITextView(frame: CGRect(x: 16, y: 200, width: 288, height: 100))
    let limit = 10
    let bioPlaceholder = "Tell us about you"

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white

        reviewView.font = .systemFont(ofSize: 17)
        reviewView.delegate = self
        placeholderLabel.text = "Write a review"
        placeholderLabel.textColor = .lightGray
        placeholderLabel.font = reviewView.font
        placeholderLabel.sizeToFit()
        placeholderLabel.frame.origin = CGPoint(x: 5, y: 8)
        reviewView.addSubview(placeholderLabel)
        placeholderLabel.isHidden = !reviewView.text.isEmpty
        counterLabel.text = "0/\(limit)"

        bioView.font = .systemFont(ofSize: 17)
        bioView.delegate = self
        bioView.text = bioPlaceholder
        bioView.textColor = .lightGray

        view.addSubview(reviewView)
        view.addSubview(counterLabel)
        view.addSubview(bioView)
    }

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        guard textView === reviewView else { return true }
        let current = textView.text ?? ""
        guard let swiftRange = Range(range, in: current) else { return false }
        return current.replacingCharacters(in: swiftRange, with: text).count <= limit
    }

    func textViewDidChange(_ textView: UITextView) {
        guard textView === reviewView else { return }
        placeholderLabel.isHidden = !textView.text.isEmpty
        counterLabel.text = "\(textView.text.count)/\(limit)"
    }

    func textViewDidBeginEditing(_ textView: UITextView) {
        if textView === bioView && textView.textColor == .lightGray {
            textView.text = nil
            textView.textColor = .black
        }
    }

    func textViewDidEndEditing(_ textView: UITextView) {
        if textView === bioView && textView.text.isEmpty {
            textView.text = bioPlaceholder
            textView.textColor = .lightGray
        }
    }
}

let sim = Simulator(device: .iPhone4Inch)
let review = ReviewViewController()
sim.show(review)
print("placeholder hidden:", review.placeholderLabel.isHidden)

sim.tap(review.reviewView)
sim.runUntilIdle()
sim.type("Great app!!")
print("review:", review.reviewView.text ?? "", "|", review.counterLabel.text ?? "")
print("placeholder hidden:", review.placeholderLabel.isHidden)
for _ in 0..<10 { sim.deleteBackward() }
print("review empty:", review.reviewView.text.isEmpty, "|", review.counterLabel.text ?? "")
print("placeholder hidden:", review.placeholderLabel.isHidden)

sim.tap(review.bioView)
sim.runUntilIdle()
print("bio editing text:", "[\(review.bioView.text ?? "")]", "grey:", review.bioView.textColor == .lightGray)
sim.type("Hi")
review.bioView.resignFirstResponder()
sim.runUntilIdle()
print("bio:", review.bioView.text ?? "", "grey:", review.bioView.textColor == .lightGray)

sim.tap(review.bioView)
sim.runUntilIdle()
sim.deleteBackward()
sim.deleteBackward()
review.bioView.resignFirstResponder()
sim.runUntilIdle()
print("bio:", review.bioView.text ?? "", "grey:", review.bioView.textColor == .lightGray)
