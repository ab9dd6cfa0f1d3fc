import UIKit
import Simulator

// A small value type that parses a keyboard notification's userInfo once,
// then drives a UIViewPropertyAnimator with the keyboard's own curve.
struct KeyboardInfo {
    let beginFrame: CGRect
    let endFrame: CGRect
    let duration: TimeInterval
    let curve: UIView.AnimationCurve
    let isLocal: Bool

    init?(_ notification: Notification) {
        guard let info = notification.userInfo,
              let begin = info[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect,
              let end = info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
              let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,
              let rawCurve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int,
              let isLocal = info[UIResponder.keyboardIsLocalUserInfoKey] as? Bool
        else { return nil }
        beginFrame = begin
        endFrame = end
        self.duration = duration
        curve = UIView.AnimationCurve(rawValue: rawCurve) ?? .easeInOut
        self.isLocal = isLocal
    }

    var animationOptions: UIView.AnimationOptions {
        UIView.AnimationOptions(rawValue: UInt(curve.rawValue) << 16)
    }
}

extension KeyboardInfo: CustomStringConvertible {
    var description: String {
        "begin \(NSStringFromCGRect(beginFrame)) end \(NSStringFromCGRect(endFrame)) duration \(duration) curve \(curve.rawValue) local \(isLocal)"
    }
}

final class LoginViewController: UIViewController {
    let emailField = UITextField(frame: CGRect(x: 20, y: 200, width: 280, height: 34))
    let footer = UILabel(frame: CGRect(x: 0, y: 528, width: 320, height: 40))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        emailField.borderStyle = .roundedRect
        emailField.keyboardType = .emailAddress
        view.addSubview(emailField)
        footer.text = "Terms of Service"
        footer.textAlignment = .center
        view.addSubview(footer)

        for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification] {
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { [weak self] note in
                guard let self = self, let keyboard = KeyboardInfo(note) else {
                    print("could not read keyboard info")
                    return
                }
                print(keyboard)
                print("options raw value \(keyboard.animationOptions.rawValue)")
                let shift = max(0, self.footer.frame.maxY - keyboard.endFrame.minY)
                let animator = UIViewPropertyAnimator(duration: keyboard.duration, curve: keyboard.curve) {
                    self.footer.transform = CGAffineTransform(translationX: 0, y: -shift)
                }
                animator.startAnimation()
            }
        }
    }
}

let sim = Simulator(device: .iPhone4Inch)
let login = LoginViewController()
sim.show(login)

sim.tap(login.emailField)
sim.runUntilIdle()
print("footer \(NSStringFromCGRect(login.footer.frame))")

login.emailField.resignFirstResponder()
sim.runUntilIdle()
print("footer \(NSStringFromCGRect(login.footer.frame))")
