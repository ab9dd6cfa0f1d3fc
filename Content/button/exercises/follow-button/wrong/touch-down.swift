// fails: Sliding off the button does not toggle it
// message: the action runs on touchDown
import UIKit

/// A Follow / Following toggle for a profile screen.
func makeFollowButton() -> UIButton {
    let button = UIButton(type: .system)
    button.accessibilityIdentifier = "follow"
    button.setTitle("Follow", for: .normal)
    // The selected state has its own title; without it, selected falls back to "Follow".
    button.setTitle("Following", for: .selected)
    // Reacts as soon as the finger lands.
    button.addAction(UIAction { action in
        guard let button = action.sender as? UIButton else { return }
        button.isSelected.toggle()
    }, for: .touchDown)
    return button
}
