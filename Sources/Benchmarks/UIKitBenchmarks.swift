import Foundation
import Simulator
import UIKit

// `swift run -c release tutor-bench uikit`: the keyboard's show/hide cycle and the keyboard
// recipe checked over every device × orientation × keyboard scenario.

/// The book's keyboard recipe (the same as the test fixture): a scroll view whose bottom inset
/// follows the part of the view the keyboard covers, and a field near the bottom kept in view.
/// `@unchecked Sendable`: this target is Swift 6 and the notification closures are `@Sendable`;
/// the model is single-threaded and every call here happens on the main thread.
private final class BenchRecipeController: UIViewController, UITextFieldDelegate, @unchecked Sendable {
    let scrollView = UIScrollView()
    let field = UITextField()
    var activeField: UITextField?
    var usesAccessoryBar = false
    private var observers: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        field.frame = CGRect(x: 20, y: view.bounds.height - 60, width: view.bounds.width - 40, height: 31)
        field.autoresizingMask = [.flexibleTopMargin, .flexibleWidth]
        field.delegate = self
        if usesAccessoryBar { field.inputAccessoryView = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 44)) }
        scrollView.addSubview(field)
        view.addSubview(scrollView)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        scrollView.contentSize = scrollView.bounds.size
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let center = NotificationCenter.default
        observers.append(center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { [weak self] note in
            self?.keyboardWillShow(note)
        })
        observers.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) { [weak self] note in
            self?.keyboardWillHide(note)
        })
    }

    func stopObserving() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers.removeAll()
    }

    func keyboardWillShow(_ notification: Notification) {
        guard let info = notification.userInfo, let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
        let curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 0
        let covered = view.bounds.intersection(view.convert(end, from: nil))
        let bottom = covered.isNull ? 0 : covered.height
        UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16), animations: {
            self.scrollView.contentInset.bottom = bottom
            self.scrollView.scrollIndicatorInsets.bottom = bottom
        })
        if let activeField { scrollView.scrollRectToVisible(activeField.frame, animated: true) }
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
}

private enum BenchKeyboard: CaseIterable { case software, hardwareWithAccessoryBar, third, iOS7Coordinates }

struct UIKitBenchmarkError: Error, CustomStringConvertible {
    var description: String
}

@MainActor let uikitBenchmarks = BenchmarkSuite(name: "uikit") {
    // One screen with the recipe, shown once; each run brings the keyboard up and down again.
    let sim = Simulator(device: .iPhone4Inch)
    let controller = BenchRecipeController()
    sim.show(controller)
    let cycle = Benchmark(name: "keyboard show/hide cycle with animations (recipe handlers)", budgetSeconds: 50e-6,
                          warmup: 50, iterations: 2000) {
        // The model's log and animation records grow without bound otherwise.
        sim.clearLog()
        sim.world.animator.clearRecords()
        controller.field.becomeFirstResponder()
        sim.runUntilIdle()
        controller.field.resignFirstResponder()
        sim.runUntilIdle()
    }
    var rendered = 0
    let cycleWithRender = Benchmark(name: "keyboard show/hide cycle with animations and one render", budgetSeconds: 50e-6,
                                    warmup: 50, iterations: 2000) {
        sim.clearLog()
        sim.world.animator.clearRecords()
        controller.field.becomeFirstResponder()
        sim.runUntilIdle()
        rendered &+= sim.render().utf8.count
        controller.field.resignFirstResponder()
        sim.runUntilIdle()
    }

    // The grid the tests check (RecipeScenario.all): both orientations with every keyboard, and
    // iOS 7 coordinates in landscape right too, where the raw frame sits at the other edge.
    let grid = Benchmark(name: "keyboard recipe over 38 scenarios (device × orientation × keyboard)", budgetSeconds: 2e-3,
                         warmup: 3, iterations: 50) {
        var checked = 0
        for device in Device.all {
            let scenarios = [UIInterfaceOrientation.portrait, .landscapeLeft].flatMap { orientation in BenchKeyboard.allCases.map { (orientation, $0) } }
                + [(UIInterfaceOrientation.landscapeRight, BenchKeyboard.iOS7Coordinates)]
            for (orientation, keyboard) in scenarios {
                let modes: [KeyboardMode?] = keyboard == .third ? (device.isPad ? [.undocked, .split] : [nil]) : [nil]
                for mode in modes {
                    let options = Simulator.Options(iOS7Coordinates: keyboard == .iOS7Coordinates,
                                                    predictiveBar: !(keyboard == .third && !device.isPad))
                    let sim = Simulator(device: device, orientation: orientation, options: options)
                    let recipe = BenchRecipeController()
                    recipe.usesAccessoryBar = keyboard == .hardwareWithAccessoryBar
                    sim.show(recipe)
                    if keyboard == .hardwareWithAccessoryBar { sim.attachHardwareKeyboard() }
                    if let mode { sim.setKeyboardMode(mode) }
                    recipe.field.becomeFirstResponder()
                    sim.runUntilIdle()
                    let visible = sim.isFullyVisible(recipe.field)
                    recipe.stopObserving()
                    guard visible else {
                        throw UIKitBenchmarkError(description: "field hidden on \(device) \(orientation) \(keyboard)")
                    }
                    checked += 1
                }
            }
        }
        guard checked == 38 else { throw UIKitBenchmarkError(description: "checked \(checked) scenarios, expected 38") }
    }
    return [cycle, cycleWithRender, grid]
}
