import UIKit

/// A Follow / Following toggle for a profile screen.
func makeFollowButton() -> UIButton {
    let button = UIButton(type: .system)
    button.accessibilityIdentifier = "follow"
    button.setTitle("Follow", for: .normal)
    button.setTitle("Following", for: .selected)

    func flip(_ action: UIAction) {
        guard let sender = action.sender as? UIButton else { return }
        sender.isSelected.toggle()
    }
    // the tap itself, plus the "primary action" so keyboard / accessibility activation works too
    button.addAction(UIAction(handler: flip), for: .touchUpInside)
    button.addAction(UIAction(handler: flip), for: .primaryActionTriggered)
    return button
}
