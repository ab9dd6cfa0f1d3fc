import UIKit
import Simulator

// Comment box where Return sends instead of inserting a newline: the delegate
// refuses "\n" in shouldChangeTextIn and resigns first responder. Every delegate
// call and keyboardWillShow is logged to show the order.
final class CommentBox: NSObject, UITextViewDelegate {
    var log: [String] = []

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { log.append("shouldBegin"); return true }
    func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange,
                  replacementText text: String) -> Bool {
        log.append("shouldChange \(range.location),\(range.length) \(text == "\n" ? "\\n" : text)")
        if text == "\n" {
            textView.resignFirstResponder()
            return false
        }
        return true
    }
    func textViewDidChange(_ textView: UITextView) { log.append("didChange \(textView.text ?? "")") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool { log.append("shouldEnd"); return true }
    func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd") }
}

let sim = Simulator(device: .iPhone4Inch)
let screen = UIViewController()
let comment = UITextView(frame: CGRect(x: 16, y: 100, width: 288, height: 80))
comment.returnKeyType = .send
let box = CommentBox()
comment.delegate = box
screen.view.addSubview(comment)

let token = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification,
                                                   object: nil, queue: .main) { _ in
    box.log.append("keyboardWillShow")
}

sim.show(screen)
sim.runUntilIdle()
sim.tap(comment)
sim.runUntilIdle()
sim.type("ok\n")
sim.runUntilIdle()
box.log.forEach { print($0) }
print("text \(comment.text ?? ""), first responder \(comment.isFirstResponder)")
_ = token
