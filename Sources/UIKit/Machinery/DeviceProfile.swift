import Foundation

/// A simulated device: its screen and its software keyboard's heights. Heights are taken from
/// published logs (shared/reference/uikit-behavior.md §1.3); values no log confirms say so.
package struct DeviceProfile: Sendable, Hashable {
    package enum Idiom: Sendable, Hashable { case phone, pad }

    /// Software keyboard heights in points, including the predictive (QuickType) bar where the
    /// device has one and it is on.
    package struct KeyboardHeights: Sendable, Hashable {
        package var portrait: CGFloat
        package var landscape: CGFloat
        /// Extra height of the predictive bar, added when it is on; nil where the era had none.
        package var predictiveBarPortrait: CGFloat?
        package var predictiveBarLandscape: CGFloat?
    }

    package var identifier: String
    package var name: String
    package var portraitSize: CGSize
    package var scale: CGFloat
    package var idiom: Idiom
    package var keyboard: KeyboardHeights
    /// Height of the split or undocked iPad keyboard (1.7.3: 304 observed on iOS 5/6).
    package var undockedKeyboardHeight: CGFloat?
    /// The screen's unsafe edges the hardware makes (a sensor housing, a home indicator), in the
    /// portrait and landscape interface orientations (modern-uikit.md 2.3). Zero on devices with
    /// a Home button; the status bar is added separately (`safeAreaInsets(landscape:statusBar:)`).
    package var hardwareSafeAreaPortrait = UIEdgeInsets.zero
    package var hardwareSafeAreaLandscape = UIEdgeInsets.zero

    /// 3.5-inch iPhone (iPhone 4s), iOS 7 era: 216 portrait (1.3.4), 162 landscape (1.3.5).
    package static let iPhone35Inch = DeviceProfile(
        identifier: "iphone-3.5", name: "iPhone 3.5-inch", portraitSize: CGSize(width: 320, height: 480), scale: 2, idiom: .phone,
        keyboard: KeyboardHeights(portrait: 216, landscape: 162), undockedKeyboardHeight: nil)

    /// 4-inch iPhone (iPhone 5/SE), iOS 6–7 era: 216 portrait (1.3.4), 162 landscape (1.3.5).
    package static let iPhone4Inch = DeviceProfile(
        identifier: "iphone-4", name: "iPhone 4-inch", portraitSize: CGSize(width: 320, height: 568), scale: 2, idiom: .phone,
        keyboard: KeyboardHeights(portrait: 216, landscape: 162), undockedKeyboardHeight: nil)

    /// 4.7-inch iPhone (iPhone 6/7/8), iOS 8–10: 225 without the predictive bar, 258 with it (1.3.7).
    /// Landscape 162 without the bar and 195 with it are UNCONFIRMED (the reference has no
    /// landscape log for this device); they keep the portrait bar's 33 pt difference, the only bar
    /// height the reference gives (1.3.7, 1.9.1: 225 ↔ 258).
    package static let iPhone47Inch = DeviceProfile(
        identifier: "iphone-4.7", name: "iPhone 4.7-inch", portraitSize: CGSize(width: 375, height: 667), scale: 2, idiom: .phone,
        keyboard: KeyboardHeights(portrait: 225, landscape: 162, predictiveBarPortrait: 33, predictiveBarLandscape: 33),
        undockedKeyboardHeight: nil)

    /// 9.7-inch iPad (768×1024): 264 portrait, 352 landscape (1.3.6); undocked/split 304 (1.7.3).
    package static let iPad = DeviceProfile(
        identifier: "ipad", name: "iPad 9.7-inch", portraitSize: CGSize(width: 768, height: 1024), scale: 2, idiom: .pad,
        keyboard: KeyboardHeights(portrait: 264, landscape: 352), undockedKeyboardHeight: 304)

    /// iPhone X (375×812, iOS 11): safe area 44 top and 34 bottom in portrait (2.3.3); 44 left
    /// and right in landscape, where the bottom 21 is the value observed on a later notched model
    /// and UNCONFIRMED for the X itself (2.3.4, 2.3.5). Keyboard 291 without the predictive bar
    /// and 335 with it: the log's 291 → 335 growth (1.3.9) is the bar's 44 pt. The landscape
    /// heights, 171 and 209, are UNCONFIRMED (no log in the reference, 1.3.13).
    /// Not in `all`: the lessons' checks draw their devices from `all`, the book's devices.
    package static let iPhoneX: DeviceProfile = {
        var profile = DeviceProfile(
            identifier: "iphone-x", name: "iPhone X", portraitSize: CGSize(width: 375, height: 812), scale: 3, idiom: .phone,
            keyboard: KeyboardHeights(portrait: 291, landscape: 171, predictiveBarPortrait: 44, predictiveBarLandscape: 38),
            undockedKeyboardHeight: nil)
        profile.hardwareSafeAreaPortrait = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        profile.hardwareSafeAreaLandscape = UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44)
        return profile
    }()

    package static let all: [DeviceProfile] = [.iPhone35Inch, .iPhone4Inch, .iPhone47Inch, .iPad]

    /// The screen's safe-area insets in an interface orientation (modern-uikit.md 2.3). A shown
    /// status bar takes 20 pt at the top on devices without a sensor housing, except an iPhone in
    /// landscape, which hides it (2.3.1, 2.3.2); on a notched device the housing's inset already
    /// covers it (2.3.3).
    package func safeAreaInsets(landscape: Bool, statusBar: Bool) -> UIEdgeInsets {
        var insets = landscape ? hardwareSafeAreaLandscape : hardwareSafeAreaPortrait
        let notched = hardwareSafeAreaPortrait.top > 0
        if statusBar, !notched, !(landscape && idiom == .phone) { insets.top = max(insets.top, 20) }
        return insets
    }

    /// The software keyboard's full height in an orientation, with the predictive bar if on.
    package func keyboardHeight(landscape: Bool, predictiveBar: Bool) -> CGFloat {
        let base = landscape ? keyboard.landscape : keyboard.portrait
        let bar = landscape ? keyboard.predictiveBarLandscape : keyboard.predictiveBarPortrait
        return base + (predictiveBar ? (bar ?? 0) : 0)
    }
}
