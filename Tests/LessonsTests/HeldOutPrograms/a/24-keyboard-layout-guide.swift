import UIKit
import Simulator

// iOS 15 keyboardLayoutGuide: a comment bar whose bottom is pinned to the
// guide's top follows the keyboard with no notification code at all.
final class CommentViewController: UIViewController {
    let bar = UIView()
    let field = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        bar.translatesAutoresizingMaskIntoConstraints = false
        field.translatesAutoresizingMaskIntoConstraints = false
        field.borderStyle = .roundedRect
        field.placeholder = "Add a comment"
        view.addSubview(bar)
        bar.addSubview(field)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 50),
            bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            field.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 12),
            field.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: -12),
            field.topAnchor.constraint(equalTo: bar.topAnchor, constant: 8),
            field.bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: -8),
        ])
    }
}

let sim = Simulator(device: .iPhone4Inch)
let comments = CommentViewController()
sim.show(comments)
sim.runUntilIdle()
print("resting bar \(NSStringFromCGRect(comments.bar.frame))")
print("field \(NSStringFromCGRect(comments.field.frame))")

sim.tap(comments.field)
sim.runUntilIdle()
print("keyboard up bar \(NSStringFromCGRect(comments.bar.frame))")
print("bar meets keyboard \(comments.bar.frame.maxY == sim.keyboardFrame?.minY)")

comments.field.resignFirstResponder()
sim.runUntilIdle()
print("dismissed bar \(NSStringFromCGRect(comments.bar.frame))")
