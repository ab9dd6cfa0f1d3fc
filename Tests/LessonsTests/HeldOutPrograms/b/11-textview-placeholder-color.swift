import UIKit
import Simulator

// UITextView has no placeholder, so fake one: grey text that is removed when
// editing begins and put back when editing ends with nothing typed.
final class ReviewViewController: UIViewController, UITextViewDelegate {
    let placeholder = "Write your review"
    let reviewView = UITextView(frame: CGRect(x: 20, y: 100, width: 280, height: 120))

    var isShowingPlaceholder: Bool { reviewView.textColor == .lightGray }
    var reviewText: String { isShowingPlaceholder ? "" : (reviewView.text ?? "") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        reviewView.delegate = self
        showPlaceholder()
        view.addSubview(reviewView)
    }

    func showPlaceholder() {
        reviewView.text = placeholder
        reviewView.textColor = .lightGray
    }

    func textViewDidBeginEditing(_ textView: UITextView) {
        if isShowingPlaceholder {
            textView.text = nil
            textView.textColor = .black
        }
    }

    func textViewDidEndEditing(_ textView: UITextView) {
        if textView.text.isEmpty {
            showPlaceholder()
        }
    }
}

let sim = Simulator(device: .iPhone4Inch)
let review = ReviewViewController()
sim.show(review)
sim.runUntilIdle()
print("shown:", review.reviewView.text!, "| placeholder:", review.isShowingPlaceholder, "| review: \"\(review.reviewText)\"")

sim.tap(review.reviewView)
sim.runUntilIdle()
print("editing, text: \"\(review.reviewView.text!)\"")

review.reviewView.resignFirstResponder()
sim.runUntilIdle()
print("left empty:", review.reviewView.text!, "| placeholder:", review.isShowingPlaceholder)

sim.tap(review.reviewView)
sim.type("Great coffee")
review.reviewView.resignFirstResponder()
sim.runUntilIdle()
print("typed:", review.reviewView.text!, "| placeholder:", review.isShowingPlaceholder, "| review: \"\(review.reviewText)\"")
