import Foundation

/// A rectangle that takes part in Auto Layout without being a view: spacing between views, or
/// the areas UIKit provides (`safeAreaLayoutGuide`, `layoutMarginsGuide`, `keyboardLayoutGuide`).
open class UILayoutGuide: NSObject {
    /// Set by `UIView.addLayoutGuide(_:)`.
    open package(set) weak var owningView: UIView?
    open var identifier = ""
    package let variables: LayoutVariables
    /// The constraints that place a guide UIKit provides (safe area, margins, keyboard).
    package var systemConstraints: [NSLayoutConstraint] = []

    public override init() {
        variables = LayoutVariables(name: "guide")
        super.init()
    }

    /// The guide's rectangle in its owning view's coordinates, as last solved; `.zero` without an owning view.
    open var layoutFrame: CGRect { World.current.autoLayout.layoutFrame(of: self) }

    open private(set) lazy var leadingAnchor = NSLayoutXAxisAnchor(item: self, attribute: .leading)
    open private(set) lazy var trailingAnchor = NSLayoutXAxisAnchor(item: self, attribute: .trailing)
    open private(set) lazy var leftAnchor = NSLayoutXAxisAnchor(item: self, attribute: .left)
    open private(set) lazy var rightAnchor = NSLayoutXAxisAnchor(item: self, attribute: .right)
    open private(set) lazy var topAnchor = NSLayoutYAxisAnchor(item: self, attribute: .top)
    open private(set) lazy var bottomAnchor = NSLayoutYAxisAnchor(item: self, attribute: .bottom)
    open private(set) lazy var widthAnchor = NSLayoutDimension(item: self, attribute: .width)
    open private(set) lazy var heightAnchor = NSLayoutDimension(item: self, attribute: .height)
    open private(set) lazy var centerXAnchor = NSLayoutXAxisAnchor(item: self, attribute: .centerX)
    open private(set) lazy var centerYAnchor = NSLayoutYAxisAnchor(item: self, attribute: .centerY)

    /// `<UILayoutGuide: 0x…; layoutFrame = {{0, 0}, {320, 568}}, owningView = <UIView; …>>`, as iOS describes guides.
    open override var description: String {
        let owner = owningView.map { $0.description } ?? "nil"
        return "<\(TypeNames.name(of: self)): \(World.current.autoLayout.address(of: self)) - \"\(identifier)\", "
            + "layoutFrame = \(NSStringFromCGRect(layoutFrame)), owningView = \(owner)>"
    }
}
