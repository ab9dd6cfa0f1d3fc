import Foundation

/// Whether a value could be written to a property list, the rule UILocalNotification's userInfo
/// follows (8.1.9) and UNNotificationContent's userInfo is documented with.
package enum PropertyListCheck {
    /// The first problem in a userInfo dictionary, in words (`the value for key "when" is a Foo`); nil when it is fine.
    package static func problem(inUserInfo userInfo: [AnyHashable: Any]) -> String? {
        for (key, value) in userInfo {
            guard let name = key.base as? String else {
                return "the key \(key.base) (\(type(of: key.base))) is not a String"
            }
            if let problem = problem(in: value, path: "the value for key \"\(name)\"") { return problem }
        }
        return nil
    }

    package static func problem(in value: Any, path: String) -> String? {
        switch value {
        case is String, is Bool, is Int, is Int8, is Int16, is Int32, is Int64, is UInt, is UInt8, is UInt16, is UInt32,
             is UInt64, is Double, is Float, is Date, is Data, is NSString, is NSNumber, is NSDate, is NSData:
            return nil
        case let array as [Any]:
            for (index, element) in array.enumerated() {
                if let problem = problem(in: element, path: "\(path)[\(index)]") { return problem }
            }
            return nil
        case let dictionary as [AnyHashable: Any]:
            for (key, element) in dictionary {
                guard let name = key.base as? String else { return "\(path) has a key that is not a String (\(key.base))" }
                if let problem = problem(in: element, path: "\(path)[\"\(name)\"]") { return problem }
            }
            return nil
        default:
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .optional {
                if let child = mirror.children.first { return problem(in: child.value, path: path) }
                return "\(path) is nil"
            }
            return "\(path) is a \(type(of: value)), not a property-list type"
        }
    }
}
