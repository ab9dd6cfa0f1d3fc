import Foundation

/// A layout guide that follows something on screen (iOS 15): the superclass of the keyboard
/// layout guide. Its edge-tracking constraints (`setConstraints(_:activeWhenNearEdge:)`) are not
/// modelled; see the ledger (RemainingUIKitInterface).
open class UITrackingLayoutGuide: UILayoutGuide {}
