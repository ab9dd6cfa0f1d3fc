import Foundation

/// One finger on the screen. The simulator creates touches for taps and drags and delivers them
/// to the hit-tested view through `touchesBegan`/`Moved`/`Ended`/`Cancelled`, as UIKit does.
open class UITouch: NSObject {
    public enum Phase: Int, Sendable { case began = 0, moved = 1, stationary = 2, ended = 3, cancelled = 4 }

    /// The view the touch started in (the hit-test result); it keeps receiving the touch.
    open package(set) var view: UIView?
    open package(set) var window: UIWindow?
    open package(set) var phase: Phase = .began
    open package(set) var tapCount: Int = 1
    open package(set) var timestamp: TimeInterval
    /// Window coordinates.
    package var locationInWindow: CGPoint
    package var previousLocationInWindow: CGPoint

    package init(view: UIView, window: UIWindow, location: CGPoint, timestamp: TimeInterval) {
        self.view = view
        self.window = window
        self.locationInWindow = location
        self.previousLocationInWindow = location
        self.timestamp = timestamp
        super.init()
    }

    /// The touch's location in `view`'s coordinates (nil: the window's).
    open func location(in view: UIView?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }

    open func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: nil)
    }

    package func phaseEnded() { phase = .ended }
    package func phaseCancelled() { phase = .cancelled }

    /// Moves the touch to a new window location (the simulator's drag).
    package func move(to location: CGPoint, at time: TimeInterval) {
        previousLocationInWindow = locationInWindow
        locationInWindow = location
        timestamp = time
        phase = .moved
    }
}
