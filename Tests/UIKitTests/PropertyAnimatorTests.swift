import Foundation
import Simulator
import Testing
import UIKit

/// UIViewPropertyAnimator and keyframe animations on the virtual clock (modern-uikit.md §4).
@MainActor @Suite(.serialized) struct PropertyAnimatorTests {
    private func setUp() -> (Simulator, UIView) {
        let sim = Simulator(device: .iPhone4Inch)
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        box.accessibilityIdentifier = "box"
        return (sim, box)
    }

    private func shownY(_ sim: Simulator, _ box: UIView) -> CGFloat {
        guard case .rect(let rect) = sim.world.animator.presentationValue(of: box, property: "frame", model: .rect(box.frame)) else { return .nan }
        return rect.minY
    }

    @Test func runsToTheEndOnTheVirtualClock() {
        let (sim, box) = setUp()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.frame.origin.y = 200 }
        #expect(animator.state == .inactive && !animator.isRunning && animator.fractionComplete == 0)
        #expect(box.frame.minY == 0)
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        #expect(box.frame.minY == 200)
        #expect(sim.log.map(\.text) == ["animation box.frame {{0, 0}, {100, 100}} → {{0, 200}, {100, 100}} start 0.000 duration 1 curve 3"])
        sim.advance(by: 0.5)
        #expect(animator.fractionComplete == 0.5)
        #expect(shownY(sim, box) == 100)
        #expect(positions.isEmpty)
        sim.advance(by: 0.5)
        #expect(positions == [.end])
        #expect(animator.state == .inactive && !animator.isRunning)
    }

    @Test func pauseLeavesTheViewWhereItShowsAndStartGoesOnFromThere() {
        let (sim, box) = setUp()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.frame.origin.y = 200 }
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        sim.advance(by: 0.25)
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        #expect(animator.fractionComplete == 0.25)
        #expect(box.frame.minY == 50)
        sim.advance(by: 5)
        #expect(box.frame.minY == 50 && positions.isEmpty)
        sim.clearLog()
        animator.startAnimation()
        #expect(box.frame.minY == 200)
        #expect(sim.log.map(\.text) == ["animation box.frame {{0, 50}, {100, 100}} → {{0, 200}, {100, 100}} start 5.250 duration 0.75 curve 3"])
        sim.advance(by: 0.375)
        #expect(animator.fractionComplete == 0.625)
        sim.advance(by: 0.375)
        #expect(positions == [.end])
    }

    @Test func stopThenFinishAtAPosition() {
        let (sim, box) = setUp()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.frame.origin.y = 200 }
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        sim.advance(by: 0.5)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped && box.frame.minY == 100)
        animator.startAnimation()  // "An animation cannot be started while in this state."
        #expect(animator.state == .stopped && !animator.isRunning)
        animator.finishAnimation(at: .start)
        #expect(box.frame.minY == 0)
        #expect(positions == [.start])
        #expect(animator.state == .inactive)

        let other = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.alpha = 0 }
        var called = false
        other.addCompletion { _ in called = true }
        other.startAnimation()
        sim.advance(by: 0.5)
        other.stopAnimation(true)
        #expect(other.state == .inactive && box.alpha == 0.5)
        sim.runUntilIdle()
        #expect(!called)
    }

    @Test func scrubbingAPausedAnimator() {
        let (sim, box) = setUp()
        let animator = UIViewPropertyAnimator(duration: 2, curve: .easeInOut) { box.frame.origin.y = 200 }
        animator.fractionComplete = 0.3
        #expect(animator.state == .active && !animator.isRunning)
        #expect(box.frame.minY == 60)
        animator.isReversed = true
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        #expect(box.frame.minY == 0)
        sim.advance(by: 0.6)
        #expect(positions == [.start])
    }

    @Test func animationsAddedWhileRunningUseTheTimeLeft() {
        let (sim, box) = setUp()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeOut) { box.frame.origin.y = 200 }
        animator.startAnimation()
        sim.advance(by: 0.5)
        sim.clearLog()
        animator.addAnimations { box.alpha = 0 }
        #expect(sim.log.map(\.text) == ["animation box.alpha 1 → 0 start 0.500 duration 0.5 curve 2"])
        let delayed = UIViewPropertyAnimator(duration: 2, curve: .linear)
        delayed.addAnimations({ box.center.x = 10 }, delayFactor: 0.5)
        sim.clearLog()
        delayed.startAnimation()
        #expect(sim.log.map(\.text) == ["animation box.center {50, 250} → {10, 250} start 1.500 duration 1 curve 3"])
    }

    @Test func runningPropertyAnimatorStartsAtOnce() {
        let (sim, box) = setUp()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.25, delay: 0.1, options: [.curveEaseIn],
                                                                      animations: { box.alpha = 0 },
                                                                      completion: { positions.append($0) })
        #expect(animator.state == .active && animator.isRunning && animator.delay == 0.1)
        #expect(sim.log.map(\.text) == ["animation box.alpha 1 → 0 start 0.100 duration 0.25 curve 1"])
        sim.advance(by: 0.34)
        #expect(positions.isEmpty)
        sim.advance(by: 0.01)
        #expect(positions == [.end])
    }

    @Test func aRunningAnimatorNobodyHoldsStillCompletes() {
        let (sim, box) = setUp()
        var positions: [UIViewAnimatingPosition] = []
        do {
            let animator = UIViewPropertyAnimator(duration: 0.25, curve: .easeInOut) { box.alpha = 0 }
            animator.addCompletion { positions.append($0) }
            animator.startAnimation()
        }
        sim.runUntilIdle()
        #expect(positions == [.end])
    }

    @Test func appleRawValues() {
        #expect(UIViewAnimatingState.inactive.rawValue == 0 && UIViewAnimatingState.active.rawValue == 1 && UIViewAnimatingState.stopped.rawValue == 2)
        #expect(UIViewAnimatingPosition.end.rawValue == 0 && UIViewAnimatingPosition.start.rawValue == 1 && UIViewAnimatingPosition.current.rawValue == 2)
        #expect(UIView.KeyframeAnimationOptions.calculationModeCubic.rawValue == 3 << 10)
        #expect(UIView.KeyframeAnimationOptions.beginFromCurrentState.rawValue == UIView.AnimationOptions.beginFromCurrentState.rawValue)
    }

    @Test func keyframesRunInTheirSliceOfTheDurationAndCompleteOnce() {
        let (sim, box) = setUp()
        var finished: [Bool] = []
        UIView.animateKeyframes(withDuration: 2, delay: 0.5, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { box.frame.origin.y = 100 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { box.alpha = 0 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { box.frame.origin.y = 300 }
        }, completion: { finished.append($0) })
        #expect(box.frame.minY == 300 && box.alpha == 0)
        #expect(sim.log.map(\.text) == [
            "animation box.frame {{0, 0}, {100, 100}} → {{0, 100}, {100, 100}} start 0.500 duration 1 curve 3",
            "animation box.alpha 1 → 0 start 1.500 duration 1 curve 3",
            "animation box.frame {{0, 100}, {100, 100}} → {{0, 300}, {100, 100}} start 1.500 duration 1 curve 3",
        ])
        sim.advance(by: 1)
        #expect(shownY(sim, box) == 50)
        sim.advance(by: 1)
        #expect(shownY(sim, box) == 200)
        #expect(finished.isEmpty)
        sim.advance(by: 0.5)
        #expect(finished == [true])
    }

    @Test func aKeyframeOutsideAKeyframeBlockChangesAtOnce() {
        let (sim, box) = setUp()
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { box.alpha = 0.5 }
        #expect(box.alpha == 0.5)
        #expect(sim.log.isEmpty)
    }
}
