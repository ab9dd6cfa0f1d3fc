import Foundation
import Simulator
import UIKit

// `swift run -c release tutor-bench layout`: Auto Layout on the model's Cassowary solver — a
// screen of 50 constrained views solved and laid out from scratch, a change relaid out
// incrementally, and the keyboard's show/hide cycle with a field on the keyboard layout guide
// (compare with `uikit`'s cycle of the book's inset recipe).

/// Fifty labels in a column, each 8 below the one before, 20 from the sides: 150 constraints of
/// the learner's plus each label's intrinsic-size and the root's autoresizing ones.
private final class ColumnController: UIViewController {
    var labels: [UILabel] = []
    var firstTop: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        var constraints: [NSLayoutConstraint] = []
        var previous: UILabel?
        for index in 0..<50 {
            let label = UILabel()
            label.text = "Row \(index)"
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
            constraints.append(label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20))
            constraints.append(label.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20))
            if let previous {
                constraints.append(label.topAnchor.constraint(equalTo: previous.bottomAnchor, constant: 8))
            } else {
                firstTop = label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8)
                constraints.append(firstTop)
            }
            labels.append(label)
            previous = label
        }
        NSLayoutConstraint.activate(constraints)
    }
}

/// The modern recipe: the field's bottom 8 above the keyboard layout guide's top.
private final class GuideController: UIViewController {
    let field = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        field.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(field)
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            field.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            field.heightAnchor.constraint(equalToConstant: 31),
            field.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
        ])
    }
}

@MainActor let layoutBenchmarks = BenchmarkSuite(name: "layout") {
    var checksum: CGFloat = 0
    let screen = Benchmark(name: "solve and lay out a screen of 50 constrained views (new world, show, layout pass)",
                           budgetSeconds: nil, warmup: 5, iterations: 100) {
        let sim = Simulator(device: .iPhone4Inch)
        let controller = ColumnController()
        sim.show(controller)
        sim.runUntilIdle()
        checksum += controller.labels[49].frame.maxY
    }

    let sim = Simulator(device: .iPhone4Inch)
    let column = ColumnController()
    sim.show(column)
    sim.runUntilIdle()
    // Below the status bar's 20 pt: 20 + 8 + 49 × (21 + 8).
    guard column.labels[49].frame == CGRect(x: 20, y: 1449, width: 280, height: 21) else {
        throw UIKitBenchmarkError(description: "the column laid out wrong: \(column.labels[49].frame)")
    }
    var flip = false
    let relayout = Benchmark(name: "move the top of the 50-view column and lay out again (incremental)", budgetSeconds: nil,
                             warmup: 20, iterations: 1000) {
        flip.toggle()
        column.firstTop.constant = flip ? 40 : 8
        column.view.layoutIfNeeded()
    }

    let guideSim = Simulator(device: .iPhone4Inch)
    let guide = GuideController()
    guideSim.show(guide)
    guideSim.runUntilIdle()
    guide.field.becomeFirstResponder()
    guideSim.runUntilIdle()
    guard guide.field.frame.maxY == 344 else {
        throw UIKitBenchmarkError(description: "the field did not follow the keyboard guide: \(guide.field.frame)")
    }
    guide.field.resignFirstResponder()
    guideSim.runUntilIdle()
    let cycle = Benchmark(name: "keyboard show/hide cycle with a field on keyboardLayoutGuide (animations)", budgetSeconds: 50e-6,
                          warmup: 50, iterations: 2000) {
        guideSim.clearLog()
        guideSim.world.animator.clearRecords()
        guide.field.becomeFirstResponder()
        guideSim.runUntilIdle()
        guide.field.resignFirstResponder()
        guideSim.runUntilIdle()
    }
    return [screen, relayout, cycle]
}
