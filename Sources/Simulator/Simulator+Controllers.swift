import Foundation
import UIKit

extension Simulator {
    /// The controller the user sees: the key window's root, followed through presented
    /// controllers and navigation stacks.
    public var visibleViewController: UIViewController? {
        var controller = world.keyWindow?.rootViewController
        while let current = controller {
            if let presented = current.presentedViewController { controller = presented; continue }
            if let navigation = current as? UINavigationController, let top = navigation.topViewController, top !== current {
                controller = top
                continue
            }
            break
        }
        return controller
    }

    /// The navigation controller showing the visible controller, if any.
    public var visibleNavigationController: UINavigationController? {
        var controller = world.keyWindow?.rootViewController
        var found: UINavigationController?
        while let current = controller {
            if let navigation = current as? UINavigationController { found = navigation }
            if let presented = current.presentedViewController { controller = presented; found = nil; continue }
            if let navigation = current as? UINavigationController, let top = navigation.topViewController { controller = top; continue }
            break
        }
        return found
    }

    /// Pushes onto the visible navigation controller and lets the transition finish (runs until
    /// idle). Returns false, doing nothing, when no navigation controller is showing.
    @discardableResult
    public func push(_ viewController: UIViewController, animated: Bool = true) -> Bool {
        guard let navigation = visibleNavigationController else { return false }
        navigation.pushViewController(viewController, animated: animated)
        runUntilIdle()
        return true
    }

    /// Presents from the visible controller and lets the transition finish (runs until idle).
    /// Returns false, doing nothing, when no controller is showing.
    @discardableResult
    public func present(_ viewController: UIViewController, animated: Bool = true) -> Bool {
        guard let presenter = visibleViewController else { return false }
        presenter.present(viewController, animated: animated)
        runUntilIdle()
        return presenter.presentedViewController === viewController
            || presenter.parent.map { ancestorPresents($0, viewController) } ?? false
    }

    private func ancestorPresents(_ controller: UIViewController, _ presented: UIViewController) -> Bool {
        var node: UIViewController? = controller
        while let current = node {
            if current.presentedViewController === presented { return true }
            node = current.parent
        }
        return false
    }
}
