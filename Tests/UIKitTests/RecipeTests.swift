import Foundation
import Testing
import Simulator
@testable import UIKit

@MainActor @Suite(.serialized) struct RecipeTests {
    /// The bottom inset the recipe must set in each scenario: the part of the view the keyboard
    /// covers (216/162 on 320-pt iPhones, 258/195 on the 4.7-inch with the QuickType bar and
    /// 225/162 without, 264/352 on the iPad; 44 for a hardware keyboard's accessory bar; 0 for
    /// an undocked or split keyboard, which posts no WillShow).
    static let expectedInset: [String: CGFloat] = [
        "iphone-3.5 portrait": 216, "iphone-3.5 landscape": 162,
        "iphone-4 portrait": 216, "iphone-4 landscape": 162,
        "iphone-4.7 portrait": 258, "iphone-4.7 landscape": 195,
        "ipad portrait": 264, "ipad landscape": 352,
    ]

    static func expected(_ scenario: RecipeScenario) -> CGFloat {
        let key = "\(scenario.device.identifier) \(scenario.orientation.isLandscape ? "landscape" : "portrait")"
        switch scenario.keyboard {
        case .hardwareWithAccessoryBar: return 44
        case .undocked, .split: return 0
        case .predictiveOff: return scenario.device.identifier == "iphone-4.7" ? (scenario.orientation.isLandscape ? 162 : 225) : expectedInset[key]!
        case .software, .iOS7Coordinates: return expectedInset[key]!
        }
    }

    @Test func scenarioGridHasAtLeast24Scenarios() {
        #expect(RecipeScenario.all.count == 38)
    }

    @Test(arguments: RecipeScenario.all)
    func recipeKeepsTheFieldFullyVisible(_ scenario: RecipeScenario) throws {
        let controller = KeyboardRecipeController()
        let sim = scenario.run(controller)
        defer { controller.unregisterForKeyboardNotifications() }
        let inset = Self.expected(scenario)
        #expect(sim.isFullyVisible(controller.field), "\(scenario): \(sim.visibilityProblem(of: controller.field) ?? "")")
        #expect(controller.scrollView.contentInset == UIEdgeInsets(top: 0, left: 0, bottom: inset, right: 0), "\(scenario)")
        #expect(controller.scrollView.verticalScrollIndicatorInsets.bottom == inset, "\(scenario)")
        // The field's bottom edge (29 pt above the view's) is lifted just above the keyboard.
        #expect(controller.scrollView.contentOffset == CGPoint(x: 0, y: max(0, inset - 29)), "\(scenario)")

        controller.field.resignFirstResponder()
        sim.runUntilIdle()
        #expect(controller.scrollView.contentInset == .zero, "\(scenario)")
        #expect(sim.isFullyVisible(controller.field), "\(scenario)")
        #expect(sim.keyboardFrame == nil)
    }

    /// The frame-tracking variant covers the view from a floating keyboard's top edge down:
    /// 1024 − 456 = 568 in portrait, 768 − 112 = 656 in landscape.
    static func expectedFrameTracking(_ scenario: RecipeScenario) -> CGFloat {
        switch scenario.keyboard {
        case .undocked, .split: return scenario.orientation.isLandscape ? 656 : 568
        default: return expected(scenario)
        }
    }

    @Test(arguments: RecipeScenario.all)
    func frameTrackingRecipeKeepsTheFieldFullyVisible(_ scenario: RecipeScenario) {
        let controller = FrameTrackingRecipeController()
        let sim = scenario.run(controller)
        defer { controller.unregisterForKeyboardNotifications() }
        let inset = Self.expectedFrameTracking(scenario)
        #expect(sim.isFullyVisible(controller.field), "\(scenario): \(sim.visibilityProblem(of: controller.field) ?? "")")
        #expect(controller.scrollView.contentInset.bottom == inset, "\(scenario)")
        #expect(controller.scrollView.contentOffset == CGPoint(x: 0, y: max(0, inset - 29)), "\(scenario)")
        controller.field.resignFirstResponder()
        sim.runUntilIdle()
        #expect(controller.scrollView.contentInset == .zero, "\(scenario)")
    }

    @Test func recipeAnimatesWithTheKeyboardsDurationAndCurve() {
        let controller = KeyboardRecipeController()
        let sim = Simulator(device: .iPhone4Inch)
        sim.show(controller)
        defer { controller.unregisterForKeyboardNotifications() }
        sim.clearLog()
        controller.field.becomeFirstResponder()
        sim.runUntilIdle()
        controller.field.resignFirstResponder()
        sim.runUntilIdle()
        #expect(sim.log.filter { $0.kind == "animation" }.map(\.description) == [
            "0.000 animation scroll.contentInset {0, 0, 0, 0} → {0, 0, 216, 0} start 0.000 duration 0.25 curve 7",
            "0.000 animation scroll.verticalScrollIndicatorInsets {0, 0, 0, 0} → {0, 0, 216, 0} start 0.000 duration 0.25 curve 7",
            "0.000 animation scroll.horizontalScrollIndicatorInsets {0, 0, 0, 0} → {0, 0, 216, 0} start 0.000 duration 0.25 curve 7",
            "0.000 animation scroll.contentOffset {0, 0} → {0, 187} start 0.000 duration 0.3 curve 3",
            "0.300 animation scroll.contentInset {0, 0, 216, 0} → {0, 0, 0, 0} start 0.300 duration 0.25 curve 7",
            "0.300 animation scroll.verticalScrollIndicatorInsets {0, 0, 216, 0} → {0, 0, 0, 0} start 0.300 duration 0.25 curve 7",
            "0.300 animation scroll.horizontalScrollIndicatorInsets {0, 0, 216, 0} → {0, 0, 0, 0} start 0.300 duration 0.25 curve 7",
        ])
    }
}
