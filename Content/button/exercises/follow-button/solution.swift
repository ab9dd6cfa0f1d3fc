import UIKit

/// A Follow / Following toggle for a profile screen.
func makeFollowButton() -> UIButton {
    let button = UIButton(type: .system)
    button.accessibilityIdentifier = "follow"
    button.setTitle("Follow", for: .normal)
    // The selected state has its own title; without it, selected falls back to "Follow".
    button.setTitle("Following", for: .selected)
    // touchUpInside: a finger that slides off before lifting does not toggle.
    button.addAction(UIAction { action in
        guard let button = action.sender as? UIButton else { return }
        button.isSelected.toggle()
    }, for: .touchUpInside)
    return button
}
