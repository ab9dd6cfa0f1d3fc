import Foundation
import Simulator
import Testing
import UIKit

/// UIStackView arranges its views with constraints of its own (modern-uikit.md 2.4).
@MainActor @Suite(.serialized) struct StackViewTests {
    /// A view with a fixed size, as arranged views often are.
    private func box(_ id: String, width: CGFloat, height: CGFloat) -> UIView {
        let view = constrainedView(id)
        NSLayoutConstraint.activate([view.widthAnchor.constraint(equalToConstant: width), view.heightAnchor.constraint(equalToConstant: height)])
        return view
    }

    /// A stack pinned 10 from the root's left, right and top; `make` runs in the simulated world.
    private func show(_ make: () -> UIStackView) -> (Simulator, UIStackView) {
        let sim = Simulator(device: .iPhone4Inch)
        sim.world.autoLayout.printsToStandardError = false
        let stack = make()
        let controller = ConstrainedController()
        controller.build = { root in
            stack.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
                stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            ])
        }
        sim.show(controller)
        sim.runUntilIdle()
        return (sim, stack)
    }

    @Test func defaults() {
        _ = Simulator(device: .iPhone4Inch)
        let stack = UIStackView()
        #expect(stack.axis == .horizontal)
        #expect(stack.distribution == .fill)
        #expect(stack.alignment == .fill)
        #expect(stack.spacing == 0)
        #expect(stack.arrangedSubviews.isEmpty)
        #expect(UIStackView.Distribution.equalSpacing.rawValue == 3)
        #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
    }

    @Test func verticalFillStacksLabelsAtTheirHeightsWithExactSpacing() {
        let first = UILabel(), second = UILabel()
        let (_, stack) = show {
            first.text = "Email"
            second.text = "Password"
            let stack = UIStackView(arrangedSubviews: [first, second])
            stack.axis = .vertical
            stack.spacing = 8
            return stack
        }
        #expect(!first.translatesAutoresizingMaskIntoConstraints)
        #expect(first.superview === stack)
        #expect(stack.frame == CGRect(x: 10, y: 10, width: 300, height: 50))
        #expect(first.frame == CGRect(x: 0, y: 0, width: 300, height: 21))
        #expect(second.frame == CGRect(x: 0, y: 29, width: 300, height: 21))
    }

    @Test func fillEquallyGivesEveryViewTheSameLength() {
        var views: [UIView] = []
        _ = show {
            views = (0..<4).map { _ in constrainedView("item") }
            let stack = UIStackView(arrangedSubviews: views)
            stack.distribution = .fillEqually
            stack.spacing = 12
            stack.heightAnchor.constraint(equalToConstant: 44).isActive = true
            return stack
        }
        // (300 − 3 × 12) / 4 = 66.
        #expect(views.map(\.frame) == [0, 78, 156, 234].map { CGRect(x: $0, y: 0, width: 66, height: 44) })
    }

    @Test func equalSpacingSharesTheSpaceLeftBetweenTheViews() {
        var views: [UIView] = []
        let (_, stack) = show {
            views = [box("a", width: 50, height: 20), box("b", width: 60, height: 30), box("c", width: 70, height: 40)]
            let stack = UIStackView(arrangedSubviews: views)
            stack.distribution = .equalSpacing
            stack.alignment = .center
            return stack
        }
        // 300 − 180 = 120 shared by two gaps; the stack hugs the tallest view, the others centred.
        #expect(stack.frame == CGRect(x: 10, y: 10, width: 300, height: 40))
        #expect(views.map(\.frame) == [CGRect(x: 0, y: 10, width: 50, height: 20), CGRect(x: 110, y: 5, width: 60, height: 30),
                                       CGRect(x: 230, y: 0, width: 70, height: 40)])
    }

    @Test func fillStretchesTheViewThatHugsLeast() {
        let name = UILabel(), value = UILabel()
        let (_, stack) = show {
            name.text = "Name"
            value.text = "Value"
            name.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
            let stack = UIStackView(arrangedSubviews: [name, value])
            stack.spacing = 8
            stack.alignment = .top
            return stack
        }
        #expect(name.frame == CGRect(x: 0, y: 0, width: 34, height: 21))
        #expect(value.frame == CGRect(x: 42, y: 0, width: 258, height: 21))
        // Swap who hugs: the other one stretches.
        name.setContentHuggingPriority(.defaultLow, for: .horizontal)
        value.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        stack.superview!.layoutIfNeeded()
        #expect(name.frame == CGRect(x: 0, y: 0, width: 249, height: 21))
        #expect(value.frame == CGRect(x: 257, y: 0, width: 43, height: 21))
    }

    @Test func hidingAnArrangedViewLaysTheOthersOutWithoutIt() {
        var views: [UIView] = []
        let (sim, stack) = show {
            views = [box("a", width: 40, height: 20), box("b", width: 40, height: 20), box("c", width: 40, height: 20)]
            let stack = UIStackView(arrangedSubviews: views)
            stack.axis = .vertical
            stack.alignment = .leading
            stack.spacing = 10
            return stack
        }
        #expect(views.map(\.frame.minY) == [0, 30, 60])
        #expect(stack.frame.height == 80)
        views[1].isHidden = true
        sim.runUntilIdle()
        #expect(views[2].frame.minY == 30)
        #expect(stack.frame.height == 50)
        stack.removeArrangedSubview(views[0])
        sim.runUntilIdle()
        #expect(views[0].superview === stack)
        #expect(stack.arrangedSubviews.count == 2)
        #expect(views[2].frame.minY == 0)
        views[2].removeFromSuperview()
        #expect(stack.arrangedSubviews == [views[1]])
    }

    @Test func fillProportionallySharesTheLengthByIntrinsicSizes() {
        let short = UILabel(), long = UILabel()
        _ = show {
            short.text = "ab"      // 17 wide
            long.text = "abcd"     // 34 wide
            let stack = UIStackView(arrangedSubviews: [short, long])
            stack.distribution = .fillProportionally
            return stack
        }
        #expect(short.frame == CGRect(x: 0, y: 0, width: 100, height: 21))
        #expect(long.frame == CGRect(x: 100, y: 0, width: 200, height: 21))
    }

    @Test func equalCenteringSpacesTheCentresEvenly() {
        var views: [UIView] = []
        _ = show {
            views = [box("a", width: 20, height: 10), box("b", width: 40, height: 10), box("c", width: 60, height: 10)]
            let stack = UIStackView(arrangedSubviews: views)
            stack.distribution = .equalCentering
            return stack
        }
        // Centres at 10, 140 and 270: 130 apart.
        #expect(views.map(\.frame.midX) == [10, 140, 270])
        #expect(views.map(\.frame.minX) == [0, 120, 240])
    }

    @Test func trailingAlignmentInAVerticalStack() {
        var views: [UIView] = []
        _ = show {
            views = [box("a", width: 40, height: 10), box("b", width: 60, height: 10)]
            let stack = UIStackView(arrangedSubviews: views)
            stack.axis = .vertical
            stack.alignment = .trailing
            return stack
        }
        #expect(views.map(\.frame) == [CGRect(x: 260, y: 0, width: 40, height: 10), CGRect(x: 240, y: 10, width: 60, height: 10)])
    }

    @Test func firstBaselineAlignmentLinesUpTheTextFromTheFonts() {
        let small = UILabel(), large = UILabel()
        let (_, stack) = show {
            small.text = "A"
            large.text = "B"
            large.font = .systemFont(ofSize: 34)
            let stack = UIStackView(arrangedSubviews: [small, large])
            stack.alignment = .firstBaseline
            stack.distribution = .equalSpacing
            return stack
        }
        // Ascenders 16 and 32: the small label sits 16 lower; the stack is as tall as the large one.
        #expect(small.frame == CGRect(x: 0, y: 16, width: 9, height: 21))
        #expect(large.frame == CGRect(x: 283, y: 0, width: 17, height: 41))
        #expect(stack.frame.height == 41)
    }

    @Test func aStackViewDrawsNoBoxOfItsOwn() {
        let name = UILabel(), value = UILabel()
        let (sim, _) = show {
            name.text = "Name"
            value.text = "Value"
            let stack = UIStackView(arrangedSubviews: [name, value])
            stack.axis = .vertical
            stack.spacing = 8
            return stack
        }
        let lines = sim.render().split(separator: "\n").map(String.init)
        // The stack sits at (10, 10): its labels are drawn, and no border around them.
        #expect(lines[2] == "|  Name                                  |")
        #expect(lines[4] == "|  Value                                 |")
        #expect(!lines.contains { $0.contains("+Name") || $0.contains("|Value") })
    }
}
