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
    return String(format: "%g", Double(value))
}

private func numbers(in string: String) -> [CGFloat] {
    string.split(whereSeparator: { "{}, ".contains($0) }).compactMap { Double($0).map { CGFloat($0) } }
}
