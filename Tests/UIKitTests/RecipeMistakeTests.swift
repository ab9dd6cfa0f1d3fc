import Foundation
import Testing
import Simulator
@testable import UIKit

/// Each classic mistake misbehaves exactly where it would on iOS, and only there.
@MainActor @Suite(.serialized) struct RecipeMistakeTests {
    private func run(_ controller: KeyboardRecipeController, _ device: Device, _ orientation: UIInterfaceOrientation,
                     _ keyboard: RecipeScenario.Keyboard) -> Simulator {
        RecipeScenario(device: device, orientation: orientation, keyboard: keyboard).run(controller)
    }

    @Test func heightInsteadOfIntersectionIsRightWithTheSoftwareKeyboard() {
        let controller = HeightInsteadOfIntersectionController()
        let sim = run(controller, .iPad, .portrait, .software)
        defer { controller.unregisterForKeyboardNotifications() }
        #expect(controller.scrollView.contentInset.bottom == 264)
        #expect(sim.isFullyVisible(controller.field))
    }

    @Test func heightInsteadOfIntersectionIsWrongWithAHardwareKeyboardsAccessoryBar() {
        let controller = HeightInsteadOfIntersectionController()
        let sim = run(controller, .iPad, .portrait, .hardwareWithAccessoryBar)
        defer { controller.unregisterForKeyboardNotifications() }
        // The frame is the whole keyboard's, {{0, 980}, {768, 308}}, but only the 44-pt bar shows.
        #expect(sim.reportedKeyboardFrame == CGRect(x: 0, y: 980, width: 768, height: 308))
        #expect(sim.keyboardFrame == CGRect(x: 0, y: 980, width: 768, height: 44))
        #expect(controller.scrollView.contentInset.bottom == 308)
        #expect(controller.scrollView.contentOffset == CGPoint(x: 0, y: 279))
        // The field floats 264 pt above the bar instead of sitting on it (the recipe: inset 44, offset 15).
        #expect(controller.field.convert(controller.field.bounds, to: nil) == CGRect(x: 20, y: 685, width: 728, height: 31))

        let phone = HeightInsteadOfIntersectionController()
        _ = run(phone, .iPhone4Inch, .portrait, .hardwareWithAccessoryBar)
        defer { phone.unregisterForKeyboardNotifications() }
        #expect(phone.scrollView.contentInset.bottom == 260)
    }

    @Test func heightInsteadOfIntersectionHidesTheFieldWithIOS7CoordinatesInLandscape() {
        let controller = HeightInsteadOfIntersectionController()
        let sim = run(controller, .iPad, .landscapeLeft, .iOS7Coordinates)
        defer { controller.unregisterForKeyboardNotifications() }
        // {{0, 0}, {352, 1024}}: in portrait-fixed coordinates the "height" is the screen's length.
        #expect(controller.scrollView.contentInset.bottom == 1024)
        #expect(controller.scrollView.contentOffset == CGPoint(x: 0, y: 739))
        #expect(!sim.isFullyVisible(controller.field))
    }

    @Test func skippingTheConversionIsWrongOnlyWithIOS7CoordinatesInLandscape() {
        let portrait = NoConversionController()
        let portraitSim = run(portrait, .iPad, .portrait, .iOS7Coordinates)
        #expect(portrait.scrollView.contentInset.bottom == 264)
        #expect(portraitSim.isFullyVisible(portrait.field))
        portrait.unregisterForKeyboardNotifications()

        let modern = NoConversionController()
        _ = run(modern, .iPad, .landscapeLeft, .software)
        #expect(modern.scrollView.contentInset.bottom == 352)
        modern.unregisterForKeyboardNotifications()

        let controller = NoConversionController()
        let sim = run(controller, .iPad, .landscapeLeft, .iOS7Coordinates)
        defer { controller.unregisterForKeyboardNotifications() }
        // {{0, 0}, {352, 1024}} ∩ {{0, 0}, {1024, 768}} = {{0, 0}, {352, 768}}: 768 instead of 352,
        // and the field jumps to the top of the screen.
        #expect(controller.scrollView.contentInset.bottom == 768)
        #expect(controller.scrollView.contentOffset == CGPoint(x: 0, y: 708))
        #expect(controller.view.convert(controller.field.bounds, from: controller.field) == CGRect(x: 20, y: 0, width: 984, height: 31))
        #expect(sim.isFullyVisible(controller.field))

        let phone = NoConversionController()
        _ = run(phone, .iPhone4Inch, .landscapeLeft, .iOS7Coordinates)
        defer { phone.unregisterForKeyboardNotifications() }
        #expect(phone.scrollView.contentInset.bottom == 320)
    }

    @Test func notRestoringOnHideLeavesTheInset() {
        let controller = NoRestoreController()
        let sim = run(controller, .iPhone4Inch, .portrait, .software)
        defer { controller.unregisterForKeyboardNotifications() }
        #expect(controller.scrollView.contentInset.bottom == 216)
        controller.field.resignFirstResponder()
        sim.runUntilIdle()
        #expect(sim.keyboardFrame == nil)
        #expect(controller.scrollView.contentInset == UIEdgeInsets(top: 0, left: 0, bottom: 216, right: 0))
        #expect(controller.scrollView.verticalScrollIndicatorInsets.bottom == 216)
        // Content can still scroll 216 pt past its end although the keyboard is gone.
        #expect(controller.scrollView.scrollableRange.max == CGPoint(x: 0, y: 216))
    }

    /// A second screen with its own field covers the first, as a push does: the first screen's
    /// view leaves the window with its appearance callbacks.
    private func coverWithSecondScreen(_ first: KeyboardRecipeController, in sim: Simulator) -> KeyboardRecipeController {
        let second = KeyboardRecipeController()
        let window = sim.keyWindow!
        first.beginAppearanceTransition(false, animated: false)
        first.view.removeFromSuperview()
        first.endAppearanceTransition()
        second.beginAppearanceTransition(true, animated: false)
        second.view.frame = window.bounds
        window.addSubview(second.view)
        window.layoutIfNeeded()
        second.endAppearanceTransition()
        return second
    }

    @Test func registeringInViewDidLoadKeepsReactingOffScreen() {
        let sim = Simulator(device: .iPhone4Inch)
        let first = RegistersInViewDidLoadController()
        sim.show(first)
        let second = coverWithSecondScreen(first, in: sim)
        defer {
            first.unregisterForKeyboardNotifications()
            second.unregisterForKeyboardNotifications()
        }
        second.field.becomeFirstResponder()
        sim.runUntilIdle()
        #expect(second.scrollView.contentInset.bottom == 216)
        #expect(first.view.window == nil)
        // The screen that is no longer shown still changed its inset and scrolled.
        #expect(first.scrollView.contentInset.bottom == 216)
    }

    @Test func registeringInViewWillAppearStopsOffScreen() {
        let sim = Simulator(device: .iPhone4Inch)
        let first = KeyboardRecipeController()
        sim.show(first)
        let second = coverWithSecondScreen(first, in: sim)
        defer { second.unregisterForKeyboardNotifications() }
        second.field.becomeFirstResponder()
        sim.runUntilIdle()
        #expect(second.scrollView.contentInset.bottom == 216)
        #expect(first.scrollView.contentInset == .zero)
    }
}
