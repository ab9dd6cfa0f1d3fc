import Foundation
import Simulator
import UIKit

/// A stand-in for a text input (the text team writes UITextField): a control that can become
/// first responder, so taps focus it.
final class FocusableControl: UIControl {
    override var canBecomeFirstResponder: Bool { true }
}

/// A sign-in form: a title, two labelled inputs, a button, and a notes input low on the screen.
final class SignInController: UIViewController {
    let scrollView = UIScrollView(frame: .zero)
    let email = FocusableControl(frame: CGRect(x: 20, y: 96, width: 280, height: 32))
    let password = FocusableControl(frame: CGRect(x: 20, y: 176, width: 280, height: 32))
    let signIn = UIButton(type: .system)
    let notes = FocusableControl(frame: CGRect(x: 20, y: 400, width: 280, height: 48))
    var taps: [String] = []

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .systemBackground
        scrollView.frame = root.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.contentSize = root.bounds.size
        scrollView.accessibilityIdentifier = "form"
        root.addSubview(scrollView)

        let title = UILabel(frame: CGRect(x: 20, y: 32, width: 280, height: 32))
        title.text = "Sign in"
        title.textAlignment = .center
        let emailLabel = UILabel(frame: CGRect(x: 20, y: 72, width: 280, height: 16))
        emailLabel.text = "Email"
        let passwordLabel = UILabel(frame: CGRect(x: 20, y: 152, width: 280, height: 16))
        passwordLabel.text = "Password"
        email.accessibilityIdentifier = "email"
        password.accessibilityIdentifier = "password"
        notes.accessibilityIdentifier = "notes"
        signIn.frame = CGRect(x: 20, y: 240, width: 280, height: 48)
        signIn.setTitle("Sign in", for: .normal)
        signIn.accessibilityIdentifier = "signIn"
        signIn.addAction(UIAction { [weak self] _ in self?.taps.append("signIn") }, for: .touchUpInside)
        for view in [title, emailLabel, email, passwordLabel, password, signIn, notes] as [UIView] { scrollView.addSubview(view) }
        view = root
    }
}

/// A controller whose view shows one centred label, to tell screens apart.
final class LabelController: UIViewController {
    let text: String
    init(_ text: String) {
        self.text = text
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not archived") }

    override func viewDidLoad() {
        view.backgroundColor = .systemBackground
        let label = UILabel(frame: CGRect(x: 0, y: 96, width: view.bounds.width, height: 32))
        label.text = text
        label.textAlignment = .center
        label.autoresizingMask = [.flexibleWidth]
        view.addSubview(label)
        let button = UIButton(type: .system)
        button.setTitle("Next", for: .normal)
        button.frame = CGRect(x: 16, y: 160, width: 128, height: 32)
        view.addSubview(button)
    }
}
