import Foundation

// iOS code reads keyboard frames from `userInfo` in two ways, and both must work:
//   (userInfo[key] as? NSValue)?.cgRectValue     and     userInfo[key] as? CGRect
// On Apple platforms NSValue bridges to CGRect; Foundation on Linux has no such bridge, so the
// model declares it (the Swift runtime on Linux honours `_ObjectiveCBridgeable` in casts).

extension NSValue {
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    public var cgRectValue: CGRect { rectValue }
    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
}

extension CGRect: @retroactive _ObjectiveCBridgeable {
    public typealias _ObjectType = NSValue

    public func _bridgeToObjectiveC() -> NSValue { NSValue(rect: self) }

    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) {
        result = source.rectValue
    }

    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) -> Bool {
        guard String(cString: source.objCType) == rectTypeEncoding else { return false }
        result = source.rectValue
        return true
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGRect {
        source?.rectValue ?? .zero
    }

    private static let rectTypeEncoding = String(cString: NSValue(rect: .zero).objCType)
}
