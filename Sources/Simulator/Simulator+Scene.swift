import Foundation
import UIKit

extension Simulator {
    /// Shows a view controller as the root of a full-screen key window, lays it out and lets its
    /// appearance finish, as an app does at launch. Returns the window.
    @discardableResult
    public func show(_ viewController: UIViewController) -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = viewController
        window.makeKeyAndVisible()
        runUntilIdle()
        return window
    }

    /// The key window, if one is shown.
    public var keyWindow: UIWindow? { world.keyWindow }

    /// The current first responder.
    public var firstResponder: UIResponder? { world.firstResponder }

    /// The frame the keyboard (or its accessory bar) covers now in screen coordinates, nil when none is up.
    public var keyboardFrame: CGRect? { world.visibleKeyboardFrame }

    /// True when the user can see all of `view`: it is in the key window, neither it nor an
    /// ancestor is hidden or transparent, no clipping ancestor (a scroll view) cuts it, it lies on
    /// the screen, and the keyboard does not cover any of it.
    public func isFullyVisible(_ view: UIView) -> Bool { visibilityProblem(of: view) == nil }

    /// Why `view` is not fully visible, in words a learner can act on; nil when it is.
    public func visibilityProblem(of view: UIView) -> String? {
        // Only a problem needs the name (a type's name is slow to make); a visible view does not.
        var name: String { view.accessibilityIdentifier.map { "'\($0)'" } ?? "the \(Swift.type(of: view))" }
        guard let window = view.window, window === world.keyWindow, !window.isHidden else {
            return "\(name) is not in the key window"
        }
        var ancestor: UIView? = view
        while let current = ancestor {
            if current.isHidden { return "\(name) is hidden" + (current === view ? "" : " (an ancestor is hidden)") }
            if current.alpha < 0.01 { return "\(name) is transparent" }
            ancestor = current.superview
        }
        let rect = view.convert(view.bounds, to: nil)
        var clip: UIView? = view.superview
        while let current = clip {
            if current.clipsToBounds, !(current is UIWindow) {
                let visible = current.convert(current.bounds, to: nil)
                if !Self.contains(visible, rect) {
                    return "\(name) is scrolled or clipped out of view by its \(Swift.type(of: current)) "
                        + "(its frame on screen is \(NSStringFromCGRect(rect)), the visible area \(NSStringFromCGRect(visible)))"
                }
            }
            clip = current.superview
        }
        if !Self.contains(window.bounds, rect) {
            return "\(name) lies partly off the screen (its frame on screen is \(NSStringFromCGRect(rect)))"
        }
        if let cover = coveringView(over: view, rect: rect) {
            let coverName = cover.accessibilityIdentifier.map { "'\($0)'" } ?? "a \(Swift.type(of: cover))"
            return "\(name) is covered by \(coverName) drawn over it (its frame on screen is \(NSStringFromCGRect(cover.convert(cover.bounds, to: nil))))"
        }
        if let keyboard = world.visibleKeyboardFrame {
            let overlap = keyboard.intersection(rect)
            if !overlap.isNull, overlap.width > 0, overlap.height > 0 {
                return "\(name) is covered by the keyboard (its frame on screen is \(NSStringFromCGRect(rect)), "
                    + "the keyboard's \(NSStringFromCGRect(keyboard)))"
            }
        }
        return nil
    }

    /// A visible view with a background color, drawn after `view` or one of its ancestors (a later
    /// sibling at some level), that overlaps `rect` (screen coordinates): a presented sheet over
    /// the presenter, a banner over a field.
    private func coveringView(over view: UIView, rect: CGRect) -> UIView? {
        var current = view
        while let parent = current.superview {
            if let index = parent.subviews.firstIndex(where: { $0 === current }) {
                for sibling in parent.subviews[(index + 1)...] where !sibling.isHidden && sibling.alpha >= 0.01 {
                    guard let color = sibling.backgroundColor, color.alpha > 0 else { continue }
                    let overlap = sibling.convert(sibling.bounds, to: nil).intersection(rect)
                    if !overlap.isNull, overlap.width > 0, overlap.height > 0 { return sibling }
                }
            }
            current = parent
        }
        return nil
    }

    /// Containment with a tolerance for floating-point noise from conversions.
    private static func contains(_ outer: CGRect, _ inner: CGRect) -> Bool {
        let epsilon: CGFloat = 0.001
        return inner.minX >= outer.minX - epsilon && inner.minY >= outer.minY - epsilon
            && inner.maxX <= outer.maxX + epsilon && inner.maxY <= outer.maxY + epsilon
    }
}
