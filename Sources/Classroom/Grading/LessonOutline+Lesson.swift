import Lessons

extension LessonOutline {
    /// Questions and exercises in the order the lesson presents them.
    public init(lesson: Lesson) {
        var items: [Item] = []
        for cell in lesson.cells {
            switch cell {
            case .question(let q): items.append(Item(id: q.id, kind: .question, points: Double(q.points)))
            case .exercise(let e): items.append(Item(id: e.id, kind: .exercise, points: Double(e.points)))
            case .prose, .code: break
            }
        }
        self.init(id: lesson.id, title: lesson.title, items: items)
    }

}
