import Foundation
import Simulator
import Testing
import UIKit

/// Taps and drags as the simulator delivers them: hit-tested from the key window, blocked by the
/// keyboard and by animations, turned into control events (5.7, 10.8).
@MainActor @Suite(.serialized) struct TouchTests {
    private func showButton(_ sim: Simulator, frame: CGRect = CGRect(x: 20, y: 300, width: 280, height: 44))
        -> (UIViewController, UIButton) {
        let controller = UIViewController()
        let button = UIButton(type: .system)
        button.frame = frame
        button.setTitle("Save", for: .normal)
        button.accessibilityIdentifier = "save"
        controller.view.addSubview(button)
        sim.show(controller)
        sim.clearLog()
        return (controller, button)
    }

    @Test func tapSendsTouchDownThenTouchUpInside() {
        let sim = Simulator(device: .iPhone4Inch)
        let (_, button) = showButton(sim)
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("down") }, for: .touchDown)
        button.addAction(UIAction { action in
            events.append("up from \((action.sender as? UIButton)?.accessibilityIdentifier ?? "?")")
        }, for: .touchUpInside)
        let target = sim.tap(button)
        #expect(target == .view(button))
        #expect(events == ["down", "up from save"])
        #expect(sim.log.map(\.text) == [
            "touch down (160, 322) save", "action touchDown(save)",
            "touch up (160, 322) save", "action touchUpInside(save)",
        ])
        #expect(!button.isHighlighted && !button.isTracking)
    }

    @Test func primaryActionFollowsTouchUpInside() {
        let sim = Simulator(device: .iPhone4Inch)
        let (_, button) = showButton(sim)
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("primary") }, for: .primaryActionTriggered)
        button.addAction(UIAction { _ in events.append("upInside") }, for: .touchUpInside)
        sim.tap(button)
        #expect(events == ["upInside", "primary"])
    }

    @Test func aDisabledButtonSendsNothingAndSwallowsTheTap() {
        let sim = Simulator(device: .iPhone4Inch)
        let (controller, button) = showButton(sim)
        var count = 0
        button.addAction(UIAction { _ in count += 1 }, for: .allEvents)
        button.isEnabled = false
        #expect(sim.tap(button) == .view(button))
        #expect(count == 0)
        #expect(sim.log.map(\.text) == ["touch down (160, 322) save", "touch up (160, 322) save"])
        #expect(!button.isHighlighted)
        // A tap beside it reaches the controller's view.
        #expect(sim.tap(at: CGPoint(x: 10, y: 10)) == .view(controller.view))
    }

    @Test func aTapOnTheKeyboardDoesNotReachTheViewBeneath() {
        let sim = Simulator(device: .iPhone4Inch)
        let (_, button) = showButton(sim, frame: CGRect(x: 20, y: 400, width: 280, height: 44))
        var count = 0
        button.addAction(UIAction { _ in count += 1 }, for: .touchUpInside)
        sim.world.visibleKeyboardFrame = CGRect(x: 0, y: 352, width: 320, height: 216)
        #expect(sim.tap(button) == .keyboard)
        #expect(count == 0)
        #expect(sim.log.map(\.text) == ["touch down (160, 422) keyboard", "touch up (160, 422) keyboard"])
        #expect(!sim.isFullyVisible(button))
        // The row just above the keyboard still reaches views.
        #expect(sim.tap(at: CGPoint(x: 160, y: 351)) != .keyboard)
        sim.world.visibleKeyboardFrame = nil
        #expect(sim.tap(button) == .view(button))
        #expect(count == 1)
    }

    @Test func draggingOutSendsExitOutsideAndUpOutside() {
        let sim = Simulator(device: .iPhone4Inch)
        let (_, button) = showButton(sim)
        var highlighted: [Bool] = []
        button.addAction(UIAction { action in highlighted.append((action.sender as? UIButton)?.isHighlighted ?? false) }, for: .allTouchEvents)
        var upInside = 0
        button.addAction(UIAction { _ in upInside += 1 }, for: .primaryActionTriggered)
        sim.drag(button, outside: true)
        #expect(sim.log.map(\.text) == [
            "touch down (160, 322) save", "action touchDown(save)",
            "touch moved (160, 444) save", "action touchDragExit(save)",
            "touch moved (160, 464) save", "action touchDragOutside(save)",
            "touch up (160, 464) save", "action touchUpOutside(save)",
        ])
        #expect(highlighted == [true, false, false, false])
        #expect(upInside == 0)
    }

    /// A finger that slips off a control by less than the 70-point tracking margin is still on it: it stays
    /// highlighted, and lifting there taps it. Past the margin it leaves (touchDragExit), and coming back within it
    /// enters again.
    @Test func theTrackingMarginAroundAControl() {
        let sim = Simulator(device: .iPhone4Inch)
        let (_, button) = showButton(sim)  // 20…300 × 300…344
        button.addAction(UIAction { _ in }, for: .allTouchEvents)
        sim.touchDown(at: CGPoint(x: 160, y: 322))
        sim.moveTouch(to: CGPoint(x: 160, y: 413))  // 69 below
        #expect(button.isHighlighted)
        sim.moveTouch(to: CGPoint(x: 160, y: 415))  // 71 below
        #expect(!button.isHighlighted)
        sim.moveTouch(to: CGPoint(x: 360, y: 322))  // 60 to the right
        #expect(button.isHighlighted)
        sim.liftTouch()
        #expect(sim.log.map(\.text).filter { $0.hasPrefix("action") } == [
            "action touchDown(save)", "action touchDragInside(save)", "action touchDragExit(save)",
            "action touchDragEnter(save)", "action touchUpInside(save)",
        ])
    }

    @Test func draggingInsideEndsInside() {
        let sim = Simulator(device: .iPhone4Inch)
        let (_, button) = showButton(sim)
        button.addAction(UIAction { _ in }, for: .allTouchEvents)
        sim.drag(button, outside: false)
        #expect(sim.log.map(\.text) == [
            "touch down (160, 322) save", "action touchDown(save)",
            "touch moved (161, 322) save", "action touchDragInside(save)",
            "touch moved (162, 322) save", "action touchDragInside(save)",
            "touch up (162, 322) save", "action touchUpInside(save)",
        ])
    }

    @Test func touchSequencesEnterAgainAndCancel() {
        let sim = Simulator(device: .iPhone4Inch)
        let (_, button) = showButton(sim)
        button.addAction(UIAction { _ in }, for: .allTouchEvents)
        sim.touchDown(at: CGPoint(x: 100, y: 310))
        sim.moveTouch(to: CGPoint(x: 100, y: 500))
        sim.moveTouch(to: CGPoint(x: 100, y: 320))
        sim.cancelTouch()
        #expect(sim.log.map(\.text) == [
            "touch down (100, 310) save", "action touchDown(save)",
            "touch moved (100, 500) save", "action touchDragExit(save)",
            "touch moved (100, 320) save", "action touchDragEnter(save)",
            "touch cancelled (100, 320) save", "action touchCancel(save)",
        ])
        #expect(!button.isHighlighted && !button.isTracking)
    }

    @Test func aViewBeingAnimatedDoesNotGetTaps() {
        let sim = Simulator(device: .iPhone4Inch)
        let (controller, button) = showButton(sim)
        var count = 0
        button.addAction(UIAction { _ in count += 1 }, for: .touchUpInside)
        UIView.animate(withDuration: 0.3) { button.alpha = 0.5 }
        #expect(sim.tap(button) == .view(controller.view))
        #expect(count == 0)
        sim.advance(by: 0.3)
        #expect(sim.tap(button) == .view(button))
        #expect(count == 1)
        UIView.animate(withDuration: 0.3, delay: 0, options: [.allowUserInteraction], animations: { button.alpha = 1 })
        #expect(sim.tap(button) == .view(button))
        #expect(count == 2)
    }

    @Test func tappingAnInputMakesItFirstResponder() {
        let sim = Simulator(device: .iPhone4Inch)
        let form = SignInController()
        sim.show(form)
        #expect(sim.firstResponder == nil)
        #expect(sim.tap(form.email) == .view(form.email))
        #expect(sim.firstResponder === form.email)
        sim.tap(form.password)
        #expect(form.password.isFirstResponder)
        #expect(!form.email.isFirstResponder)
        // A tap on a plain view does not take first responder away (as on iOS).
        sim.tap(at: CGPoint(x: 5, y: 5))
        #expect(form.password.isFirstResponder)
        // A button is not an input: tapping it keeps the focus where it is.
        sim.tap(form.signIn)
        #expect(form.taps == ["signIn"])
        #expect(form.password.isFirstResponder)
    }

    @Test func tapPointsFollowScrollingAndClipping() {
        let sim = Simulator(device: .iPhone4Inch)
        let form = SignInController()
        sim.show(form)
        #expect(sim.tapPoint(for: form.notes) == CGPoint(x: 160, y: 424))
        form.scrollView.contentOffset = CGPoint(x: 0, y: 100)
        #expect(sim.tapPoint(for: form.notes) == CGPoint(x: 160, y: 324))
        // Scrolled half out of the top: the middle of the visible part.
        form.scrollView.contentOffset = CGPoint(x: 0, y: 424)
        #expect(sim.tapPoint(for: form.notes) == CGPoint(x: 160, y: 12))
        form.scrollView.contentOffset = CGPoint(x: 0, y: 500)
        #expect(sim.tapPoint(for: form.notes) == nil)
        sim.clearLog()
        #expect(sim.tap(form.notes) == .nothing)
        #expect(sim.log.map(\.text) == ["touch missed notes: not on screen"])
        #expect(sim.tap(at: CGPoint(x: 400, y: 10)) == .nothing)
    }

    @Test func pushAndPresentHelpersFindTheVisibleController() {
        let sim = Simulator(device: .iPhone4Inch)
        let root = LabelController("Root")
        #expect(!sim.push(LabelController("Nowhere")))
        let navigation = UINavigationController(rootViewController: root)
        sim.show(navigation)
        #expect(sim.visibleViewController === root)
        let detail = LabelController("Detail")
        #expect(sim.push(detail))
        #expect(sim.visibleViewController === detail)
        #expect(sim.elapsed == 0.35)
        let modal = LabelController("Modal")
        #expect(sim.present(modal))
        #expect(sim.visibleViewController === modal)
        #expect(modal.presentingViewController === navigation)
        #expect(sim.visibleNavigationController == nil)
        modal.dismiss(animated: false)
        #expect(sim.visibleNavigationController === navigation)
    }
}

@MainActor @Suite(.serialized) struct VisibilityTests {
    @Test func visibilityNamesWhatHidesAView() {
        let sim = Simulator(device: .iPhone4Inch)
        let form = SignInController()
        sim.show(form)
        #expect(sim.isFullyVisible(form.notes))
        sim.world.visibleKeyboardFrame = CGRect(x: 0, y: 352, width: 320, height: 216)
        #expect(sim.visibilityProblem(of: form.notes)
            == "'notes' is covered by the keyboard (its frame on screen is {{20, 400}, {280, 48}}, the keyboard's {{0, 352}, {320, 216}})")
        sim.world.visibleKeyboardFrame = nil
        form.scrollView.contentOffset = CGPoint(x: 0, y: 430)
        #expect(sim.visibilityProblem(of: form.notes)
            == "'notes' is scrolled or clipped out of view by its UIScrollView (its frame on screen is {{20, -30}, {280, 48}}, the visible area {{0, 0}, {320, 568}})")
        form.scrollView.contentOffset = .zero
        // A sheet is drawn over the presenter, whose views stay in the window (6.8).
        let sheet = LabelController("Sheet")
        sheet.view.accessibilityIdentifier = "sheet"
        form.present(sheet, animated: false)
        #expect(form.notes.window != nil)
        #expect(sim.visibilityProblem(of: form.notes)
            == "'notes' is covered by 'sheet' drawn over it (its frame on screen is {{0, 0}, {320, 568}})")
        sheet.dismiss(animated: false)
        #expect(sim.isFullyVisible(form.notes))
        form.notes.isHidden = true
        #expect(sim.visibilityProblem(of: form.notes) == "'notes' is hidden")
    }
}

@MainActor @Suite(.serialized) struct NavigationDelegateTests {
    final class Recorder: UINavigationControllerDelegate {
        var calls: [String] = []
        func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
            calls.append("willShow \((viewController as? LabelController)?.text ?? "?") \(animated)")
        }
        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
            calls.append("didShow \((viewController as? LabelController)?.text ?? "?") \(animated)")
        }
    }

    @Test func delegateHearsAfterTheAppearanceCallbacks() {
        let sim = Simulator(device: .iPhone4Inch)
        let navigation = UINavigationController(rootViewController: LabelController("Inbox"))
        let recorder = Recorder()
        navigation.delegate = recorder
        sim.show(navigation)
        let message = LabelController("Message")
        // show(_:sender:) pushes inside a navigation controller.
        navigation.topViewController?.show(message, sender: nil)
        #expect(recorder.calls == ["willShow Message true"])
        sim.runUntilIdle()
        navigation.popViewController(animated: false)
        #expect(recorder.calls == ["willShow Message true", "didShow Message true", "willShow Inbox false", "didShow Inbox false"])
        navigation.setViewControllers([LabelController("A"), LabelController("B")], animated: false)
        #expect(navigation.viewControllers.compactMap { ($0 as? LabelController)?.text } == ["A", "B"])
        #expect(sim.visibleViewController.flatMap { ($0 as? LabelController)?.text } == "B")
    }

    /// A button on an input accessory view is on screen at the top of the keyboard, as in the window iOS hosts it in:
    /// a tap reaches it there (a Done bar over the keyboard), and nowhere while the keyboard is down.
    @Test func aButtonOnTheInputAccessoryViewIsTappedAboveTheKeyboard() {
        let sim = Simulator(device: .iPhone4Inch)
        let controller = UIViewController()
        let field = UITextField(frame: CGRect(x: 20, y: 120, width: 280, height: 34))
        field.autocorrectionType = .no
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let done = UIButton(type: .system)
        done.frame = CGRect(x: 240, y: 0, width: 80, height: 44)
        done.accessibilityIdentifier = "done"
        var tapped: [String] = []
        done.addAction(UIAction { _ in tapped.append("done"); field.resignFirstResponder() }, for: .touchUpInside)
        bar.addSubview(done)
        field.inputAccessoryView = bar
        controller.view.addSubview(field)
        sim.show(controller)
        #expect(sim.tapPoint(for: done) == nil)
        #expect(sim.tap(done) == .nothing)
        sim.tap(field)
        sim.runUntilIdle()
        #expect(sim.keyboardFrame == CGRect(x: 0, y: 308, width: 320, height: 260))
        #expect(sim.tapPoint(for: done) == CGPoint(x: 280, y: 330))
        sim.clearLog()
        #expect(sim.tap(done) == .view(done))
        #expect(tapped == ["done"])
        #expect(!field.isFirstResponder)
        #expect(sim.log.filter { $0.kind == "touch" }.map(\.message) == ["down (280, 330) done", "up (280, 330) done"])
        // A finger that slides off the button before lifting is outside it, in the accessory's coordinates.
        sim.tap(field)
        sim.runUntilIdle()
        _ = sim.touchDown(at: CGPoint(x: 280, y: 330))
        sim.moveTouch(to: CGPoint(x: 100, y: 330))
        sim.liftTouch()
        #expect(tapped == ["done"])
        #expect(field.isFirstResponder)
    }
}
