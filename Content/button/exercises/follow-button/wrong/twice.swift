// fails: A tap toggles it, once
// message: ran the toggle twice
import UIKit

/// A Follow / Following toggle for a profile screen.
func makeFollowButton() -> UIButton {
    let toggle = UIAction(title: "Follow") { action in
        (action.sender as? UIButton)?.isSelected.toggle()
    }
    // primaryAction already runs on every tap (primaryActionTriggered) ...
    let button = UIButton(type: .system, primaryAction: toggle)
    button.accessibilityIdentifier = "follow"
    button.setTitle("Follow", for: .normal)
    // The selected state has its own title; without it, selected falls back to "Follow".
    button.setTitle("Following", for: .selected)
    // ... and this runs the same toggle again on touchUpInside.
    button.addAction(UIAction { action in
        (action.sender as? UIButton)?.isSelected.toggle()
    }, for: .touchUpInside)
    return button
}
