import UIKit

/// A Follow / Following toggle for a profile screen.
func makeFollowButton() -> UIButton {
    let button = UIButton(type: .system)
    button.accessibilityIdentifier = "follow"
    button.setTitle("Follow", for: .normal)
    button.addAction(UIAction { action in
        guard let tapped = action.sender as? UIButton else { return }
        tapped.isSelected.toggle()
        tapped.setTitle(tapped.isSelected ? "Following" : "Follow", for: .normal)
    }, for: .touchUpInside)
    return button
}
