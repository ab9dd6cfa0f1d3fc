import Foundation
import Simulator
import Testing
import UIKit

/// A controller whose views are laid out by constraints the test adds in `build`.
final class ConstrainedController: UIViewController {
    var build: (UIView) -> Void = { _ in }
    override func viewDidLoad() {
        super.viewDidLoad()
        build(view)
    }
}

/// Shows a controller whose root view gets the views `build` adds, and runs the layout pass.
@MainActor func showConstrained(on device: Device = .iPhone4Inch, orientation: UIInterfaceOrientation = .portrait,
                                _ build: @escaping (UIView) -> Void) -> (Simulator, UIView) {
    let sim = Simulator(device: device, orientation: orientation)
    sim.world.autoLayout.printsToStandardError = false
    let controller = ConstrainedController()
    controller.build = build
    sim.show(controller)
    sim.runUntilIdle()
    return (sim, controller.view)
}

/// A view that lays out by constraints.
func constrainedView(_ id: String) -> UIView {
    let view = UIView(frame: .zero)
    view.accessibilityIdentifier = id
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
}

/// Auto Layout on the Cassowary solver: solved frames of common layouts (modern-uikit.md §2).
@MainActor @Suite(.serialized) struct AutoLayoutTests {
    /// A label of any number of lines pinned on every edge to a view of fixed size takes that size (it crashed: the
    /// label's height for the width it was given was asked again while the width was being solved).
    @Test func aMultilineLabelPinnedOnEveryEdgeTakesItsContainersSize() {
        let sim = Simulator(device: .iPhone4Inch)
        let controller = UIViewController()
        let card = UIView(), label = UILabel()
        card.translatesAutoresizingMaskIntoConstraints = false
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = "Weekly summary"
        label.numberOfLines = 0
        card.layoutMargins = UIEdgeInsets(top: 12, left: 20, bottom: 12, right: 20)
        controller.view.addSubview(card)
        card.addSubview(label)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor, constant: -16),
            card.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100),
            card.heightAnchor.constraint(equalToConstant: 80),
            label.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
            label.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
        ])
        sim.show(controller)
        #expect(card.frame == CGRect(x: 16, y: 100, width: 288, height: 80))
        #expect(label.frame == CGRect(x: 20, y: 12, width: 248, height: 56))
        card.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        controller.view.layoutIfNeeded()
        #expect(card.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(label.frame == CGRect(x: 8, y: 8, width: 272, height: 64))
    }

    @Test func defaultsAreUIKits() {
        _ = Simulator(device: .iPhone4Inch)
        #expect(UILayoutPriority.required.rawValue == 1000)
        #expect(UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(UILayoutPriority.defaultLow.rawValue == 250)
        #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect((UILayoutPriority.required - 1).rawValue == 999)
        let view = UIView()
        #expect(view.translatesAutoresizingMaskIntoConstraints)
        #expect(view.intrinsicContentSize == CGSize(width: -1, height: -1))
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        let constraint = view.widthAnchor.constraint(equalToConstant: 10)
        #expect(!constraint.isActive)
        #expect(constraint.priority == .required)
        #expect(constraint.firstAttribute == .width && constraint.secondAttribute == .notAnAttribute && constraint.relation == .equal)
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    @Test func pinnedEdgesSolveToTheirFrame() {
        let box = constrainedView("box")
        let (_, root) = showConstrained { root in
            root.addSubview(box)
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
                box.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                box.heightAnchor.constraint(equalToConstant: 44),
            ])
        }
        #expect(box.frame == CGRect(x: 20, y: 100, width: 280, height: 44))
        #expect(root.constraints.count == 3)
        #expect(box.constraints.count == 1)
    }

    @Test func centredViewAndAspectRatio() {
        let badge = constrainedView("badge"), video = constrainedView("video")
        _ = showConstrained { root in
            root.addSubview(badge)
            root.addSubview(video)
            NSLayoutConstraint.activate([
                badge.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                badge.centerYAnchor.constraint(equalTo: root.centerYAnchor),
                badge.widthAnchor.constraint(equalToConstant: 100),
                badge.heightAnchor.constraint(equalToConstant: 50),
                video.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                video.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
                video.topAnchor.constraint(equalTo: root.topAnchor, constant: 80),
                video.heightAnchor.constraint(equalTo: video.widthAnchor, multiplier: 9.0 / 16.0),
            ])
        }
        #expect(badge.frame == CGRect(x: 110, y: 259, width: 100, height: 50))
        #expect(video.frame == CGRect(x: 20, y: 80, width: 280, height: 157.5))
    }

    @Test func framesFollowTheRootViewWhenItChangesSize() {
        let bar = constrainedView("bar")
        let (sim, _) = showConstrained { root in
            root.addSubview(bar)
            NSLayoutConstraint.activate([
                bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                bar.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                bar.heightAnchor.constraint(equalToConstant: 44),
            ])
        }
        #expect(bar.frame == CGRect(x: 0, y: 524, width: 320, height: 44))
        sim.rotate(to: .landscapeLeft)
        sim.runUntilIdle()
        #expect(bar.frame == CGRect(x: 0, y: 276, width: 568, height: 44))
    }

    @Test func prioritiesAreBrokenInOrder() {
        let box = constrainedView("box")
        var wide: NSLayoutConstraint!, cap: NSLayoutConstraint!
        let (sim, root) = showConstrained { root in
            root.addSubview(box)
            wide = box.widthAnchor.constraint(equalToConstant: 400)
            wide.priority = .defaultHigh
            let narrow = box.widthAnchor.constraint(equalToConstant: 200)
            narrow.priority = .defaultLow
            cap = box.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, constant: -40)
            NSLayoutConstraint.activate([wide, narrow, cap, box.heightAnchor.constraint(equalToConstant: 10),
                                         box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                                         box.topAnchor.constraint(equalTo: root.topAnchor)])
        }
        // The required cap holds; the 750 width is met as nearly as it can be, the 250 one not at all.
        #expect(box.frame.width == 280)
        cap.isActive = false
        sim.runUntilIdle()
        #expect(box.frame.width == 400)
        wide.isActive = false
        root.layoutIfNeeded()
        #expect(box.frame.width == 200)
    }

    @Test func intrinsicSizesOfLabelsAndButtons() {
        let label = UILabel(), button = UIButton(type: .system)
        label.text = "Hello"
        button.setTitle("Save", for: .normal)
        _ = showConstrained { root in
            for view in [label, button] as [UIView] {
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
            }
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                button.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
                button.centerYAnchor.constraint(equalTo: label.centerYAnchor),
            ])
        }
        #expect(label.intrinsicContentSize == CGSize(width: 43, height: 21))
        #expect(label.frame == CGRect(x: 20, y: 20, width: 43, height: 21))
        #expect(button.intrinsicContentSize == CGSize(width: 30, height: 30))
        #expect(button.frame == CGRect(x: 71, y: 15.5, width: 30, height: 30))
    }

    @Test func intrinsicSizeOfTextFields() {
        _ = Simulator(device: .iPhone4Inch)
        let field = UITextField()
        field.text = "abc"
        // The default 12 pt font, no border: 3 × 6 wide, a 15-pt line.
        #expect(field.intrinsicContentSize == CGSize(width: 18, height: 15))
        let email = UITextField()
        email.font = .systemFont(ofSize: 17)
        email.borderStyle = .roundedRect
        email.placeholder = "Email"
        // The placeholder's 43 plus 14, the 21-pt line plus 13.
        #expect(email.intrinsicContentSize == CGSize(width: 57, height: 34))
        email.text = "me@example.com"
        #expect(email.intrinsicContentSize == CGSize(width: 133, height: 34))
    }

    @Test func hugsAndCompressionResistanceDecideWhoStretches() {
        let name = UILabel(), value = UILabel()
        name.text = "Name"
        value.text = "Value"
        _ = showConstrained { root in
            for label in [name, value] {
                label.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(label)
                label.topAnchor.constraint(equalTo: root.topAnchor, constant: 40).isActive = true
            }
            name.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
            NSLayoutConstraint.activate([
                name.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
                value.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            ])
        }
        #expect(name.frame == CGRect(x: 20, y: 40, width: 34, height: 21))
        #expect(value.frame == CGRect(x: 62, y: 40, width: 238, height: 21))
    }

    @Test func framesSnapToPixelsEdgeByEdge() {
        let views = (0..<3).map { constrainedView("v\($0)") }
        _ = showConstrained { root in
            for view in views { root.addSubview(view) }
            var constraints = [views[0].leadingAnchor.constraint(equalTo: root.leadingAnchor),
                               views[2].trailingAnchor.constraint(equalTo: root.trailingAnchor)]
            for (left, right) in zip(views, views.dropFirst()) {
                constraints.append(right.leadingAnchor.constraint(equalTo: left.trailingAnchor))
                constraints.append(right.widthAnchor.constraint(equalTo: left.widthAnchor))
            }
            for view in views {
                constraints.append(view.topAnchor.constraint(equalTo: root.topAnchor))
                constraints.append(view.heightAnchor.constraint(equalToConstant: 10))
            }
            NSLayoutConstraint.activate(constraints)
        }
        // 320 / 3 = 106.67 on a 2x screen: edges at 0, 106.5, 213.5, 320.
        #expect(views.map(\.frame) == [CGRect(x: 0, y: 0, width: 106.5, height: 10), CGRect(x: 106.5, y: 0, width: 107, height: 10),
                                       CGRect(x: 213.5, y: 0, width: 106.5, height: 10)])
    }

    @Test func safeAreaAndMarginsGuides() {
        let card = constrainedView("card")
        var safe: UILayoutGuide!
        let (_, root) = showConstrained { root in
            root.addSubview(card)
            safe = root.safeAreaLayoutGuide
            let margins = root.layoutMarginsGuide
            NSLayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                card.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                card.topAnchor.constraint(equalTo: safe.topAnchor),
                card.heightAnchor.constraint(equalToConstant: 100),
            ])
        }
        #expect(safe.owningView === root)
        #expect(safe.identifier == "UIViewSafeAreaLayoutGuide")
        #expect(safe.layoutFrame == root.bounds.inset(by: root.safeAreaInsets))
        // A controller's root view: the system minimum margins, 16 at the sides, none above and below.
        #expect(root.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        // The margins guide keeps inside the safe area, below the status bar's 20 pt.
        #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 20, width: 288, height: 548))
        #expect(card.frame == CGRect(x: 16, y: 20, width: 288, height: 100))
        #expect(card.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    @Test func marginsStayInsideTheSafeAreaAndFollowTheScreensWidth() {
        var frames: [CGRect] = []
        for device in [Device.iPhoneX, .iPad] {
            let (sim, root) = showConstrained(on: device) { root in
                let box = constrainedView("box")
                root.addSubview(box)
                NSLayoutConstraint.activate([box.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                                             box.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
                                             box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10)])
            }
            frames.append(root.layoutMarginsGuide.layoutFrame)
            _ = sim
        }
        // iPhone X: 16 at the sides, the safe area's 44 and 34 above and below; iPad: 20 at the sides, the status bar's
        // 20 above.
        #expect(frames == [CGRect(x: 16, y: 44, width: 343, height: 734), CGRect(x: 20, y: 20, width: 728, height: 1004)])
    }

    @Test func explicitMarginsReplaceTheDefaults() {
        let inner = constrainedView("inner")
        var container: UIView!
        _ = showConstrained { root in
            container = constrainedView("container")
            root.addSubview(container)
            container.addSubview(inner)
            container.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
            NSLayoutConstraint.activate([
                container.leadingAnchor.constraint(equalTo: root.leadingAnchor), container.topAnchor.constraint(equalTo: root.topAnchor),
                container.widthAnchor.constraint(equalToConstant: 200), container.heightAnchor.constraint(equalToConstant: 100),
                inner.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
                inner.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
                inner.topAnchor.constraint(equalTo: container.layoutMarginsGuide.topAnchor),
                inner.bottomAnchor.constraint(equalTo: container.layoutMarginsGuide.bottomAnchor),
            ])
        }
        #expect(inner.frame == CGRect(x: 20, y: 10, width: 140, height: 60))
    }

    @Test func aConstantChangeInsideAnAnimationBlockAnimatesTheFrame() {
        let panel = constrainedView("panel")
        var bottom: NSLayoutConstraint!
        let (sim, root) = showConstrained { root in
            root.addSubview(panel)
            bottom = panel.bottomAnchor.constraint(equalTo: root.bottomAnchor)
            NSLayoutConstraint.activate([bottom, panel.heightAnchor.constraint(equalToConstant: 100),
                                         panel.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                         panel.trailingAnchor.constraint(equalTo: root.trailingAnchor)])
        }
        #expect(panel.frame == CGRect(x: 0, y: 468, width: 320, height: 100))
        sim.clearLog()
        UIView.animate(withDuration: 0.4) {
            bottom.constant = -216
            root.layoutIfNeeded()
        }
        // The model value changes at once; the screen moves over 0.4 s.
        #expect(panel.frame == CGRect(x: 0, y: 252, width: 320, height: 100))
        #expect(sim.log.map(\.text) == ["animation panel.frame {{0, 468}, {320, 100}} → {{0, 252}, {320, 100}} start 0.000 duration 0.4 curve 0"])
        sim.advance(by: 0.2)
        // Ease in-out at half time is half way: 468 − 216 / 2.
        #expect(sim.world.animator.presentationValue(of: panel, property: "frame", model: .rect(panel.frame))
                == .rect(CGRect(x: 0, y: 360, width: 320, height: 100)))
        sim.advance(by: 0.2)
        #expect(sim.world.animator.runningAnimations.isEmpty)
    }

    @Test func withoutAnAnimationBlockTheNextLayoutPassMovesTheViewAtOnce() {
        let panel = constrainedView("panel")
        var top: NSLayoutConstraint!
        let (sim, _) = showConstrained { root in
            root.addSubview(panel)
            top = panel.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
            NSLayoutConstraint.activate([top, panel.heightAnchor.constraint(equalToConstant: 10),
                                         panel.widthAnchor.constraint(equalToConstant: 10),
                                         panel.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        }
        sim.clearLog()
        top.constant = 50
        #expect(panel.frame.minY == 10)
        sim.runUntilIdle()
        #expect(panel.frame.minY == 50)
        #expect(sim.world.animator.records.isEmpty)
    }

    @Test func removingAViewDeactivatesItsConstraintsToTheRest() {
        let a = constrainedView("a"), b = constrainedView("b")
        var link: NSLayoutConstraint!, own: NSLayoutConstraint!
        let (sim, root) = showConstrained { root in
            root.addSubview(a)
            a.addSubview(b)
            link = b.topAnchor.constraint(equalTo: root.topAnchor, constant: 30)
            own = b.leadingAnchor.constraint(equalTo: a.leadingAnchor, constant: 5)
            NSLayoutConstraint.activate([link, own])
        }
        _ = sim
        #expect(root.constraints.contains(link))
        a.removeFromSuperview()
        #expect(!link.isActive)
        #expect(own.isActive)
    }

    @Test func aLayoutGuideSpacesViewsWithoutBeingAView() {
        let left = constrainedView("left"), right = constrainedView("right")
        let gap = UILayoutGuide()
        var root: UIView!
        (_, root) = showConstrained { view in
            view.addSubview(left)
            view.addSubview(right)
            view.addLayoutGuide(gap)
            var constraints = [left.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                               gap.leadingAnchor.constraint(equalTo: left.trailingAnchor),
                               right.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
                               right.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                               gap.widthAnchor.constraint(equalTo: left.widthAnchor, multiplier: 0.5),
                               right.widthAnchor.constraint(equalTo: left.widthAnchor)]
            for item in [left, right] {
                constraints.append(item.topAnchor.constraint(equalTo: view.topAnchor, constant: 100))
                constraints.append(item.heightAnchor.constraint(equalToConstant: 40))
            }
            constraints.append(gap.topAnchor.constraint(equalTo: left.topAnchor))
            constraints.append(gap.heightAnchor.constraint(equalTo: left.heightAnchor))
            NSLayoutConstraint.activate(constraints)
        }
        // 280 = w + w/2 + w: w = 112, the gap 56.
        #expect(left.frame == CGRect(x: 20, y: 100, width: 112, height: 40))
        #expect(gap.layoutFrame == CGRect(x: 132, y: 100, width: 56, height: 40))
        #expect(right.frame == CGRect(x: 188, y: 100, width: 112, height: 40))
        #expect(root.layoutGuides.contains(gap) && gap.owningView === root)
        root.removeLayoutGuide(gap)
        #expect(gap.owningView == nil && root.layoutGuides.isEmpty)
        #expect(root.constraints.allSatisfy { $0.firstItem !== gap && $0.secondItem !== gap })
    }

    @Test func guidesAreNamedInConstraintDescriptions() {
        let box = constrainedView("box")
        var pin: NSLayoutConstraint!
        _ = showConstrained { root in
            root.addSubview(box)
            pin = box.bottomAnchor.constraint(lessThanOrEqualTo: root.keyboardLayoutGuide.topAnchor, constant: -8)
            pin.isActive = true
        }
        #expect(pin.description == "<NSLayoutConstraint:0x600000000040 UIView:0x7f8000000200.bottom <= "
                + "UIKeyboardLayoutGuide:0x600000000080'UIViewKeyboardLayoutGuide'.top - 8   (active)>")
    }

    @Test func systemSpacingIsTheStandardEightPoints() {
        let first = constrainedView("first"), second = constrainedView("second")
        _ = showConstrained { root in
            root.addSubview(first)
            root.addSubview(second)
            NSLayoutConstraint.activate([
                first.leadingAnchor.constraint(equalToSystemSpacingAfter: root.leadingAnchor, multiplier: 2),
                first.topAnchor.constraint(equalToSystemSpacingBelow: root.topAnchor, multiplier: 1),
                first.widthAnchor.constraint(equalToConstant: 50), first.heightAnchor.constraint(equalToConstant: 20),
                second.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: first.trailingAnchor, multiplier: 1),
                second.topAnchor.constraint(equalToSystemSpacingBelow: first.bottomAnchor, multiplier: 1),
                second.widthAnchor.constraint(equalToConstant: 50), second.heightAnchor.constraint(equalToConstant: 20),
            ])
            // Pulled left as far as it may go: the system spacing after the first view stops it.
            let pull = second.trailingAnchor.constraint(lessThanOrEqualTo: root.leadingAnchor, constant: 100)
            pull.priority = .defaultHigh
            pull.isActive = true
        }
        #expect(first.frame == CGRect(x: 16, y: 8, width: 50, height: 20))
        #expect(second.frame == CGRect(x: 74, y: 36, width: 50, height: 20))
    }

    @Test func aConstantChangedInAnAnimationBlockWithoutLayoutIfNeededJumps() {
        // The classic slip: the constant changes inside the block, but the layout pass that
        // moves the view runs later, outside it, so nothing animates (as on iOS).
        let panel = constrainedView("panel")
        var top: NSLayoutConstraint!
        let (sim, _) = showConstrained { root in
            root.addSubview(panel)
            top = panel.topAnchor.constraint(equalTo: root.topAnchor, constant: 100)
            NSLayoutConstraint.activate([top, panel.heightAnchor.constraint(equalToConstant: 10),
                                         panel.widthAnchor.constraint(equalToConstant: 10),
                                         panel.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        }
        sim.clearLog()
        UIView.animate(withDuration: 0.3) { top.constant = 300 }
        #expect(panel.frame.minY == 100)
        sim.runUntilIdle()
        #expect(panel.frame.minY == 300)
        #expect(sim.world.animator.records.isEmpty)
    }
}
