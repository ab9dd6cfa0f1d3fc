import UIKit
import Simulator

// Stack Overflow "keyboardWillShow: convert the keyboard frame to view coordinates" answers:
// the end frame arrives in screen coordinates, so a screen inside a navigation controller with an
// opaque bar (its view starts below the bar) must convert it with view.convert(_:from: nil)
// before deciding how much of the view the keyboard covers.
final class ComposeViewController: UIViewController {
    let messageField = UITextField(frame: CGRect(x: 20, y: 400, width: 280, height: 31))
    var token: NSObjectProtocol?
    var endFrame = CGRect.null
    var converted = CGRect.null
    var covered: CGFloat = -1

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Compose"
        view.backgroundColor = .white
        messageField.borderStyle = .roundedRect
        view.addSubview(messageField)
        token = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification,
                                                       object: nil, queue: nil) { [weak self] note in
            guard let self = self,
                  let value = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
            self.endFrame = value.cgRectValue
            self.converted = self.view.convert(self.endFrame, from: nil)
            self.covered = self.view.bounds.intersection(self.converted).height
        }
    }
}

let sim = Simulator(device: .iPhone4Inch)
let compose = ComposeViewController()
let navigation = UINavigationController(rootViewController: compose)
navigation.navigationBar.isTranslucent = false
sim.show(navigation)
sim.runUntilIdle()

print("view frame:", NSStringFromCGRect(compose.view.frame))
print("view bounds:", NSStringFromCGRect(compose.view.bounds))
print("safe area top:", compose.view.safeAreaInsets.top)
print("navigation bar:", NSStringFromCGRect(navigation.navigationBar.frame))

sim.tap(compose.messageField)
sim.runUntilIdle()
print("end frame (screen):", NSStringFromCGRect(compose.endFrame))
print("end frame (view):  ", NSStringFromCGRect(compose.converted))
print("covered height:", compose.covered)
print("field maxY in view:", compose.messageField.frame.maxY, "hidden:", compose.messageField.frame.maxY > compose.converted.minY)
