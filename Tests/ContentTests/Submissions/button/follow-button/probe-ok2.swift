import UIKit

func makeFollowButton() -> UIButton {
    let button = UIButton(type: .system)
    button.accessibilityIdentifier = "follow"
    for (title, state) in [("Follow", UIControl.State.normal), ("Following", .selected), ("Following", [.selected, .highlighted])] {
        button.setTitle(title, for: state)
    }
    button.addAction(UIAction { [unowned button] _ in button.isSelected.toggle() }, for: .primaryActionTriggered)
    return button
}
