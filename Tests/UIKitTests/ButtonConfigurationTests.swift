import Foundation
import Simulator
import Testing
import UIKit

/// UIButton.Configuration and configuration-based buttons (modern-uikit.md §3).
@MainActor @Suite(.serialized) struct ButtonConfigurationTests {
    @Test func stylesAndDefaults() {
        var filled = UIButton.Configuration.filled()
        #expect(filled.title == nil && filled.image == nil)
        #expect(filled.contentInsets == NSDirectionalEdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12))
        #expect(filled.buttonSize == .medium && filled.cornerStyle == .dynamic && filled.imagePlacement == .leading)
        #expect(filled.baseForegroundColor == nil && filled.baseBackgroundColor == nil)
        #expect(filled.foregroundColor(tint: .systemBlue) == .white)
        #expect(filled.backgroundColor(tint: .systemBlue) == .systemBlue)
        #expect(UIButton.Configuration.plain().backgroundColor(tint: .systemBlue) == nil)
        #expect(UIButton.Configuration.tinted().foregroundColor(tint: .systemRed) == .systemRed)
        #expect(UIButton.Configuration.gray() != UIButton.Configuration.plain())
        #expect(!UIButton.Configuration.plain().automaticallyUpdateForSelection)
        filled.contentInsets = .zero
        filled.setDefaultContentInsets()
        #expect(filled.contentInsets == NSDirectionalEdgeInsets(top: 6, leading: 12, bottom: 6, trailing: 12))
        #expect(String(describing: NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
                == "NSDirectionalEdgeInsets(top: 1.0, leading: 2.0, bottom: 3.0, trailing: 4.0)")
        #expect(NSDirectionalRectEdge.all.rawValue == 15)
    }

    @Test func aConfiguredButtonShowsAndSizesItsConfiguration() {
        _ = Simulator(device: .iPhone4Inch)
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Save"
        let button = UIButton(configuration: configuration)
        #expect(button.buttonType == .system)
        #expect(button.configuration?.title == "Save")
        #expect(button.titleLabel?.text == "Save")
        #expect(button.drawingLabel == "Save")
        // "Save" in the 15 pt title font is 30 × 18 (the model's metrics), plus the insets.
        let title = UILabel.measure("Save", font: .systemFont(ofSize: 15), numberOfLines: 1, maxWidth: 0)
        #expect(button.intrinsicContentSize == CGSize(width: title.width + 24, height: title.height + 12))
        configuration.image = UIImage(systemName: "star")
        configuration.imagePadding = 8
        button.configuration = configuration
        let image = UIImage(systemName: "star")!.size
        #expect(button.intrinsicContentSize == CGSize(width: title.width + 8 + image.width + 24, height: max(title.height, image.height) + 12))
        #expect(button.drawingLabel == "[star] Save")
        configuration.imagePlacement = .top
        button.configuration = configuration
        #expect(button.intrinsicContentSize == CGSize(width: max(title.width, image.width) + 24, height: title.height + 8 + image.height + 12))
    }

    @Test func primaryActionsTitleAndImageGoIntoTheConfiguration() {
        let sim = Simulator(device: .iPhone4Inch)
        var taps = 0
        let button = UIButton(configuration: .tinted(), primaryAction: UIAction(title: "Send", image: UIImage(systemName: "paperplane")) { _ in taps += 1 })
        #expect(button.configuration?.title == "Send")
        #expect(button.configuration?.image?.name == "paperplane")
        let controller = UIViewController()
        sim.show(controller)
        button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        controller.view.addSubview(button)
        sim.tap(button)
        #expect(taps == 1)
    }

    /// iOS 15's toggle button: a tap flips `isSelected` before the actions run, so the action reads the new state.
    @Test func aButtonThatChangesSelectionTogglesBeforeItsActions() {
        let sim = Simulator(device: .iPhone4Inch)
        let controller = UIViewController()
        sim.show(controller)
        var seen: [Bool] = []
        let like = UIButton(configuration: .plain(), primaryAction: UIAction(title: "Like") { action in
            seen.append((action.sender as? UIButton)?.isSelected ?? false)
        })
        like.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        controller.view.addSubview(like)
        #expect(!like.changesSelectionAsPrimaryAction)
        sim.tap(like)
        #expect(seen == [false] && !like.isSelected)
        like.changesSelectionAsPrimaryAction = true
        sim.tap(like)
        sim.tap(like)
        #expect(seen == [false, true, false])
        #expect(!like.isSelected)
        like.isEnabled = false
        sim.tap(like)
        #expect(seen.count == 3 && !like.isSelected, "a disabled button neither toggles nor acts")
    }

    @Test func theUpdateHandlerRunsOnceForEachBatchOfStateChanges() {
        let sim = Simulator(device: .iPhone4Inch)
        let button = UIButton(configuration: .gray())
        var calls: [String] = []
        button.configurationUpdateHandler = { button in
            var updated = button.configuration
            updated?.title = button.isSelected ? "Following" : "Follow"
            button.configuration = updated
            calls.append(button.isSelected ? "selected" : "normal")
        }
        #expect(calls.isEmpty)
        sim.advance(by: 0)
        #expect(calls == ["normal"])
        #expect(button.titleLabel?.text == "Follow")
        // Setting the configuration inside the handler asks for no second update.
        sim.advance(by: 0)
        #expect(calls == ["normal"])
        button.isSelected = true
        button.isHighlighted = true
        button.isHighlighted = false
        sim.advance(by: 0)
        #expect(calls == ["normal", "selected"])
        #expect(button.configuration?.title == "Following")
        #expect(button.drawingLabel == "Following")
    }

    @Test func aStateTitleSetWithSetTitleStillShows() {
        _ = Simulator(device: .iPhone4Inch)
        var configuration = UIButton.Configuration.plain()
        configuration.title = "From configuration"
        let button = UIButton(configuration: configuration)
        button.setTitle("Set for normal", for: .normal)
        #expect(button.drawingLabel == "Set for normal")
        #expect(button.configuration?.title == "From configuration")
    }
}
