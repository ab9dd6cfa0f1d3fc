import UIKit
import Simulator

// The same Hacking with Swift adjustForKeyboard recipe on a scroll-view form, checked through a
// rotation: because it reads the end frame of every keyboardWillChangeFrame, the bottom inset
// follows the keyboard from portrait (216 pt) to landscape (162 pt) and back.
final class AddressFormController: UIViewController {
    let scrollView = UIScrollView()
    let streetField = UITextField(frame: CGRect(x: 20, y: 400, width: 280, height: 31))
    var tokens: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.contentSize = CGSize(width: 320, height: 700)
        streetField.borderStyle = .roundedRect
        scrollView.addSubview(streetField)
        view.addSubview(scrollView)
        for name in [UIResponder.keyboardWillHideNotification, UIResponder.keyboardWillChangeFrameNotification] {
            tokens.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                self?.adjustForKeyboard(note)
            })
        }
    }

    func adjustForKeyboard(_ notification: Notification) {
        guard let value = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
        let keyboardViewEndFrame = view.convert(value.cgRectValue, from: view.window)
        if notification.name == UIResponder.keyboardWillHideNotification {
            scrollView.contentInset = .zero
        } else {
            scrollView.contentInset = UIEdgeInsets(top: 0, left: 0,
                                                   bottom: keyboardViewEndFrame.height - view.safeAreaInsets.bottom, right: 0)
        }
        scrollView.scrollIndicatorInsets = scrollView.contentInset
    }
}

let sim = Simulator(device: .iPhone4Inch)
let form = AddressFormController()
sim.show(form)
sim.runUntilIdle()

func report(_ label: String) {
    print(label, "bounds", NSStringFromCGRect(form.view.bounds),
          "keyboard", sim.keyboardFrame.map(NSStringFromCGRect) ?? "none",
          "inset", form.scrollView.contentInset.bottom,
          "indicator", form.scrollView.verticalScrollIndicatorInsets.bottom)
}

sim.tap(form.streetField)
sim.advance(by: 1)
report("portrait:")

sim.rotate(to: .landscapeLeft)
sim.advance(by: 1)
report("landscape:")
print("scroll view:", NSStringFromCGRect(form.scrollView.frame), "still editing:", form.streetField.isFirstResponder)

sim.rotate(to: .portrait)
sim.advance(by: 1)
report("portrait again:")

form.streetField.resignFirstResponder()
sim.advance(by: 1)
report("hidden:")
