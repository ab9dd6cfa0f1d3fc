import Foundation

// Modal presentation. The presented controller's view fills the window (the model draws sheets
// full screen too). Whether the presenter gets appearance callbacks depends on the style (6.7,
// 6.8): `.fullScreen` and `.currentContext` remove the presenter's views, so it gets
// viewWillDisappear/viewDidDisappear (and the appear pair on dismissal); `.automatic` (a page
// sheet since iOS 13), the sheets, `.overFullScreen`, `.custom` and the rest leave them, so it
// gets none. The interleaving follows the push (6.2): presenter's will, presented's will, the
// slide up (0.35 s, a chosen value), presenter's did, presented's did; for modal transitions
// this order is UNCONFIRMED by the reference.
extension UIViewController {
    /// The style a presentation actually uses: `.automatic` is a page sheet (iOS 13 and later, 6.8).
    package static func resolvedStyle(_ style: UIModalPresentationStyle) -> UIModalPresentationStyle {
        style == .automatic ? .pageSheet : style
    }

    package func performPresentation(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)?) {
        let log = World.current.log
        // The outermost container presents for its children, as UIKit finds the full-screen ancestor.
        let presenter = ViewControllerTransition.rootAncestor(of: self)
        presenter.finishTransitionInFlight?()
        let presented = viewControllerToPresent
        if let current = presenter.presentedViewController {
            log.record(.lifecycle, "warning: Attempt to present \(presented.logName) on \(presenter.logName) which is already presenting \(current.logName)")
            return
        }
        guard presented.presentingViewController == nil, presented !== presenter else {
            log.record(.lifecycle, "warning: Application tried to present \(presented.logName), which is already presented")
            return
        }
        guard let window = presenter.viewIfLoaded?.window else {
            log.record(.lifecycle, "warning: Attempt to present \(presented.logName) on \(presenter.logName) whose view is not in the window hierarchy")
            return
        }
        let style = Self.resolvedStyle(presented.modalPresentationStyle)
        let covers = style == .fullScreen || style == .currentContext
        presenter.presentedViewController = presented
        presented.presentingViewController = presenter
        presented.presentationCoversPresenter = covers
        presented.isBeingPresented = true
        let presentedView = presented.view!
        let presenterVisible = presenter.appearanceState == .appeared
        if covers && presenterVisible { presenter.beginAppearanceTransition(false, animated: flag) }
        presented.beginAppearanceTransition(true, animated: flag)
        let bounds = window.bounds
        ViewControllerTransition.animate(owner: presenter, appearing: presented, animated: flag, prepare: {
            presentedView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            window.addSubview(presentedView)
            presentedView.frame = flag ? bounds.offsetBy(dx: 0, dy: bounds.height) : bounds
        }, animations: {
            presentedView.frame = bounds
        }, finish: {
            if covers {
                presenter.viewIfLoaded?.removeFromSuperview()
                if presenterVisible { presenter.endAppearanceTransition() }
            }
            presented.endAppearanceTransition()
            presented.isBeingPresented = false
            completion?()
        })
    }

    /// Dismisses the controller this one presented, or, called on the presented controller (or
    /// a child of it), asks its presenter to dismiss it.
    package func performDismissal(animated flag: Bool, completion: (() -> Void)?) {
        var node: UIViewController = self
        while node.presentedViewController == nil, node.presentingViewController == nil, let parent = node.parent { node = parent }
        let presenter: UIViewController
        let presented: UIViewController
        if let child = node.presentedViewController {
            (presenter, presented) = (node, child)
        } else if let parent = node.presentingViewController {
            (presenter, presented) = (parent, node)
        } else {
            completion?()
            return
        }
        presenter.finishTransitionInFlight?()
        // Anything the presented controller presents goes too, without animation.
        if presented.presentedViewController != nil { presented.dismiss(animated: false) }
        let covers = presented.presentationCoversPresenter
        presented.isBeingDismissed = true
        let presentedView = presented.viewIfLoaded
        let window = presentedView?.window
        presented.beginAppearanceTransition(false, animated: flag)
        if covers { presenter.beginAppearanceTransition(true, animated: flag) }
        let bounds = window?.bounds ?? UIScreen.main.bounds
        ViewControllerTransition.animate(owner: presenter, appearing: covers ? presenter : nil, animated: flag, prepare: {
            if covers, let window, let presentedView, let presenterView = presenter.view {
                presenterView.frame = bounds
                window.insertSubview(presenterView, belowSubview: presentedView)
            }
        }, animations: {
            presentedView?.frame = bounds.offsetBy(dx: 0, dy: bounds.height)
        }, finish: {
            presentedView?.removeFromSuperview()
            presented.endAppearanceTransition()
            if covers { presenter.endAppearanceTransition() }
            presenter.presentedViewController = nil
            presented.presentingViewController = nil
            presented.isBeingDismissed = false
            completion?()
        })
    }
}
