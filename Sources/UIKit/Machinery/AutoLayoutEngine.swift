import Foundation
import LayoutSolver

/// Auto Layout for one world: active constraints go into one Cassowary solver (`LayoutSolver`);
/// a layout pass (`layoutIfNeeded()`, or the run loop's pass) brings the system constraints up to
/// date, reads the solution and sets the frames of the views that do not translate their
/// autoresizing masks. Frames set inside an animation block animate like any other frame change,
/// so `constant = …; view.layoutIfNeeded()` in `UIView.animate` animates (reference 2.1.10).
///
/// Positions are solved in the coordinates of the topmost view of a hierarchy (a window's are
/// the screen's) and frames are rounded to the device's pixels edge by edge, as iOS snaps them.
/// A conflict among required constraints is logged as iOS logs it and resolved by breaking one
/// constraint (see `resolveConflict`).
package final class AutoLayoutEngine: WorldService {
    /// What the engine keeps for an active constraint.
    package final class ConstraintState {
        var solverConstraint: Constraint
        /// The solver expression's constant when the layout constant is 0 (baselines, margins).
        let baseConstant: Double
        let order: Int
        weak var owner: UIView?
        /// Broken to resolve a conflict: active, but not in the solver.
        var isBroken = false

        init(solverConstraint: Constraint, baseConstant: Double, order: Int, owner: UIView?) {
            self.solverConstraint = solverConstraint
            self.baseConstant = baseConstant
            self.order = order
            self.owner = owner
        }
    }

    unowned(unsafe) let world: World
    let solver = Solver()
    /// Active constraints by identity, with the order they were activated in.
    var active: [ObjectIdentifier: NSLayoutConstraint] = [:]
    var activationCount = 0
    /// Views with variables, in the order they joined (strong: a view in a layout stays alive as
    /// long as the world, like the constraints that name it).
    var participants: [UIView] = []
    var keyboardGuides: [UIKeyboardLayoutGuide] = []
    var layoutDepth = 0
    private var addresses: [ObjectIdentifier: String] = [:]
    private var nextViewAddress: UInt64 = 0x7f80_0000_0200
    private var nextObjectAddress: UInt64 = 0x6000_0000_0040

    /// Every unsatisfiable-constraints message logged, as printed (standard error on iOS too).
    package private(set) var consoleMessages: [String] = []
    /// Whether messages also go to standard error (tests turn it off to keep their output clean).
    package var printsToStandardError = true

    package init(world: World) { self.world = world }

    /// Whether any constraint is active: views without Auto Layout skip the engine entirely.
    package var isInUse: Bool { !active.isEmpty || !participants.isEmpty }

    /// Addresses for descriptions, handed out in order per world so logs repeat run after run.
    package func address(of object: AnyObject) -> String {
        let key = ObjectIdentifier(object)
        if let known = addresses[key] { return known }
        let value: UInt64
        if object is UIView {
            value = nextViewAddress
            nextViewAddress += 0x200
        } else {
            value = nextObjectAddress
            nextObjectAddress += 0x40
        }
        let text = "0x" + String(value, radix: 16)
        addresses[key] = text
        return text
    }

    // MARK: Items

    package func state(of view: UIView) -> ViewLayoutState {
        if let state = view.autoLayoutState { return state }
        let made = ViewLayoutState(name: view.logName)
        view.autoLayoutState = made
        return made
    }

    func variables(of item: AnyObject) -> LayoutVariables {
        if let view = item as? UIView { return state(of: view).variables }
        return (item as! UILayoutGuide).variables
    }

    /// The view an item lays out in: a view itself, a guide's owning view.
    private func view(of item: AnyObject) -> UIView? {
        if let view = item as? UIView { return view }
        return (item as? UILayoutGuide)?.owningView
    }

    /// Gives an item's view (and its ancestors, whose positions its own is measured from)
    /// variables and system constraints.
    private func join(item: AnyObject) {
        if let view = view(of: item) { join(view: view) }
    }

    // MARK: Activation

    func activate(_ constraint: NSLayoutConstraint) {
        guard let first = constraint.firstItem else { return }
        let second = constraint.secondItem
        var owner = view(of: first)
        if let second {
            guard let a = view(of: first), let b = view(of: second), let common = Self.commonAncestor(a, b) else {
                fatalError("Unable to activate constraint with anchors \(NSLayoutConstraint.itemDescription(first)).\(constraint.firstAttribute.logName) "
                           + "and \(NSLayoutConstraint.itemDescription(second)).\(constraint.secondAttribute.logName) because they have no common "
                           + "ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.")
            }
            owner = common
        }
        join(item: first)
        if let second { join(item: second) }
        let left = expression(first, constraint.firstAttribute)
        let right = second.map { expression($0, constraint.secondAttribute) } ?? LinearExpression()
        let difference = left - right * Double(constraint.multiplier)
        let base = difference.constant
        let solverConstraint = Constraint(difference - Double(constraint.constant), Self.relation(constraint.relation),
                                          strength: Strength(constraint.priority.rawValue))
        activationCount += 1
        constraint.engineState = ConstraintState(solverConstraint: solverConstraint, baseConstant: base, order: activationCount, owner: owner)
        constraint.setActiveFlag(true)
        active[ObjectIdentifier(constraint)] = constraint
        add(constraint)
        needsLayout(owner)
    }

    func deactivate(_ constraint: NSLayoutConstraint) {
        guard let state = constraint.engineState else { return }
        if !state.isBroken { try? solver.removeConstraint(state.solverConstraint) }
        active.removeValue(forKey: ObjectIdentifier(constraint))
        constraint.engineState = nil
        constraint.setActiveFlag(false)
        needsLayout(state.owner)
    }

    func constantChanged(_ constraint: NSLayoutConstraint) {
        guard let state = constraint.engineState else { return }
        let value = state.baseConstant - Double(constraint.constant)
        if !state.isBroken && !state.solverConstraint.strength.isRequired {
            // Optional: shifted in place by the dual simplex.
            try? solver.setConstant(value, of: state.solverConstraint)
        } else {
            // Required (or broken, which gets another chance): out and in again, so a conflict
            // is found and logged.
            if !state.isBroken { try? solver.removeConstraint(state.solverConstraint) }
            var expression = state.solverConstraint.expression
            expression.constant = value
            state.solverConstraint = Constraint(expression, state.solverConstraint.relation, strength: state.solverConstraint.strength)
            state.isBroken = false
            add(constraint)
        }
        needsLayout(state.owner)
    }

    func priorityChanged(_ constraint: NSLayoutConstraint) {
        // Strengths are fixed in a solver constraint: the constraint goes out and in again.
        deactivate(constraint)
        activate(constraint)
    }

    /// The constraints installed on a view (their items' closest common ancestor), in activation order.
    func constraints(ownedBy view: UIView) -> [NSLayoutConstraint] {
        active.values.filter { $0.engineState?.owner === view && !$0.isSystemConstraint }
            .sorted { $0.engineState!.order < $1.engineState!.order }
    }

    /// A view leaves its superview: constraints between its subtree and views outside it go, as on iOS.
    func viewWillLeaveSuperview(_ view: UIView) {
        guard isInUse else { return }
        for constraint in active.values {
            guard let first = constraint.firstItem, let a = self.view(of: first) else { continue }
            let b = constraint.secondItem.flatMap { self.view(of: $0) }
            let firstInside = a.isDescendant(of: view)
            let secondInside = b?.isDescendant(of: view) ?? firstInside
            if firstInside != secondInside { deactivate(constraint) }
        }
        if let state = view.autoLayoutState, state.isParticipant { view.superview?.setNeedsLayout() }
    }

    func needsLayout(_ view: UIView?) {
        guard let view else { return }
        (view.superview ?? view).setNeedsLayout()
    }

    private static func commonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
        var candidate: UIView? = a
        while let view = candidate {
            if b.isDescendant(of: view) { return view }
            candidate = view.superview
        }
        return nil
    }

    private static func relation(_ relation: NSLayoutConstraint.Relation) -> Constraint.Relation {
        switch relation {
        case .equal: return .equal
        case .lessThanOrEqual: return .lessThanOrEqual
        case .greaterThanOrEqual: return .greaterThanOrEqual
        }
    }

    /// An attribute as a linear expression of the item's variables.
    private func expression(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> LinearExpression {
        let v = variables(of: item)
        let margins = (item as? UIView).map { effectiveMargins(of: $0) } ?? .zero
        switch attribute {
        case .left, .leading: return LinearExpression(v.left)
        case .right, .trailing: return v.left + v.width
        case .top: return LinearExpression(v.top)
        case .bottom: return v.top + v.height
        case .width: return LinearExpression(v.width)
        case .height: return LinearExpression(v.height)
        case .centerX: return v.left + v.width * 0.5
        case .centerY: return v.top + v.height * 0.5
        case .firstBaseline:
            guard let font = Self.font(of: item) else { return v.top + v.height }
            return v.top + Double(font.ascender)
        case .lastBaseline:
            guard let font = Self.font(of: item) else { return v.top + v.height }
            return v.top + v.height + Double(font.descender)
        case .leftMargin, .leadingMargin: return v.left + Double(margins.left)
        case .rightMargin, .trailingMargin: return v.left + v.width - Double(margins.right)
        case .topMargin: return v.top + Double(margins.top)
        case .bottomMargin: return v.top + v.height - Double(margins.bottom)
        case .centerXWithinMargins: return v.left + v.width * 0.5 + Double(margins.left - margins.right) / 2
        case .centerYWithinMargins: return v.top + v.height * 0.5 + Double(margins.top - margins.bottom) / 2
        case .notAnAttribute: return LinearExpression()
        }
    }

    /// Baselines are approximated from the font of a label, text field or button.
    private static func font(of item: AnyObject) -> UIFont? {
        switch item {
        case let label as UILabel: return label.font
        case let field as UITextField: return field.font
        case let button as UIButton: return button.titleLabel?.font
        default: return nil
        }
    }

    // MARK: Solving and conflicts

    func add(_ constraint: NSLayoutConstraint) {
        guard let state = constraint.engineState else { return }
        do {
            try solver.addConstraint(state.solverConstraint)
        } catch {
            resolveConflict(adding: constraint)
        }
    }

    /// A required constraint conflicts with others. Like iOS, the model lists a set of required
    /// constraints that cannot hold together (the smallest it finds: every one is needed for the
    /// conflict) and breaks one: the user's constraint activated last among them, never a
    /// system one (reference 2.2.3: which one iOS breaks is UNCONFIRMED; this rule is the
    /// plausible one, deterministic and documented). A broken constraint stays active but is
    /// ignored until it is deactivated or its constant changes.
    private func resolveConflict(adding constraint: NSLayoutConstraint) {
        guard let newState = constraint.engineState else { return }
        let conflict = minimalConflict(with: constraint)
        let victim = conflict.filter { !$0.isSystemConstraint }.max { $0.engineState!.order < $1.engineState!.order } ?? constraint
        log(conflict: conflict, breaking: victim)
        victim.engineState?.isBroken = true
        if victim !== constraint {
            try? solver.removeConstraint(victim.engineState!.solverConstraint)
            newState.isBroken = false
            add(constraint)
        }
    }

    /// Deletion filtering over the active required constraints that share variables with the new
    /// one, directly or through others: drop each one without which the set still conflicts.
    private func minimalConflict(with constraint: NSLayoutConstraint) -> [NSLayoutConstraint] {
        let required = active.values.filter {
            $0 !== constraint && $0.priority == .required && !($0.engineState?.isBroken ?? true)
        }.sorted { $0.engineState!.order < $1.engineState!.order }
        // The connected component of the new constraint through shared variables.
        var reached = Set(constraint.engineState!.solverConstraint.expression.terms.map { ObjectIdentifier($0.variable) })
        var component: [NSLayoutConstraint] = []
        var remaining = required
        var grew = true
        while grew {
            grew = false
            remaining.removeAll { candidate in
                let ids = candidate.engineState!.solverConstraint.expression.terms.map { ObjectIdentifier($0.variable) }
                guard ids.contains(where: reached.contains) else { return false }
                reached.formUnion(ids)
                component.append(candidate)
                grew = true
                return true
            }
        }
        component.sort { $0.engineState!.order < $1.engineState!.order }
        var kept = component
        for candidate in component.reversed() {
            let without = kept.filter { $0 !== candidate }
            if Self.conflicts(without + [constraint]) { kept = without }
        }
        return kept + [constraint]
    }

    private static func conflicts(_ constraints: [NSLayoutConstraint]) -> Bool {
        let trial = Solver()
        for constraint in constraints {
            let original = constraint.engineState!.solverConstraint
            let copy = Constraint(original.expression, original.relation, strength: .required)
            do { try trial.addConstraint(copy) } catch { return true }
        }
        return false
    }

    private func log(conflict: [NSLayoutConstraint], breaking victim: NSLayoutConstraint) {
        var lines = [
            "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
            "Probably at least one of the constraints in the following list is one you don't want.",
            "Try this:",
            "(1) look at each constraint and try to figure out which you don't expect;",
            "(2) find the code that added the unwanted constraint or constraints and fix it.",
        ]
        if conflict.contains(where: \.isAutoresizing) {
            lines.append("(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation "
                         + "for the UIView property translatesAutoresizingMaskIntoConstraints)")
        }
        lines.append("(")
        lines.append(conflict.map { "    \"\($0.description)\"" }.joined(separator: ",\n"))
        lines.append(")")
        lines.append("")
        lines.append("Will attempt to recover by breaking constraint")
        lines.append(victim.description)
        lines.append("")
        lines.append("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.")
        lines.append("The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.")
        let message = lines.joined(separator: "\n")
        consoleMessages.append(message)
        world.log.record(.simulator, "layout: unable to simultaneously satisfy constraints; breaking \(victim.equationDescription)")
        if printsToStandardError { FileHandle.standardError.write(Data((message + "\n").utf8)) }
    }
}
