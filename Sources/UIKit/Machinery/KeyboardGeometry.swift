import Foundation

/// Where the keyboard sits for one configuration, computed in interface-oriented screen
/// coordinates (iOS 8 and later) and converted to portrait-fixed coordinates for the iOS 7 option.
package struct KeyboardPlacement: Equatable {
    /// The frame notifications report when the keyboard is up (interface coordinates).
    package var frame: CGRect
    /// The same frame moved just below the screen: the Begin frame of a show, the End frame of a hide (1.4.5).
    package var offscreenFrame: CGRect
    /// The part of the screen the user sees covered (keys, or only the accessory bar of a hardware keyboard).
    package var visibleFrame: CGRect
    /// Whether WillShow/WillHide are posted for it; false for an undocked or split iPad keyboard,
    /// which gets only WillChangeFrame/DidChangeFrame (1.7.1).
    package var postsShowHide: Bool
}

extension KeyboardService {
    /// The placement for the current device, orientation, mode and the client's input views, or
    /// nil when nothing appears: a hardware keyboard and no accessory view (1.8.1, 1.8.2).
    package func placement(accessoryHeight: CGFloat, inputViewHeight: CGFloat?) -> KeyboardPlacement? {
        let size = world.orientedScreenSize
        let landscape = world.orientation.isLandscape
        let device = world.device
        let softwareHeight = inputViewHeight ?? device.keyboardHeight(landscape: landscape, predictiveBar: predictiveBarShown)
        func docked(_ height: CGFloat) -> KeyboardPlacement {
            let frame = CGRect(x: 0, y: size.height - height, width: size.width, height: height)
            return KeyboardPlacement(frame: frame, offscreenFrame: frame.offsetBy(dx: 0, dy: height),
                                     visibleFrame: frame, postsShowHide: true)
        }
        if hardwareKeyboardAttached && inputViewHeight == nil {
            // Only the accessory bar shows, but the frame reported is the whole keyboard's, most of
            // it below the screen (1.8.2: iPad Begin {{0,1024},{768,308}}, End {{0,980},{768,308}}).
            guard accessoryHeight > 0 else { return nil }
            let full = softwareHeight + accessoryHeight
            let frame = CGRect(x: 0, y: size.height - accessoryHeight, width: size.width, height: full)
            return KeyboardPlacement(frame: frame, offscreenFrame: CGRect(x: 0, y: size.height, width: size.width, height: full),
                                     visibleFrame: CGRect(x: 0, y: size.height - accessoryHeight, width: size.width, height: accessoryHeight),
                                     postsShowHide: true)
        }
        if mode != .docked, let floating = device.undockedKeyboardHeight, inputViewHeight == nil {
            // An undocked or split keyboard floats where the docked keyboard's top edge was, so its
            // frame does not reach the bottom of the screen (UNCONFIRMED position; 1.7.3 shows the
            // frames were inconsistent on iOS 5/6; 304 is the observed height).
            let height = floating + accessoryHeight
            let bottom = size.height - softwareHeight
            let frame = CGRect(x: 0, y: bottom - height, width: size.width, height: height)
            return KeyboardPlacement(frame: frame, offscreenFrame: CGRect(x: 0, y: size.height, width: size.width, height: height),
                                     visibleFrame: frame, postsShowHide: false)
        }
        return docked(softwareHeight + accessoryHeight)
    }

    /// Converts an interface-oriented screen rectangle to the coordinates notifications and
    /// windows use: unchanged on iOS 8 and later; portrait-fixed with the iOS 7 option (1.10.1).
    /// The iPad's landscape keyboard `{{0,416},{1024,352}}` becomes `{{0,0},{352,1024}}` in
    /// `.landscapeRight` (Home button on the right, the log in 1.3.6) and `{{416,0},{352,1024}}`
    /// in `.landscapeLeft`, where the portrait right edge is the interface's bottom.
    package func reportedRect(_ rect: CGRect) -> CGRect {
        guard world.usesFixedPortraitCoordinates, world.orientation != .portrait else { return rect }
        let portrait = world.device.portraitSize
        let oriented = world.orientedScreenSize
        // The same rotation the window applies to its root view (UIWindow.applyInterfaceOrientation).
        let angle = world.fixedCoordinateRotation
        let rotation = CGAffineTransform(rotationAngle: angle)
        let toCenter = CGAffineTransform(translationX: -oriented.width / 2, y: -oriented.height / 2)
        let fromCenter = CGAffineTransform(translationX: portrait.width / 2, y: portrait.height / 2)
        return rect.applying(toCenter.concatenating(rotation).concatenating(fromCenter))
    }
}
