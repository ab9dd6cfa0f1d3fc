import UIKit
import Simulator

// iOS 14/15 button APIs: a button built from a UIAction (its title comes from
// the action) and a bookmark toggle using changesSelectionAsPrimaryAction.
let sim = Simulator(device: .iPhone4Inch)
let screen = UIViewController()

var saves = 0
let save = UIButton(type: .system, primaryAction: UIAction(title: "Save") { _ in saves += 1 })
save.frame = CGRect(x: 20, y: 200, width: 120, height: 44)

var bookmarkConfig = UIButton.Configuration.plain()
bookmarkConfig.title = "Bookmark"
let bookmark = UIButton(configuration: bookmarkConfig)
bookmark.frame = CGRect(x: 180, y: 200, width: 120, height: 44)
bookmark.changesSelectionAsPrimaryAction = true
var bookmarkActions = 0
bookmark.addAction(UIAction { _ in bookmarkActions += 1 }, for: .primaryActionTriggered)

screen.view.addSubview(save)
screen.view.addSubview(bookmark)
print("save title \(save.title(for: .normal) ?? "nil")")

sim.show(screen)
sim.runUntilIdle()
sim.tap(save)
sim.runUntilIdle()
sim.tap(save)
sim.runUntilIdle()
print("saves \(saves), save selected \(save.isSelected)")

print("bookmark selected \(bookmark.isSelected)")
sim.tap(bookmark)
sim.runUntilIdle()
print("after 1 tap: selected \(bookmark.isSelected), actions \(bookmarkActions)")
sim.tap(bookmark)
sim.runUntilIdle()
print("after 2 taps: selected \(bookmark.isSelected), actions \(bookmarkActions)")
