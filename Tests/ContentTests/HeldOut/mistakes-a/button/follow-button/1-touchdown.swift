import UIKit

/// A Follow / Following toggle for a profile screen.
func makeFollowButton() -> UIButton {
    let button = UIButton(type: .system)
    button.accessibilityIdentifier = "follow"
    button.setTitle("Follow", for: .normal)
    button.setTitle("Following", for: .selected)
    button.addAction(UIAction { action in
        guard let tapped = action.sender as? UIButton else { return }
        tapped.isSelected.toggle()
    }, for: .touchDown)
    return button
}
