import Foundation
import UIKit

/// How the iPad's software keyboard sits (reference 1.7).
public enum KeyboardMode: String, Sendable, CaseIterable {
    /// Across the bottom of the screen.
    case docked
    /// Floating above the bottom edge: only WillChangeFrame/DidChangeFrame while undocked.
    case undocked
    /// Split in two halves, floating like the undocked keyboard.
    case split
}

/// An overlay at the edge of a text field (reference 3.2–3.5).
public enum TextFieldOverlay: String, Sendable, CaseIterable {
    case left, right, clearButton
}

extension Simulator {
    // MARK: Typing

    /// Types `text` into the first responder, one character at a time, as a person does: each
    /// character goes through the delegate's should-change method and, when accepted, sends the
    /// editing-changed event and the did-change notification. A newline in a text field presses
    /// Return. Returns false (and logs why) when no text input is first responder.
    @discardableResult
    public func type(_ text: String) -> Bool {
        world.log.record(.simulator, "type \(String(reflecting: text))")
        switch world.firstResponder {
        case let field as UITextField:
            for character in text {
                if character == "\n" { field.userPressReturn() } else { field.userInsert(String(character)) }
            }
            return true
        case let textView as UITextView:
            for character in text where !(character == "\n" && returnIsDisabled(in: textView)) {
                textView.userReplaceSelection(with: String(character))
            }
            return true
        default:
            world.log.record(.simulator, "type ignored: no text field or text view is first responder")
            return false
        }
    }

    /// The Delete key: removes the character before the caret of the first responder.
    @discardableResult
    public func deleteBackward() -> Bool {
        world.log.record(.simulator, "delete backward")
        switch world.firstResponder {
        case let field as UITextField: return field.userDeleteBackward()
        case let textView as UITextView: return textView.userDeleteBackward()
        default: return false
        }
    }

    /// The Return key. A text field asks `textFieldShouldReturn` and does not resign by itself
    /// (3.11); a text view gets a newline.
    public func pressReturn() {
        world.log.record(.simulator, "press return")
        switch world.firstResponder {
        case let field as UITextField: field.userPressReturn()
        case let textView as UITextView where !returnIsDisabled(in: textView): textView.userReplaceSelection(with: "\n")
        default: break
        }
    }

    /// A text view's Return key is disabled while it is empty when `enablesReturnKeyAutomatically` is set.
    func returnIsDisabled(in textView: UITextView) -> Bool {
        guard textView.enablesReturnKeyAutomatically, (textView.text ?? "").isEmpty else { return false }
        world.log.record(.simulator, "Return is disabled: the text view is empty (enablesReturnKeyAutomatically)")
        return true
    }

    /// Taps a text field's clear button, if it shows (3.4). Returns whether the text was cleared.
    @discardableResult
    public func tapClearButton(of field: UITextField) -> Bool {
        world.log.record(.simulator, "tap clear button \(field.logName)")
        return field.userTapClearButton()
    }

    /// The overlays a text field shows now, left to right.
    public func visibleOverlays(of field: UITextField) -> [TextFieldOverlay] {
        field.visibleOverlays.map { TextFieldOverlay(rawValue: $0.rawValue)! }
    }

    // MARK: The keyboard

    /// Whether any part of a keyboard (keys or an accessory bar) is on screen.
    public var isKeyboardVisible: Bool { world.visibleKeyboardFrame != nil }

    /// The End frame the keyboard's notifications report for its current position (notification
    /// coordinates: portrait-fixed with iOS 7 coordinates), nil when it is down.
    public var reportedKeyboardFrame: CGRect? { world.keyboard.placement.map { world.keyboard.reported($0.frame) } }

    /// Taps the iPad's dismiss-keyboard key: editing ends, even if a delegate would refuse.
    public func dismissKeyboard() {
        world.log.record(.simulator, "dismiss keyboard")
        if let responder = world.firstResponder { world.keyboard.forceResign(responder) }
    }

    /// Connects a Bluetooth keyboard: the software keyboard goes away; an input accessory view
    /// still shows at the bottom (1.8).
    public func attachHardwareKeyboard() {
        world.log.record(.simulator, "attach hardware keyboard")
        world.keyboard.setHardwareKeyboard(attached: true)
    }

    public func detachHardwareKeyboard() {
        world.log.record(.simulator, "detach hardware keyboard")
        world.keyboard.setHardwareKeyboard(attached: false)
    }

    public var isHardwareKeyboardAttached: Bool { world.keyboard.hardwareKeyboardAttached }

    /// Docks, undocks or splits the iPad keyboard (1.7). iPhones cannot: the call is logged and ignored.
    public func setKeyboardMode(_ mode: KeyboardMode) {
        guard world.device.undockedKeyboardHeight != nil || mode == .docked else {
            world.log.record(.simulator, "keyboard mode \(mode.rawValue) ignored: \(world.device.name) keyboards cannot undock")
            return
        }
        world.log.record(.simulator, "keyboard mode \(mode.rawValue)")
        world.keyboard.setMode(KeyboardService.Mode(rawValue: mode.rawValue)!)
    }

    public var keyboardMode: KeyboardMode { KeyboardMode(rawValue: world.keyboard.mode.rawValue)! }

    /// Turns the QuickType bar on or off (1.9.1); devices without one ignore it. A field with
    /// `autocorrectionType == .no` shows no bar either way (iOS 8+, UNCONFIRMED by the reference).
    public func setPredictiveBar(_ on: Bool) {
        world.log.record(.simulator, "predictive bar \(on ? "on" : "off")")
        world.keyboard.setPredictiveBar(on)
    }

    public var isPredictiveBarOn: Bool { world.keyboard.predictiveBarOn }

    // MARK: Rotation

    /// Rotates the device; run the clock (`runUntilIdle()`) to finish the rotation's animation.
    public func rotate(to orientation: UIInterfaceOrientation) {
        world.log.record(.simulator, "rotate \(orientation.logName)")
        world.rotate(to: orientation)
    }
}
