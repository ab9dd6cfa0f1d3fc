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
        // In portrait-fixed coordinates the "height" is the screen's length on either side: landscape
        // right posts {{0, 0}, {352, 1024}} (1.3.6), landscape left {{416, 0}, {352, 1024}}.
        let raw: [(UIInterfaceOrientation, CGRect)] = [(.landscapeRight, CGRect(x: 0, y: 0, width: 352, height: 1024)),
                                                       (.landscapeLeft, CGRect(x: 416, y: 0, width: 352, height: 1024))]
        for (orientation, frame) in raw {
            let controller = HeightInsteadOfIntersectionController()
            let sim = run(controller, .iPad, orientation, .iOS7Coordinates)
            defer { controller.unregisterForKeyboardNotifications() }
            #expect(sim.reportedKeyboardFrame == frame, "\(orientation)")
            #expect(controller.scrollView.contentInset.bottom == 1024)
            #expect(controller.scrollView.contentOffset == CGPoint(x: 0, y: 739))
            #expect(!sim.isFullyVisible(controller.field))
        }
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
        let sim = run(controller, .iPad, .landscapeRight, .iOS7Coordinates)
        defer { controller.unregisterForKeyboardNotifications() }
        // {{0, 0}, {352, 1024}} ∩ {{0, 0}, {1024, 768}} = {{0, 0}, {352, 768}}: 768 instead of 352,
        // and the field jumps to the top of the screen.
        #expect(controller.scrollView.contentInset.bottom == 768)
        #expect(controller.scrollView.contentOffset == CGPoint(x: 0, y: 708))
        #expect(controller.view.convert(controller.field.bounds, from: controller.field) == CGRect(x: 20, y: 0, width: 984, height: 31))
        #expect(sim.isFullyVisible(controller.field))

        // Landscape left: {{416, 0}, {352, 1024}} ∩ {{0, 0}, {1024, 768}} = {{416, 0}, {352, 768}}, 768 again.
        let left = NoConversionController()
        _ = run(left, .iPad, .landscapeLeft, .iOS7Coordinates)
        defer { left.unregisterForKeyboardNotifications() }
        #expect(left.scrollView.contentInset.bottom == 768)

        let phone = NoConversionController()
        _ = run(phone, .iPhone4Inch, .landscapeRight, .iOS7Coordinates)
        defer { phone.unregisterForKeyboardNotifications() }
        #expect(phone.scrollView.contentInset.bottom == 320)

        // On the 4-inch iPhone in landscape left the keyboard is {{158, 0}, {162, 568}}:
        // ∩ {{0, 0}, {568, 320}} = {{158, 0}, {162, 320}}, 320 again.
        let phoneLeft = NoConversionController()
        let phoneLeftSim = run(phoneLeft, .iPhone4Inch, .landscapeLeft, .iOS7Coordinates)
        defer { phoneLeft.unregisterForKeyboardNotifications() }
        #expect(phoneLeftSim.reportedKeyboardFrame == CGRect(x: 158, y: 0, width: 162, height: 568))
        #expect(phoneLeft.scrollView.contentInset.bottom == 320)
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

    @Test func registeringInViewDidLoadKeepsReactingAfterAPush() {
        let sim = Simulator(device: .iPhone4Inch)
        let first = RegistersInViewDidLoadController()
        sim.show(UINavigationController(rootViewController: first))
        let second = KeyboardRecipeController()
        #expect(sim.push(second))
        defer {
            first.unregisterForKeyboardNotifications()
            second.unregisterForKeyboardNotifications()
        }
        #expect(first.view.window == nil)
        second.field.becomeFirstResponder()
        sim.runUntilIdle()
        #expect(second.scrollView.contentInset.bottom == 216)
        #expect(sim.isFullyVisible(second.field))
        // The screen underneath, no longer shown, still changed its inset.
        #expect(first.scrollView.contentInset.bottom == 216)
    }

    @Test func registeringInViewWillAppearStopsAfterAPush() {
        let sim = Simulator(device: .iPhone4Inch)
        let first = KeyboardRecipeController()
        sim.show(UINavigationController(rootViewController: first))
        let second = KeyboardRecipeController()
        #expect(sim.push(second))
        defer { second.unregisterForKeyboardNotifications() }
        second.field.becomeFirstResponder()
        sim.runUntilIdle()
        #expect(second.scrollView.contentInset.bottom == 216)
        #expect(first.scrollView.contentInset == .zero)
    }

    @Test func heightInsteadOfCoverageHidesTheFieldUnderAnUndockedKeyboard() {
        for mode in [RecipeScenario.Keyboard.undocked, .split] {
            let controller = FrameTrackingHeightController()
            let sim = run(controller, .iPad, .portrait, mode)
            defer { controller.unregisterForKeyboardNotifications() }
            // The floating keyboard spans y 456…760; 304 lifts the field only to 689…720, under it.
            #expect(sim.keyboardFrame == CGRect(x: 0, y: 456, width: 768, height: 304))
            #expect(controller.scrollView.contentInset.bottom == 304)
            #expect(controller.scrollView.contentOffset == CGPoint(x: 0, y: 275))
            #expect(controller.field.convert(controller.field.bounds, to: nil) == CGRect(x: 20, y: 689, width: 728, height: 31))
            #expect(!sim.isFullyVisible(controller.field))
            #expect(sim.visibilityProblem(of: controller.field)?.contains("covered by the keyboard") == true)
        }
        // Docked, the height is right.
        let docked = FrameTrackingHeightController()
        let sim = run(docked, .iPad, .portrait, .software)
        defer { docked.unregisterForKeyboardNotifications() }
        #expect(docked.scrollView.contentInset.bottom == 264)
        #expect(sim.isFullyVisible(docked.field))
    }

    @Test func theBookRecipeIgnoresAnUndockedKeyboardAndStillShowsTheField() {
        let controller = HeightInsteadOfIntersectionController()
        let sim = run(controller, .iPad, .landscapeLeft, .undocked)
        defer { controller.unregisterForKeyboardNotifications() }
        // No WillShow while undocked (1.7.1): neither version changes the inset; the keyboard floats above the field.
        #expect(controller.scrollView.contentInset == .zero)
        #expect(sim.keyboardFrame == CGRect(x: 0, y: 112, width: 1024, height: 304))
        #expect(sim.isFullyVisible(controller.field))
    }
}
