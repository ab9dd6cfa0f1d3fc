import Foundation

// The begin/commit animation API of the book's era (deprecated in iOS 13). Changes made between
// `beginAnimations` and `commitAnimations` animate with the settings made in between; the
// duration defaults to 0.2 s (reference 7.11).
extension UIView {
    @available(*, deprecated, message: "Use animate(withDuration:delay:options:animations:completion:)")
    public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        World.current.animator.beginBlock(duration: 0.2, delay: 0, options: [], completion: nil)
    }

    @available(*, deprecated, message: "Use animate(withDuration:delay:options:animations:completion:)")
    public class func commitAnimations() {
        World.current.animator.commitBlock()
    }

    @available(*, deprecated) public class func setAnimationDuration(_ duration: TimeInterval) {
        World.current.animator.updateOpenBlock(duration: duration)
    }

    @available(*, deprecated) public class func setAnimationDelay(_ delay: TimeInterval) {
        World.current.animator.updateOpenBlock(delay: delay)
    }

    @available(*, deprecated) public class func setAnimationCurve(_ curve: AnimationCurve) {
        let options = World.current.animator.openBlockOptions
        let withoutCurve = options.rawValue & ~(UInt(0xF) << 16)
        World.current.animator.updateOpenBlock(options: AnimationOptions(rawValue: withoutCurve | UInt(curve.rawValue) << 16))
    }

    @available(*, deprecated) public class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
        var options = World.current.animator.openBlockOptions
        if fromCurrentState { options.insert(.beginFromCurrentState) } else { options.remove(.beginFromCurrentState) }
        World.current.animator.updateOpenBlock(options: options)
    }
}
