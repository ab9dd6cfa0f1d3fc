import Foundation
import Simulator
import Testing
import UIKit

/// Records a scroll view delegate's calls in order.
final class ScrollRecorder: UIScrollViewDelegate {
    var calls: [String] = []
    func scrollViewDidScroll(_ scrollView: UIScrollView) { calls.append("didScroll \(NSStringFromCGPoint(scrollView.contentOffset))") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { calls.append("didEndScrollingAnimation") }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        calls.append("didChangeAdjustedContentInset \(NSStringFromUIEdgeInsets(scrollView.adjustedContentInset))")
    }
}

@MainActor @Suite(.serialized) struct UIScrollViewTests {
    /// The form of the Apple sample: a full-screen scroll view, a field low on the screen.
    private func makeForm() -> (UIScrollView, UIView) {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        scrollView.contentSize = CGSize(width: 320, height: 568)
        let field = UIView(frame: CGRect(x: 20, y: 400, width: 280, height: 31))
        scrollView.addSubview(field)
        return (scrollView, field)
    }

    @Test func defaultsMatchTheHeader() {
        _ = Simulator(device: .iPhone4Inch)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        #expect(scrollView.contentOffset == .zero)
        #expect(scrollView.contentSize == .zero)
        #expect(scrollView.contentInset == .zero)
        #expect(scrollView.scrollIndicatorInsets == .zero)
        #expect(scrollView.bounces)
        #expect(!scrollView.alwaysBounceVertical && !scrollView.alwaysBounceHorizontal)
        #expect(scrollView.isScrollEnabled && !scrollView.isPagingEnabled)
        #expect(scrollView.showsVerticalScrollIndicator && scrollView.showsHorizontalScrollIndicator)
        #expect(scrollView.minimumZoomScale == 1 && scrollView.maximumZoomScale == 1 && scrollView.zoomScale == 1)
        #expect(scrollView.scrollsToTop)
        #expect(scrollView.keyboardDismissMode == .none)
        #expect(scrollView.contentInsetAdjustmentBehavior == .automatic)
        #expect(UIScrollView.ContentInsetAdjustmentBehavior.always.rawValue == 3)
        #expect(UIScrollView.ContentInsetAdjustmentBehavior.never.rawValue == 2)
        #expect(scrollView.clipsToBounds)
        #expect(scrollView.delaysContentTouches && scrollView.canCancelContentTouches)
        #expect(scrollView.delegate == nil)
    }

    @Test func contentOffsetIsTheBoundsOrigin() {
        _ = Simulator(device: .iPhone4Inch)
        let (scrollView, field) = makeForm()
        let recorder = ScrollRecorder()
        scrollView.delegate = recorder
        scrollView.contentOffset = CGPoint(x: 0, y: 79)
        #expect(scrollView.bounds == CGRect(x: 0, y: 79, width: 320, height: 568))
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 320, height: 568))
        #expect(field.convert(field.bounds, to: scrollView.superview ?? scrollView) == CGRect(x: 20, y: 400, width: 280, height: 31))
        scrollView.bounds.origin = CGPoint(x: 0, y: 10)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 10))
        #expect(recorder.calls == ["didScroll {0, 79}", "didScroll {0, 10}"])
        // A change of the size alone is no scroll (boundsOriginChanged runs only when the origin moves).
        scrollView.bounds.size = CGSize(width: 320, height: 352)
        scrollView.frame = CGRect(x: 0, y: 0, width: 320, height: 300)
        #expect(scrollView.bounds == CGRect(x: 0, y: 10, width: 320, height: 300))
        #expect(recorder.calls == ["didScroll {0, 79}", "didScroll {0, 10}"])
        // Origin and size together: one call.
        scrollView.bounds = CGRect(x: 0, y: 20, width: 320, height: 568)
        #expect(recorder.calls == ["didScroll {0, 79}", "didScroll {0, 10}", "didScroll {0, 20}"])
    }

    @Test func adjustedContentInsetAddsNoSafeAreaInTheModel() {
        _ = Simulator(device: .iPhone4Inch)
        let (scrollView, _) = makeForm()
        let recorder = ScrollRecorder()
        scrollView.delegate = recorder
        scrollView.contentInset = UIEdgeInsetsMake(0, 0, 216, 0)
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 0, left: 0, bottom: 216, right: 0))
        scrollView.contentInsetAdjustmentBehavior = .never
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 0, left: 0, bottom: 216, right: 0))
        scrollView.contentInset = .zero
        #expect(recorder.calls == ["didChangeAdjustedContentInset {0, 0, 216, 0}", "didChangeAdjustedContentInset {0, 0, 0, 0}"])
    }

    @Test func scrollRectToVisibleLandsTheFieldJustAboveTheKeyboard() {
        // 10.7: with contentInset.bottom = 216 the field's bottom lands exactly at bounds.maxY − 216.
        let sim = Simulator(device: .iPhone4Inch)
        let (scrollView, field) = makeForm()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.addSubview(scrollView)
        scrollView.contentInset = UIEdgeInsetsMake(0, 0, 216, 0)
        scrollView.scrollIndicatorInsets = UIEdgeInsetsMake(0, 0, 216, 0)
        scrollView.scrollRectToVisible(field.frame, animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 79))
        #expect(field.convert(field.bounds, to: nil) == CGRect(x: 20, y: 321, width: 280, height: 31))
        let keyboardTop: CGFloat = scrollView.frame.maxY - 216
        #expect(field.convert(field.bounds, to: nil).maxY == keyboardTop)
        #expect(keyboardTop == 352)
        #expect(scrollView.verticalScrollIndicatorInsets.bottom == 216)
        #expect(scrollView.horizontalScrollIndicatorInsets.bottom == 216)
        _ = sim
    }

    @Test func scrollRectToVisibleDoesNothingWhenVisibleAndScrollsTheLeastUpward() {
        _ = Simulator(device: .iPhone4Inch)
        let (scrollView, _) = makeForm()
        let recorder = ScrollRecorder()
        scrollView.contentSize = CGSize(width: 320, height: 1000)
        scrollView.contentOffset = CGPoint(x: 0, y: 200)
        scrollView.delegate = recorder
        scrollView.scrollRectToVisible(CGRect(x: 20, y: 300, width: 280, height: 31), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 200))
        #expect(recorder.calls.isEmpty)
        // Above the viewport: the top edge aligns with the viewport's top.
        scrollView.scrollRectToVisible(CGRect(x: 20, y: 100, width: 280, height: 31), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 100))
        // Below: the bottom edge aligns with the viewport's bottom.
        scrollView.scrollRectToVisible(CGRect(x: 20, y: 900, width: 280, height: 31), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 931 - 568))
        #expect(recorder.calls == ["didScroll {0, 100}", "didScroll {0, 363}"])
    }

    @Test func scrollRectToVisibleIsClampedToTheScrollableRange() {
        _ = Simulator(device: .iPhone4Inch)
        let (scrollView, _) = makeForm()
        scrollView.contentInset = UIEdgeInsetsMake(0, 0, 216, 0)
        // Bottom 571 would need 219, but the largest offset is 568 + 216 − 568 = 216 (2.6).
        scrollView.scrollRectToVisible(CGRect(x: 20, y: 540, width: 280, height: 31), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 216))
        // A top inset allows negative offsets down to −top.
        scrollView.contentInset = UIEdgeInsetsMake(50, 0, 216, 0)
        scrollView.scrollRectToVisible(CGRect(x: 20, y: -100, width: 280, height: 31), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -50))
    }

    @Test func animatedSetContentOffsetEndsWithTheDelegateCall() {
        let sim = Simulator(device: .iPhone4Inch)
        let (scrollView, _) = makeForm()
        scrollView.accessibilityIdentifier = "form"
        scrollView.contentSize = CGSize(width: 320, height: 1000)
        let recorder = ScrollRecorder()
        scrollView.delegate = recorder
        scrollView.setContentOffset(CGPoint(x: 0, y: 79), animated: true)
        // The model value changes at once (7.6); the delegate hears of the end 0.3 s later (2.9).
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 79))
        #expect(recorder.calls == ["didScroll {0, 79}"])
        // "animate at constant velocity" (2.9): halfway through the time, halfway there.
        sim.advance(by: 0.15)
        #expect(sim.world.animator.presentationValue(of: scrollView, property: "contentOffset", model: .point(scrollView.contentOffset))
                == .point(CGPoint(x: 0, y: 39.5)))
        sim.advance(by: 0.14)
        #expect(recorder.calls == ["didScroll {0, 79}"])
        sim.advance(by: 0.01)
        #expect(recorder.calls == ["didScroll {0, 79}", "didEndScrollingAnimation"])
        #expect(sim.log.map(\.text) == ["animation form.contentOffset {0, 0} → {0, 79} start 0.000 duration 0.3 curve 3"])
        // Not animated: no end-of-animation call (2.9).
        scrollView.setContentOffset(CGPoint(x: 0, y: 0), animated: false)
        sim.runUntilIdle()
        #expect(recorder.calls == ["didScroll {0, 79}", "didEndScrollingAnimation", "didScroll {0, 0}"])
    }

    @Test func animatedScrollRectToVisibleIsTheSameConstantVelocityScroll() {
        let sim = Simulator(device: .iPhone4Inch)
        let (scrollView, field) = makeForm()
        scrollView.accessibilityIdentifier = "form"
        scrollView.contentInset = UIEdgeInsetsMake(0, 0, 216, 0)
        let recorder = ScrollRecorder()
        scrollView.delegate = recorder
        sim.clearLog()
        scrollView.scrollRectToVisible(field.frame, animated: true)
        #expect(sim.log.map(\.text) == ["animation form.contentOffset {0, 0} → {0, 79} start 0.000 duration 0.3 curve 3"])
        sim.runUntilIdle()
        // 2.9: scrollViewDidEndScrollingAnimation ends setContentOffset and scrollRectToVisible alike.
        #expect(recorder.calls == ["didScroll {0, 79}", "didEndScrollingAnimation"])
        #expect(sim.elapsed == 0.3)
    }

    /// An animated scroll ends with the delegate call; a scroll view released before its
    /// animation ends is not called back (nor crashes the clock).
    @Test func animatedScrollCompletionFollowsTheScrollViewsLifetime() {
        let sim = Simulator(device: .iPhone4Inch)
        let recorder = ScrollRecorder()
        let (scrollView, _) = makeForm()
        scrollView.delegate = recorder
        scrollView.setContentOffset(CGPoint(x: 0, y: 40), animated: true)
        sim.runUntilIdle()
        #expect(recorder.calls == ["didScroll {0, 40}", "didEndScrollingAnimation"])

        let released = ScrollRecorder()
        weak var weakScrollView: UIScrollView?
        do {
            let (doomed, _) = makeForm()
            weakScrollView = doomed
            doomed.delegate = released
            doomed.setContentOffset(CGPoint(x: 0, y: 40), animated: true)
        }
        #expect(weakScrollView == nil)
        sim.runUntilIdle()
        #expect(released.calls == ["didScroll {0, 40}"])
    }
}
