import Foundation
import Simulator
import Testing

@Suite struct UnmodelledUIKitTests {
    @Test func ledgerHasEntriesWithReasonsAndAlternatives() {
        let all = UnmodelledUIKit.all
        #expect(all.count >= 40)
        #expect(all.allSatisfy { !$0.reason.isEmpty && !$0.alternative.isEmpty })
        #expect(Set(all.map { $0.name.lowercased() }).count == all.count)
        for name in ["NSLayoutConstraint", "UIStackView", "UITableView", "UIKeyboardLayoutGuide", "UIScene", "UIStoryboard",
                     "UIViewPropertyAnimator", "CALayer", "UIGestureRecognizer", "UINavigationBar", "#selector"] {
            #expect(UnmodelledUIKit.lookup(name)?.name == name, "\(name)")
        }
    }

    @Test func lookupsIgnoreCaseAndFindTypesOfMembersAndPrefixes() {
        #expect(UnmodelledUIKit.lookup("uistackview")?.name == "UIStackView")
        #expect(UnmodelledUIKit.lookup("NSLayoutConstraint.activate")?.name == "NSLayoutConstraint")
        #expect(UnmodelledUIKit.lookup("UITableViewCell")?.name == "UITableView")
        #expect(UnmodelledUIKit.lookup("UIView.keyboardLayoutGuide")?.name == "UIView.keyboardLayoutGuide")
        #expect(UnmodelledUIKit.lookup("UIButton") == nil)
        #expect(UnmodelledUIKit.lookup("") == nil)
        #expect(UnmodelledUIKit.lookup("UIStackView")?.description.hasPrefix("UIStackView is not in the model: ") == true)
    }

    @Test func compilerMessagesMapToEntries() {
        #expect(UnmodelledUIKit.explain(compilerMessage: "error: cannot find 'UIStackView' in scope")?.name == "UIStackView")
        #expect(UnmodelledUIKit.explain(compilerMessage: "error: cannot find type 'UITapGestureRecognizer' in scope")?.name == "UITapGestureRecognizer")
        #expect(UnmodelledUIKit.explain(compilerMessage: "error: value of type 'UIView' has no member 'layer'")?.name == "UIView.layer")
        #expect(UnmodelledUIKit.explain(compilerMessage: "error: value of type 'UITextField' has no member 'topAnchor'")?.name == "NSLayoutAnchor"
                || UnmodelledUIKit.explain(compilerMessage: "error: value of type 'UIView' has no member 'topAnchor'")?.name == "UIView.topAnchor")
        #expect(UnmodelledUIKit.explain(compilerMessage: "error: '#selector' can only be used with the Objective-C runtime")?.name == "#selector")
        #expect(UnmodelledUIKit.explain(compilerMessage: "error: Objective-C interoperability is disabled")?.name == "@objc")
        #expect(UnmodelledUIKit.explain(compilerMessage: "error: cannot find 'frobnicate' in scope") == nil)
    }
}
