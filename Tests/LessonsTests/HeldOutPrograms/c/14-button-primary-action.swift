import UIKit
import Simulator

// iOS 14's closure-based buttons (WWDC20 "Build with iOS pickers, menus and actions", and the
// many "UIButton with UIAction instead of addTarget" posts): UIButton(primaryAction:) takes its
// title from the action, `action.sender` is the button, and actions added with the same
// identifier replace each other.
let sim = Simulator(device: .iPhone4Inch)
let screen = UIViewController()

var primaryLog: [String] = []
var analyticsLog: [String] = []

let addButton = UIButton(primaryAction: UIAction(title: "Add to cart") { action in
    let sender = action.sender as? UIButton
    primaryLog.append("added via \(sender?.currentTitle ?? "?")")
})
addButton.frame = CGRect(x: 80, y: 300, width: 160, height: 44)
print("type:", addButton.buttonType.rawValue, "title:", addButton.currentTitle ?? "nil")

let analyticsID = UIAction.Identifier("analytics")
addButton.addAction(UIAction(identifier: analyticsID) { _ in analyticsLog.append("v1") }, for: .touchUpInside)
addButton.addAction(UIAction(identifier: analyticsID) { _ in analyticsLog.append("v2") }, for: .touchUpInside)

screen.view.addSubview(addButton)
sim.show(screen)
sim.runUntilIdle()

sim.tap(addButton)
print("first tap:", primaryLog, analyticsLog)

addButton.removeAction(identifiedBy: analyticsID, for: .touchUpInside)
sim.tap(addButton)
print("after removing analytics:", primaryLog.count, analyticsLog.count)

addButton.isEnabled = false
sim.tap(addButton)
print("disabled:", primaryLog.count, analyticsLog.count)

addButton.isEnabled = true
addButton.isUserInteractionEnabled = false
sim.tap(addButton)
print("no user interaction:", primaryLog.count, analyticsLog.count)

addButton.isUserInteractionEnabled = true
sim.tap(addButton)
print("enabled again:", primaryLog.count, analyticsLog.count, primaryLog.last ?? "nil")
