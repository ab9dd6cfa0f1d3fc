import Foundation
import Simulator
import Testing
import UIKit

/// `UIView.safeAreaInsets` from the device and orientation (modern-uikit.md 2.3).
@MainActor @Suite(.serialized) struct SafeAreaTests {
    private func root(_ device: Device, _ orientation: UIInterfaceOrientation = .portrait,
                      options: Simulator.Options = .init()) -> (Simulator, UIViewController) {
        let sim = Simulator(device: device, orientation: orientation, options: options)
        let controller = UIViewController()
        sim.show(controller)
        return (sim, controller)
    }

    @Test func iPhoneXPortraitAndLandscape() {
        let (_, portrait) = root(.iPhoneX)
        #expect(portrait.view.bounds.size == CGSize(width: 375, height: 812))
        #expect(portrait.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(portrait.view.window?.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        let (_, landscape) = root(.iPhoneX, .landscapeLeft)
        #expect(landscape.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        #expect(String(describing: landscape.view.safeAreaInsets) == "UIEdgeInsets(top: 0.0, left: 44.0, bottom: 21.0, right: 44.0)")
    }

    @Test func subviewsGetOnlyTheirOverlap() {
        let (_, controller) = root(.iPhoneX)
        let header = UIView(frame: CGRect(x: 0, y: 20, width: 375, height: 100))
        let middle = UIView(frame: CGRect(x: 20, y: 200, width: 100, height: 100))
        let footer = UIView(frame: CGRect(x: 0, y: 700, width: 375, height: 112))
        let inner = UIView(frame: CGRect(x: 0, y: 60, width: 50, height: 22))
        let buried = UIView(frame: CGRect(x: 0, y: 90, width: 50, height: 22))
        controller.view.addSubview(header)
        controller.view.addSubview(middle)
        controller.view.addSubview(footer)
        footer.addSubview(inner)
        footer.addSubview(buried)
        #expect(header.safeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 0, right: 0))
        #expect(middle.safeAreaInsets == .zero)
        #expect(footer.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(inner.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 4, right: 0))
        // Wholly inside the unsafe strip: the inset is the view's whole height.
        #expect(buried.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 22, right: 0))
        let outside = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
        #expect(outside.safeAreaInsets == .zero)
    }

    /// The status bar shows, as on iOS: 20 pt at the top of the book's devices in portrait and on the iPad, none on an
    /// iPhone in landscape (it hides it there); hidden by the root controller's `prefersStatusBarHidden` or the option.
    @Test func theBooksDevicesHaveTheStatusBarUnlessItIsHidden() {
        for device in Device.all where device != .iPhoneX {
            let (_, controller) = root(device)
            #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), "\(device)")
            let (_, hidden) = root(device, options: .init(statusBar: false))
            #expect(hidden.view.safeAreaInsets == .zero, "\(device)")
        }
        let (_, eightLandscape) = root(.iPhone47Inch, .landscapeLeft)
        #expect(eightLandscape.view.safeAreaInsets == .zero)
        let (_, pad) = root(.iPad, .landscapeLeft)
        #expect(pad.view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        let (_, x) = root(.iPhoneX)
        #expect(x.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        let (_, old) = root(.iPhone47Inch, options: .init(iOS7Coordinates: true))
        #expect(old.view.safeAreaInsets == .zero)
    }

    final class FullScreenController: UIViewController {
        var hidesStatusBar = true
        override var prefersStatusBarHidden: Bool { hidesStatusBar }
    }

    @Test func aRootControllerThatPrefersTheStatusBarHiddenHasNoTopInset() {
        let sim = Simulator(device: .iPhone4Inch)
        let controller = FullScreenController()
        let header = UIView()
        header.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(header)
        NSLayoutConstraint.activate([header.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
                                     header.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
                                     header.widthAnchor.constraint(equalToConstant: 320), header.heightAnchor.constraint(equalToConstant: 44)])
        sim.show(controller)
        #expect(controller.view.safeAreaInsets == .zero)
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        controller.hidesStatusBar = false
        controller.setNeedsStatusBarAppearanceUpdate()
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(header.frame == CGRect(x: 0, y: 20, width: 320, height: 44))
    }

    @Test func aScrollViewsAdjustedInsetAddsItsSafeArea() {
        let (_, controller) = root(.iPhoneX)
        let scroll = UIScrollView(frame: controller.view.bounds)
        controller.view.addSubview(scroll)
        scroll.contentInset.bottom = 10
        #expect(scroll.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 44, left: 0, bottom: 44, right: 0))
    }

    @Test func theIPhoneXKeyboard() {
        let (sim, controller) = root(.iPhoneX)
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 31))
        controller.view.addSubview(field)
        field.becomeFirstResponder()
        sim.runUntilIdle()
        #expect(sim.keyboardFrame == CGRect(x: 0, y: 477, width: 375, height: 335))
        #expect(Device.named("iphone-x") == .iPhoneX)
        #expect(!Device.all.contains(.iPhoneX))
    }
}
