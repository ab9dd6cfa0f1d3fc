import Foundation

// iOS code reads keyboard frames from `userInfo` in two ways, and both must work:
//   (userInfo[key] as? NSValue)?.cgRectValue     and     userInfo[key] as? CGRect
// On Apple platforms NSValue bridges to CGRect; Foundation on Linux has no such bridge, so the
// model declares it (the Swift runtime on Linux honours `_ObjectiveCBridgeable` in casts).
//
// The values UIKit makes (`NSValue(cgRect:)`, the keyboard's userInfo) describe themselves as
// iOS's NSValue does, `NSRect: {{0, 352}, {320, 216}}` and `NSPoint: {187.5, 796}`
// (modern-uikit.md 6.5, 6.7), so printing a keyboard notification's userInfo looks as on iOS.
// Foundation's own `NSValue(rect:)` prints `{{0.0, 352.0}, {320.0, 216.0}}` and cannot be
// changed from outside, so `init(cgRect:)` returns a `GeometryValue`, a subclass that carries
// the value itself. Foundation's `NSValue` makes its concrete subclasses the same way (an
// initializer that assigns `self`, through a protocol extension).

extension NSValue {
    public convenience init(cgRect rect: CGRect) { self.init(geometry: { GeometryValue(.rect(rect)) as! Self }) }
    public convenience init(cgPoint point: CGPoint) { self.init(geometry: { GeometryValue(.point(point)) as! Self }) }
    public convenience init(cgSize size: CGSize) { self.init(geometry: { GeometryValue(.size(size)) as! Self }) }
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) { self.init(geometry: { GeometryValue(.insets(insets)) as! Self }) }

    public var cgRectValue: CGRect {
        if let geometry = self as? GeometryValue, case .rect(let rect) = geometry.value { return rect }
        return self is GeometryValue ? .zero : rectValue
    }

    public var cgPointValue: CGPoint {
        if let geometry = self as? GeometryValue, case .point(let point) = geometry.value { return point }
        return self is GeometryValue ? .zero : pointValue
    }

    public var cgSizeValue: CGSize {
        if let geometry = self as? GeometryValue, case .size(let size) = geometry.value { return size }
        return self is GeometryValue ? .zero : sizeValue
    }

    public var uiEdgeInsetsValue: UIEdgeInsets {
        if let geometry = self as? GeometryValue, case .insets(let insets) = geometry.value { return insets }
        return .zero
    }
}

/// An initializer that replaces `self` with an object made elsewhere.
package protocol GeometryValueFactory {}

extension GeometryValueFactory {
    init(geometry make: () -> Self) { self = make() }
}

extension NSValue: GeometryValueFactory {}

/// An `NSValue` holding a rectangle, point, size or edge insets, described as iOS describes one.
package final class GeometryValue: NSValue, @unchecked Sendable {
    package enum Value: Equatable {
        case rect(CGRect), point(CGPoint), size(CGSize), insets(UIEdgeInsets)
    }

    package let value: Value

    package init(_ value: Value) {
        self.value = value
        super.init()
    }

    public required convenience init(bytes value: UnsafeRawPointer, objCType type: UnsafePointer<Int8>) {
        self.init(.rect(value.loadUnaligned(as: CGRect.self)))
    }

    public required convenience init?(coder aDecoder: NSCoder) { return nil }

    /// The type encodings Foundation's own values of these types carry, so code that checks
    /// `objCType` agrees.
    private static let encodings: (rect: UnsafePointer<Int8>, point: UnsafePointer<Int8>, size: UnsafePointer<Int8>) = (
        NSValue(rect: .zero).objCType, NSValue(point: .zero).objCType, NSValue(size: .zero).objCType)
    private static let insetsEncoding: UnsafePointer<Int8> = {
        let text = "{UIEdgeInsets=dddd}"
        let buffer = UnsafeMutablePointer<Int8>.allocate(capacity: text.utf8.count + 1)
        _ = text.withCString { strcpy(buffer, $0) }
        return UnsafePointer(buffer)
    }()

    public override var objCType: UnsafePointer<Int8> {
        switch value {
        case .rect: return Self.encodings.rect
        case .point: return Self.encodings.point
        case .size: return Self.encodings.size
        case .insets: return Self.insetsEncoding
        }
    }

    public override func getValue(_ pointer: UnsafeMutableRawPointer) {
        switch value {
        case .rect(let rect): pointer.storeBytes(of: rect, as: CGRect.self)
        case .point(let point): pointer.storeBytes(of: point, as: CGPoint.self)
        case .size(let size): pointer.storeBytes(of: size, as: CGSize.self)
        case .insets(let insets): pointer.storeBytes(of: insets, as: UIEdgeInsets.self)
        }
    }

    /// `NSRect: {{0, 352}, {320, 216}}`, `NSPoint: {187.5, 796}` (logged on iOS, 6.5, 6.7);
    /// `NSSize: {320, 216}` and `UIEdgeInsets: {0, 0, 216, 0}` follow the same pattern and are
    /// UNCONFIRMED. Numbers as `NSStringFromCGRect` writes them.
    public override var description: String {
        switch value {
        case .rect(let rect): return "NSRect: " + NSStringFromCGRect(rect)
        case .point(let point): return "NSPoint: " + NSStringFromCGPoint(point)
        case .size(let size): return "NSSize: " + NSStringFromCGSize(size)
        case .insets(let insets): return "UIEdgeInsets: " + NSStringFromUIEdgeInsets(insets)
        }
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? GeometryValue else { return false }
        return other.value == value
    }

    public override var hash: Int {
        switch value {
        case .rect(let rect): return rect.origin.x.hashValue ^ rect.size.height.hashValue
        case .point(let point): return point.x.hashValue ^ point.y.hashValue
        case .size(let size): return size.width.hashValue ^ size.height.hashValue
        case .insets(let insets): return insets.hashValue
        }
    }

    public override func copy(with zone: NSZone? = nil) -> Any { self }
}

extension CGRect: @retroactive _ObjectiveCBridgeable {
    public typealias _ObjectType = NSValue

    public func _bridgeToObjectiveC() -> NSValue { NSValue(cgRect: self) }

    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) {
        result = source.cgRectValue
    }

    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) -> Bool {
        if let geometry = source as? GeometryValue {
            guard case .rect(let rect) = geometry.value else { return false }
            result = rect
            return true
        }
        guard String(cString: source.objCType) == rectTypeEncoding else { return false }
        result = source.rectValue
        return true
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGRect {
        source?.cgRectValue ?? .zero
    }

    private static let rectTypeEncoding = String(cString: NSValue(rect: .zero).objCType)
}
