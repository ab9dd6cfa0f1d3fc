import Foundation
import Simulator
import UIKit

// The book's keyboard recipe, written the way an iOS developer writes it, and the classic
// mistakes as subclasses that each change one thing. The recipe tests run them over every
// device × orientation × keyboard scenario.

/// A screen with a scroll view filling it and a text field near the bottom. While the keyboard
/// is up, the scroll view's bottom inset equals the part of the view the keyboard covers, and
/// the field being edited is scrolled into view.
class KeyboardRecipeController: UIViewController, UITextFieldDelegate {
    let scrollView = UIScrollView()
    let field = UITextField()
    var activeField: UITextField?
    /// Scenarios with a hardware keyboard give the field a 44-pt accessory bar.
    var usesAccessoryBar = false
    var observers: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.accessibilityIdentifier = "scroll"
        field.frame = CGRect(x: 20, y: view.bounds.height - 60, width: view.bounds.width - 40, height: 31)
        field.autoresizingMask = [.flexibleTopMargin, .flexibleWidth]
        field.accessibilityIdentifier = "field"
        field.borderStyle = .roundedRect
        field.delegate = self
        if usesAccessoryBar {
            field.inputAccessoryView = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 44))
        }
        scrollView.addSubview(field)
        view.addSubview(scrollView)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        scrollView.contentSize = scrollView.bounds.size
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        registerForKeyboardNotifications()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        unregisterForKeyboardNotifications()
    }

    func registerForKeyboardNotifications() {
        let center = NotificationCenter.default
        observers.append(center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { [weak self] note in
            self?.keyboardWillShow(note)
        })
        observers.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) { [weak self] note in
            self?.keyboardWillHide(note)
        })
    }

    func unregisterForKeyboardNotifications() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers.removeAll()
    }

    func keyboardWillShow(_ notification: Notification) {
        guard let info = notification.userInfo,
              let endFrame = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
        let curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 0
        let covered = coveredHeight(keyboardFrame: endFrame)
        UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16), animations: {
            self.scrollView.contentInset.bottom = covered
            self.scrollView.scrollIndicatorInsets.bottom = covered
        })
        if let activeField {
            scrollView.scrollRectToVisible(activeField.frame, animated: true)
        }
    }

    /// How much of the view the keyboard covers: convert its screen frame to the view, then
    /// intersect with the view's bounds.
    func coveredHeight(keyboardFrame endFrame: CGRect) -> CGFloat {
        let keyboard = view.convert(endFrame, from: nil)
        let covered = view.bounds.intersection(keyboard)
        return covered.isNull ? 0 : covered.height
    }

    func keyboardWillHide(_ notification: Notification) {
        let info = notification.userInfo ?? [:]
        let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
        let curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 0
        UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16), animations: {
            self.scrollView.contentInset = .zero
            self.scrollView.scrollIndicatorInsets = .zero
        })
    }

    func textFieldDidBeginEditing(_ textField: UITextField) { activeField = textField }
    func textFieldDidEndEditing(_ textField: UITextField) { activeField = nil }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }
}

/// Mistake: uses the keyboard's height instead of the part of the view it covers.
final class HeightInsteadOfIntersectionController: KeyboardRecipeController {
    override func coveredHeight(keyboardFrame endFrame: CGRect) -> CGFloat { endFrame.height }
}

/// Mistake: intersects the screen-coordinate frame with the view without converting it.
final class NoConversionController: KeyboardRecipeController {
    override func coveredHeight(keyboardFrame endFrame: CGRect) -> CGFloat {
        let covered = view.bounds.intersection(endFrame)
        return covered.isNull ? 0 : covered.height
    }
}

/// Mistake: never puts the insets back when the keyboard hides.
final class NoRestoreController: KeyboardRecipeController {
    override func keyboardWillHide(_ notification: Notification) {}
}

/// Mistake: registers in viewDidLoad and never removes the observers, so the screen keeps
/// reacting to the keyboard after another screen covers it.
final class RegistersInViewDidLoadController: KeyboardRecipeController {
    override func viewDidLoad() {
        super.viewDidLoad()
        registerForKeyboardNotifications()
    }
    override func viewWillAppear(_ animated: Bool) {}
    override func viewWillDisappear(_ animated: Bool) {}
}

/// The modern variant: follows every frame change (WillChangeFrame), so it also reacts to an
/// undocked or split iPad keyboard, which posts no WillShow (1.7.1). The bottom inset covers the
/// view from the keyboard's top edge down, which is right for a floating keyboard too.
class FrameTrackingRecipeController: KeyboardRecipeController {
    override func registerForKeyboardNotifications() {
        observers.append(NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification,
                                                                object: nil, queue: nil) { [weak self] note in
            self?.keyboardWillShow(note)
        })
    }

    override func coveredHeight(keyboardFrame endFrame: CGRect) -> CGFloat {
        let keyboard = view.convert(endFrame, from: nil)
        let covered = view.bounds.intersection(keyboard)
        return covered.isNull ? 0 : view.bounds.maxY - covered.minY
    }
}

/// Mistake in the modern variant: the keyboard's height instead of what it covers.
final class FrameTrackingHeightController: FrameTrackingRecipeController {
    override func coveredHeight(keyboardFrame endFrame: CGRect) -> CGFloat {
        view.bounds.intersects(view.convert(endFrame, from: nil)) ? endFrame.height : 0
    }
}

/// One run of a recipe: a device, an orientation and a keyboard situation.
struct RecipeScenario: CustomStringConvertible, Sendable {
    enum Keyboard: String, Sendable {
        case software, hardwareWithAccessoryBar, predictiveOff, undocked, split, iOS7Coordinates
    }

    let device: Device
    let orientation: UIInterfaceOrientation
    let keyboard: Keyboard

    var description: String {
        let side = orientation == .landscapeRight ? "landscape-right" : orientation.isLandscape ? "landscape" : "portrait"
        return "\(device.identifier) \(side) \(keyboard.rawValue)"
    }

    /// 4 devices × 2 orientations × {software, hardware with accessory bar, predictive off (iPhone)
    /// or undocked and split (iPad), iOS 7 coordinates}, plus iOS 7 coordinates in landscape
    /// right on each device (the portrait-fixed frame sits at the other edge): 38 scenarios.
    static let all: [RecipeScenario] = Device.all.flatMap { device in
        [UIInterfaceOrientation.portrait, .landscapeLeft].flatMap { orientation in
            let third: [Keyboard] = device.isPad ? [.undocked, .split] : [.predictiveOff]
            return ([.software, .hardwareWithAccessoryBar] + third + [.iOS7Coordinates]).map {
                RecipeScenario(device: device, orientation: orientation, keyboard: $0)
            }
        } + [RecipeScenario(device: device, orientation: .landscapeRight, keyboard: .iOS7Coordinates)]
    }

    /// Shows the controller, sets the keyboard up and starts editing its field; time runs until
    /// the keyboard has finished moving.
    @MainActor
    func run(_ controller: KeyboardRecipeController) -> Simulator {
        let options = Simulator.Options(iOS7Coordinates: keyboard == .iOS7Coordinates, predictiveBar: keyboard != .predictiveOff)
        let sim = Simulator(device: device, orientation: orientation, options: options)
        controller.usesAccessoryBar = keyboard == .hardwareWithAccessoryBar
        sim.show(controller)
        switch keyboard {
        case .hardwareWithAccessoryBar: sim.attachHardwareKeyboard()
        case .undocked: sim.setKeyboardMode(.undocked)
        case .split: sim.setKeyboardMode(.split)
        default: break
        }
        controller.field.becomeFirstResponder()
        sim.runUntilIdle()
        return sim
    }
}
