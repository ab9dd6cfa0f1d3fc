import Foundation

/// A vertical position: top, bottom, centerY, and the baselines (approximated from the font:
/// the first baseline lies the font's ascender below a label's top, the last its descender above
/// its bottom; views without text put both at their bottom).
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// iOS 11's "system spacing" below another anchor, times `multiplier`. iOS derives it from
    /// the fonts when both anchors are baselines; the model uses the standard 8 points always.
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: NSLayoutConstraint.systemSpacing * multiplier)
    }
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: NSLayoutConstraint.systemSpacing * multiplier)
    }
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: NSLayoutConstraint.systemSpacing * multiplier)
    }
}
