// fails: It is a system button with a title per state
// message: the fallback to the normal title
import UIKit

/// A Follow / Following toggle for a profile screen.
func makeFollowButton() -> UIButton {
    let button = UIButton(type: .system)
    button.accessibilityIdentifier = "follow"
    button.setTitle("Follow", for: .normal)
    // touchUpInside: a finger that slides off before lifting does not toggle.
    button.addAction(UIAction { action in
        guard let button = action.sender as? UIButton else { return }
        button.isSelected.toggle()
        // Rewrites the normal title instead of giving the selected state its own.
        button.setTitle(button.isSelected ? "Following" : "Follow", for: .normal)
    }, for: .touchUpInside)
    return button
}
