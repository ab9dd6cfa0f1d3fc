import Foundation

/// The base of everything that handles events. The model keeps one first responder per world;
/// text inputs that become first responder bring up the software keyboard (see the keyboard service).
open class UIResponder: NSObject {
    public override init() { super.init() }

    /// The next responder in the chain: a view's view controller or superview, a controller's
    /// view's superview, and so on up to the window and the application.
    open var next: UIResponder? { nil }

    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }
    open var isFirstResponder: Bool { World.current.firstResponder === self }

    /// Becomes first responder if it can, asking the current first responder to resign first
    /// (3.14). A view must be in a window; a text input is asked first (its delegate's
    /// `…ShouldBeginEditing`), begins editing after the old responder has ended, and then brings
    /// up the keyboard (1.4.1). Focus moving A → B: B.shouldBegin, A.shouldEnd, A.didEnd,
    /// B.didBegin (3.13, UNCONFIRMED order, the commonly reported one).
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        let world = World.current
        if world.firstResponder === self { return true }
        guard canBecomeFirstResponder else { return false }
        if let view = self as? UIView, view.window == nil { return false }
        guard shouldBeginFirstResponderSession() else { return false }
        if let current = world.firstResponder {
            let keyboard = world.keyboard
            keyboard.handOffInProgress = usesSoftwareKeyboard
            let resigned = current.resignFirstResponder()
            keyboard.handOffInProgress = false
            guard resigned, world.firstResponder == nil else { return false }
        }
        world.firstResponder = self
        firstResponderSessionDidBegin()
        if usesSoftwareKeyboard {
            world.keyboard.clientDidBecomeFirstResponder(self)
        } else {
            world.keyboard.nonTextResponderBecameFirst()
        }
        return true
    }

    /// Gives up first-responder status if allowed. Returns true when it is no longer first
    /// responder. A text input asks its delegate (`…ShouldEndEditing`) unless editing is forced
    /// to end; the keyboard's WillHide comes before the input's DidEnd (1.4.3).
    @discardableResult
    open func resignFirstResponder() -> Bool {
        let world = World.current
        guard world.firstResponder === self else { return true }
        let forced = world.keyboard.forcingEndEditing
        guard canResignFirstResponder || forced else { return false }
        guard shouldEndFirstResponderSession(forced: forced) || forced else { return false }
        world.firstResponder = nil
        if usesSoftwareKeyboard { world.keyboard.clientDidResign(self) }
        firstResponderSessionDidEnd()
        return true
    }

    // Hooks for text inputs (UITextField, UITextView), which run their delegate calls,
    // notifications and control events around the first-responder change.

    /// Whether becoming first responder brings up the keyboard.
    package var usesSoftwareKeyboard: Bool { false }
    package func shouldBeginFirstResponderSession() -> Bool { true }
    package func firstResponderSessionDidBegin() {}
    package func shouldEndFirstResponderSession(forced: Bool) -> Bool { true }
    package func firstResponderSessionDidEnd() {}

    /// The custom input view shown instead of the system keyboard, when this object is first responder.
    open var inputView: UIView? { nil }
    /// The view shown above the keyboard (or alone, with a hardware keyboard), when first responder.
    open var inputAccessoryView: UIView? { nil }

    /// Applies changed input views while first responder; they do not take effect before this (1.9.3).
    open func reloadInputViews() {
        World.current.keyboard.reloadInputViews(of: self)
    }

    // MARK: Touches
    // UIKit sends a touch's phases to the view it started in; a responder that does not handle
    // them passes them up the responder chain (`next`), which is what these defaults do.

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }
}
