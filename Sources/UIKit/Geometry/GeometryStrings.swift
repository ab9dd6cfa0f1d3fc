import Foundation

// iOS's string forms of geometry, as NSLog and the keyboard logs in the book print them.

/// `{{0, 264}, {320, 216}}`
public func NSStringFromCGRect(_ rect: CGRect) -> String {
    "{\(NSStringFromCGPoint(rect.origin)), \(NSStringFromCGSize(rect.size))}"
}

/// `{0, 264}`
public func NSStringFromCGPoint(_ point: CGPoint) -> String { "{\(number(point.x)), \(number(point.y))}" }

/// `{320, 216}`
public func NSStringFromCGSize(_ size: CGSize) -> String { "{\(number(size.width)), \(number(size.height))}" }

/// `{0, 0, 216, 0}`
public func NSStringFromUIEdgeInsets(_ insets: UIEdgeInsets) -> String {
    "{\(number(insets.top)), \(number(insets.left)), \(number(insets.bottom)), \(number(insets.right))}"
}

/// Parses `{{x, y}, {w, h}}`; a malformed string gives `.zero`, as on iOS.
public func CGRectFromString(_ string: String) -> CGRect {
    let values = numbers(in: string)
    guard values.count == 4 else { return .zero }
    return CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
}

public func CGPointFromString(_ string: String) -> CGPoint {
    let values = numbers(in: string)
    return values.count == 2 ? CGPoint(x: values[0], y: values[1]) : .zero
}

public func CGSizeFromString(_ string: String) -> CGSize {
    let values = numbers(in: string)
    return values.count == 2 ? CGSize(width: values[0], height: values[1]) : .zero
}

/// Whole numbers print without a fraction (`216`), others with up to six significant digits (`0.5`), as %g does.
private func number(_ value: CGFloat) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return shortDecimal(value) ?? String(format: "%g", Double(value))
}

/// A value with at most three decimals written the way `%g` writes it (`0.25`, `-1.5`), without
/// `String(format:)`, which is slow on Linux and sits on the keyboard's hot path (log lines for
/// every animation). nil when the value needs `%g`'s general form.
package func shortDecimal(_ value: CGFloat) -> String? {
    let thousandths = (Double(value) * 1000).rounded()
    guard abs(thousandths) < 1e12, abs(Double(value) * 1000 - thousandths) < 1e-6 else { return nil }
    let total = Int(thousandths)
    let magnitude = abs(total)
    var fraction = String(magnitude % 1000)
    fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    let whole = String(magnitude / 1000)
    return (total < 0 ? "-" : "") + (fraction.isEmpty ? whole : whole + "." + fraction)
}

/// `1.250`: seconds with three decimals, as `%.3f` writes them, without `String(format:)`.
package func threeDecimals(_ value: TimeInterval) -> String {
    let total = Int((value * 1000).rounded())
    let magnitude = abs(total)
    let fraction = String(magnitude % 1000)
    return (total < 0 ? "-" : "") + String(magnitude / 1000) + "." + String(repeating: "0", count: 3 - fraction.count) + fraction
}

private func numbers(in string: String) -> [CGFloat] {
    string.split(whereSeparator: { "{}, ".contains($0) }).compactMap { Double($0).map { CGFloat($0) } }
}
