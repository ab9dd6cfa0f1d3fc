import Foundation
import Testing
import Simulator
@testable import UIKit

@MainActor @Suite(.serialized) struct KeyboardNotificationTests {
    /// Lines of the log with their times, without animation lines.
    private func lines(_ sim: Simulator) -> [String] { sim.log.filter { $0.kind != "animation" }.map(\.description) }

    @Test func showPostsAfterDidBeginEditingAndDidNotificationsAfterTheAnimation() {
        let sim = Simulator(device: .iPhone4Inch)
        let form = FormController()
        sim.show(form)
        sim.clearLog()
        #expect(form.email.becomeFirstResponder())
        sim.runUntilIdle()
        #expect(lines(sim) == [
            "0.000 delegate textFieldShouldBeginEditing(email)",
            "0.000 delegate textFieldDidBeginEditing(email)",
            "0.000 notification UITextFieldTextDidBeginEditingNotification",
            "0.000 keyboard show {{0, 352}, {320, 216}}",
            "0.000 notification UIKeyboardWillChangeFrameNotification",
            "0.000 notification UIKeyboardWillShowNotification",
            "0.250 notification UIKeyboardDidChangeFrameNotification",
            "0.250 notification UIKeyboardDidShowNotification",
        ])
        #expect(sim.keyboardFrame == CGRect(x: 0, y: 352, width: 320, height: 216))
        #expect(sim.isKeyboardVisible)
        #expect(form.email.isFirstResponder && form.email.isEditing)
    }

    @Test func userInfoIsExactlyWhatIOSPosts() throws {
        let sim = Simulator(device: .iPhone4Inch)
        let form = FormController()
        sim.show(form)
        let recorder = KeyboardRecorder()
        defer { recorder.stop() }
        form.email.becomeFirstResponder()
        sim.runUntilIdle()
        #expect(recorder.summaries == [
            "WillChangeFrame {{0, 568}, {320, 216}} → {{0, 352}, {320, 216}}",
            "WillShow {{0, 568}, {320, 216}} → {{0, 352}, {320, 216}}",
            "DidChangeFrame {{0, 568}, {320, 216}} → {{0, 352}, {320, 216}}",
            "DidShow {{0, 568}, {320, 216}} → {{0, 352}, {320, 216}}",
        ])
        let show = recorder.entries[1]
        let info = show.userInfo
        #expect(show.object == nil)
        // The five documented keys and the three iPhone OS 2 ones iOS still posts (1.1.5).
        #expect(info.count == 8)
        #expect(info[UIResponder.keyboardFrameBeginUserInfoKey] is NSValue)
        #expect((info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue == CGRect(x: 0, y: 352, width: 320, height: 216))
        #expect(info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect == CGRect(x: 0, y: 352, width: 320, height: 216))
        #expect(info[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect == CGRect(x: 0, y: 568, width: 320, height: 216))
        let duration = try #require(info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)
        #expect(duration.doubleValue == 0.25)
        #expect(info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double == 0.25)
        let curve = try #require(info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)
        #expect(curve.uintValue == 7)
        #expect(info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int == 7)
        #expect(UIView.AnimationOptions(rawValue: curve.uintValue << 16).rawValue == 0x70000)
        #expect((info[UIResponder.keyboardIsLocalUserInfoKey] as? NSNumber)?.boolValue == true)
        #expect(info[UIResponder.keyboardIsLocalUserInfoKey] as? Bool == true)
        // The Objective-C era names are the same notification and keys.
        #expect(bookNames(BookNames.self).notifications == [UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
                                            UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
                                            UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification,
                                            UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification,
                                            UITextField.textDidEndEditingNotification])
        #expect(bookNames(BookNames.self).keys == [UIResponder.keyboardFrameBeginUserInfoKey, UIResponder.keyboardFrameEndUserInfoKey,
                                   UIResponder.keyboardAnimationDurationUserInfoKey, UIResponder.keyboardAnimationCurveUserInfoKey,
                                   UIResponder.keyboardIsLocalUserInfoKey])
        #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
        #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
    }

    @Test func notificationObjectIsTheScreenWithTheIOS16Option() {
        let sim = Simulator(device: .iPhone4Inch, options: .init(keyboardNotificationObjectIsScreen: true))
        let form = FormController()
        sim.show(form)
        let recorder = KeyboardRecorder()
        defer { recorder.stop() }
        form.email.becomeFirstResponder()
        sim.runUntilIdle()
        #expect(recorder.entries.count == 4)
        #expect(recorder.entries.allSatisfy { ($0.object as? UIScreen) === UIScreen.main })
    }

    @Test func hidePostsWillHideBeforeDidEndEditing() {
        let sim = Simulator(device: .iPhone4Inch)
        let form = FormController()
        sim.show(form)
        form.email.becomeFirstResponder()
        sim.runUntilIdle()
        let recorder = KeyboardRecorder()
        defer { recorder.stop() }
        sim.clearLog()
        #expect(form.email.resignFirstResponder())
        sim.runUntilIdle()
        #expect(lines(sim) == [
            "0.250 delegate textFieldShouldEndEditing(email)",
            "0.250 keyboard hide",
            "0.250 notification UIKeyboardWillChangeFrameNotification",
            "0.250 notification UIKeyboardWillHideNotification",
            "0.250 delegate textFieldDidEndEditing(email)",
            "0.250 notification UITextFieldTextDidEndEditingNotification",
            "0.500 notification UIKeyboardDidChangeFrameNotification",
            "0.500 notification UIKeyboardDidHideNotification",
        ])
        #expect(recorder.summaries == [
            "WillChangeFrame {{0, 352}, {320, 216}} → {{0, 568}, {320, 216}}",
            "WillHide {{0, 352}, {320, 216}} → {{0, 568}, {320, 216}}",
            "DidChangeFrame {{0, 352}, {320, 216}} → {{0, 568}, {320, 216}}",
            "DidHide {{0, 352}, {320, 216}} → {{0, 568}, {320, 216}}",
        ])
        #expect(sim.keyboardFrame == nil)
        #expect(!form.email.isEditing)
    }

    @Test func willHandlersRunInsideTheKeyboardsAnimation() {
        let sim = Simulator(device: .iPhone4Inch)
        let form = FormController()
        sim.show(form)
        let box = UIView(frame: CGRect(x: 0, y: 500, width: 320, height: 68))
        box.accessibilityIdentifier = "box"
        form.view.addSubview(box)
        let token = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { note in
            let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
            box.frame.origin.y = end.minY - box.frame.height
        }
        defer { NotificationCenter.default.removeObserver(token) }
        sim.clearLog()
        form.email.becomeFirstResponder()
        #expect(sim.log.filter { $0.kind == "animation" }.map(\.text) == [
            "animation box.frame {{0, 500}, {320, 68}} → {{0, 284}, {320, 68}} start 0.000 duration 0.25 curve 7",
        ])
        #expect(box.frame.minY == 284)
    }

    @Test func refocusWithTheKeyboardUpPostsNothingOnModernIOS() {
        let sim = Simulator(device: .iPhone4Inch)
        let form = FormController()
        sim.show(form)
        form.email.becomeFirstResponder()
        sim.runUntilIdle()
        let recorder = KeyboardRecorder()
        defer { recorder.stop() }
        sim.clearLog()
        #expect(form.password.becomeFirstResponder())
        sim.runUntilIdle()
        #expect(recorder.entries.isEmpty)
        #expect(sim.eventTexts == [
            "delegate textFieldShouldBeginEditing(password)",
            "delegate textFieldShouldEndEditing(email)",
            "delegate textFieldDidEndEditing(email)",
            "notification UITextFieldTextDidEndEditingNotification",
            "delegate textFieldDidBeginEditing(password)",
            "notification UITextFieldTextDidBeginEditingNotification",
            "keyboard stays {{0, 352}, {320, 216}}",
        ])
        #expect(sim.keyboardFrame == CGRect(x: 0, y: 352, width: 320, height: 216))
    }

    @Test func refocusOnIOS10RepostsShowWithBeginEqualToEnd() {
        let sim = Simulator(device: .iPhone4Inch, options: .init(legacyRefocusNotifications: true))
        let form = FormController()
        sim.show(form)
        form.email.becomeFirstResponder()
        sim.runUntilIdle()
        let recorder = KeyboardRecorder()
        defer { recorder.stop() }
        form.password.becomeFirstResponder()
        sim.runUntilIdle()
        #expect(recorder.summaries == [
            "WillChangeFrame {{0, 352}, {320, 216}} → {{0, 352}, {320, 216}}",
            "WillShow {{0, 352}, {320, 216}} → {{0, 352}, {320, 216}}",
            "DidChangeFrame {{0, 352}, {320, 216}} → {{0, 352}, {320, 216}}",
            "DidShow {{0, 352}, {320, 216}} → {{0, 352}, {320, 216}}",
        ])
    }

    @Test func refocusToAFieldWithAnAccessoryViewPostsShowAgain() {
        let sim = Simulator(device: .iPhone4Inch)
        let form = FormController()
        form.loadViewIfNeeded()
        form.password.inputAccessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        sim.show(form)
        form.email.becomeFirstResponder()
        sim.runUntilIdle()
        let recorder = KeyboardRecorder()
        defer { recorder.stop() }
        form.password.becomeFirstResponder()
        sim.runUntilIdle()
        form.email.becomeFirstResponder()
        sim.runUntilIdle()
        #expect(recorder.summaries == [
            "WillChangeFrame {{0, 352}, {320, 216}} → {{0, 308}, {320, 260}}",
            "WillShow {{0, 352}, {320, 216}} → {{0, 308}, {320, 260}}",
            "DidChangeFrame {{0, 352}, {320, 216}} → {{0, 308}, {320, 260}}",
            "DidShow {{0, 352}, {320, 216}} → {{0, 308}, {320, 260}}",
            "WillChangeFrame {{0, 308}, {320, 260}} → {{0, 352}, {320, 216}}",
            "WillShow {{0, 308}, {320, 260}} → {{0, 352}, {320, 216}}",
            "DidChangeFrame {{0, 308}, {320, 260}} → {{0, 352}, {320, 216}}",
            "DidShow {{0, 308}, {320, 260}} → {{0, 352}, {320, 216}}",
        ])
    }

    @Test func aDifferentAccessoryViewOfTheSameHeightStillPostsShow() {
        let sim = Simulator(device: .iPhone4Inch)
        let form = FormController()
        form.loadViewIfNeeded()
        form.email.inputAccessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        form.password.inputAccessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        sim.show(form)
        form.email.becomeFirstResponder()
        sim.runUntilIdle()
        let recorder = KeyboardRecorder()
        defer { recorder.stop() }
        form.password.becomeFirstResponder()
        sim.runUntilIdle()
        #expect(recorder.summaries.count == 4)
        #expect(recorder.summaries[1] == "WillShow {{0, 308}, {320, 260}} → {{0, 308}, {320, 260}}")
    }

    @Test func accessoryViewSetWhileEditingWaitsForReloadInputViews() {
        let sim = Simulator(device: .iPhone4Inch)
        let form = FormController()
        sim.show(form)
        form.email.becomeFirstResponder()
        sim.runUntilIdle()
        let recorder = KeyboardRecorder()
        defer { recorder.stop() }
        form.email.inputAccessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        sim.runUntilIdle()
        #expect(recorder.entries.isEmpty)
        #expect(sim.keyboardFrame == CGRect(x: 0, y: 352, width: 320, height: 216))
        form.email.reloadInputViews()
        sim.runUntilIdle()
        #expect(recorder.summaries.first == "WillChangeFrame {{0, 352}, {320, 216}} → {{0, 308}, {320, 260}}")
        #expect(recorder.entries.count == 4)
        #expect(sim.keyboardFrame == CGRect(x: 0, y: 308, width: 320, height: 260))
    }

    @Test func predictiveBarToggleChangesTheHeightBetween258And225() {
        let sim = Simulator(device: .iPhone47Inch)
        let form = FormController()
        sim.show(form)
        form.email.becomeFirstResponder()
        sim.runUntilIdle()
        #expect(sim.keyboardFrame == CGRect(x: 0, y: 409, width: 375, height: 258))
        let recorder = KeyboardRecorder()
        defer { recorder.stop() }
        sim.setPredictiveBar(false)
        sim.runUntilIdle()
        sim.setPredictiveBar(true)
        sim.runUntilIdle()
        #expect(recorder.summaries == [
            "WillChangeFrame {{0, 409}, {375, 258}} → {{0, 442}, {375, 225}}",
            "WillShow {{0, 409}, {375, 258}} → {{0, 442}, {375, 225}}",
            "DidChangeFrame {{0, 409}, {375, 258}} → {{0, 442}, {375, 225}}",
            "DidShow {{0, 409}, {375, 258}} → {{0, 442}, {375, 225}}",
            "WillChangeFrame {{0, 442}, {375, 225}} → {{0, 409}, {375, 258}}",
            "WillShow {{0, 442}, {375, 225}} → {{0, 409}, {375, 258}}",
            "DidChangeFrame {{0, 442}, {375, 225}} → {{0, 409}, {375, 258}}",
            "DidShow {{0, 442}, {375, 225}} → {{0, 409}, {375, 258}}",
        ])
    }

    @Test func theLandscapeBarKeepsThePortraitBars33Points() {
        // 162 without the bar and 162 + 33 = 195 with it (UNCONFIRMED; the reference's only bar is 225 ↔ 258).
        let sim = Simulator(device: .iPhone47Inch, orientation: .landscapeLeft)
        let form = FormController()
        sim.show(form)
        form.email.becomeFirstResponder()
        sim.runUntilIdle()
        #expect(sim.keyboardFrame == CGRect(x: 0, y: 180, width: 667, height: 195))
        sim.setPredictiveBar(false)
        sim.runUntilIdle()
        #expect(sim.keyboardFrame == CGRect(x: 0, y: 213, width: 667, height: 162))
    }

    @Test func aFieldWithoutAutocorrectionGetsNoPredictiveBar() {
        let sim = Simulator(device: .iPhone47Inch)
        let form = FormController()
        form.loadViewIfNeeded()
        form.password.autocorrectionType = .no
        sim.show(form)
        form.email.becomeFirstResponder()
        sim.runUntilIdle()
        #expect(sim.keyboardFrame == CGRect(x: 0, y: 409, width: 375, height: 258))
        let recorder = KeyboardRecorder()
        defer { recorder.stop() }
        sim.clearLog()
        // With the bar → without: the keyboard stays up and changes size, so iOS 11 and later post
        // only the frame changes (1.5.4, 1.5.6).
        #expect(form.password.becomeFirstResponder())
        sim.runUntilIdle()
        #expect(sim.keyboardFrame == CGRect(x: 0, y: 442, width: 375, height: 225))
        #expect(sim.log.filter { $0.kind != "animation" }.map(\.description) == [
            "0.250 delegate textFieldShouldBeginEditing(password)",
            "0.250 delegate textFieldShouldEndEditing(email)",
            "0.250 delegate textFieldDidEndEditing(email)",
            "0.250 notification UITextFieldTextDidEndEditingNotification",
            "0.250 delegate textFieldDidBeginEditing(password)",
            "0.250 notification UITextFieldTextDidBeginEditingNotification",
            "0.250 keyboard resize {{0, 442}, {375, 225}}",
            "0.250 notification UIKeyboardWillChangeFrameNotification",
            "0.500 notification UIKeyboardDidChangeFrameNotification",
        ])
        // And back: 225 → 258.
        form.email.becomeFirstResponder()
        sim.runUntilIdle()
        #expect(recorder.summaries == [
            "WillChangeFrame {{0, 409}, {375, 258}} → {{0, 442}, {375, 225}}",
            "DidChangeFrame {{0, 409}, {375, 258}} → {{0, 442}, {375, 225}}",
            "WillChangeFrame {{0, 442}, {375, 225}} → {{0, 409}, {375, 258}}",
            "DidChangeFrame {{0, 442}, {375, 225}} → {{0, 409}, {375, 258}}",
        ])
        #expect(sim.keyboardFrame == CGRect(x: 0, y: 409, width: 375, height: 258))
        // The user's setting stays on; only that field went without the bar.
        #expect(sim.isPredictiveBarOn)
    }

    @Test func onIOS10TheRefocusShowCarriesTheNewHeight() {
        let sim = Simulator(device: .iPhone47Inch, options: .init(legacyRefocusNotifications: true))
        let form = FormController()
        form.loadViewIfNeeded()
        form.password.autocorrectionType = .no
        sim.show(form)
        form.email.becomeFirstResponder()
        sim.runUntilIdle()
        let recorder = KeyboardRecorder()
        defer { recorder.stop() }
        form.password.becomeFirstResponder()
        sim.runUntilIdle()
        #expect(recorder.summaries == [
            "WillChangeFrame {{0, 409}, {375, 258}} → {{0, 442}, {375, 225}}",
            "WillShow {{0, 409}, {375, 258}} → {{0, 442}, {375, 225}}",
            "DidChangeFrame {{0, 409}, {375, 258}} → {{0, 442}, {375, 225}}",
            "DidShow {{0, 409}, {375, 258}} → {{0, 442}, {375, 225}}",
        ])
    }

    @Test func withoutAutocorrectionTheFirstShowIsAlreadyShorter() {
        let sim = Simulator(device: .iPhone47Inch)
        let form = FormController()
        form.loadViewIfNeeded()
        form.email.autocorrectionType = .no
        sim.show(form)
        let recorder = KeyboardRecorder()
        defer { recorder.stop() }
        form.email.becomeFirstResponder()
        sim.runUntilIdle()
        #expect(recorder.summaries.first == "WillChangeFrame {{0, 667}, {375, 225}} → {{0, 442}, {375, 225}}")
        // A device without a predictive bar is unchanged: 216 either way.
        let phone = Simulator(device: .iPhone4Inch)
        let small = FormController()
        small.loadViewIfNeeded()
        small.email.autocorrectionType = .no
        phone.show(small)
        small.email.becomeFirstResponder()
        phone.runUntilIdle()
        #expect(phone.keyboardFrame == CGRect(x: 0, y: 352, width: 320, height: 216))
    }

    @Test func noKeyboardNotificationsWhileTheAppIsInTheBackground() {
        let sim = Simulator(device: .iPhone4Inch)
        let form = FormController()
        sim.show(form)
        form.email.becomeFirstResponder()
        sim.runUntilIdle()
        let recorder = KeyboardRecorder()
        defer { recorder.stop() }
        sim.sendToBackground()
        sim.clearLog()
        // Editing ended in the background (applicationDidEnterBackground's usual endEditing): the
        // keyboard goes down, but nothing is posted (1.4.7), then or later.
        #expect(form.view.endEditing(true))
        sim.runUntilIdle()
        #expect(recorder.entries.isEmpty)
        #expect(sim.keyboardFrame == nil)
        #expect(sim.eventTexts == [
            "keyboard hide",
            "keyboard UIKeyboardWillChangeFrameNotification not posted: the app is in the background",
            "keyboard UIKeyboardWillHideNotification not posted: the app is in the background",
            "delegate textFieldDidEndEditing(email)",
            "notification UITextFieldTextDidEndEditingNotification",
            "keyboard UIKeyboardDidChangeFrameNotification not posted: the app is in the background",
            "keyboard UIKeyboardDidHideNotification not posted: the app is in the background",
        ])
        // Back in the foreground nothing is posted to catch up; the next show is posted as usual.
        sim.bringToForeground()
        sim.runUntilIdle()
        #expect(recorder.entries.isEmpty)
        form.email.becomeFirstResponder()
        sim.runUntilIdle()
        #expect(recorder.summaries == [
            "WillChangeFrame {{0, 568}, {320, 216}} → {{0, 352}, {320, 216}}",
            "WillShow {{0, 568}, {320, 216}} → {{0, 352}, {320, 216}}",
            "DidChangeFrame {{0, 568}, {320, 216}} → {{0, 352}, {320, 216}}",
            "DidShow {{0, 568}, {320, 216}} → {{0, 352}, {320, 216}}",
        ])
    }

    @Test func aDidNotificationDueAfterTheAppLeftTheForegroundIsDropped() {
        let sim = Simulator(device: .iPhone4Inch)
        let form = FormController()
        sim.show(form)
        let recorder = KeyboardRecorder()
        defer { recorder.stop() }
        form.email.becomeFirstResponder()
        sim.advance(by: 0.1)
        sim.sendToBackground()
        sim.runUntilIdle()
        #expect(recorder.summaries == [
            "WillChangeFrame {{0, 568}, {320, 216}} → {{0, 352}, {320, 216}}",
            "WillShow {{0, 568}, {320, 216}} → {{0, 352}, {320, 216}}",
        ])
        #expect(sim.log.filter { $0.message.hasSuffix("not posted: the app is in the background") }.map(\.description) == [
            "0.250 keyboard UIKeyboardDidChangeFrameNotification not posted: the app is in the background",
            "0.250 keyboard UIKeyboardDidShowNotification not posted: the app is in the background",
        ])
        // The keyboard is up all the same.
        #expect(sim.keyboardFrame == CGRect(x: 0, y: 352, width: 320, height: 216))
    }

    @Test func becomingFirstResponderOutsideAWindowFails() {
        let sim = Simulator(device: .iPhone4Inch)
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 31))
        sim.clearLog()
        #expect(!field.becomeFirstResponder())
        #expect(!field.isFirstResponder)
        #expect(sim.log.isEmpty)
        #expect(sim.keyboardFrame == nil)
    }
}

/// The book's Objective-C era spellings, used as the book's code uses them (deprecated, so the
/// uses live in a deprecated scope and the test build stays free of warnings).
protocol BookNamesProvider {
    static var notifications: [Notification.Name] { get }
    static var keys: [String] { get }
}

/// Reads the names through the protocol, which is not deprecated.
func bookNames<P: BookNamesProvider>(_ provider: P.Type) -> (notifications: [Notification.Name], keys: [String]) {
    (P.notifications, P.keys)
}

enum BookNames: BookNamesProvider {
    @available(*, deprecated)
    static var notifications: [Notification.Name] {
        [UIKeyboardWillShowNotification, UIKeyboardDidShowNotification, UIKeyboardWillHideNotification, UIKeyboardDidHideNotification,
         UIKeyboardWillChangeFrameNotification, UIKeyboardDidChangeFrameNotification,
         UITextFieldTextDidBeginEditingNotification, UITextFieldTextDidChangeNotification, UITextFieldTextDidEndEditingNotification]
    }

    @available(*, deprecated)
    static var keys: [String] {
        [UIKeyboardFrameBeginUserInfoKey, UIKeyboardFrameEndUserInfoKey, UIKeyboardAnimationDurationUserInfoKey,
         UIKeyboardAnimationCurveUserInfoKey, UIKeyboardIsLocalUserInfoKey]
    }
}
