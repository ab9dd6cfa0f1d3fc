import Foundation

/// A vertical position: top, bottom, centerY, and the baselines (approximated from the font:
/// the first baseline lies the font's ascender below a label's top, the last its descender above
/// its bottom; views without text put both at their bottom).
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}
