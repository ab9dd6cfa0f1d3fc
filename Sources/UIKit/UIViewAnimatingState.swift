import Foundation

/// Where an animator is in its life (modern-uikit.md 4.8, 4.10); Apple's raw values.
public enum UIViewAnimatingState: Int, Sendable {
    /// "The animation is not executing."
    case inactive = 0
    /// "The animation is executing." (running, or paused)
    case active = 1
    /// "The animation has been stopped and has not transitioned to inactive."
    case stopped = 2
}

/// Where the animated properties ended, as completions are told (4.9); Apple's raw values.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end = 0
    case start = 1
    case current = 2
}
