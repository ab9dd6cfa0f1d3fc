import Foundation
import Simulator
import Testing
import UIKit

/// The navigation bar below the status bar, what it takes from its controllers' views and safe areas, its items,
/// and toolbars of bar button items.
@MainActor @Suite(.serialized) struct NavigationBarTests {
    /// Shows `root` in a navigation controller and runs `body` while the simulator lives (its world ends with it).
    private func showing(_ root: UIViewController, configure: (UINavigationController) -> Void = { _ in },
                         _ body: (Simulator, UINavigationController) -> Void) {
        let sim = Simulator(device: .iPhone4Inch)
        let navigation = UINavigationController(rootViewController: root)
        configure(navigation)
        sim.show(navigation)
        withExtendedLifetime(sim) { body(sim, navigation) }
    }

    @Test func aTranslucentBarLiesOverTheViewAndInItsSafeArea() {
        let root = UIViewController()
        root.title = "Compose"
        showing(root) { sim, navigation in
            #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 20, width: 320, height: 44))
            #expect(navigation.navigationBar.isTranslucent)
            #expect(root.view.frame == CGRect(x: 0, y: 0, width: 320, height: 568))
            #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
            #expect(navigation.navigationBar.topItem?.title == "Compose")
            #expect(root.navigationItem.title == "Compose")
        }
    }

    @Test func anOpaqueBarPutsTheViewBelowIt() {
        let root = UIViewController()
        showing(root, configure: { $0.navigationBar.isTranslucent = false }) { sim, navigation in
            #expect(root.view.frame == CGRect(x: 0, y: 64, width: 320, height: 504))
            #expect(root.view.safeAreaInsets == .zero)
            // A controller that extends under opaque bars still starts at the top.
            let under = UIViewController()
            under.extendedLayoutIncludesOpaqueBars = true
            navigation.pushViewController(under, animated: false)
            #expect(under.view.frame == CGRect(x: 0, y: 0, width: 320, height: 568))
            #expect(under.view.safeAreaInsets == UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
        }
    }

    @Test func hidingTheBarGivesTheViewTheStatusBarOnly() {
        let root = UIViewController()
        showing(root) { sim, navigation in
            navigation.setNavigationBarHidden(true, animated: false)
            #expect(navigation.navigationBar.isHidden)
            #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
            navigation.isNavigationBarHidden = false
            #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
        }
    }

    @Test func additionalSafeAreaInsetsAddToWhatTheContainerLeaves() {
        let root = UIViewController()
        let footer = UIView()
        // Constraints belong to the simulator's world: made once it exists.
        showing(root, configure: { _ in
            footer.translatesAutoresizingMaskIntoConstraints = false
            root.view.addSubview(footer)
            NSLayoutConstraint.activate([footer.bottomAnchor.constraint(equalTo: root.view.safeAreaLayoutGuide.bottomAnchor),
                                         footer.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
                                         footer.widthAnchor.constraint(equalToConstant: 320), footer.heightAnchor.constraint(equalToConstant: 30)])
        }) { sim, navigation in
            #expect(footer.frame == CGRect(x: 0, y: 538, width: 320, height: 30))
            root.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 50, right: 0)
            root.view.layoutIfNeeded()
            #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 64, left: 0, bottom: 50, right: 0))
            #expect(root.view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 64, width: 320, height: 454))
            #expect(footer.frame == CGRect(x: 0, y: 488, width: 320, height: 30))
        }
    }

    @Test func anIPhoneInLandscapeHasA32PointBarAndNoStatusBar() {
        let root = UIViewController()
        showing(root) { sim, navigation in
            sim.rotate(to: .landscapeLeft)
            sim.runUntilIdle()
            #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 568, height: 32))
            #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 32, left: 0, bottom: 0, right: 0))
        }
    }

    @Test func theBackButtonShowsThePreviousTitleAndPops() {
        let inbox = UIViewController()
        inbox.title = "Inbox"
        showing(inbox) { sim, navigation in
            let message = UIViewController()
            message.title = "Message"
            var saved = 0
            message.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save", primaryAction: UIAction { _ in saved += 1 })
            sim.push(message)
            #expect(navigation.navigationBar.backItem?.title == "Inbox")
            #expect(navigation.navigationBar.topItem?.title == "Message")
            let save = navigation.navigationBar.subviews.compactMap { $0 as? UIControl }.first { $0.accessibilityLabel == "Save" }
            #expect(save.map { sim.tapPoint(for: $0) } != nil)
            if let save { sim.tap(save) }
            #expect(saved == 1)
            let back = navigation.navigationBar.subviews.compactMap { $0 as? UIControl }.first { $0.accessibilityLabel == "Inbox" }
            #expect(back != nil)
            if let back { sim.tap(back) }
            sim.runUntilIdle()
            #expect(navigation.topViewController === inbox)
            #expect(navigation.navigationBar.backItem == nil)
        }
    }

    /// The Done bar above the keyboard: a toolbar 44 high whose flexible space pushes Done to the trailing edge.
    @Test func aToolbarOfItemsAsTheKeyboardsAccessory() {
        let sim = Simulator(device: .iPhone4Inch)
        let controller = UIViewController()
        let field = UITextField(frame: CGRect(x: 20, y: 120, width: 280, height: 34))
        field.autocorrectionType = .no
        let toolbar = UIToolbar()
        var done = 0
        toolbar.items = [.flexibleSpace(), UIBarButtonItem(systemItem: .done, primaryAction: UIAction { _ in done += 1; field.resignFirstResponder() })]
        toolbar.sizeToFit()
        #expect(toolbar.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        field.inputAccessoryView = toolbar
        controller.view.addSubview(field)
        sim.show(controller)
        sim.tap(field)
        sim.runUntilIdle()
        #expect(sim.keyboardFrame == CGRect(x: 0, y: 308, width: 320, height: 260))
        let doneView = toolbar.subviews.compactMap { $0 as? UIControl }.first { $0.accessibilityLabel == "Done" }
        #expect(doneView.map { $0.frame.maxX } == 304)
        if let doneView { sim.tap(doneView) }
        #expect(done == 1)
        #expect(!field.isFirstResponder)
    }
}

/// Behaviour around the bars and fields that real code leans on.
@MainActor @Suite(.serialized) struct EditingAndAccessoryTests {
    /// The edit button item reads Edit, then Done in the done style while editing, and toggles editing when tapped.
    @Test func theEditButtonItemFollowsEditing() {
        let sim = Simulator(device: .iPhone4Inch)
        final class Inbox: UIViewController {
            var changes: [Bool] = []
            override func setEditing(_ editing: Bool, animated: Bool) {
                super.setEditing(editing, animated: animated)
                changes.append(editing)
            }
        }
        let inbox = Inbox()
        inbox.title = "Inbox"
        inbox.navigationItem.leftBarButtonItem = inbox.editButtonItem
        let navigation = UINavigationController(rootViewController: inbox)
        sim.show(navigation)
        #expect(inbox.editButtonItem.title == "Edit" && inbox.editButtonItem.style == .plain)
        inbox.setEditing(true, animated: false)
        #expect(inbox.isEditing)
        #expect(inbox.editButtonItem.title == "Done" && inbox.editButtonItem.style == .done)
        let edit = navigation.navigationBar.subviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == "Done" }
        #expect(edit != nil)
        if let edit { sim.tap(edit) }
        #expect(!inbox.isEditing)
        #expect(inbox.changes == [true, false])
    }

    /// A secure field that holds text and starts editing again is retyped: the first key replaces the whole text.
    @Test func aSecureFieldIsRetypedWhenEditingBeginsAgain() {
        let sim = Simulator(device: .iPhone4Inch)
        let controller = UIViewController()
        let password = UITextField(frame: CGRect(x: 20, y: 100, width: 280, height: 34))
        let other = UITextField(frame: CGRect(x: 20, y: 150, width: 280, height: 34))
        for field in [password, other] { field.autocorrectionType = .no; controller.view.addSubview(field) }
        password.isSecureTextEntry = true
        sim.show(controller)
        sim.tap(password)
        sim.type("abc")
        #expect(password.text == "abc")
        sim.tap(other)
        sim.tap(password)
        sim.type("xy")
        #expect(password.text == "xy")
        password.isSecureTextEntry = false
        sim.tap(other)
        sim.tap(password)
        sim.type("z")
        #expect(password.text == "xyz")
    }

    /// The accessory view is in a window at the top of the keyboard while it is up, so it converts to the screen.
    @Test func theAccessoryViewIsOnScreenAboveTheKeyboard() {
        let sim = Simulator(device: .iPhone4Inch)
        let controller = UIViewController()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 280, height: 34))
        field.autocorrectionType = .no
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        field.inputAccessoryView = bar
        controller.view.addSubview(field)
        sim.show(controller)
        #expect(bar.window == nil)
        sim.tap(field)
        sim.runUntilIdle()
        #expect(bar.window != nil)
        #expect(bar.convert(bar.bounds, to: nil) == CGRect(x: 0, y: 308, width: 320, height: 44))
        field.resignFirstResponder()
        sim.runUntilIdle()
        #expect(bar.superview == nil)
    }
}
