import Foundation

/// The model's container transitions (push, pop, present, dismiss): appearance callbacks in
/// UIKit's order around a view animation on the virtual clock.
package enum ViewControllerTransition {
    /// How long an animated push, pop, presentation or dismissal takes. UIKit does not document
    /// it; 0.35 s is the commonly measured push duration, and the model uses it for all four
    /// (a chosen value).
    package static let duration: TimeInterval = 0.35

    /// Runs a transition: `begin` (appearance will-callbacks) has already run; this moves views
    /// (animated on the virtual clock or at once) and then calls `finish`. `owner` remembers the
    /// finish so a new transition can complete this one first.
    /// `appearing`, the controller whose view comes on screen, gets `viewIsAppearing(_:)` once
    /// `prepare` has put its view in place.
    package static func animate(owner: UIViewController, appearing: UIViewController? = nil, animated: Bool, prepare: () -> Void,
                                animations: @escaping () -> Void, finish: @escaping () -> Void) {
        var done = false
        let complete = { [weak owner] in
            guard !done else { return }
            done = true
            owner?.finishTransitionInFlight = nil
            finish()
        }
        owner.finishTransitionInFlight = complete
        UIView.performWithoutAnimation(prepare)
        appearing?.viewIsAppearingIfNeeded()
        if animated && UIView.areAnimationsEnabled {
            UIView.animate(withDuration: duration, delay: 0, options: [], animations: animations) { _ in complete() }
        } else {
            UIView.performWithoutAnimation(animations)
            complete()
        }
    }

    /// The outermost container of a controller (its root ancestor), which presents modally for it.
    package static func rootAncestor(of controller: UIViewController) -> UIViewController {
        var node = controller
        while let parent = node.parent { node = parent }
        return node
    }
}
