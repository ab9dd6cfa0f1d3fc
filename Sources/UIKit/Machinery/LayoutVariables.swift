import Foundation
import LayoutSolver

/// The solver's unknowns for one view or layout guide: its left edge and top edge in the
/// coordinates of the topmost view of its hierarchy (bounds origins ignored, so a scroll view's
/// subviews are laid out in its content, not where it has scrolled), and its width and height.
package final class LayoutVariables {
    let left: Variable
    let top: Variable
    let width: Variable
    let height: Variable

    init(name: String) {
        left = Variable(name + ".left")
        top = Variable(name + ".top")
        width = Variable(name + ".width")
        height = Variable(name + ".height")
    }
}

/// A view's Auto Layout state, made the first time the view takes part in a constraint
/// (`UIView.autoLayoutState`): views that never do pay nothing.
package final class ViewLayoutState {
    let variables: LayoutVariables
    /// In the engine's set of views: has variables and system constraints.
    var isParticipant = false
    /// The engine it joined: a view made under one simulated world and used under another joins again.
    weak var engine: AutoLayoutEngine?
    var anchors: [Int: NSObject] = [:]
    var safeAreaGuide: UILayoutGuide?
    var marginsGuide: UILayoutGuide?
    var keyboardGuide: UIKeyboardLayoutGuide?
    var guides: [UILayoutGuide] = []
    /// Margins set in code; nil means the default (`UIView.layoutMargins`).
    var explicitMargins: UIEdgeInsets?
    /// Programmatic defaults: 250 hugging and 750 compression resistance on both axes (2.1.8).
    var hugging: [Float] = [250, 250]
    var compressionResistance: [Float] = [750, 750]

    /// The autoresizing-mask constraints of a view that translates its mask, and what they hold.
    var autoresizing: [NSLayoutConstraint] = []
    var autoresizingFrame: CGRect?
    weak var autoresizingSuperview: UIView?
    /// The intrinsic-size constraints and the size they hold.
    var intrinsic: [NSLayoutConstraint] = []
    var intrinsicSize: CGSize?
    var intrinsicPriorities: [Float] = []

    init(name: String) { variables = LayoutVariables(name: name) }
}
