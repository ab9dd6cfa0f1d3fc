import Foundation
import Lessons

/// Text views of the course: the lesson list and the progress report. Pure functions of the
/// course and the saved progress, so `tutor list` and the REPL's `lessons` print the same thing.
public struct CourseViews: Sendable {
    public var styler: Styler
    public var symbols: Symbols
    public var width: Int
    /// The learner's language, for the views' own words.
    public var strings: Localizer

    public init(capabilities: TerminalCapabilities, strings: Localizer = .english) {
        self.strings = strings
        styler = Styler(colors: capabilities.colors)
        symbols = Symbols(unicode: capabilities.unicode)
        width = capabilities.width
    }

    /// Where a learner stands in a lesson, in a few words.
    public func status(of lesson: LessonOverview, progress: LessonProgress) -> (text: String, style: TextStyle) {
        let items = lesson.items.map(\.id)
        let done = items.filter { progress.items[$0]?.completed == true }.count
        if progress.completedAt != nil || (!items.isEmpty && done == items.count) {
            return ("\(symbols.pass) " + strings[.statusDone], TextStyle(color: .green))
        }
        if progress.startedAt == nil && progress.currentStep == nil && progress.items.isEmpty {
            return (strings[.statusNotStarted], TextStyle(dim: true))
        }
        let step = progress.currentStep.flatMap { id in lesson.stepIDs.firstIndex(of: id) }.map { $0 + 1 } ?? 1
        return (strings[.statusInProgress, String(step), String(lesson.stepIDs.count), String(done), String(items.count)], TextStyle(color: .yellow))
    }

    /// `tutor list`: numbered lessons with id, title, minutes and status, columns aligned by display width.
    public func lessonList(_ course: Course, progress: Lessons.Progress) -> String {
        var rows: [[Span]] = []
        let idWidth = course.overviews.map(\.id.displayWidth).max() ?? 0
        let titleWidth = min(course.overviews.map(\.title.terminalSafe.displayWidth).max() ?? 0, max(20, width - idWidth - 40))
        for (index, lesson) in course.overviews.enumerated() {
            let state = status(of: lesson, progress: progress[lesson: lesson.id])
            let title = truncated(lesson.title.terminalSafe, to: titleWidth)
            let minutes = lesson.estimatedMinutes > 0 ? strings[.lessonMinutes, String(lesson.estimatedMinutes)] : ""
            rows.append([
                Span((index < 9 ? " " : "") + "\(index + 1). "),
                Span(lesson.id.padded(toWidth: idWidth), TextStyle(bold: true, color: .cyan)),
                Span("  " + title.padded(toWidth: titleWidth) + "  "),
                Span(minutes.padded(toWidth: 7), TextStyle(dim: true)),
                Span("  "),
                Span(state.text, state.style),
            ])
        }
        let heading = styler.paint(course.title.isEmpty ? strings[.lessonsHeading] : course.title, TextStyle(bold: true))
        let footer = strings[.lessonsFooter]
        return ([heading, ""] + rows.map { styler.render(TextWrapper.merged(trimTrailing($0))) } + ["", footer]).joined(separator: "\n")
    }

    /// `tutor progress`: per lesson, the status and each question's and exercise's state.
    public func progressReport(_ course: Course, progress: Lessons.Progress) -> String {
        var lines: [String] = []
        var totalPoints = 0, earned = 0
        for lesson in course.lessons {
            let lessonProgress = progress[lesson: lesson.id]
            let state = status(of: lesson.overview, progress: lessonProgress)
            lines.append(styler.render([Span(lesson.id, TextStyle(bold: true, color: .cyan)), Span("  "), Span(state.text, state.style)]))
            for item in lesson.overview.items {
                let saved = lessonProgress.items[item.id]
                let mark: String
                let style: TextStyle
                if saved?.completed == true { (mark, style) = (symbols.pass, TextStyle(color: .green)) }
                else if (saved?.attempts ?? 0) > 0 { (mark, style) = (symbols.fail, TextStyle(color: .red)) }
                else { (mark, style) = ("·", TextStyle(dim: true)) }
                var detail = strings[item.kind == .question ? .itemQuestion : .itemExercise]
                if let saved, saved.attempts > 0 { detail += ", " + strings.count(saved.attempts, one: .attemptsOne, few: .attemptsFew, many: .attemptsMany) }
                if let saved, saved.hintsUsed > 0 { detail += ", " + strings.count(saved.hintsUsed, one: .hintsOne, few: .hintsFew, many: .hintsMany) }
                lines.append(styler.render([Span("  "), Span(mark, style), Span(" " + item.id), Span("  (\(detail))", TextStyle(dim: true))]))
            }
            totalPoints += lesson.totalPoints
            earned += lessonProgress.points
        }
        lines.append("")
        lines.append(styler.paint(strings[.pointsTotal, String(earned), String(totalPoints)], TextStyle(bold: true)))
        return lines.joined(separator: "\n")
    }

    private func truncated(_ text: String, to width: Int) -> String {
        guard text.displayWidth > width else { return text }
        var out = ""
        for character in text {
            if out.displayWidth + DisplayWidth.of(character) > width - 1 { break }
            out.append(character)
        }
        return out + "…"
    }

    /// Drops the spaces at the end of a line. Trims in place: a chain of reversed and dropped views
    /// is three new generic types for the Swift runtime to build on its first use, which cost more than
    /// the rest of `tutor list` put together in this statically linked binary.
    private func trimTrailing(_ line: StyledLine) -> StyledLine {
        var line = line
        while let last = line.indices.last {
            while line[last].text.utf8.last == UInt8(ascii: " ") { line[last].text.removeLast() }
            if !line[last].text.isEmpty { break }
            line.removeLast()
        }
        return line
    }
}
