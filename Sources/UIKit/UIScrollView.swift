import Foundation

/// A view whose content is larger than its bounds. `contentOffset` is `bounds.origin` (2.2);
/// the content inset widens the scrollable area and narrows the viewport that
/// `scrollRectToVisible(_:animated:)` reveals into (2.6–2.8).
open class UIScrollView: UIView {
    /// How long `setContentOffset(_:animated: true)` takes. Apple does not document it
    /// (UNCONFIRMED); 0.3 s is the commonly measured value.
    package static let scrollAnimationDuration: TimeInterval = 0.3

    open weak var delegate: UIScrollViewDelegate?
    open var contentSize: CGSize = .zero
    /// Both true by default (2.1). The model delivers touches at once and never cancels them for a
    /// drag (it has no pan gesture); the flags are kept so code that sets them compiles and reads back.
    open var delaysContentTouches = true
    open var canCancelContentTouches = true
    open var isScrollEnabled = true
    open var isPagingEnabled = false
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var scrollsToTop = true
    open var keyboardDismissMode: KeyboardDismissMode = .none
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    open var zoomScale: CGFloat = 1

    private var storedContentInset = UIEdgeInsets.zero
    private var storedVerticalIndicatorInsets = UIEdgeInsets.zero
    private var storedHorizontalIndicatorInsets = UIEdgeInsets.zero
    /// Lives exactly as long as this scroll view; an animated scroll's completion checks it
    /// rather than holding the view weakly (a weak reference would give the view a side table,
    /// slowing every retain and release of it).
    private lazy var lifetime = ScrollLifetime()
    private final class ScrollLifetime {}

    /// Scroll views clip their content, as on iOS.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
    }

    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin else { return }
            animatableChange("contentOffset", from: .point(bounds.origin), to: .point(newValue))
            setBoundsOrigin(newValue)
        }
    }

    package override func boundsOriginChanged() {
        delegate?.scrollViewDidScroll(self)
    }

    open var contentInset: UIEdgeInsets {
        get { storedContentInset }
        set {
            guard newValue != storedContentInset else { return }
            let oldAdjusted = adjustedContentInset
            animatableChange("contentInset", from: .insets(storedContentInset), to: .insets(newValue))
            storedContentInset = newValue
            if adjustedContentInset != oldAdjusted {
                adjustedContentInsetDidChange()
            }
        }
    }

    /// The insets actually applied: the content inset plus the safe area where the behavior says so (2.4).
    /// The book's devices have no safe-area insets unless the status bar is shown
    /// (`UIView.safeAreaInsets`), so there this equals `contentInset` for every behavior.
    open var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        switch contentInsetAdjustmentBehavior {
        case .never: return storedContentInset
        default:
            return UIEdgeInsets(top: storedContentInset.top + safe.top, left: storedContentInset.left + safe.left,
                                bottom: storedContentInset.bottom + safe.bottom, right: storedContentInset.right + safe.right)
        }
    }

    open func adjustedContentInsetDidChange() {
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    open var verticalScrollIndicatorInsets: UIEdgeInsets {
        get { storedVerticalIndicatorInsets }
        set {
            guard newValue != storedVerticalIndicatorInsets else { return }
            animatableChange("verticalScrollIndicatorInsets", from: .insets(storedVerticalIndicatorInsets), to: .insets(newValue))
            storedVerticalIndicatorInsets = newValue
        }
    }

    open var horizontalScrollIndicatorInsets: UIEdgeInsets {
        get { storedHorizontalIndicatorInsets }
        set {
            guard newValue != storedHorizontalIndicatorInsets else { return }
            animatableChange("horizontalScrollIndicatorInsets", from: .insets(storedHorizontalIndicatorInsets), to: .insets(newValue))
            storedHorizontalIndicatorInsets = newValue
        }
    }

    /// Sets both indicator insets, as the book's code does (deprecated in iOS 13.0).
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { storedVerticalIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    /// The smallest and largest content offsets, with the adjusted insets taken into account (2.6).
    package var scrollableRange: (min: CGPoint, max: CGPoint) {
        let inset = adjustedContentInset
        let minimum = CGPoint(x: -inset.left, y: -inset.top)
        let maximum = CGPoint(x: max(contentSize.width + inset.right - bounds.width, minimum.x),
                              y: max(contentSize.height + inset.bottom - bounds.height, minimum.y))
        return (minimum, maximum)
    }

    /// The part of the content, in content coordinates, that the insets leave visible (2.8).
    package var visibleContentRect: CGRect { bounds.inset(by: adjustedContentInset) }

    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard contentOffset != self.contentOffset else { return }
        guard animated else {
            // Inside an animation block this still animates, like any bounds change on iOS.
            self.contentOffset = contentOffset
            return
        }
        // "animate at constant velocity to new offset" (2.9): the linear curve.
        UIView.animate(withDuration: Self.scrollAnimationDuration, delay: 0, options: [.beginFromCurrentState, .curveLinear],
                       animations: { self.contentOffset = contentOffset },
                       completion: { [weak lifetime = self.lifetime, unowned(unsafe) self] _ in
                           guard lifetime != nil else { return }
                           // "called when setContentOffset/scrollRectVisible:animated: finishes. not called if not animating" (2.9)
                           self.delegate?.scrollViewDidEndScrollingAnimation(self)
                       })
    }

    /// Scrolls the least distance that makes `rect` (content coordinates) visible inside the
    /// viewport reduced by the insets; does nothing if it is already visible; the result is
    /// clamped to the scrollable range (2.7, 2.8). Animated, it is `setContentOffset(_:animated:)`'s
    /// scroll: constant velocity, then `scrollViewDidEndScrollingAnimation` (2.9 names both).
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let visible = visibleContentRect
        guard !rect.isNull, !visible.contains(rect) else { return }
        var offset = contentOffset
        offset.x += Self.minimalShift(target: rect.minX...rect.maxX, window: visible.minX...visible.maxX)
        offset.y += Self.minimalShift(target: rect.minY...rect.maxY, window: visible.minY...visible.maxY)
        let range = scrollableRange
        offset.x = min(max(offset.x, range.min.x), range.max.x)
        offset.y = min(max(offset.y, range.min.y), range.max.y)
        setContentOffset(offset, animated: animated)
    }

    /// How far to move a window along one axis so the target shows, aligning the nearest edge;
    /// a target larger than the window aligns its leading edge.
    private static func minimalShift(target: ClosedRange<CGFloat>, window: ClosedRange<CGFloat>) -> CGFloat {
        if target.lowerBound >= window.lowerBound && target.upperBound <= window.upperBound { return 0 }
        let targetLength = target.upperBound - target.lowerBound
        let windowLength = window.upperBound - window.lowerBound
        if targetLength > windowLength || target.lowerBound < window.lowerBound { return target.lowerBound - window.lowerBound }
        return target.upperBound - window.upperBound
    }

    open func flashScrollIndicators() {}

    public enum KeyboardDismissMode: Int, Sendable {
        case none = 0, onDrag = 1, interactive = 2
    }

    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic = 0, scrollableAxes = 1, never = 2, always = 3
    }
}
