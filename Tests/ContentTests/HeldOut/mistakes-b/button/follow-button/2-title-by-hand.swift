import UIKit

/// A Follow / Following toggle for a profile screen.
func makeFollowButton() -> UIButton {
    let button = UIButton(type: .system)
    button.accessibilityIdentifier = "follow"
    button.setTitle("Follow", for: .normal)
    button.addAction(UIAction { action in
        if let b = action.sender as? UIButton {
            b.isSelected.toggle()
            let newTitle = b.isSelected ? "Following" : "Follow"
            b.setTitle(newTitle, for: .normal)
        }
    }, for: .touchUpInside)
    return button
}
