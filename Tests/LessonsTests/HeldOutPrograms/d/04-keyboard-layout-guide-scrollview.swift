import UIKit
import Simulator

// iOS 15+: pin a form's scroll view to view.keyboardLayoutGuide.topAnchor instead of
// observing keyboard notifications (WWDC21 "Your guide to keyboard layout").
final class FormViewController: UIViewController {
    let scrollView = UIScrollView()
    let notesField = UITextField(frame: CGRect(x: 20, y: 420, width: 280, height: 34))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        ])
        notesField.borderStyle = .roundedRect
        notesField.placeholder = "Notes"
        scrollView.addSubview(notesField)
        scrollView.contentSize = CGSize(width: 320, height: 700)
    }

    func report(_ moment: String) {
        view.layoutIfNeeded()
        print("\(moment): scroll view \(NSStringFromCGRect(scrollView.frame))")
        print("\(moment): guide \(NSStringFromCGRect(view.keyboardLayoutGuide.layoutFrame))")
    }
}

let sim = Simulator(device: .iPhone4Inch)
let form = FormViewController()
sim.show(form)
form.report("start")

sim.tap(form.notesField)
sim.runUntilIdle()
form.report("keyboard up")

form.view.endEditing(true)
sim.runUntilIdle()
form.report("keyboard down")
