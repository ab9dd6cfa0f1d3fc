import UIKit
import Simulator

// iOS 15 button configurations (WWDC21 "Meet the UIKit button system", Sarunw's
// "UIButton.Configuration" articles): a filled "Download" button that toggles selection on
// tap (changesSelectionAsPrimaryAction) and rebuilds its configuration for the new state in
// configurationUpdateHandler, showing a spinner while selected.
let sim = Simulator(device: .iPhone4Inch)
let screen = UIViewController()

var config = UIButton.Configuration.filled()
config.title = "Download"
config.subtitle = "12 MB"
print("cornerStyle:", config.cornerStyle, "buttonSize:", config.buttonSize, "titleAlignment:", config.titleAlignment)
print("showsActivityIndicator:", config.showsActivityIndicator)

let downloadButton = UIButton(configuration: config)
downloadButton.frame = CGRect(x: 60, y: 260, width: 200, height: 60)
downloadButton.changesSelectionAsPrimaryAction = true
downloadButton.configurationUpdateHandler = { button in
    var updated = button.configuration
    updated?.title = button.isSelected ? "Downloading" : "Download"
    updated?.showsActivityIndicator = button.isSelected
    button.configuration = updated
}
var taps = 0
downloadButton.addAction(UIAction { _ in taps += 1 }, for: .primaryActionTriggered)

screen.view.addSubview(downloadButton)
sim.show(screen)
sim.runUntilIdle()

func report(_ label: String) {
    let current = downloadButton.configuration
    print(label, "selected", downloadButton.isSelected, "title", current?.title ?? "nil",
          "spinner", current?.showsActivityIndicator ?? false, "subtitle", current?.subtitle ?? "nil")
}

report("shown:")
sim.tap(downloadButton)
sim.runUntilIdle()
report("first tap:")
sim.tap(downloadButton)
sim.runUntilIdle()
report("second tap:")
print("primary actions:", taps)

downloadButton.isSelected = true
downloadButton.setNeedsUpdateConfiguration()
sim.runUntilIdle()
report("selected in code:")
