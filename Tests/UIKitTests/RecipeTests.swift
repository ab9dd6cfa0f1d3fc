import Foundation
import Testing
import Simulator
@testable import UIKit

@MainActor @Suite(.serialized) struct RecipeTests {
    /// The bottom inset the recipe must set in each scenario: the part of the view the keyboard
    /// covers (216/162 on 320-pt iPhones, 258/194 on the 4.7-inch with the QuickType bar and
    /// 225/162 without, 264/352 on the iPad; 44 for a hardware keyboard's accessory bar; 0 for
    /// an undocked or split keyboard, which posts no WillShow).
    static let expectedInset: [String: CGFloat] = [
        "iphone-3.5 portrait": 216, "iphone-3.5 landscape": 162,
        "iphone-4 portrait": 216, "iphone-4 landscape": 162,
        "iphone-4.7 portrait": 258, "iphone-4.7 landscape": 194,
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
        #expect(RecipeScenario.all.count == 34)
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
}
