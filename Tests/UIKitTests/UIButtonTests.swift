import Foundation
import Simulator
import Testing
import UIKit

@MainActor @Suite(.serialized) struct UIButtonTests {
    @Test func buttonTypesHaveApplesRawValues() {
        _ = Simulator(device: .iPhone4Inch)
        #expect(UIButton.ButtonType.custom.rawValue == 0)
        #expect(UIButton.ButtonType.system.rawValue == 1)
        #expect(UIButton.ButtonType.detailDisclosure.rawValue == 2)
        #expect(UIButton.ButtonType.infoLight.rawValue == 3)
        #expect(UIButton.ButtonType.infoDark.rawValue == 4)
        #expect(UIButton.ButtonType.contactAdd.rawValue == 5)
        #expect(UIButton(type: .system).buttonType == .system)
        #expect(UIButton(type: .contactAdd).frame == .zero)
        #expect(UIButton(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).buttonType == .custom)
    }

    @Test func titlesFallBackToTheNormalState() {
        _ = Simulator(device: .iPhone4Inch)
        let button = UIButton(type: .system)
        #expect(button.title(for: .normal) == nil)
        #expect(button.currentTitle == nil)
        button.setTitle("Save", for: .normal)
        #expect(button.title(for: .highlighted) == "Save")
        #expect(button.title(for: .selected) == "Save")
        button.setTitle("Saved", for: .selected)
        #expect(button.title(for: .selected) == "Saved")
        #expect(button.currentTitle == "Save")
        button.isSelected = true
        #expect(button.currentTitle == "Saved")
        #expect(button.titleLabel?.text == "Saved")
        // A combined state with no title of its own falls back to normal (5.9).
        button.isEnabled = false
        #expect(button.currentTitle == "Save")
        button.setTitle(nil, for: .selected)
        button.isEnabled = true
        #expect(button.currentTitle == "Save")
    }

    @Test func systemDrawnButtonTypesHaveNoTitleLabelOrImageView() {
        _ = Simulator(device: .iPhone4Inch)
        // "always returns nil for system buttons" (5.8): the types the system draws.
        for type in [UIButton.ButtonType.detailDisclosure, .infoLight, .infoDark, .contactAdd] {
            let button = UIButton(type: type)
            button.setTitle("More", for: .normal)
            button.setImage(UIImage(systemName: "info.circle"), for: .normal)
            #expect(button.titleLabel == nil, "\(type)")
            #expect(button.imageView == nil, "\(type)")
            #expect(button.currentTitle == "More", "\(type)")
        }
    }

    @Test func customAndSystemButtonsAlwaysHaveTheirImageView() throws {
        _ = Simulator(device: .iPhone4Inch)
        for button in [UIButton(type: .custom), UIButton(type: .system)] {
            // "will always create them if necessary" (5.8): there before any image is set.
            let empty = try #require(button.imageView)
            #expect(empty.image == nil)
            #expect(button.titleLabel != nil)
            let envelope = UIImage(systemName: "envelope")
            button.setImage(envelope, for: .normal)
            let imageView = try #require(button.imageView)
            #expect(imageView === empty)
            #expect(imageView.image === envelope)
            #expect(imageView.frame == CGRect(x: 0, y: 0, width: 20, height: 20))
            // It follows the state, falling back to the normal image.
            let logo = UIImage(named: "logo")
            button.setImage(logo, for: .highlighted)
            button.isHighlighted = true
            #expect(button.imageView?.image === logo)
            #expect(button.imageView?.frame == CGRect(x: 0, y: 0, width: 24, height: 24))
            button.isHighlighted = false
            button.isSelected = true
            #expect(button.imageView?.image === envelope)
        }
    }

    @Test func titleColorsPerStateAndDefaults() {
        _ = Simulator(device: .iPhone4Inch)
        let system = UIButton(type: .system)
        #expect(system.currentTitleColor == UIColor.systemBlue)
        system.isEnabled = false
        #expect(system.currentTitleColor == UIColor.systemGray)
        let custom = UIButton(type: .custom)
        #expect(custom.currentTitleColor == UIColor.white)
        custom.setTitleColor(.red, for: .normal)
        custom.setTitleColor(.green, for: .highlighted)
        #expect(custom.titleColor(for: .selected) == UIColor.red)
        custom.isHighlighted = true
        #expect(custom.currentTitleColor == UIColor.green)
        #expect(custom.titleLabel?.textColor == UIColor.green)
    }

    @Test func primaryActionInitializerRegistersForPrimaryActionTriggered() {
        let sim = Simulator(device: .iPhone4Inch)
        var taps = 0
        let button = UIButton(frame: CGRect(x: 20, y: 300, width: 280, height: 44),
                              primaryAction: UIAction(title: "Send", image: UIImage(systemName: "paperplane")) { _ in taps += 1 })
        button.accessibilityIdentifier = "send"
        #expect(button.buttonType == .system)
        #expect(button.currentTitle == "Send")
        #expect(button.currentImage?.name == "paperplane")
        #expect(button.allControlEvents == .primaryActionTriggered)
        #expect(button.frame == CGRect(x: 20, y: 300, width: 280, height: 44))
        button.sendActions(for: .primaryActionTriggered)
        #expect(taps == 1)
        #expect(sim.log.map(\.text) == ["action primaryActionTriggered(send)"])
    }

    @Test func intrinsicSizeFromTheTitle() {
        _ = Simulator(device: .iPhone4Inch)
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        // 4 characters × 7.5 pt (15 pt font) = 30; system buttons are 30 tall.
        #expect(button.intrinsicContentSize == CGSize(width: 30, height: 30))
        button.sizeToFit()
        #expect(button.frame.size == CGSize(width: 30, height: 30))
        let custom = UIButton(type: .custom)
        custom.setTitle("Continue", for: .normal)
        #expect(custom.intrinsicContentSize == CGSize(width: 60, height: 18))
    }
}
