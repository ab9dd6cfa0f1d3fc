import UIKit
import Simulator

// iOS 15's UIKeyboardLayoutGuide: the comment bar sits on the guide's top anchor, so it
// follows the keyboard without any notification code, in portrait and in landscape.
final class CommentViewController: UIViewController {
    let commentBar = UIView()
    let commentField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        commentBar.translatesAutoresizingMaskIntoConstraints = false
        commentField.translatesAutoresizingMaskIntoConstraints = false
        commentField.borderStyle = .roundedRect
        commentField.placeholder = "Add a comment"
        view.addSubview(commentBar)
        commentBar.addSubview(commentField)

        NSLayoutConstraint.activate([
            commentBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            commentBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            commentBar.heightAnchor.constraint(equalToConstant: 56),
            view.keyboardLayoutGuide.topAnchor.constraint(equalTo: commentBar.bottomAnchor),

            commentField.leadingAnchor.constraint(equalTo: commentBar.leadingAnchor, constant: 12),
            commentField.trailingAnchor.constraint(equalTo: commentBar.trailingAnchor, constant: -12),
            commentField.topAnchor.constraint(equalTo: commentBar.topAnchor, constant: 11),
            commentField.bottomAnchor.constraint(equalTo: commentBar.bottomAnchor, constant: -11),
        ])
    }
}

let sim = Simulator(device: .iPhone4Inch)
let comments = CommentViewController()
sim.show(comments)
print("no keyboard: bar", NSStringFromCGRect(comments.commentBar.frame))
print("no keyboard: field", NSStringFromCGRect(comments.commentField.frame))

sim.tap(comments.commentField)
sim.runUntilIdle()
print("keyboard: bar", NSStringFromCGRect(comments.commentBar.frame))
print("keyboard: guide", NSStringFromCGRect(comments.view.keyboardLayoutGuide.layoutFrame))

sim.rotate(to: .landscapeRight)
sim.runUntilIdle()
print("landscape: view", NSStringFromCGRect(comments.view.bounds))
print("landscape: bar", NSStringFromCGRect(comments.commentBar.frame))
print("landscape: guide", NSStringFromCGRect(comments.view.keyboardLayoutGuide.layoutFrame))

comments.commentField.resignFirstResponder()
sim.runUntilIdle()
print("landscape, no keyboard: bar", NSStringFromCGRect(comments.commentBar.frame))
