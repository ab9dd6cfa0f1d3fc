import UIKit
import Simulator

// A comment box whose Return key is "Send": the "\n" is intercepted in
// shouldChangeTextIn, the comment is posted and the box cleared. With
// enablesReturnKeyAutomatically the Send key is disabled while the box is empty.
final class CommentsViewController: UIViewController, UITextViewDelegate {
    let box = UITextView(frame: CGRect(x: 10, y: 300, width: 300, height: 44))
    var posted: [String] = []
    var didChangeCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        box.returnKeyType = .send
        box.enablesReturnKeyAutomatically = true
        box.autocorrectionType = .no
        box.autocapitalizationType = .none
        box.delegate = self
        view.addSubview(box)
    }

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        guard text == "\n" else { return true }
        let comment = textView.text.trimmingCharacters(in: .whitespaces)
        if !comment.isEmpty {
            posted.append(comment)
            print("posted \"\(comment)\"")
            textView.text = ""
        }
        return false
    }

    func textViewDidChange(_ textView: UITextView) {
        didChangeCount += 1
    }
}

let sim = Simulator(device: .iPhone4Inch)
let comments = CommentsViewController()
sim.show(comments)

sim.tap(comments.box)
sim.runUntilIdle()
sim.pressReturn()                // Send is disabled: nothing happens
print("posted so far \(comments.posted.count)")

sim.type("nice")
sim.pressReturn()
print("box \"\(comments.box.text!)\"")
print("still editing \(comments.box.isFirstResponder)")

sim.type("ok")
sim.pressReturn()
print("posted \(comments.posted)")
print("didChange calls \(comments.didChangeCount)")
