import Foundation
import UIKit

/// What a touch landed on.
public enum TouchTarget: Equatable, CustomStringConvertible {
    /// The view hit-testing chose (the deepest one that accepts touches).
    case view(UIView)
    /// The on-screen keyboard: the touch does not reach the views beneath it.
    case keyboard
    /// No view: the point is off the screen, or no window is shown.
    case nothing

    public static func == (lhs: TouchTarget, rhs: TouchTarget) -> Bool {
        switch (lhs, rhs) {
        case let (.view(a), .view(b)): return a === b
        case (.keyboard, .keyboard), (.nothing, .nothing): return true
        default: return false
        }
    }

    /// The view hit, if the touch reached one.
    public var view: UIView? {
        if case .view(let view) = self { return view }
        return nil
    }

    public var description: String {
        switch self {
        case .view(let view): return view.logName
        case .keyboard: return "keyboard"
        case .nothing: return "nothing"
        }
    }
}

/// The finger currently on the screen, between `touchDown(at:)` and `liftTouch()`.
final class ActiveTouch: WorldService {
    var touch: UITouch?
    var target: TouchTarget = .nothing
    var location: CGPoint = .zero
    init(world: World) {}
}

extension Simulator {
    // MARK: Taps

    /// Taps the middle of the part of `view` that is on screen, as a finger would: the touch is
    /// hit-tested from the key window, so a keyboard, another view or an animation in the way
    /// gets it instead (5.10, 5.14). Returns what was hit.
    @discardableResult
    public func tap(_ view: UIView) -> TouchTarget {
        guard let point = tapPoint(for: view) else {
            world.log.record(.touch, "missed \(view.logName): not on screen")
            return .nothing
        }
        return tap(at: point)
    }

    /// Taps a point in screen (key-window) coordinates: touch down, then touch up at the same
    /// point. A control sends touchDown then touchUpInside; a view that can become first
    /// responder (a text field or text view) becomes it; a point on the keyboard hits the keyboard.
    @discardableResult
    public func tap(at point: CGPoint) -> TouchTarget {
        let target = touchDown(at: point)
        liftTouch()
        return target
    }

    /// Where `tap(_:)` puts the finger: the middle of the view's frame on screen, cut to the
    /// screen and to clipping ancestors (a scroll view); nil when none of it is on screen.
    public func tapPoint(for view: UIView) -> CGPoint? {
        guard let window = view.window else { return nil }
        var visible = view.convert(view.bounds, to: nil).intersection(window.bounds)
        var ancestor = view.superview
        while let current = ancestor, !(current is UIWindow) {
            if current.clipsToBounds { visible = visible.intersection(current.convert(current.bounds, to: nil)) }
            ancestor = current.superview
        }
        guard !visible.isNull, visible.width > 0, visible.height > 0 else { return nil }
        return CGPoint(x: visible.midX, y: visible.midY)
    }

    /// What a finger at this screen point touches in the input accessory view on screen (its window is full-screen, so
    /// the point is in that window's coordinates too).
    private func accessoryHit(at point: CGPoint) -> (view: UIView, window: UIWindow)? {
        guard let (_, band) = world.keyboardService.accessoryOnScreen, Self.halfOpen(band, contains: point) else { return nil }
        let window = world.keyboardService.accessoryWindow
        guard let hit = window.hitTest(point, with: UIEvent()) else { return nil }
        return (hit, window)
    }

    // MARK: Touch sequences

    /// Puts a finger down at a screen point and delivers `touchesBegan` to the view hit.
    @discardableResult
    public func touchDown(at point: CGPoint) -> TouchTarget {
        let active = world.service(ActiveTouch.self)
        if active.touch != nil || active.target == .keyboard { cancelTouch() }
        active.location = point
        if let (hit, window) = accessoryHit(at: point) { return begin(at: point, on: hit, in: window) }
        if let keyboard = world.visibleKeyboardFrame, Self.halfOpen(keyboard, contains: point) {
            active.target = .keyboard
            world.log.record(.touch, "down \(Self.describe(point)) keyboard")
            return .keyboard
        }
        guard let window = world.keyWindow, !window.isHidden,
              let hit = window.hitTest(window.convert(point, from: nil), with: UIEvent()) else {
            active.target = .nothing
            world.log.record(.touch, "down \(Self.describe(point)) nothing")
            return .nothing
        }
        return begin(at: point, on: hit, in: window)
    }

    /// The finger comes down on `view`: `touchesBegan`, and the touch is followed from here.
    private func begin(at point: CGPoint, on view: UIView, in window: UIWindow) -> TouchTarget {
        let active = world.service(ActiveTouch.self)
        let touch = UITouch(view: view, window: window, location: point, timestamp: world.clock.elapsed)
        active.touch = touch
        active.target = .view(view)
        world.log.record(.touch, "down \(Self.describe(point)) \(view.logName)")
        view.touchesBegan([touch], with: UIEvent())
        return .view(view)
    }

    /// Moves the finger; the view the touch began in gets `touchesMoved` (a control sends
    /// touchDragInside/Exit/Enter/Outside).
    public func moveTouch(to point: CGPoint) {
        let active = world.service(ActiveTouch.self)
        active.location = point
        guard let touch = active.touch, let view = touch.view else {
            if active.target == .keyboard { world.log.record(.touch, "moved \(Self.describe(point)) keyboard") }
            return
        }
        touch.move(to: point, at: world.clock.elapsed)
        world.log.record(.touch, "moved \(Self.describe(point)) \(view.logName)")
        view.touchesMoved([touch], with: UIEvent())
    }

    /// Lifts the finger where it is: `touchesEnded` (a control sends touchUpInside or
    /// touchUpOutside); a lift inside a view that can become first responder makes it first responder.
    public func liftTouch() {
        let active = world.service(ActiveTouch.self)
        defer { active.touch = nil; active.target = .nothing }
        guard let touch = active.touch, let view = touch.view else {
            if active.target == .keyboard { world.log.record(.touch, "up \(Self.describe(active.location)) keyboard") }
            return
        }
        touch.phaseEnded()
        world.log.record(.touch, "up \(Self.describe(active.location)) \(view.logName)")
        view.touchesEnded([touch], with: UIEvent())
        let inside = view.point(inside: touch.location(in: view), with: nil)
        if inside, view.window != nil, view.canBecomeFirstResponder, !view.isFirstResponder {
            view.becomeFirstResponder()
        }
    }

    /// The system cancels the touch (a call comes in): `touchesCancelled`, a control's touchCancel.
    public func cancelTouch() {
        let active = world.service(ActiveTouch.self)
        defer { active.touch = nil; active.target = .nothing }
        guard let touch = active.touch, let view = touch.view else { return }
        touch.phaseCancelled()
        world.log.record(.touch, "cancelled \(Self.describe(active.location)) \(view.logName)")
        view.touchesCancelled([touch], with: UIEvent())
    }

    /// Presses the middle of `view` and drags: with `outside` true, to 100 pt below the view and
    /// then 120 pt below it before lifting, past the margin a control still counts as inside
    /// (a control sends touchDown, touchDragExit, touchDragOutside, touchUpOutside, 10.8); with
    /// `outside` false, 1 pt and 2 pt to the right, staying inside (touchDragInside twice, then
    /// touchUpInside).
    @discardableResult
    public func drag(_ view: UIView, outside: Bool) -> TouchTarget {
        guard let start = tapPoint(for: view) else {
            world.log.record(.touch, "missed \(view.logName): not on screen")
            return .nothing
        }
        let target = touchDown(at: start)
        if outside {
            let bottom = view.convert(view.bounds, to: nil).maxY
            moveTouch(to: CGPoint(x: start.x, y: bottom + 100))
            moveTouch(to: CGPoint(x: start.x, y: bottom + 120))
        } else {
            moveTouch(to: CGPoint(x: start.x + 1, y: start.y))
            moveTouch(to: CGPoint(x: start.x + 2, y: start.y))
        }
        liftTouch()
        return target
    }

    static func halfOpen(_ rect: CGRect, contains point: CGPoint) -> Bool {
        point.x >= rect.minX && point.x < rect.maxX && point.y >= rect.minY && point.y < rect.maxY
    }

    /// `(160, 300)`
    static func describe(_ point: CGPoint) -> String {
        "(\(UIView.number(point.x)), \(UIView.number(point.y)))"
    }
}
