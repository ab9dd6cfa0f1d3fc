import Foundation
import UIKit

/// UIKit API the model leaves out, with why and what to write instead, so the tutor can turn a
/// compiler error about a missing name into advice ("UIStackView is not in the model: …").
public enum UnmodelledUIKit {
    public struct Entry: Sendable, Equatable, CustomStringConvertible {
        public let name: String
        public let reason: String
        public let alternative: String

        /// `UIStackView is not in the model: <reason> Instead: <alternative>`
        public var description: String { "\(name) is not in the model: \(reason) Instead: \(alternative)" }
    }

    /// Every entry, in the ledger's order.
    public static var all: [Entry] { RemainingUIKitInterface.entries.map(Entry.init) }

    /// The entry for an Apple name (`UIStackView`, `NSLayoutConstraint.activate`, `#selector`), ignoring case.
    public static func lookup(_ name: String) -> Entry? { RemainingUIKitInterface.entry(named: name).map(Entry.init) }

    /// The entry for the name a compiler diagnostic complains about: `cannot find 'UIStackView'
    /// in scope`, `value of type 'UIView' has no member 'layer'`, `'#selector' can only be used
    /// with the Objective-C runtime`, `Objective-C interoperability is disabled` (→ `@objc`).
    public static func explain(compilerMessage message: String) -> Entry? {
        if message.contains("Objective-C interoperability is disabled") { return lookup("@objc") }
        let quoted = message.split(separator: "'", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
        if message.contains("has no member"), quoted.count >= 2 {
            let type = quoted[0].replacingOccurrences(of: "UIKit.", with: "")
            if let member = lookup(type + "." + quoted[1]) { return member }
        }
        for name in quoted {
            if let found = lookup(name) { return found }
        }
        return nil
    }
}

extension UnmodelledUIKit.Entry {
    init(_ entry: RemainingUIKitInterface.Entry) {
        self.init(name: entry.name, reason: entry.reason, alternative: entry.alternative)
    }
}
