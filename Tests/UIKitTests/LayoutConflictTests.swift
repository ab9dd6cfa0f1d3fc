import Foundation
import Simulator
import Testing
import UIKit

/// Unsatisfiable constraints are logged as iOS logs them and resolved by breaking one (modern-uikit.md 2.2).
@MainActor @Suite(.serialized) struct LayoutConflictTests {
    @Test func twoRequiredWidthsLogTheConflictAndBreakTheLaterOne() {
        let box = constrainedView("box")
        var narrow: NSLayoutConstraint!, wide: NSLayoutConstraint!
        let (sim, _) = showConstrained { root in
            root.addSubview(box)
            NSLayoutConstraint.activate([box.topAnchor.constraint(equalTo: root.topAnchor),
                                         box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                         box.heightAnchor.constraint(equalToConstant: 10)])
            narrow = box.widthAnchor.constraint(equalToConstant: 100)
            wide = box.widthAnchor.constraint(equalToConstant: 200)
            narrow.isActive = true
            wide.isActive = true
        }
        #expect(box.frame.width == 100)
        #expect(narrow.isActive && wide.isActive)
        let messages = sim.world.autoLayout.consoleMessages
        #expect(messages.count == 1)
        #expect(messages.first == """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            Probably at least one of the constraints in the following list is one you don't want.
            Try this:
            (1) look at each constraint and try to figure out which you don't expect;
            (2) find the code that added the unwanted constraint or constraints and fix it.
            (
                "<NSLayoutConstraint:0x600000000040 UIView:0x7f8000000200.width == 100   (active)>",
                "<NSLayoutConstraint:0x600000000080 UIView:0x7f8000000200.width == 200   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x600000000080 UIView:0x7f8000000200.width == 200   (active)>

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
            """)
        #expect(sim.log.map(\.text).contains("simulator layout: unable to simultaneously satisfy constraints; breaking UIView:0x7f8000000200.width == 200"))
        // Deactivating the kept one lets the broken one hold when it is activated again.
        narrow.isActive = false
        wide.isActive = false
        wide.isActive = true
        sim.runUntilIdle()
        #expect(box.frame.width == 200)
    }

    @Test func aForgottenTranslatesAutoresizingMaskListsTheMaskConstraintsWithTheNote() {
        let label = UILabel()
        label.text = "Hi"
        var width: NSLayoutConstraint!
        let (sim, _) = showConstrained { root in
            root.addSubview(label)
            width = label.widthAnchor.constraint(equalToConstant: 120)
            width.identifier = "label-width"
            width.isActive = true
        }
        // The mask holds the frame (zero), so the learner's constraint is the one broken.
        #expect(label.frame == .zero)
        let message = sim.world.autoLayout.consoleMessages.first ?? ""
        #expect(message.contains("(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the "
                                 + "documentation for the UIView property translatesAutoresizingMaskIntoConstraints)"))
        #expect(message.contains("""
                "<NSLayoutConstraint:0x600000000040 'label-width' UILabel:0x7f8000000200'Hi'.width == 120   (active)>",
                "<NSAutoresizingMaskLayoutConstraint:0x600000000080 h=--& v=--& UILabel:0x7f8000000200'Hi'.width == 0   (active)>"
            )
            """))
        #expect(message.contains("""
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x600000000040 'label-width' UILabel:0x7f8000000200'Hi'.width == 120   (active)>
            """))
    }

    @Test func descriptionsFollowIOSForms() {
        _ = Simulator(device: .iPhone4Inch)
        let a = UIView(), b = UILabel()
        b.text = "Title"
        let container = UIView()
        container.addSubview(a)
        container.addSubview(b)
        let ratio = a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 15.0 / 14.0, constant: -8)
        #expect(ratio.description == "<NSLayoutConstraint:0x600000000040 UIView:0x7f8000000200.width == 1.07143*UILabel:0x7f8000000400'Title'.width - 8>")
        ratio.isActive = true
        #expect(ratio.description.hasSuffix("- 8   (active)>"))
        #expect(container.constraints.count == 1)
        #expect(a.topAnchor.description == "UIView:0x7f8000000200.top")
    }

    @Test func relatingViewsOfDifferentHierarchiesStopsTheProgramAsIOSDoes() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let a = UIView(), b = UIView()
            a.topAnchor.constraint(equalTo: b.topAnchor).isActive = true
        }
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("Unable to activate constraint with anchors UIView:0x7f8000000200.top and UIView:0x7f8000000400.top "
                                 + "because they have no common ancestor.  Does the constraint or its anchors reference items in "
                                 + "different view hierarchies?  That's illegal."))
    }

    @Test func anActiveConstraintCannotMoveBetweenRequiredAndOptional() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let view = UIView()
            let width = view.widthAnchor.constraint(equalToConstant: 10)
            width.priority = UILayoutPriority(999)   // fine while inactive
            width.priority = .required
            width.isActive = true
            width.priority = UILayoutPriority(999)
        }
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. "
                                 + "You passed priority 999 and the existing priority was 1000."))
    }
}
