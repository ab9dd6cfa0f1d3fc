import Foundation
import UIKit

extension Simulator {
    /// The screen as text, for a learner to see what their code built:
    ///
    ///     iPhone 4-inch portrait 320×568 pt, 1 column = 8 pt, 1 row = 16 pt
    ///     +----------------------------------------+
    ///     |  +--------------------------------+    |
    ///     |  | Email                          |    |
    ///     ...
    ///
    /// Views are drawn at their on-screen (presentation) frames, so a render mid-animation shows
    /// the intermediate frame. Controls and plain views are boxes with their text (a label's
    /// text, a button's title, a text field's text or placeholder); labels are text only; the
    /// keyboard is a `░` block over everything; the first responder's box has `*` corners and a
    /// `_` caret (`┏`/`▌` in color). Lines after the screen name the first responder and the
    /// keyboard's frame. `.plain` (the default) has no escape sequences; `.color` uses ANSI colors.
    public func render(style: RenderStyle = .plain) -> String {
        var renderer = ScreenRenderer(world: world, style: style)
        let screen = renderer.draw()
        // Appended into one reserved string: the screen is most of the text and is copied once.
        let cache = world.service(RenderedScreenCache.self)
        let header = cache.header(for: self)
        var text = ""
        text.reserveCapacity(header.utf8.count + screen.utf8.count + 160)
        text += header
        text += "\n"
        text += screen
        if let responder = world.firstResponder {
            let name = (responder as? UIView)?.logName ?? String(describing: Swift.type(of: responder))
            text += "\nfirst responder: "
            text += name
        }
        if let keyboard = world.visibleKeyboardFrame {
            text += "\n"
            text += cache.keyboardLine(for: keyboard)
        }
        let running = world.animator.runningAnimationCount
        if running > 0 {
            text += "\n"
            text += String(format: "t = %.3f s, %d animation(s) running", world.clock.elapsed, running)
        }
        text += "\n"
        return text
    }

    /// `iPhone 4-inch portrait 320×568 pt, 1 column = 8 pt, 1 row = 16 pt`
    public var renderHeader: String {
        let size = UIScreen.main.bounds.size
        return "\(world.device.name) \(Self.orientationName(world.orientation)) \(UIView.number(size.width))×\(UIView.number(size.height)) pt, "
            + "1 column = \(UIView.number(ScreenRenderer.pointsPerColumn)) pt, 1 row = \(UIView.number(ScreenRenderer.pointsPerRow)) pt"
    }

    /// The orientation's Swift case name.
    public static func orientationName(_ orientation: UIInterfaceOrientation) -> String {
        switch orientation {
        case .portrait: return "portrait"
        case .portraitUpsideDown: return "portraitUpsideDown"
        case .landscapeLeft: return "landscapeLeft"
        case .landscapeRight: return "landscapeRight"
        default: return "unknown"
        }
    }
}
