import UIKit

/// A Follow / Following toggle for a profile screen.
func makeFollowButton() -> UIButton {
    let followButton = UIButton(type: .system)
    followButton.accessibilityIdentifier = "follow"
    followButton.setTitle("Follow", for: .normal)
    followButton.setTitle("Following", for: .selected)

    let toggleFollow = UIAction { [unowned followButton] _ in
        followButton.isSelected = !followButton.isSelected
    }
    // respond immediately so the button feels snappy
    followButton.addAction(toggleFollow, for: .touchDown)
    return followButton
}
