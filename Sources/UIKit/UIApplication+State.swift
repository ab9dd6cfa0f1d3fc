import Foundation

extension UIApplication {
    /// The app's execution state (UIApplication.h: Active=0, Inactive=1, Background=2; reference 8.1.17).
    /// A terminated app has no state: the simulator reports it as not running.
    public enum State: Int, Sendable, CustomStringConvertible {
        case active = 0
        case inactive = 1
        case background = 2

        public var description: String {
            switch self {
            case .active: return "active"
            case .inactive: return "inactive"
            case .background: return "background"
            }
        }
    }
}

@available(*, deprecated, renamed: "UIApplication.State")
public typealias UIApplicationState = UIApplication.State
