import UIKit
import Simulator

// A comment field with a "Done" bar above the keyboard (inputAccessoryView),
// the usual replacement for a keyboard without a dismiss key.
final class CommentViewController: UIViewController {
    let commentField = UITextField(frame: CGRect(x: 20, y: 120, width: 280, height: 34))
    let doneButton = UIButton(type: .system)
    private var tokens: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        commentField.borderStyle = .roundedRect
        commentField.placeholder = "Add a comment"
        commentField.autocorrectionType = .no
        view.addSubview(commentField)

        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        bar.backgroundColor = .systemGray5
        doneButton.setTitle("Done", for: .normal)
        doneButton.frame = CGRect(x: 240, y: 0, width: 80, height: 44)
        doneButton.addAction(UIAction { [weak self] _ in
            print("Done tapped")
            self?.commentField.resignFirstResponder()
        }, for: .touchUpInside)
        bar.addSubview(doneButton)
        commentField.inputAccessoryView = bar

        let center = NotificationCenter.default
        tokens.append(center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { note in
            guard let info = note.userInfo,
                  let begin = (info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue,
                  let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
            print("will show begin \(NSStringFromCGRect(begin))")
            print("will show end \(NSStringFromCGRect(end))")
            print("height with bar \(end.height)")
        })
        tokens.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { note in
            guard let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
            print("will hide end \(NSStringFromCGRect(end))")
        })
    }
}

let sim = Simulator(device: .iPhone4Inch)
let controller = CommentViewController()
sim.show(controller)

sim.tap(controller.commentField)
sim.runUntilIdle()
print("editing: \(controller.commentField.isFirstResponder)")

sim.tap(controller.doneButton)
sim.runUntilIdle()
print("editing: \(controller.commentField.isFirstResponder)")
