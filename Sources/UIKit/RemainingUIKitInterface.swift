import Foundation

/// The ledger of UIKit API a learner may reach for that the model does not contain, with why
/// and what to use instead, so the tutor can answer "not in the model" rather than leave a bare
/// "cannot find 'UIStackView' in scope". Names are Apple's; a member is written `Type.member`.
package enum RemainingUIKitInterface {
    package struct Entry: Sendable, Equatable {
        /// Apple's name: a type, a member (`Type.member`), or a language feature (`#selector`).
        package let name: String
        /// Why the model leaves it out.
        package let reason: String
        /// What to write instead in a lesson.
        package let alternative: String
    }

    package static let entries: [Entry] = [
        Entry(name: "NSLayoutConstraint.constraints", reason: "The visual format language (\"H:|-[view]-|\") is not modelled; anchors and NSLayoutConstraint(item:…) are.",
              alternative: "Anchors: view.leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: 8)."),
        Entry(name: "UITrackingLayoutGuide.setConstraints", reason: "Edge-tracking constraints of tracking guides (a floating keyboard near an edge) are not modelled.",
              alternative: "Constrain to keyboardLayoutGuide's anchors; set followsUndockedKeyboard to follow a floating keyboard."),
        Entry(name: "UIView.updateConstraints", reason: "The model has no update-constraints pass: constraints take effect when activated or changed.",
              alternative: "Activate or change constraints where the change happens, then call layoutIfNeeded() if you need the frames at once."),
        Entry(name: "UIView.systemLayoutSizeFitting", reason: "Fitting sizes (self-sizing) are not modelled.",
              alternative: "Read intrinsicContentSize, or lay out and read the frame."),
        Entry(name: "UIScrollView.contentLayoutGuide", reason: "Scroll views' content and frame layout guides are not modelled; constraints to a scroll view's edges place views in its content.",
              alternative: "Set contentSize, and constrain subviews to the scroll view's edges."),
        Entry(name: "UIStackView.setCustomSpacing", reason: "Custom spacing after one arranged view, layout-margins-relative and baseline-relative arrangement are not modelled.",
              alternative: "spacing, or nest stack views."),
        Entry(name: "UITableView", reason: "Table views (cells, reuse, data sources) are outside the lessons' recipes.",
              alternative: "A UIScrollView with subviews placed by frame."),
        Entry(name: "UITableViewController", reason: "Table views are not modelled.", alternative: "A UIViewController with a UIScrollView."),
        Entry(name: "UICollectionView", reason: "Collection views and their layouts are not modelled.", alternative: "A UIScrollView with subviews placed by frame."),
        Entry(name: "UIScene", reason: "The model runs one app with one window, as iOS 12 and earlier did; scenes are not modelled.",
              alternative: "Create a UIWindow and call makeKeyAndVisible(); the simulator's show(_:) does this."),
        Entry(name: "UIWindowScene", reason: "Scenes are not modelled; the model has one screen and key window.",
              alternative: "UIWindow(frame: UIScreen.main.bounds)."),
        Entry(name: "UISceneDelegate", reason: "Scenes are not modelled.", alternative: "Set up the window directly (the simulator's show(_:))."),
        Entry(name: "UIStoryboard", reason: "There are no storyboards on Linux: nothing can compile or load Interface Builder files.",
              alternative: "Build views in code in loadView() or viewDidLoad()."),
        Entry(name: "UINib", reason: "There are no nibs or xibs on Linux.", alternative: "Build views in code."),
        Entry(name: "IBOutlet", reason: "Outlets connect storyboard objects, and there are no storyboards on Linux.",
              alternative: "Keep views in ordinary properties and create them in code."),
        Entry(name: "IBAction", reason: "Actions connect storyboard objects through the Objective-C runtime, which Linux lacks.",
              alternative: "button.addAction(UIAction { _ in … }, for: .touchUpInside)."),
        Entry(name: "UIStoryboardSegue", reason: "Segues come from storyboards.", alternative: "navigationController?.pushViewController(_:animated:) or present(_:animated:)."),
        Entry(name: "UIViewController.performSegue", reason: "Segues come from storyboards.", alternative: "pushViewController(_:animated:) or present(_:animated:)."),
        Entry(name: "CALayer.addSublayer", reason: "A layer is modelled only as its view's styling (corner radius, border, shadow values); sublayers and Core Animation are not.",
              alternative: "Add a UIView as a subview and style its layer (cornerRadius, borderWidth, borderColor)."),
        Entry(name: "CAShapeLayer", reason: "Layers that draw paths are not modelled.", alternative: "A UIView with backgroundColor and layer.cornerRadius."),
        Entry(name: "CAGradientLayer", reason: "Gradient layers are not modelled.", alternative: "A UIView with a backgroundColor."),
        Entry(name: "CALayer.shadowPath", reason: "Shadows are stored, not drawn, and Linux has no CGPath.",
              alternative: "Set shadowColor, shadowOpacity, shadowOffset and shadowRadius; the drawing leaves them out."),
        Entry(name: "UISpringTimingParameters", reason: "Property animators take a curve; springs and custom timing parameters are recorded as ease-in-out.",
              alternative: "UIViewPropertyAnimator(duration:curve:animations:) or (duration:dampingRatio:animations:)."),
        Entry(name: "UIButton.Configuration.attributedTitle", reason: "AttributedString titles are not modelled; the configuration's plain title shows.",
              alternative: "configuration.title and baseForegroundColor."),
        Entry(name: "UIBackgroundConfiguration", reason: "Background configurations are not modelled; a button configuration's colours are kept, not drawn.",
              alternative: "configuration.baseBackgroundColor."),
        Entry(name: "UIView.safeAreaInsetsDidChange", reason: "Views are not told when their safe area changes; safeAreaInsets is worked out each time it is read.",
              alternative: "Read safeAreaInsets in viewDidLayoutSubviews or layoutSubviews."),
        Entry(name: "UNNotificationActionIcon", reason: "Notification action icons (iOS 15) are not modelled; the buttons show their titles.",
              alternative: "UNNotificationAction(identifier:title:options:)."),
        Entry(name: "CABasicAnimation", reason: "Core Animation is not modelled.", alternative: "UIView.animate(withDuration:animations:)."),
        Entry(name: "UIGestureRecognizer", reason: "Gesture recognizers are not modelled; the simulator delivers taps to controls and text inputs.",
              alternative: "A UIButton with addAction(_:for:), or override touchesEnded(_:with:)."),
        Entry(name: "UITapGestureRecognizer", reason: "Gesture recognizers are not modelled.",
              alternative: "A UIButton with addAction(_:for:); to dismiss the keyboard, view.endEditing(true) from a button's action."),
        Entry(name: "UIPanGestureRecognizer", reason: "Gesture recognizers are not modelled.", alternative: "Override touchesMoved(_:with:)."),
        Entry(name: "UITabBarController", reason: "Tab bar controllers are not modelled.", alternative: "UINavigationController or present(_:animated:)."),
        Entry(name: "UIAlertController", reason: "Alerts are not modelled.", alternative: "Show the message in a UILabel."),
        Entry(name: "UISlider", reason: "Sliders are not modelled.", alternative: "A UIButton or text input."),
        Entry(name: "UISegmentedControl", reason: "Segmented controls are not modelled.", alternative: "UIButtons toggling isSelected."),
        Entry(name: "UIDatePicker", reason: "Date pickers are not modelled.", alternative: "A text field for the date."),
        Entry(name: "UIPickerView", reason: "Picker views are not modelled.", alternative: "UIButtons for the choices."),
        Entry(name: "UIControl.addTarget", reason: "Target-action calls a method by its Objective-C selector, and Linux has no Objective-C runtime.",
              alternative: "control.addAction(UIAction { _ in … }, for: .touchUpInside)."),
        Entry(name: "#selector", reason: "'#selector' can only be used with the Objective-C runtime, which Linux lacks.",
              alternative: "Closures: addAction(UIAction { _ in … }, for: .touchUpInside); NotificationCenter.default.addObserver(forName:object:queue:using:)."),
        Entry(name: "@objc", reason: "Objective-C interoperability is disabled on Linux.",
              alternative: "Remove @objc and use closures (UIAction, addObserver(forName:object:queue:using:))."),
        Entry(name: "UIFontMetrics", reason: "Dynamic Type scaling is not modelled.", alternative: "UIFont.systemFont(ofSize:)."),
        Entry(name: "UITraitCollection", reason: "Trait collections (size classes, dark mode) are not modelled.",
              alternative: "Read view.bounds.size or UIScreen.main.bounds."),
        Entry(name: "UIAccessibility", reason: "VoiceOver is not modelled; accessibilityIdentifier only names views in tests and drawings.",
              alternative: "Set accessibilityIdentifier to name views."),
        Entry(name: "UIModalPresentationStyle.pageSheet", reason: "Sheets are drawn full screen in the model; only their effect on the presenter's callbacks (none) is modelled.",
              alternative: "Nothing to change: the callbacks are right, the drawing is full screen."),
        Entry(name: "UIPresentationController", reason: "Custom presentations are not modelled.", alternative: "present(_:animated:) with a built-in style."),
        Entry(name: "UIViewControllerAnimatedTransitioning", reason: "Custom transition animations are not modelled; pushes and presentations slide in 0.35 s.",
              alternative: "The built-in push and present transitions."),
    ]

    private static let byName: [String: Entry] = Dictionary(entries.map { ($0.name.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })

    /// The entry for a name: exact (ignoring case), else the entry for the type part of a member
    /// (`NSLayoutConstraint.activate` → `NSLayoutConstraint`), else the longest entry the name
    /// starts with (`UITableViewCell` → `UITableView`).
    package static func entry(named name: String) -> Entry? {
        let key = name.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        guard !key.isEmpty else { return nil }
        if let exact = byName[key] { return exact }
        if let dot = key.firstIndex(of: "."), let type = byName[String(key[..<dot])] { return type }
        return entries.filter { key.hasPrefix($0.name.lowercased()) }.max { $0.name.count < $1.name.count }
    }
}
