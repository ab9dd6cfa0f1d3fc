import Foundation
import Simulator
import Testing
import TestSupport
import UIKit

/// The screen drawn as text, pinned as golden files in Golden/ (TUTOR_RECORD_GOLDEN=1 rewrites them).
@MainActor @Suite(.serialized) struct RenderTests {
    @Test func headerStatesDeviceOrientationAndScale() {
        let sim = Simulator(device: .iPhone4Inch)
        #expect(sim.renderHeader == "iPhone 4-inch portrait 320×568 pt, 1 column = 8 pt, 1 row = 16 pt")
        let pad = Simulator(device: .iPad, orientation: .landscapeLeft)
        #expect(pad.renderHeader == "iPad 9.7-inch landscapeLeft 1024×768 pt, 1 column = 8 pt, 1 row = 16 pt")
    }

    @Test func preferredStyleIsColorOnlyOnATerminalWithoutNoColor() {
        #expect(RenderStyle.preferred(isTerminal: true, environment: [:]) == .color)
        #expect(RenderStyle.preferred(isTerminal: true, environment: ["NO_COLOR": ""]) == .plain)
        #expect(RenderStyle.preferred(isTerminal: true, environment: ["NO_COLOR": "1"]) == .plain)
        #expect(RenderStyle.preferred(isTerminal: false, environment: [:]) == .plain)
    }

    @Test func emptyScreenIsAFrameOfTheScreensSize() {
        let sim = Simulator(device: .iPhone4Inch)
        let lines = sim.render().split(separator: "\n", omittingEmptySubsequences: false)
        // Header, top edge, 36 rows (568 / 16 rounded up), bottom edge, and the final newline.
        #expect(lines.count == 1 + 1 + 36 + 1 + 1)
        #expect(lines[1] == "+" + String(repeating: "-", count: 40) + "+")
        #expect(lines[2] == "|" + String(repeating: " ", count: 40) + "|")
    }

    @Test func formWithKeyboardAndFirstResponder() {
        let sim = Simulator(device: .iPhone4Inch)
        let form = SignInController()
        sim.show(form)
        sim.tap(form.email)
        sim.world.visibleKeyboardFrame = CGRect(x: 0, y: 352, width: 320, height: 216)
        let plain = sim.render()
        golden.check(plain, named: "form-keyboard-plain.txt")
        #expect(!plain.contains("\u{1B}"))
        #expect(plain.contains("first responder: email"))
        #expect(plain.contains("keyboard: {{0, 352}, {320, 216}}"))
        let color = sim.render(style: .color)
        golden.check(color, named: "form-keyboard-color.txt")
        #expect(color.contains("\u{1B}[1;34m"))
    }

    @Test func formScrolledAboveTheKeyboard() {
        let sim = Simulator(device: .iPhone4Inch)
        let form = SignInController()
        sim.show(form)
        sim.tap(form.notes)
        sim.world.visibleKeyboardFrame = CGRect(x: 0, y: 352, width: 320, height: 216)
        form.scrollView.contentInset = UIEdgeInsetsMake(0, 0, 216, 0)
        form.scrollView.scrollRectToVisible(form.notes.frame, animated: false)
        #expect(form.scrollView.contentOffset == CGPoint(x: 0, y: 96))
        #expect(sim.isFullyVisible(form.notes))
        golden.check(sim.render(), named: "form-scrolled-plain.txt")
    }

    @Test func iPadLandscape() {
        let sim = Simulator(device: .iPad, orientation: .landscapeLeft)
        let controller = LabelController("Settings")
        sim.show(controller)
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 1024, height: 768))
        // An icon, a wrapped label and a one-row button show the other drawing paths.
        let icon = UIImageView(image: UIImage(systemName: "gear"))
        icon.frame.origin = CGPoint(x: 16, y: 16)
        let note = UILabel(frame: CGRect(x: 200, y: 160, width: 160, height: 48))
        note.numberOfLines = 0
        note.text = "Changes are saved when you leave this screen"
        let ok = UIButton(type: .custom)
        ok.setTitle("OK", for: .normal)
        ok.frame = CGRect(x: 400, y: 160, width: 64, height: 16)
        for view in [icon, note, ok] as [UIView] { controller.view.addSubview(view) }
        sim.world.visibleKeyboardFrame = CGRect(x: 0, y: 416, width: 1024, height: 352)
        golden.check(sim.render(), named: "ipad-landscape-plain.txt")
    }

    @Test func pushedControllerMidSlideAndAfter() {
        let sim = Simulator(device: .iPhone4Inch)
        let navigation = UINavigationController(rootViewController: LabelController("Inbox"))
        sim.show(navigation)
        navigation.pushViewController(LabelController("Message"), animated: true)
        // Half-way in time; the ease-in-out curve is also half-way in distance then.
        sim.advance(by: 0.175)
        golden.check(sim.render(), named: "push-midway-plain.txt")
        sim.runUntilIdle()
        golden.check(sim.render(), named: "push-done-plain.txt")
    }
}

@MainActor @Suite(.serialized) struct RenderWindowOrderTests {
    @Test func theKeyWindowIsDrawnOverAnEarlierWindow() {
        let sim = Simulator(device: .iPhone4Inch)
        let key = LabelController("Front")
        let back = UIWindow(frame: UIScreen.main.bounds)
        back.rootViewController = LabelController("Behind")
        back.makeKeyAndVisible()
        sim.show(key)
        let screen = sim.render()
        #expect(screen.contains("Front"))
        #expect(!screen.contains("Behind"))
        back.makeKey()
        #expect(sim.render().contains("Behind"))
    }

    /// The renderer reuses the last text while the grid is unchanged; a change must still show.
    @Test func aRepeatedRenderFollowsChangesAndStyles() {
        let sim = Simulator(device: .iPhone4Inch)
        let label = UILabel(frame: CGRect(x: 16, y: 16, width: 160, height: 16))
        label.text = "Before"
        let controller = UIViewController()
        sim.show(controller)
        controller.view.addSubview(label)
        let first = sim.render()
        #expect(sim.render() == first)
        #expect(first.split(separator: "\n")[3] == "|   Before" + String(repeating: " ", count: 31) + "|")
        label.text = "After"
        let second = sim.render()
        #expect(second.split(separator: "\n")[3] == "|   After" + String(repeating: " ", count: 32) + "|")
        #expect(sim.render(style: .color) != second)
        #expect(sim.render() == second)
    }

    /// A character of several scalars (a decomposed `é`, a flag) takes one cell and is written whole.
    @Test func charactersOfSeveralScalarsAreWrittenWhole() {
        let sim = Simulator(device: .iPhone4Inch)
        let label = UILabel(frame: CGRect(x: 16, y: 16, width: 160, height: 16))
        label.text = "Cafe\u{301} \u{1F1EB}\u{1F1F7}!"
        let controller = UIViewController()
        sim.show(controller)
        controller.view.addSubview(label)
        let row = sim.render().split(separator: "\n")[3]
        #expect(row == "|   Cafe\u{301} \u{1F1EB}\u{1F1F7}!" + String(repeating: " ", count: 30) + "|")
        #expect(row.count == 42)
    }

    /// The header and the keyboard block's label are reused while unchanged; a rotation and a
    /// keyboard of another height must still show.
    @Test func aRepeatedRenderFollowsRotationAndTheKeyboardsSize() {
        let sim = Simulator(device: .iPhone47Inch)
        let controller = UIViewController()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 31))
        sim.show(controller)
        controller.view.addSubview(field)
        field.becomeFirstResponder()
        sim.runUntilIdle()
        let first = sim.render()
        #expect(first.hasPrefix("iPhone 4.7-inch portrait 375×667 pt, 1 column = 8 pt, 1 row = 16 pt\n"))
        #expect(first.contains(" keyboard 375×258 "))
        sim.setPredictiveBar(false)
        sim.runUntilIdle()
        let second = sim.render()
        #expect(second.contains(" keyboard 375×225 "))
        #expect(!second.contains("258"))
        sim.rotate(to: .landscapeLeft)
        sim.runUntilIdle()
        let third = sim.render()
        #expect(third.hasPrefix("iPhone 4.7-inch landscapeLeft 667×375 pt, 1 column = 8 pt, 1 row = 16 pt\n"))
        #expect(third.contains(" keyboard 667×162 "))
        #expect(third.contains("keyboard: {{0, 213}, {667, 162}}"))
    }

    /// A filled view drawn over a character of several scalars blanks that cell whole.
    @Test func aFilledViewCoversACharacterOfSeveralScalars() {
        let sim = Simulator(device: .iPhone4Inch)
        let label = UILabel(frame: CGRect(x: 16, y: 16, width: 160, height: 16))
        label.text = "Cafe\u{301}"
        let cover = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 48))
        cover.backgroundColor = .white
        let controller = UIViewController()
        sim.show(controller)
        controller.view.addSubview(label)
        #expect(sim.render().split(separator: "\n")[3] == "|   Cafe\u{301}" + String(repeating: " ", count: 33) + "|")
        controller.view.addSubview(cover)
        let row = sim.render().split(separator: "\n")[3]
        #expect(row == "||" + String(repeating: " ", count: 38) + "||")
        #expect(!row.unicodeScalars.contains("\u{301}"))
    }
}
