import UIKit
import Simulator

// The most up-voted "Placeholder in UITextView" answer on Stack Overflow (Swift version):
// show the placeholder as light-gray text, clear it in textViewDidBeginEditing, and put it
// back in textViewDidEndEditing when the user left the view empty.
final class PlaceholderDelegate: NSObject, UITextViewDelegate {
    let placeholder = "What is on your mind?"

    func textViewDidBeginEditing(_ textView: UITextView) {
        if textView.textColor == UIColor.lightGray {
            textView.text = nil
            textView.textColor = UIColor.black
        }
    }

    func textViewDidEndEditing(_ textView: UITextView) {
        if textView.text.isEmpty {
            textView.text = placeholder
            textView.textColor = UIColor.lightGray
        }
    }
}

let sim = Simulator(device: .iPhone4Inch)
let screen = UIViewController()
let placeholderDelegate = PlaceholderDelegate()

let postView = UITextView(frame: CGRect(x: 20, y: 80, width: 280, height: 150))
postView.autocorrectionType = .no
postView.delegate = placeholderDelegate
postView.text = placeholderDelegate.placeholder
postView.textColor = UIColor.lightGray

let doneButton = UIButton(type: .system)
doneButton.frame = CGRect(x: 220, y: 240, width: 80, height: 44)
doneButton.setTitle("Done", for: .normal)
doneButton.addAction(UIAction { _ in postView.resignFirstResponder() }, for: .touchUpInside)

screen.view.addSubview(postView)
screen.view.addSubview(doneButton)
sim.show(screen)
sim.runUntilIdle()

func describe(_ label: String) {
    print(label, "\"\(postView.text ?? "nil")\"", "gray:", postView.textColor == UIColor.lightGray,
          "black:", postView.textColor == UIColor.black)
}

describe("start:")
sim.tap(postView)
sim.runUntilIdle()
describe("editing:")
sim.type("Milk")
describe("typed:")
sim.tap(doneButton)
sim.runUntilIdle()
describe("done:")

sim.tap(postView)
sim.runUntilIdle()
describe("editing again:")
for _ in 0..<4 { _ = sim.deleteBackward() }
describe("deleted:")
sim.tap(doneButton)
sim.runUntilIdle()
describe("done empty:")
print("editing:", postView.isFirstResponder)
