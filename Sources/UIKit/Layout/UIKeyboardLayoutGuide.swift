import Foundation

/// The part of a view the keyboard covers (iOS 15, reference 1.1–1.11 of modern-uikit.md):
/// while the keyboard is docked its top follows the keyboard's top, and it moves inside the
/// keyboard's own animation (0.25 s, curve 7), so views constrained to it move with the
/// keyboard. When the keyboard is off screen, undocked or floating, the guide's top is the bottom
/// of the owning view's safe area and it is as tall as the bottom safe-area inset (1.2, 1.6).
/// With a hardware keyboard only the accessory bar shows, and the guide covers only it
/// (UNCONFIRMED, 1.11: the model's plausible choice); with nothing on screen it is hidden.
/// Its left, right and bottom are the owning view's (in the model the view reaches the screen's bottom).
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// "Defaults to NO." When true the guide follows an undocked, split or floating keyboard
    /// too: then it takes the keyboard's whole frame (1.7).
    open var followsUndockedKeyboard = false {
        didSet { if followsUndockedKeyboard != oldValue { World.current.autoLayout.keyboardGuideChanged(self) } }
    }

    /// iOS 17: "Defaults to YES." False ties the hidden guide to the view's bottom, height 0 (1.8).
    open var usesBottomSafeArea = true {
        didSet { if usesBottomSafeArea != oldValue { World.current.autoLayout.keyboardGuideChanged(self) } }
    }

    private var storedDismissPadding: CGFloat = 0
    /// iOS 17: "Negative values will be treated as 0" (1.9). Interactive dismissal is not modelled.
    open var keyboardDismissPadding: CGFloat {
        get { storedDismissPadding }
        set { storedDismissPadding = max(0, newValue) }
    }
}
