import Foundation
import Simulator
import Testing

@Suite struct UnmodelledUIKitTests {
    @Test func ledgerHasEntriesWithReasonsAndAlternatives() {
        let all = UnmodelledUIKit.all
        #expect(all.count >= 40)
        #expect(all.allSatisfy { !$0.reason.isEmpty && !$0.alternative.isEmpty })
        #expect(Set(all.map { $0.name.lowercased() }).count == all.count)
        for name in ["UITrackingLayoutGuide.setConstraints", "UITableView", "UIScene", "UIStoryboard",
                     "CALayer.addSublayer", "UIBackgroundConfiguration", "UIGestureRecognizer", "UITabBarController", "#selector"] {
            #expect(UnmodelledUIKit.lookup(name)?.name == name, "\(name)")
        }
    }

    @Test func lookupsIgnoreCaseAndFindTypesOfMembersAndPrefixes() {
        #expect(UnmodelledUIKit.lookup("uistackview.setcustomspacing")?.name == "UIStackView.setCustomSpacing")
        #expect(UnmodelledUIKit.lookup("NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)")?.name == "NSLayoutConstraint.constraints")
        #expect(UnmodelledUIKit.lookup("UITableViewCell")?.name == "UITableView")
        // Modelled: Auto Layout, stack views and the keyboard layout guide.
        for name in ["NSLayoutConstraint", "NSLayoutConstraint.activate", "UIStackView", "UIKeyboardLayoutGuide", "UIView.keyboardLayoutGuide",
                     "UIView.topAnchor", "UILayoutGuide", "UIView.safeAreaLayoutGuide"] {
            #expect(UnmodelledUIKit.lookup(name) == nil, "\(name)")
        }
        // Modelled later: property animators, layers' styling, button configurations.
        for name in ["UIViewPropertyAnimator", "CALayer", "UIView.layer", "UIButton.Configuration", "UNNotificationCategory",
                     "UIView.safeAreaInsets", "UINavigationBar", "UINavigationItem", "UIBarButtonItem", "UIToolbar",
                     "UIViewController.additionalSafeAreaInsets", "UIView.directionalLayoutMargins"] {
            #expect(UnmodelledUIKit.lookup(name) == nil, "\(name)")
        }
        #expect(UnmodelledUIKit.lookup("UIButton") == nil)
        #expect(UnmodelledUIKit.lookup("") == nil)
        #expect(UnmodelledUIKit.lookup("UITableView")?.description.hasPrefix("UITableView is not in the model: ") == true)
    }

    @Test func compilerMessagesMapToEntries() {
        #expect(UnmodelledUIKit.explain(compilerMessage: "error: cannot find 'UITableView' in scope")?.name == "UITableView")
        #expect(UnmodelledUIKit.explain(compilerMessage: "error: cannot find type 'UITapGestureRecognizer' in scope")?.name == "UITapGestureRecognizer")
        #expect(UnmodelledUIKit.explain(compilerMessage: "error: value of type 'CALayer' has no member 'addSublayer'")?.name == "CALayer.addSublayer")
        #expect(UnmodelledUIKit.explain(compilerMessage: "error: value of type 'UIView' has no member 'layer'") == nil)
        #expect(UnmodelledUIKit.explain(compilerMessage: "error: value of type 'UIStackView' has no member 'setCustomSpacing'")?.name
                == "UIStackView.setCustomSpacing")
        #expect(UnmodelledUIKit.explain(compilerMessage: "error: '#selector' can only be used with the Objective-C runtime")?.name == "#selector")
        #expect(UnmodelledUIKit.explain(compilerMessage: "error: Objective-C interoperability is disabled")?.name == "@objc")
        #expect(UnmodelledUIKit.explain(compilerMessage: "error: cannot find 'frobnicate' in scope") == nil)
    }
}
