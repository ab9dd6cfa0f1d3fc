import UIKit
import Simulator

// Apple's "Text Programming Guide for iOS — Managing the Keyboard", Listings 5-1 and 5-2, in
// Swift: keyboardDidShow sets the scroll view's contentInset and scrollIndicatorInsets to the
// keyboard's height and, if the active field's origin is hidden, scrolls to
// y = field.origin.y - keyboard height; keyboardWillHide puts the insets back to zero.
final class FormViewController: UIViewController, UITextFieldDelegate {
    let scrollView = UIScrollView()
    let nameField = UITextField(frame: CGRect(x: 20, y: 40, width: 280, height: 31))
    let noteField = UITextField(frame: CGRect(x: 20, y: 480, width: 280, height: 31))
    var activeField: UITextField?
    var tokens: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentSize = CGSize(width: 320, height: 900)
        view.addSubview(scrollView)
        for field in [nameField, noteField] {
            field.borderStyle = .roundedRect
            field.delegate = self
            scrollView.addSubview(field)
        }
        let center = NotificationCenter.default
        tokens.append(center.addObserver(forName: UIResponder.keyboardDidShowNotification, object: nil, queue: nil) { [weak self] note in
            self?.keyboardWasShown(note)
        })
        tokens.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) { [weak self] note in
            self?.keyboardWillBeHidden(note)
        })
    }

    func keyboardWasShown(_ note: Notification) {
        guard let kbSize = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue.size else { return }
        let contentInsets = UIEdgeInsets(top: 0, left: 0, bottom: kbSize.height, right: 0)
        scrollView.contentInset = contentInsets
        scrollView.scrollIndicatorInsets = contentInsets

        var aRect = view.frame
        aRect.size.height -= kbSize.height
        if let field = activeField, !aRect.contains(field.frame.origin) {
            scrollView.setContentOffset(CGPoint(x: 0, y: field.frame.origin.y - kbSize.height), animated: false)
        }
    }

    func keyboardWillBeHidden(_ note: Notification) {
        scrollView.contentInset = .zero
        scrollView.scrollIndicatorInsets = .zero
    }

    func textFieldDidBeginEditing(_ textField: UITextField) { activeField = textField }
    func textFieldDidEndEditing(_ textField: UITextField) { activeField = nil }
}

let sim = Simulator(device: .iPhone4Inch)
let form = FormViewController()
sim.show(form)
sim.runUntilIdle()

func report(_ label: String) {
    print(label, "inset", NSStringFromUIEdgeInsets(form.scrollView.contentInset),
          "indicators", NSStringFromUIEdgeInsets(form.scrollView.verticalScrollIndicatorInsets),
          "offset", NSStringFromCGPoint(form.scrollView.contentOffset))
}

print("scroll view:", NSStringFromCGRect(form.scrollView.frame))
sim.tap(form.nameField)
sim.advance(by: 1)
report("name field:")
form.nameField.resignFirstResponder()
sim.advance(by: 1)
report("hidden:")

sim.tap(form.noteField)
sim.advance(by: 1)
report("note field:")
let onScreen = form.noteField.convert(form.noteField.bounds, to: nil)
print("note field on screen:", NSStringFromCGRect(onScreen))
print("above the keyboard:", onScreen.maxY <= sim.keyboardFrame!.minY)

form.noteField.resignFirstResponder()
sim.advance(by: 1)
report("hidden again:")
