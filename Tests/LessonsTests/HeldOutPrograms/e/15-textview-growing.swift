import UIKit
import Simulator

// A self-sizing message box: scrolling off, a height constraint updated from sizeThatFits in
// textViewDidChange, clamped between 40 and 100 pt; past the maximum it scrolls instead.
final class ComposerViewController: UIViewController, UITextViewDelegate {
    let messageView = UITextView()
    private var heightConstraint: NSLayoutConstraint!
    let minHeight: CGFloat = 40
    let maxHeight: CGFloat = 100

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        messageView.font = .systemFont(ofSize: 17)
        messageView.isScrollEnabled = false
        messageView.delegate = self
        messageView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(messageView)

        heightConstraint = messageView.heightAnchor.constraint(equalToConstant: minHeight)
        NSLayoutConstraint.activate([
            messageView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            messageView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            messageView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            heightConstraint,
        ])
    }

    func textViewDidChange(_ textView: UITextView) {
        let fitting = textView.sizeThatFits(CGSize(width: textView.bounds.width,
                                                   height: .greatestFiniteMagnitude)).height
        heightConstraint.constant = min(max(fitting, minHeight), maxHeight)
        textView.isScrollEnabled = fitting > maxHeight
    }

    var currentHeight: CGFloat { heightConstraint.constant }
}

let sim = Simulator(device: .iPhone4Inch)
let composer = ComposerViewController()
sim.show(composer)
print("inset", NSStringFromUIEdgeInsets(composer.messageView.textContainerInset))
print("padding", composer.messageView.textContainer.lineFragmentPadding)
print("frame", NSStringFromCGRect(composer.messageView.frame))

sim.tap(composer.messageView)
sim.runUntilIdle()
sim.type("Hello")
print("one line:", composer.currentHeight, "scrolls:", composer.messageView.isScrollEnabled)

sim.type("\nWorld")
let twoLines = composer.currentHeight
print("two lines grew:", twoLines > 40 && twoLines < 100, "scrolls:", composer.messageView.isScrollEnabled)

sim.type("\n3\n4\n5\n6")
print("six lines:", composer.currentHeight, "scrolls:", composer.messageView.isScrollEnabled)
sim.runUntilIdle()
print("laid out height:", composer.messageView.frame.height)
