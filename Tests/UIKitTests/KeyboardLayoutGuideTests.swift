import Foundation
import Simulator
import Testing
import UIKit

/// `UIView.keyboardLayoutGuide` follows the keyboard as iOS 15+ does (modern-uikit.md §1).
@MainActor @Suite(.serialized) struct KeyboardLayoutGuideTests {
    /// A field whose bottom sits 8 above the keyboard guide's top, and the guide.
    private func showField(on device: Device, orientation: UIInterfaceOrientation = .portrait)
        -> (sim: Simulator, root: UIView, field: UITextField, guide: UIKeyboardLayoutGuide) {
        let field = UITextField()
        field.accessibilityIdentifier = "field"
        var guide: UIKeyboardLayoutGuide!
        let (sim, root) = showConstrained(on: device, orientation: orientation) { root in
            field.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(field)
            guide = root.keyboardLayoutGuide
            NSLayoutConstraint.activate([
                field.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                field.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
                field.heightAnchor.constraint(equalToConstant: 31),
                field.bottomAnchor.constraint(equalTo: guide.topAnchor, constant: -8),
            ])
        }
        return (sim, root, field, guide)
    }

    @Test func hiddenTheGuideIsTheBottomOfTheSafeArea() {
        let (_, root, field, guide) = showField(on: .iPhone4Inch)
        #expect(guide.owningView === root)
        #expect(guide.identifier == "UIViewKeyboardLayoutGuide")
        #expect(!guide.followsUndockedKeyboard)
        #expect(guide.usesBottomSafeArea)
        #expect(guide.layoutFrame == CGRect(x: 0, y: 568, width: 320, height: 0))
        #expect(field.frame == CGRect(x: 20, y: 529, width: 280, height: 31))
        guide.keyboardDismissPadding = -5
        #expect(guide.keyboardDismissPadding == 0)
    }

    @Test func itFollowsTheDockedKeyboardOnEveryDeviceAndMovesWithItsAnimation() {
        let expected: [(Device, UIInterfaceOrientation, CGRect)] = [
            (.iPhone35Inch, .portrait, CGRect(x: 0, y: 264, width: 320, height: 216)),
            (.iPhone4Inch, .portrait, CGRect(x: 0, y: 352, width: 320, height: 216)),
            (.iPhone4Inch, .landscapeLeft, CGRect(x: 0, y: 158, width: 568, height: 162)),
            (.iPhone47Inch, .portrait, CGRect(x: 0, y: 409, width: 375, height: 258)),
            (.iPad, .portrait, CGRect(x: 0, y: 760, width: 768, height: 264)),
            (.iPad, .landscapeRight, CGRect(x: 0, y: 416, width: 1024, height: 352)),
        ]
        for (device, orientation, keyboard) in expected {
            let (sim, root, field, guide) = showField(on: device, orientation: orientation)
            let hiddenField = field.frame
            sim.clearLog()
            sim.tap(field)
            // The model value moves at once, inside the keyboard's animation block.
            #expect(guide.layoutFrame == keyboard, "\(device) \(orientation)")
            #expect(field.frame == CGRect(x: 20, y: keyboard.minY - 39, width: root.bounds.width - 40, height: 31), "\(device)")
            let moves = sim.world.animator.records.filter { $0.view == "field" && $0.property == "frame" }
            #expect(moves.count == 1)
            #expect(moves.first?.from == .rect(hiddenField))
            #expect(moves.first?.duration == 0.25)
            #expect(moves.first?.curve.rawValue == 7)
            sim.runUntilIdle()
            // And back down when the field resigns.
            _ = field.resignFirstResponder()
            #expect(guide.layoutFrame == CGRect(x: 0, y: root.bounds.height, width: root.bounds.width, height: 0))
            #expect(field.frame == hiddenField)
            sim.runUntilIdle()
        }
    }

    @Test func theGuideShowsTheKeyboardsPositionHalfWayThroughItsAnimation() {
        let (sim, _, field, _) = showField(on: .iPhone4Inch)
        sim.tap(field)
        sim.advance(by: 0.125)
        // Curve 7 eases in and out: half the time, half the way from 529 to 313.
        #expect(sim.world.animator.presentationValue(of: field, property: "frame", model: .rect(field.frame))
                == .rect(CGRect(x: 20, y: 421, width: 280, height: 31)))
    }

    @Test func anUndockedKeyboardIsFollowedOnlyWhenAsked() {
        let (sim, _, field, guide) = showField(on: .iPad)
        sim.tap(field)
        sim.runUntilIdle()
        #expect(guide.layoutFrame == CGRect(x: 0, y: 760, width: 768, height: 264))
        sim.setKeyboardMode(.undocked)
        sim.runUntilIdle()
        // Undocked behaves like hidden by default (1.6).
        #expect(guide.layoutFrame == CGRect(x: 0, y: 1024, width: 768, height: 0))
        #expect(field.frame.maxY == 1016)
        guide.followsUndockedKeyboard = true
        sim.runUntilIdle()
        // The floating keyboard's own frame (304 tall, its bottom where the docked keyboard's top was).
        #expect(guide.layoutFrame == CGRect(x: 0, y: 456, width: 768, height: 304))
        #expect(field.frame.maxY == 448)
        sim.setKeyboardMode(.docked)
        sim.runUntilIdle()
        #expect(guide.layoutFrame == CGRect(x: 0, y: 760, width: 768, height: 264))
    }

    @Test func withAHardwareKeyboardOnlyTheAccessoryBarCounts() {
        let (sim, _, field, guide) = showField(on: .iPhone4Inch)
        sim.attachHardwareKeyboard()
        sim.tap(field)
        sim.runUntilIdle()
        // Nothing of the keyboard on screen: hidden.
        #expect(guide.layoutFrame == CGRect(x: 0, y: 568, width: 320, height: 0))
        _ = field.resignFirstResponder()
        field.inputAccessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        sim.tap(field)
        sim.runUntilIdle()
        #expect(guide.layoutFrame == CGRect(x: 0, y: 524, width: 320, height: 44))
        #expect(field.frame.maxY == 516)
    }

    @Test func withoutTheBottomSafeAreaTheHiddenGuideSitsOnTheViewsBottom() {
        let (sim, _, _, guide) = showField(on: .iPhone4Inch)
        guide.usesBottomSafeArea = false
        sim.runUntilIdle()
        #expect(guide.layoutFrame == CGRect(x: 0, y: 568, width: 320, height: 0))
    }

    @Test func onTheIPhoneXTheHiddenGuideCoversTheHomeIndicatorArea() {
        let (sim, root, field, guide) = showField(on: .iPhoneX)
        // Hidden: from the safe area's bottom to the view's, 34 tall (modern-uikit.md 8.1).
        #expect(guide.layoutFrame == CGRect(x: 0, y: 778, width: 375, height: 34))
        #expect(field.frame.maxY == 770)
        #expect(root.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 44, width: 375, height: 734))
        sim.tap(field)
        sim.runUntilIdle()
        // Docked: the keyboard with its predictive bar, 335 tall (1.3.9).
        #expect(guide.layoutFrame == CGRect(x: 0, y: 477, width: 375, height: 335))
        #expect(field.frame.maxY == 469)
        _ = field.resignFirstResponder()
        guide.usesBottomSafeArea = false
        sim.runUntilIdle()
        #expect(guide.layoutFrame == CGRect(x: 0, y: 812, width: 375, height: 0))
        #expect(field.frame.maxY == 804)
    }

    @Test func itFollowsTheKeyboardsHeightWhenThePredictiveBarGoes() {
        let (sim, _, field, guide) = showField(on: .iPhone47Inch)
        sim.tap(field)
        sim.runUntilIdle()
        #expect(guide.layoutFrame == CGRect(x: 0, y: 409, width: 375, height: 258))
        sim.clearLog()
        sim.setPredictiveBar(false)
        #expect(guide.layoutFrame == CGRect(x: 0, y: 442, width: 375, height: 225))
        #expect(sim.log.map(\.text).contains("animation field.frame {{20, 370}, {335, 31}} → {{20, 403}, {335, 31}} start 0.250 duration 0.25 curve 7"))
    }

    @Test func aSplitKeyboardIsTreatedAsUndocked() {
        let (sim, _, field, guide) = showField(on: .iPad, orientation: .landscapeLeft)
        guide.followsUndockedKeyboard = true
        sim.tap(field)
        sim.runUntilIdle()
        #expect(guide.layoutFrame == CGRect(x: 0, y: 416, width: 1024, height: 352))
        sim.setKeyboardMode(.split)
        sim.runUntilIdle()
        #expect(guide.layoutFrame == CGRect(x: 0, y: 112, width: 1024, height: 304))
        guide.followsUndockedKeyboard = false
        sim.runUntilIdle()
        #expect(guide.layoutFrame == CGRect(x: 0, y: 768, width: 1024, height: 0))
        #expect(field.frame.maxY == 760)
    }

    @Test func withIOS7CoordinatesTheGuideIsInTheRotatedRootViewsBounds() {
        // The root view of a landscape iPad is turned by its transform inside a portrait window:
        // constraints lay its subviews out in its bounds, and the keyboard's portrait-fixed
        // frame is brought into them.
        let sim = Simulator(device: .iPad, orientation: .landscapeLeft, options: Simulator.Options(iOS7Coordinates: true))
        sim.world.autoLayout.printsToStandardError = false
        let controller = ConstrainedController()
        let field = UITextField()
        controller.build = { root in
            field.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(field)
            NSLayoutConstraint.activate([
                field.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                field.widthAnchor.constraint(equalToConstant: 200),
                field.heightAnchor.constraint(equalToConstant: 31),
                field.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor, constant: -8),
            ])
        }
        sim.show(controller)
        sim.runUntilIdle()
        let guide = controller.view.keyboardLayoutGuide
        #expect(controller.view.bounds == CGRect(x: 0, y: 0, width: 1024, height: 768))
        #expect(guide.layoutFrame == CGRect(x: 0, y: 768, width: 1024, height: 0))
        #expect(field.frame == CGRect(x: 20, y: 729, width: 200, height: 31))
        sim.tap(field)
        sim.runUntilIdle()
        #expect(guide.layoutFrame == CGRect(x: 0, y: 416, width: 1024, height: 352))
        #expect(field.frame == CGRect(x: 20, y: 377, width: 200, height: 31))
    }
}
