import UIKit
import Simulator

// A Like button that toggles itself (changesSelectionAsPrimaryAction, iOS 15)
// and retitles itself from configurationUpdateHandler.
let sim = Simulator(device: .iPhone4Inch)
let postScreen = UIViewController()
postScreen.view.backgroundColor = .white

var likeCount = 41
var actionCalls = 0

var config = UIButton.Configuration.plain()
config.title = "Like"
let likeButton = UIButton(configuration: config)
likeButton.frame = CGRect(x: 110, y: 250, width: 100, height: 44)
likeButton.changesSelectionAsPrimaryAction = true
likeButton.configurationUpdateHandler = { button in
    var updated = button.configuration
    updated?.title = button.isSelected ? "Liked" : "Like"
    button.configuration = updated
}
likeButton.addAction(UIAction { _ in
    actionCalls += 1
    likeCount += likeButton.isSelected ? 1 : -1
}, for: .touchUpInside)
postScreen.view.addSubview(likeButton)

func report(_ label: String) {
    print(label, likeButton.configuration?.title ?? "nil", "| selected:", likeButton.isSelected,
          "| likes:", likeCount)
}

sim.show(postScreen)
sim.runUntilIdle()
report("start:")

for n in 1...3 {
    sim.tap(likeButton)
    sim.runUntilIdle()
    report("tap \(n):")
}

// The server says the post is not liked after all; update in code.
likeButton.isSelected = false
sim.runUntilIdle()
report("set in code:")
print("action calls:", actionCalls)
