import Foundation

/// What the gradebook and the CSV need to know of a lesson: its gradable items in order and their points.
public struct LessonOutline: Sendable, Hashable, Codable {
    public struct Item: Sendable, Hashable, Codable {
        public var id: String
        public var kind: GradedItemKind
        public var points: Double

        public init(id: String, kind: GradedItemKind, points: Double) {
            self.id = id
            self.kind = kind
            self.points = points
        }
    }

    public var id: String
    public var title: String
    public var items: [Item]

    public init(id: String, title: String, items: [Item]) {
        self.id = id
        self.title = title
        self.items = items
    }

    public var possible: Double { items.reduce(0) { $0 + $1.points } }
}
