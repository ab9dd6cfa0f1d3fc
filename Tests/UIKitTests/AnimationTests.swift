import Foundation
import Simulator
import Testing
import UIKit

/// UIView block animations on the virtual clock (reference 7.x).
@MainActor @Suite(.serialized) struct AnimationTests {
    private func makeBox() -> UIView {
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        box.accessibilityIdentifier = "box"
        return box
    }

    @Test func modelValuesChangeAtOnceAndTheChangeIsRecorded() {
        let sim = Simulator(device: .iPhone4Inch)
        let box = makeBox()
        var finished: [Bool] = []
        UIView.animate(withDuration: 0.5, delay: 0, options: [.curveEaseOut], animations: {
            box.frame = CGRect(x: 0, y: 100, width: 100, height: 100)
            box.alpha = 0.5
        }, completion: { finished.append($0) })
        #expect(box.frame == CGRect(x: 0, y: 100, width: 100, height: 100))
        #expect(box.alpha == 0.5)
        #expect(sim.log.map(\.text) == [
            "animation box.frame {{0, 0}, {100, 100}} → {{0, 100}, {100, 100}} start 0.000 duration 0.5 curve 2",
            "animation box.alpha 1 → 0.5 start 0.000 duration 0.5 curve 2",
        ])
        let records = sim.world.animator.records
        #expect(records.count == 2)
        #expect(records[0].from == .rect(CGRect(x: 0, y: 0, width: 100, height: 100)))
        #expect(records[0].to == .rect(CGRect(x: 0, y: 100, width: 100, height: 100)))
        #expect(records[0].start == 0 && records[0].duration == 0.5 && records[0].curve == .easeOut)
        // Completion at the end on the virtual clock, once, with true.
        sim.advance(by: 0.49)
        #expect(finished.isEmpty)
        sim.advance(by: 0.01)
        #expect(finished == [true])
        #expect(sim.elapsed == 0.5)
        sim.runUntilIdle()
        #expect(finished == [true])
    }

    @Test func presentationValueMovesAlongTheCurve() {
        let sim = Simulator(device: .iPhone4Inch)
        let box = makeBox()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { box.alpha = 0 })
        sim.advance(by: 0.25)
        #expect(sim.world.animator.presentationValue(of: box, property: "alpha", model: .scalar(box.alpha)) == .scalar(0.75))
        #expect(box.alpha == 0)
    }

    @Test func delayMovesTheStartAndTheCompletion() {
        let sim = Simulator(device: .iPhone4Inch)
        let box = makeBox()
        var finishedAt: TimeInterval?
        UIView.animate(withDuration: 0.25, delay: 0.5, options: [], animations: { box.alpha = 0 }, completion: { _ in finishedAt = sim.elapsed })
        #expect(sim.world.animator.records.map(\.start) == [0.5])
        sim.runUntilIdle()
        #expect(finishedAt == 0.75)
    }

    @Test func zeroDurationAndEmptyBlocksCompleteImmediately() {
        let sim = Simulator(device: .iPhone4Inch)
        let box = makeBox()
        var finished: [Bool] = []
        UIView.animate(withDuration: 0, animations: { box.alpha = 0.2 }, completion: { finished.append($0) })
        #expect(finished == [true])
        #expect(box.alpha == 0.2)
        #expect(sim.world.animator.records.isEmpty)
        UIView.animate(withDuration: 1, animations: {}, completion: { finished.append($0) })
        #expect(finished == [true, true])
        #expect(sim.log.isEmpty)
    }

    @Test func beginFromCurrentStateStartsFromThePresentationValueAndInterruptsTheFirst() {
        let sim = Simulator(device: .iPhone4Inch)
        let box = makeBox()
        var results: [String] = []
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { box.alpha = 0 },
                       completion: { results.append("first \($0)") })
        sim.advance(by: 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: [.beginFromCurrentState, .curveLinear], animations: { box.alpha = 1 },
                       completion: { results.append("second \($0)") })
        #expect(sim.world.animator.records.last?.from == .scalar(0.5))
        #expect(sim.world.animator.records.last?.start == 0.5)
        sim.advance(by: 0)
        #expect(results == ["first false"])
        sim.advance(by: 1)
        #expect(results == ["first false", "second true"])
    }

    @Test func withoutBeginFromCurrentStateTheNewAnimationStartsFromTheModelValue() {
        let sim = Simulator(device: .iPhone4Inch)
        let box = makeBox()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { box.alpha = 0 })
        sim.advance(by: 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { box.alpha = 1 })
        #expect(sim.world.animator.records.map(\.from) == [.scalar(1), .scalar(0)])
    }

    @Test func changingAPropertyTwiceInOneBlockIsOneAnimationThatFinishes() {
        let sim = Simulator(device: .iPhone4Inch)
        let box = makeBox()
        var finished: [Bool] = []
        UIView.animate(withDuration: 0.5, animations: {
            box.frame.origin.y += 10
            box.frame.size.width = 50
        }, completion: { finished.append($0) })
        #expect(box.frame == CGRect(x: 0, y: 10, width: 50, height: 100))
        // One record, from the value before the block to the last value set in it.
        let records = sim.world.animator.records
        #expect(records.count == 1)
        #expect(records.first?.from == .rect(CGRect(x: 0, y: 0, width: 100, height: 100)))
        #expect(records.first?.to == .rect(CGRect(x: 0, y: 10, width: 50, height: 100)))
        #expect(sim.log.map(\.text) == ["animation box.frame {{0, 0}, {100, 100}} → {{0, 10}, {50, 100}} start 0.000 duration 0.5 curve 0"])
        sim.advance(by: 0.25)
        #expect(sim.world.animator.presentationValue(of: box, property: "frame", model: .rect(box.frame))
                == .rect(CGRect(x: 0, y: 5, width: 75, height: 100)))
        sim.runUntilIdle()
        // The block did not interrupt itself: only a later, separate animation does (7.8).
        #expect(finished == [true])
        #expect(sim.elapsed == 0.5)
    }

    @Test func aChangeWithoutAnimationInterruptsTheAnimationInFlight() {
        let sim = Simulator(device: .iPhone4Inch)
        let box = makeBox()
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, animations: { box.alpha = 0 }, completion: { finished.append($0) })
        box.alpha = 0.7
        sim.runUntilIdle()
        #expect(finished == [false])
        #expect(sim.elapsed == 0)
    }

    @Test func keyboardCurveSevenShiftsIntoTheOptions() {
        let sim = Simulator(device: .iPhone4Inch)
        let box = makeBox()
        let curve = UIView.AnimationCurve(rawValue: 7)
        #expect(curve?.rawValue == 7)
        let options = UIView.AnimationOptions(rawValue: UInt(7) << 16)
        #expect(options.rawValue == 0x70000)
        #expect(options.curve.rawValue == 7)
        #expect(UIView.AnimationOptions.curveEaseIn.rawValue == 1 << 16)
        #expect(UIView.AnimationOptions.curveLinear.rawValue == 3 << 16)
        #expect(UIView.AnimationOptions.beginFromCurrentState.rawValue == 4)
        #expect(UIView.AnimationOptions.allowUserInteraction.rawValue == 2)
        #expect(UIView.AnimationCurve.easeInOut.rawValue == 0 && UIView.AnimationCurve.linear.rawValue == 3)
        UIView.animate(withDuration: 0.25, delay: 0, options: options, animations: { box.center = CGPoint(x: 50, y: 200) })
        #expect(sim.log.map(\.text) == ["animation box.center {50, 50} → {50, 200} start 0.000 duration 0.25 curve 7"])
    }

    @available(*, deprecated)
    @Test func legacyBeginCommitDefaultsToPointTwoSeconds() {
        let sim = Simulator(device: .iPhone4Inch)
        let box = makeBox()
        UIView.beginAnimations(nil, context: nil)
        box.alpha = 0
        UIView.commitAnimations()
        UIView.beginAnimations("move", context: nil)
        UIView.setAnimationDuration(0.3)
        UIView.setAnimationCurve(.easeOut)
        box.center = CGPoint(x: 60, y: 60)
        UIView.commitAnimations()
        #expect(sim.log.map(\.text) == [
            "animation box.alpha 1 → 0 start 0.000 duration 0.2 curve 0",
            "animation box.center {50, 50} → {60, 60} start 0.000 duration 0.3 curve 2",
        ])
    }

    @Test func performWithoutAnimationAndDisabledAnimationsRecordNothing() {
        let sim = Simulator(device: .iPhone4Inch)
        let box = makeBox()
        UIView.animate(withDuration: 1) {
            UIView.performWithoutAnimation { box.alpha = 0.3 }
        }
        UIView.setAnimationsEnabled(false)
        UIView.animate(withDuration: 1) { box.alpha = 0.6 }
        #expect(!UIView.areAnimationsEnabled)
        UIView.setAnimationsEnabled(true)
        #expect(box.alpha == 0.6)
        #expect(sim.log.isEmpty)
    }
}
