import Foundation
import Testing
import Simulator
@testable import UIKit

/// Records the size transitions a controller hears.
final class RotatingFormController: UIViewController {
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 280, height: 31))
    var transitions: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        field.accessibilityIdentifier = "field"
        view.addSubview(field)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        transitions.append("will \(NSStringFromCGSize(size)) \(coordinator.transitionDuration)")
        coordinator.animate(alongsideTransition: { _ in
            self.transitions.append("alongside \(NSStringFromCGRect(self.view.frame))")
        }, completion: { _ in
            self.transitions.append("completion")
        })
    }
}

@MainActor @Suite(.serialized) struct KeyboardModeTests {
    @Test func undockingPostsWillHideThenOnlyFrameChangesThenDockingPostsWillShow() {
        let sim = Simulator(device: .iPad)
        let form = FormController()
        sim.show(form)
        form.email.becomeFirstResponder()
        sim.runUntilIdle()
        #expect(sim.keyboardFrame == CGRect(x: 0, y: 760, width: 768, height: 264))
        let recorder = KeyboardRecorder()
        defer { recorder.stop() }
        sim.clearLog()
        sim.setKeyboardMode(.undocked)
        sim.runUntilIdle()
        #expect(sim.eventTexts == [
            "simulator keyboard mode undocked",
            "keyboard undock {{0, 456}, {768, 304}}",
            "notification UIKeyboardWillChangeFrameNotification",
            "notification UIKeyboardWillHideNotification",
            "notification UIKeyboardDidChangeFrameNotification",
            "notification UIKeyboardDidHideNotification",
        ])
        #expect(recorder.summaries[1] == "WillHide {{0, 760}, {768, 264}} → {{0, 456}, {768, 304}}")
        #expect((recorder.entries[1].userInfo[UIKeyboardFrameChangedByUserInteraction] as? NSNumber)?.intValue == 1)
        // The floating keyboard does not reach the bottom: the view's intersection is not its height.
        #expect(sim.keyboardFrame == CGRect(x: 0, y: 456, width: 768, height: 304))

        recorder.clear()
        sim.setKeyboardMode(.split)
        sim.runUntilIdle()
        form.password.becomeFirstResponder()
        sim.runUntilIdle()
        form.password.resignFirstResponder()
        sim.runUntilIdle()
        form.email.becomeFirstResponder()
        sim.runUntilIdle()
        // Splitting: a frame change only. Focus moving: nothing. Resigning and focusing again:
        // frame changes only, never WillShow/WillHide (1.7.1).
        #expect(recorder.summaries == [
            "WillChangeFrame {{0, 456}, {768, 304}} → {{0, 456}, {768, 304}}",
            "DidChangeFrame {{0, 456}, {768, 304}} → {{0, 456}, {768, 304}}",
            "WillChangeFrame {{0, 456}, {768, 304}} → {{0, 1024}, {768, 304}}",
            "DidChangeFrame {{0, 456}, {768, 304}} → {{0, 1024}, {768, 304}}",
            "WillChangeFrame {{0, 1024}, {768, 304}} → {{0, 456}, {768, 304}}",
            "DidChangeFrame {{0, 1024}, {768, 304}} → {{0, 456}, {768, 304}}",
        ])

        recorder.clear()
        sim.setKeyboardMode(.docked)
        sim.runUntilIdle()
        #expect(recorder.summaries == [
            "WillChangeFrame {{0, 456}, {768, 304}} → {{0, 760}, {768, 264}}",
            "WillShow {{0, 456}, {768, 304}} → {{0, 760}, {768, 264}}",
            "DidChangeFrame {{0, 456}, {768, 304}} → {{0, 760}, {768, 264}}",
            "DidShow {{0, 456}, {768, 304}} → {{0, 760}, {768, 264}}",
        ])
        #expect(sim.keyboardMode == .docked)
    }

    @Test func phonesCannotUndock() {
        let sim = Simulator(device: .iPhone4Inch)
        sim.setKeyboardMode(.split)
        #expect(sim.keyboardMode == .docked)
        #expect(sim.eventTexts == ["simulator keyboard mode split ignored: iPhone 4-inch keyboards cannot undock"])
    }

    @Test func hardwareKeyboardWithoutAccessoryPostsNoKeyboardNotifications() {
        let sim = Simulator(device: .iPad)
        let form = FormController()
        sim.show(form)
        sim.attachHardwareKeyboard()
        sim.clearLog()
        form.email.becomeFirstResponder()
        sim.runUntilIdle()
        form.email.resignFirstResponder()
        sim.runUntilIdle()
        #expect(sim.eventTexts == [
            "delegate textFieldShouldBeginEditing(email)",
            "delegate textFieldDidBeginEditing(email)",
            "notification UITextFieldTextDidBeginEditingNotification",
            "delegate textFieldShouldEndEditing(email)",
            "delegate textFieldDidEndEditing(email)",
            "notification UITextFieldTextDidEndEditingNotification",
        ])
        #expect(sim.keyboardFrame == nil)
    }

    @Test func hardwareKeyboardWithAccessoryReportsTheFullKeyboardFrame() {
        let sim = Simulator(device: .iPad)
        let form = FormController()
        form.loadViewIfNeeded()
        form.email.inputAccessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 768, height: 44))
        sim.show(form)
        sim.attachHardwareKeyboard()
        let recorder = KeyboardRecorder()
        defer { recorder.stop() }
        form.email.becomeFirstResponder()
        sim.runUntilIdle()
        #expect(recorder.summaries == [
            "WillChangeFrame {{0, 1024}, {768, 308}} → {{0, 980}, {768, 308}}",
            "WillShow {{0, 1024}, {768, 308}} → {{0, 980}, {768, 308}}",
            "DidChangeFrame {{0, 1024}, {768, 308}} → {{0, 980}, {768, 308}}",
            "DidShow {{0, 1024}, {768, 308}} → {{0, 980}, {768, 308}}",
        ])
        // Height-based code reads 308; only 44 pt cover the view.
        let end = recorder.entries[1].end!
        #expect(end.height == 308)
        #expect(form.view.bounds.intersection(form.view.convert(end, from: nil)).height == 44)
        #expect(sim.keyboardFrame == CGRect(x: 0, y: 980, width: 768, height: 44))

        recorder.clear()
        sim.detachHardwareKeyboard()
        sim.runUntilIdle()
        #expect(recorder.summaries[1] == "WillShow {{0, 980}, {768, 308}} → {{0, 716}, {768, 308}}")
        #expect(sim.keyboardFrame == CGRect(x: 0, y: 716, width: 768, height: 308))
    }

    @Test func rotationWithTheKeyboardUpMovesTheFrame() throws {
        let sim = Simulator(device: .iPhone4Inch)
        let form = RotatingFormController()
        sim.show(form)
        form.field.becomeFirstResponder()
        sim.runUntilIdle()
        let recorder = KeyboardRecorder()
        defer { recorder.stop() }
        sim.clearLog()
        sim.rotate(to: .landscapeLeft)
        sim.runUntilIdle()
        #expect(sim.orientation == .landscapeLeft)
        #expect(form.transitions == ["will {568, 320} 0.4", "alongside {{0, 0}, {568, 320}}", "completion"])
        #expect(recorder.summaries == [
            "WillChangeFrame {{0, 352}, {320, 216}} → {{0, 158}, {568, 162}}",
            "WillShow {{0, 352}, {320, 216}} → {{0, 158}, {568, 162}}",
            "DidChangeFrame {{0, 352}, {320, 216}} → {{0, 158}, {568, 162}}",
            "DidShow {{0, 352}, {320, 216}} → {{0, 158}, {568, 162}}",
        ])
        #expect(sim.log.filter { $0.kind != "animation" }.map(\.description) == [
            "0.250 simulator rotate landscapeLeft",
            "0.250 keyboard change {{0, 158}, {568, 162}}",
            "0.250 notification UIKeyboardWillChangeFrameNotification",
            "0.250 notification UIKeyboardWillShowNotification",
            "0.500 notification UIKeyboardDidChangeFrameNotification",
            "0.500 notification UIKeyboardDidShowNotification",
        ])
        #expect(sim.keyWindow?.frame == CGRect(x: 0, y: 0, width: 568, height: 320))
        #expect(sim.keyboardFrame == CGRect(x: 0, y: 158, width: 568, height: 162))
    }

    @Test func rotationWithIOS7CoordinatesGoesThroughHideAndShow() throws {
        let sim = Simulator(device: .iPad, options: .init(iOS7Coordinates: true))
        let form = RotatingFormController()
        sim.show(form)
        form.field.becomeFirstResponder()
        sim.runUntilIdle()
        let recorder = KeyboardRecorder()
        defer { recorder.stop() }
        // Landscape right, Home button on the right: the keyboard sits along the portrait left
        // edge, the iOS 5 iPad log of reference 1.3.6.
        sim.rotate(to: .landscapeRight)
        sim.runUntilIdle()
        #expect(recorder.summaries == [
            "WillChangeFrame {{0, 760}, {768, 264}} → {{0, 1024}, {768, 264}}",
            "WillHide {{0, 760}, {768, 264}} → {{0, 1024}, {768, 264}}",
            "DidChangeFrame {{0, 760}, {768, 264}} → {{0, 1024}, {768, 264}}",
            "DidHide {{0, 760}, {768, 264}} → {{0, 1024}, {768, 264}}",
            "WillChangeFrame {{-352, 0}, {352, 1024}} → {{0, 0}, {352, 1024}}",
            "WillShow {{-352, 0}, {352, 1024}} → {{0, 0}, {352, 1024}}",
            "DidChangeFrame {{-352, 0}, {352, 1024}} → {{0, 0}, {352, 1024}}",
            "DidShow {{-352, 0}, {352, 1024}} → {{0, 0}, {352, 1024}}",
        ])
        // The Did* notifications of the cycle carry no animation keys (1.6.1); the Will* do.
        #expect(recorder.entries[2].userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] == nil)
        #expect(recorder.entries[7].userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] == nil)
        #expect(recorder.entries[5].userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int == 7)
        // Converting the portrait-fixed frame gives the keyboard in the rotated view.
        let end = try #require(recorder.entries[5].end)
        #expect(form.view.convert(end, from: nil) == CGRect(x: 0, y: 416, width: 1024, height: 352))
        #expect(form.view.bounds == CGRect(x: 0, y: 0, width: 1024, height: 768))
        #expect(sim.keyboardFrame == CGRect(x: 0, y: 0, width: 352, height: 1024))
        #expect(sim.isFullyVisible(form.field))
    }

    @Test func iOS7CoordinatesInLandscapeLeftPutTheKeyboardAlongThePortraitRightEdge() throws {
        // Home button on the left: the device turned clockwise, so the portrait right edge
        // (x = 768) is the interface's bottom and the root view is turned by −π/2.
        let sim = Simulator(device: .iPad, options: .init(iOS7Coordinates: true))
        let form = RotatingFormController()
        sim.show(form)
        form.field.becomeFirstResponder()
        sim.runUntilIdle()
        let recorder = KeyboardRecorder()
        defer { recorder.stop() }
        sim.rotate(to: .landscapeLeft)
        sim.runUntilIdle()
        #expect(recorder.summaries.suffix(4) == [
            "WillChangeFrame {{768, 0}, {352, 1024}} → {{416, 0}, {352, 1024}}",
            "WillShow {{768, 0}, {352, 1024}} → {{416, 0}, {352, 1024}}",
            "DidChangeFrame {{768, 0}, {352, 1024}} → {{416, 0}, {352, 1024}}",
            "DidShow {{768, 0}, {352, 1024}} → {{416, 0}, {352, 1024}}",
        ])
        #expect(form.view.transform == CGAffineTransform(rotationAngle: -.pi / 2))
        #expect(form.view.frame == CGRect(x: 0, y: 0, width: 768, height: 1024))
        // Converting into the rotated view gives the same keyboard as in landscape right.
        let end = try #require(recorder.entries.last?.end)
        #expect(form.view.convert(end, from: nil) == CGRect(x: 0, y: 416, width: 1024, height: 352))
        #expect(form.view.bounds == CGRect(x: 0, y: 0, width: 1024, height: 768))
        #expect(sim.keyboardFrame == CGRect(x: 416, y: 0, width: 352, height: 1024))
        #expect(sim.isFullyVisible(form.field))
    }

    @Test func iOS7CoordinatesOnA35InchIPhoneInBothLandscapes() throws {
        // 1.3.5: landscape right reports {{0,0},{162,480}}; landscape left mirrors it to the
        // portrait right edge, x = 320 − 162 = 158.
        for (orientation, hidden, shown) in [
            (UIInterfaceOrientation.landscapeRight, CGRect(x: -162, y: 0, width: 162, height: 480), CGRect(x: 0, y: 0, width: 162, height: 480)),
            (.landscapeLeft, CGRect(x: 320, y: 0, width: 162, height: 480), CGRect(x: 158, y: 0, width: 162, height: 480)),
        ] {
            let sim = Simulator(device: .iPhone35Inch, orientation: orientation, options: .init(iOS7Coordinates: true))
            let form = RotatingFormController()
            sim.show(form)
            let recorder = KeyboardRecorder()
            defer { recorder.stop() }
            form.field.becomeFirstResponder()
            sim.runUntilIdle()
            #expect(recorder.entries.count == 4)
            #expect(recorder.entries.first?.begin == hidden)
            #expect(recorder.entries.first?.end == shown)
            #expect(sim.reportedKeyboardFrame == shown)
            #expect(form.view.convert(shown, from: nil) == CGRect(x: 0, y: 158, width: 480, height: 162))
        }
    }

    @Test func endEditingForcesADelegateThatRefuses() {
        let sim = Simulator(device: .iPhone4Inch)
        let form = FormController()
        sim.show(form)
        form.email.becomeFirstResponder()
        sim.runUntilIdle()
        form.allowEnd = false
        #expect(!form.view.endEditing(false))
        #expect(form.email.isFirstResponder)
        #expect(!form.password.becomeFirstResponder())
        #expect(form.email.isFirstResponder)
        sim.clearLog()
        #expect(form.view.endEditing(true))
        #expect(!form.email.isFirstResponder)
        #expect(sim.eventTexts == [
            "keyboard hide",
            "notification UIKeyboardWillChangeFrameNotification",
            "notification UIKeyboardWillHideNotification",
            "delegate textFieldDidEndEditing(email)",
            "notification UITextFieldTextDidEndEditingNotification",
        ])
    }

    @Test func removingTheFieldFromTheWindowEndsEditing() {
        let sim = Simulator(device: .iPhone4Inch)
        let form = FormController()
        sim.show(form)
        form.email.becomeFirstResponder()
        sim.runUntilIdle()
        form.allowEnd = false
        form.email.removeFromSuperview()
        sim.runUntilIdle()
        #expect(!form.email.isFirstResponder)
        #expect(sim.keyboardFrame == nil)
    }

    @Test func dismissKeyboardEndsEditing() {
        let sim = Simulator(device: .iPad)
        let form = FormController()
        sim.show(form)
        form.email.becomeFirstResponder()
        sim.runUntilIdle()
        sim.dismissKeyboard()
        sim.runUntilIdle()
        #expect(sim.firstResponder == nil)
        #expect(!sim.isKeyboardVisible)
    }
}
