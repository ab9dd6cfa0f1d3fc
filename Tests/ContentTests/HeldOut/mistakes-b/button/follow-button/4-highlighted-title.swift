import UIKit

/// A Follow / Following toggle for a profile screen.
func makeFollowButton() -> UIButton {
    let button = UIButton(type: .system)
    button.accessibilityIdentifier = "follow"
    button.setTitle("Follow", for: .normal)
    button.setTitle("Following", for: .highlighted)
    let onTap = UIAction { action in
        let source = action.sender as! UIButton
        source.isSelected.toggle()
    }
    button.addAction(onTap, for: .touchUpInside)
    return button
}
