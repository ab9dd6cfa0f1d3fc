import Foundation
import Simulator
import Testing
import UIKit

final class FirstController: UIViewController {}
final class SecondController: UIViewController {
    var movingToParentSeen: [Bool] = []
    override func viewWillAppear(_ animated: Bool) { movingToParentSeen.append(isMovingToParent) }
    override func viewDidAppear(_ animated: Bool) { movingToParentSeen.append(isMovingToParent) }
}
final class ModalController: UIViewController {
    var beingPresentedSeen: [Bool] = []
    override func viewWillAppear(_ animated: Bool) { beingPresentedSeen.append(isBeingPresented) }
}

/// Hears the navigation controller's delegate calls (they are logged by the model).
final class NavigationWatcher: UINavigationControllerDelegate {}

/// Appearance callbacks in UIKit's order (6.1–6.8), compared as whole logs.
@MainActor @Suite(.serialized) struct ViewControllerLifecycleTests {
    private func lifecycle(_ sim: Simulator) -> [String] {
        sim.log.map(\.text).filter { $0.hasPrefix("lifecycle") || $0.hasPrefix("animation") }
    }

    @Test func showingARootControllerLoadsThenAppears() {
        let sim = Simulator(device: .iPhone4Inch)
        let first = FirstController()
        #expect(!first.isViewLoaded)
        sim.show(first)
        #expect(lifecycle(sim) == [
            "lifecycle FirstController.loadView", "lifecycle FirstController.viewDidLoad",
            "lifecycle FirstController.viewWillAppear", "lifecycle FirstController.viewDidAppear",
        ])
        #expect(first.view.frame == CGRect(x: 0, y: 0, width: 320, height: 568))
    }

    @Test func theLogNamesAControllerByItsTypeEvenWithATitle() {
        let sim = Simulator(device: .iPhone4Inch)
        let first = FirstController()
        first.title = "Settings"
        sim.show(first)
        #expect(lifecycle(sim).first == "lifecycle FirstController.loadView")
        #expect(!lifecycle(sim).contains { $0.contains("Settings") })
    }

    @Test func navigationDelegateCallsInterleaveWithAppearance() {
        let sim = Simulator(device: .iPhone4Inch)
        let first = FirstController()
        let navigation = UINavigationController(rootViewController: first)
        let watcher = NavigationWatcher()
        navigation.delegate = watcher
        sim.show(navigation)
        sim.clearLog()
        let second = SecondController()
        navigation.pushViewController(second, animated: true)
        sim.runUntilIdle()
        navigation.popViewController(animated: true)
        sim.runUntilIdle()
        // 6.5: A.viewWillDisappear, B.viewWillAppear, willShow(B), A.viewDidDisappear,
        // B.viewDidAppear, didShow(B); the pop mirrors it (6.3).
        #expect(sim.log.filter { $0.kind == "lifecycle" || $0.kind == "delegate" }.map(\.description) == [
            "0.000 lifecycle SecondController.loadView",
            "0.000 lifecycle SecondController.viewDidLoad",
            "0.000 lifecycle FirstController.viewWillDisappear",
            "0.000 lifecycle SecondController.viewWillAppear",
            "0.000 delegate navigationController(_:willShow:animated:) SecondController",
            "0.350 lifecycle FirstController.viewDidDisappear",
            "0.350 lifecycle SecondController.viewDidAppear",
            "0.350 delegate navigationController(_:didShow:animated:) SecondController",
            "0.350 lifecycle SecondController.viewWillDisappear",
            "0.350 lifecycle FirstController.viewWillAppear",
            "0.350 delegate navigationController(_:willShow:animated:) FirstController",
            "0.700 lifecycle SecondController.viewDidDisappear",
            "0.700 lifecycle FirstController.viewDidAppear",
            "0.700 delegate navigationController(_:didShow:animated:) FirstController",
        ])
        _ = watcher
    }

    @Test func navigationControllerShowsItsRoot() {
        let sim = Simulator(device: .iPhone4Inch)
        let first = FirstController()
        let navigation = UINavigationController(rootViewController: first)
        sim.show(navigation)
        #expect(lifecycle(sim) == [
            "lifecycle UINavigationController.loadView", "lifecycle UINavigationController.viewDidLoad",
            "lifecycle FirstController.loadView", "lifecycle FirstController.viewDidLoad",
            "lifecycle UINavigationController.viewWillAppear", "lifecycle FirstController.viewWillAppear",
            "lifecycle UINavigationController.viewDidAppear", "lifecycle FirstController.viewDidAppear",
        ])
        #expect(first.navigationController === navigation)
        #expect(navigation.viewControllers == [first])
        #expect(navigation.topViewController === first)
        // Views fill the screen: the model draws no navigation bar.
        #expect(first.view.frame == CGRect(x: 0, y: 0, width: 320, height: 568))
        #expect(first.view.superview === navigation.view)
    }

    @Test func animatedPushInterleavesAsOnIOS() {
        let sim = Simulator(device: .iPhone4Inch)
        let first = FirstController()
        let navigation = UINavigationController(rootViewController: first)
        sim.show(navigation)
        sim.clearLog()
        let second = SecondController()
        navigation.pushViewController(second, animated: true)
        // Until the slide ends, the incoming controller is moving to its parent.
        #expect(second.isMovingToParent)
        #expect(navigation.topViewController === second)
        #expect(second.navigationController === navigation)
        sim.advance(by: 0.34)
        #expect(second.view.frame == CGRect(x: 0, y: 0, width: 320, height: 568))
        #expect(first.view.superview === navigation.view)
        sim.advance(by: 0.01)
        #expect(lifecycle(sim) == [
            "lifecycle SecondController.loadView", "lifecycle SecondController.viewDidLoad",
            "lifecycle FirstController.viewWillDisappear", "lifecycle SecondController.viewWillAppear",
            "animation UIView.frame {{320, 0}, {320, 568}} → {{0, 0}, {320, 568}} start 0.000 duration 0.35 curve 0",
            "lifecycle FirstController.viewDidDisappear", "lifecycle SecondController.viewDidAppear",
        ])
        #expect(sim.log.last?.time == 0.35)
        #expect(second.movingToParentSeen == [true, true])
        #expect(!second.isMovingToParent)
        #expect(first.viewIfLoaded?.superview == nil)
        #expect(navigation.viewControllers == [first, second])
    }

    @Test func animatedPopInterleavesAsOnIOS() {
        let sim = Simulator(device: .iPhone4Inch)
        let first = FirstController()
        let navigation = UINavigationController(rootViewController: first)
        sim.show(navigation)
        let second = SecondController()
        sim.push(second)
        sim.clearLog()
        let popped = navigation.popViewController(animated: true)
        #expect(popped === second)
        #expect(navigation.viewControllers == [first])
        #expect(second.isMovingFromParent)
        sim.runUntilIdle()
        #expect(lifecycle(sim) == [
            "lifecycle SecondController.viewWillDisappear", "lifecycle FirstController.viewWillAppear",
            "animation UIView.frame {{0, 0}, {320, 568}} → {{320, 0}, {320, 568}} start 0.350 duration 0.35 curve 0",
            "lifecycle SecondController.viewDidDisappear", "lifecycle FirstController.viewDidAppear",
        ])
        #expect(!second.isMovingFromParent)
        #expect(second.parent == nil)
        #expect(second.navigationController == nil)
        #expect(first.view.superview === navigation.view)
        #expect(navigation.popViewController(animated: true) == nil)
    }

    @Test func unanimatedPushAndPopToRoot() {
        let sim = Simulator(device: .iPhone4Inch)
        let first = FirstController()
        let navigation = UINavigationController(rootViewController: first)
        sim.show(navigation)
        let second = SecondController()
        let third = ModalController()
        navigation.pushViewController(second, animated: false)
        navigation.pushViewController(third, animated: false)
        sim.clearLog()
        let popped = navigation.popToRootViewController(animated: false)
        #expect(popped == [second, third])
        // The middle controller was not on screen: it gets no callbacks.
        #expect(lifecycle(sim) == [
            "lifecycle ModalController.viewWillDisappear", "lifecycle FirstController.viewWillAppear",
            "lifecycle ModalController.viewDidDisappear", "lifecycle FirstController.viewDidAppear",
        ])
        #expect(navigation.viewControllers == [first])
        #expect(navigation.children == [first])
        #expect(sim.elapsed == 0)
    }

    @Test func pushingBeforeTheNavigationControllerIsOnScreenGivesNoCallbacks() {
        let sim = Simulator(device: .iPhone4Inch)
        let first = FirstController()
        let navigation = UINavigationController(rootViewController: first)
        let second = SecondController()
        navigation.pushViewController(second, animated: true)
        #expect(lifecycle(sim).isEmpty)
        sim.show(navigation)
        #expect(lifecycle(sim) == [
            "lifecycle UINavigationController.loadView", "lifecycle UINavigationController.viewDidLoad",
            "lifecycle SecondController.loadView", "lifecycle SecondController.viewDidLoad",
            "lifecycle UINavigationController.viewWillAppear", "lifecycle SecondController.viewWillAppear",
            "lifecycle UINavigationController.viewDidAppear", "lifecycle SecondController.viewDidAppear",
        ])
        #expect(!first.isViewLoaded)
    }

    @Test func fullScreenPresentationMakesThePresenterDisappear() {
        let sim = Simulator(device: .iPhone4Inch)
        let first = FirstController()
        sim.show(first)
        sim.clearLog()
        let modal = ModalController()
        modal.modalPresentationStyle = .fullScreen
        var completed: TimeInterval?
        first.present(modal, animated: true) { completed = sim.elapsed }
        #expect(first.presentedViewController === modal)
        #expect(modal.presentingViewController === first)
        #expect(modal.isBeingPresented)
        sim.runUntilIdle()
        #expect(lifecycle(sim) == [
            "lifecycle ModalController.loadView", "lifecycle ModalController.viewDidLoad",
            "lifecycle FirstController.viewWillDisappear", "lifecycle ModalController.viewWillAppear",
            "animation UIView.frame {{0, 568}, {320, 568}} → {{0, 0}, {320, 568}} start 0.000 duration 0.35 curve 0",
            "lifecycle FirstController.viewDidDisappear", "lifecycle ModalController.viewDidAppear",
        ])
        #expect(completed == 0.35)
        #expect(modal.beingPresentedSeen == [true])
        #expect(!modal.isBeingPresented)
        #expect(first.viewIfLoaded?.superview == nil)
        sim.clearLog()
        var dismissed = false
        modal.dismiss(animated: true) { dismissed = true }
        #expect(modal.isBeingDismissed)
        sim.runUntilIdle()
        #expect(lifecycle(sim) == [
            "lifecycle ModalController.viewWillDisappear", "lifecycle FirstController.viewWillAppear",
            "animation UIView.frame {{0, 0}, {320, 568}} → {{0, 568}, {320, 568}} start 0.350 duration 0.35 curve 0",
            "lifecycle ModalController.viewDidDisappear", "lifecycle FirstController.viewDidAppear",
        ])
        #expect(dismissed)
        #expect(first.presentedViewController == nil)
        #expect(modal.presentingViewController == nil)
        #expect(first.view.superview === sim.keyWindow)
    }

    @Test func sheetsAndOverFullScreenLeaveThePresenterAlone() {
        for style in [UIModalPresentationStyle.automatic, .pageSheet, .formSheet, .overFullScreen] {
            let sim = Simulator(device: .iPhone4Inch)
            let first = FirstController()
            sim.show(first)
            sim.clearLog()
            let modal = ModalController()
            modal.modalPresentationStyle = style
            first.present(modal, animated: false)
            modal.dismiss(animated: false)
            #expect(lifecycle(sim) == [
                "lifecycle ModalController.loadView", "lifecycle ModalController.viewDidLoad",
                "lifecycle ModalController.viewWillAppear", "lifecycle ModalController.viewDidAppear",
                "lifecycle ModalController.viewWillDisappear", "lifecycle ModalController.viewDidDisappear",
            ], "style \(style.rawValue)")
            #expect(first.view.superview === sim.keyWindow)
        }
        #expect(UIModalPresentationStyle.automatic.rawValue == -2)
        #expect(UIModalPresentationStyle.overFullScreen.rawValue == 5)
    }

    @Test func presentingFromAChildGoesThroughTheContainer() {
        let sim = Simulator(device: .iPhone4Inch)
        let first = FirstController()
        let navigation = UINavigationController(rootViewController: first)
        sim.show(navigation)
        sim.clearLog()
        let modal = ModalController()
        modal.modalPresentationStyle = .fullScreen
        first.present(modal, animated: false)
        #expect(modal.presentingViewController === navigation)
        #expect(lifecycle(sim) == [
            "lifecycle ModalController.loadView", "lifecycle ModalController.viewDidLoad",
            "lifecycle UINavigationController.viewWillDisappear", "lifecycle FirstController.viewWillDisappear",
            "lifecycle ModalController.viewWillAppear",
            "lifecycle UINavigationController.viewDidDisappear", "lifecycle FirstController.viewDidDisappear",
            "lifecycle ModalController.viewDidAppear",
        ])
        // Calling dismiss on the presenter's child dismisses what its container presented.
        first.dismiss(animated: false)
        #expect(navigation.presentedViewController == nil)
    }

    @Test func presentingFromAViewNotInAWindowWarnsAndDoesNothing() {
        let sim = Simulator(device: .iPhone4Inch)
        let first = FirstController()
        _ = first.view
        sim.clearLog()
        first.present(ModalController(), animated: true)
        #expect(sim.log.map(\.text) == [
            "lifecycle warning: Attempt to present ModalController on FirstController whose view is not in the window hierarchy",
        ])
        #expect(first.presentedViewController == nil)
    }
}
