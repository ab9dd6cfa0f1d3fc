import UIKit
import Simulator

// iOS 15 button configuration: a filled Download button that shows an
// activity indicator and disables itself while the download runs.
let sim = Simulator(device: .iPhone4Inch)
let screen = UIViewController()
screen.view.backgroundColor = .white
var isDownloading = false

var config = UIButton.Configuration.filled()
config.title = "Download"
config.subtitle = "12 MB"
config.cornerStyle = .capsule
config.buttonSize = .large
config.imagePadding = 8
print("default image placement is leading:", config.imagePlacement == .leading)
print("indicator by default:", config.showsActivityIndicator)

let downloadButton = UIButton(configuration: config)
downloadButton.frame = CGRect(x: 60, y: 240, width: 200, height: 60)
downloadButton.configurationUpdateHandler = { button in
    var updated = button.configuration
    updated?.showsActivityIndicator = isDownloading
    updated?.title = isDownloading ? "Downloading" : "Download"
    updated?.subtitle = isDownloading ? nil : "12 MB"
    button.configuration = updated
}
downloadButton.addAction(UIAction { _ in
    print("download started")
    isDownloading = true
    downloadButton.isEnabled = false
    DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
        print("download finished")
        isDownloading = false
        downloadButton.isEnabled = true
    }
}, for: .touchUpInside)
screen.view.addSubview(downloadButton)

func describe(_ label: String) {
    let c = downloadButton.configuration
    print(label, c?.title ?? "nil", "|", c?.subtitle ?? "nil", "| spinner:", c?.showsActivityIndicator ?? false,
          "| enabled:", downloadButton.isEnabled)
}

sim.show(screen)
sim.runUntilIdle()
describe("idle:")
print("capsule:", downloadButton.configuration?.cornerStyle == .capsule,
      "| padding:", downloadButton.configuration?.imagePadding ?? 0)

sim.tap(downloadButton)
sim.runUntilIdle()
describe("busy:")

sim.tap(downloadButton)   // disabled: nothing happens
sim.advance(by: 2.5)
sim.runUntilIdle()
describe("done:")
