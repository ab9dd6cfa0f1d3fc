import UIKit
import Simulator

// A bio text view that grows with its text (scrolling off, no height
// constraint) and a one-line tagline text view where Return means "done".
final class TaglineDelegate: NSObject, UITextViewDelegate {
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange,
                  replacementText text: String) -> Bool {
        if text == "\n" {
            textView.resignFirstResponder()
            return false
        }
        return true
    }
}

let sim = Simulator(device: .iPhone4Inch)
let profile = UIViewController()
let root = profile.view!
root.backgroundColor = .white

let taglineDelegate = TaglineDelegate()
let taglineView = UITextView(frame: CGRect(x: 20, y: 40, width: 280, height: 40))
taglineView.returnKeyType = .done
taglineView.delegate = taglineDelegate

let bioView = UITextView()
bioView.isScrollEnabled = false
bioView.font = .systemFont(ofSize: 17)
bioView.translatesAutoresizingMaskIntoConstraints = false
let saveButton = UIButton(type: .system)
saveButton.setTitle("Save", for: .normal)
saveButton.translatesAutoresizingMaskIntoConstraints = false

for subview in [taglineView, bioView, saveButton] as [UIView] { root.addSubview(subview) }
NSLayoutConstraint.activate([
    bioView.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
    bioView.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
    bioView.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
    saveButton.topAnchor.constraint(equalTo: bioView.bottomAnchor, constant: 12),
    saveButton.centerXAnchor.constraint(equalTo: root.centerXAnchor),
])
sim.show(profile)
sim.runUntilIdle()
let emptyHeight = bioView.frame.height
print("bio width:", bioView.frame.width)

sim.tap(bioView)
sim.type("Swift")
sim.runUntilIdle()
let oneLineHeight = bioView.frame.height
print("one line as tall as empty:", oneLineHeight == emptyHeight)

sim.type("\nUIKit\nLinux")
sim.runUntilIdle()
print("lines:", bioView.text.components(separatedBy: "\n").count)
print("grew:", bioView.frame.height > oneLineHeight)
print("save button follows:", saveButton.frame.minY == bioView.frame.maxY + 12)

sim.tap(taglineView)
sim.type("Hi there\n")
sim.runUntilIdle()
print("tagline: \"\(taglineView.text!)\"")
print("tagline editing:", taglineView.isFirstResponder)
print("keyboard hidden:", sim.keyboardFrame == nil)
