import Foundation

/// A horizontal position: leading, trailing, left, right, centerX.
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
