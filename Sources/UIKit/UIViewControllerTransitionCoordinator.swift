import Foundation

/// Lets code run alongside a size transition (rotation) and after it.
public protocol UIViewControllerTransitionCoordinator: AnyObject {
    var transitionDuration: TimeInterval { get }
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

/// What a transition's alongside and completion blocks are told.
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var transitionDuration: TimeInterval { get }
    var isAnimated: Bool { get }
    var isCancelled: Bool { get }
}

/// The coordinator the model hands out for rotations: alongside blocks are collected and run
/// inside the rotation's animation; completions run when it ends on the virtual clock.
package final class SizeTransitionCoordinator: UIViewControllerTransitionCoordinator, UIViewControllerTransitionCoordinatorContext {
    package let transitionDuration: TimeInterval
    package var isAnimated: Bool { transitionDuration > 0 }
    package var isCancelled: Bool { false }
    package private(set) var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    package private(set) var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []

    package init(duration: TimeInterval) { transitionDuration = duration }

    @discardableResult
    package func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                         completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    package func runAlongside() { for block in alongside { block(self) } }
    package func runCompletions() { for block in completions { block(self) } }
}
