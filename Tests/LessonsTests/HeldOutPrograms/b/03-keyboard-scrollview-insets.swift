import UIKit
import Simulator

// Apple's "move content that is located under the keyboard" recipe:
// give the scroll view a bottom inset the size of the keyboard and scroll
// the active field into the part that is still visible.
final class SignupViewController: UIViewController, UITextFieldDelegate {
    let scrollView = UIScrollView()
    let nameField = UITextField(frame: CGRect(x: 20, y: 80, width: 280, height: 31))
    let promoField = UITextField(frame: CGRect(x: 20, y: 500, width: 280, height: 31))
    weak var activeField: UITextField?
    private var tokens: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentSize = CGSize(width: 320, height: 1000)
        view.addSubview(scrollView)
        for field in [nameField, promoField] {
            field.borderStyle = .roundedRect
            field.delegate = self
            scrollView.addSubview(field)
        }
        let center = NotificationCenter.default
        tokens.append(center.addObserver(forName: UIResponder.keyboardWillShowNotification,
                                         object: nil, queue: .main) { [weak self] note in
            self?.keyboardWillShow(note)
        })
        tokens.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification,
                                         object: nil, queue: .main) { [weak self] _ in
            self?.scrollView.contentInset = .zero
            self?.scrollView.verticalScrollIndicatorInsets = .zero
        })
    }

    func textFieldDidBeginEditing(_ textField: UITextField) { activeField = textField }
    func textFieldDidEndEditing(_ textField: UITextField) { activeField = nil }

    private func keyboardWillShow(_ note: Notification) {
        guard let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        else { return }
        let height = frame.height - view.safeAreaInsets.bottom
        scrollView.contentInset.bottom = height
        scrollView.verticalScrollIndicatorInsets.bottom = height

        guard let field = activeField else { return }
        let visibleHeight = scrollView.bounds.height - height
        let needed = field.frame.maxY + 20 - visibleHeight
        if needed > scrollView.contentOffset.y {
            scrollView.setContentOffset(CGPoint(x: 0, y: needed), animated: false)
        }
    }
}

let sim = Simulator(device: .iPhone4Inch)
let signup = SignupViewController()
sim.show(signup)
sim.runUntilIdle()

sim.tap(signup.promoField)
sim.runUntilIdle()
print("inset:", signup.scrollView.contentInset.bottom)
print("indicator inset:", signup.scrollView.verticalScrollIndicatorInsets.bottom)
print("offset:", signup.scrollView.contentOffset.y)
print("promo field:", sim.visibilityProblem(of: signup.promoField) ?? "visible")

signup.view.endEditing(true)
sim.runUntilIdle()
print("inset after hide:", signup.scrollView.contentInset.bottom)
print("indicator inset after hide:", signup.scrollView.verticalScrollIndicatorInsets.bottom)
print("active field:", signup.activeField == nil ? "none" : "some")
