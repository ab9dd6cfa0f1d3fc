import Foundation
import UIKit

/// How `Simulator.render(style:)` draws: plain text for pipes and files, or ANSI colors for a terminal.
public enum RenderStyle: Sendable, Equatable {
    /// ASCII boxes (`+-|`), no escape sequences; the keyboard is shaded with `░`.
    case plain
    /// Unicode boxes and ANSI colors. Callers choose it only for a terminal that wants color.
    case color

    /// The style for an output: color only on a terminal and never when `NO_COLOR` is set (to
    /// anything, as no-color.org says); plain otherwise.
    public static func preferred(isTerminal: Bool, environment: [String: String] = ProcessInfo.processInfo.environment) -> RenderStyle {
        isTerminal && environment["NO_COLOR"] == nil ? .color : .plain
    }
}

/// Draws the screen as text: one column is 8 pt and one row 16 pt. Each view is a box at its
/// on-screen (presentation) frame with its text; labels and images are drawn without a box;
/// the keyboard is a shaded block over everything; the first responder is marked.
struct ScreenRenderer {
    static let pointsPerColumn: CGFloat = 8
    static let pointsPerRow: CGFloat = 16

    enum Role: Equatable { case blank, frame, border, text, title, focus, keyboard }

    struct Cell: Equatable {
        var character: Character = " "
        var role: Role = .blank
    }

    let world: World
    let style: RenderStyle
    private(set) var grid: [[Cell]]
    let columns: Int
    let rows: Int
    let screen: CGRect

    init(world: World, style: RenderStyle) {
        self.world = world
        self.style = style
        screen = UIScreen.main.bounds
        columns = max(1, Int((screen.width / Self.pointsPerColumn).rounded(.up)))
        rows = max(1, Int((screen.height / Self.pointsPerRow).rounded(.up)))
        grid = Array(repeating: Array(repeating: Cell(), count: columns), count: rows)
    }

    // MARK: Drawing

    mutating func draw() -> String {
        // Lower levels first; at one level the key window is drawn last (on top), others in order.
        let windows = world.windows.enumerated().filter { !$0.element.isHidden }.sorted { a, b in
            let keyA = a.element === world.keyWindow, keyB = b.element === world.keyWindow
            if a.element.windowLevel.rawValue != b.element.windowLevel.rawValue {
                return a.element.windowLevel.rawValue < b.element.windowLevel.rawValue
            }
            return keyA != keyB ? keyB : a.offset < b.offset
        }.map(\.element)
        for window in windows {
            for subview in window.subviews { drawTree(subview, clip: screen) }
        }
        if let keyboard = world.visibleKeyboardFrame { drawKeyboard(keyboard) }
        return compose()
    }

    private mutating func drawTree(_ view: UIView, clip: CGRect) {
        guard !view.isHidden, presentedAlpha(of: view) >= 0.01 else { return }
        let rect = screenRect(of: view)
        draw(view, rect: rect, clip: clip)
        let childClip = view.clipsToBounds ? clip.intersection(rect) : clip
        guard !childClip.isNull, childClip.width > 0, childClip.height > 0 else { return }
        for subview in view.subviews { drawTree(subview, clip: childClip) }
    }

    /// The cells a rectangle covers: a cell belongs to it when the rectangle overlaps it.
    private func cells(of rect: CGRect) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
        let epsilon: CGFloat = 0.001
        let c0 = Int(((rect.minX + epsilon) / Self.pointsPerColumn).rounded(.down))
        let c1 = Int(((rect.maxX - epsilon) / Self.pointsPerColumn).rounded(.up)) - 1
        let r0 = Int(((rect.minY + epsilon) / Self.pointsPerRow).rounded(.down))
        let r1 = Int(((rect.maxY - epsilon) / Self.pointsPerRow).rounded(.up)) - 1
        guard c1 >= c0, r1 >= r0 else { return nil }
        return (c0...c1, r0...r1)
    }

    private mutating func draw(_ view: UIView, rect: CGRect, clip: CGRect) {
        guard let box = cells(of: rect), let visible = cells(of: clip.intersection(rect).isNull ? .zero : clip.intersection(rect)) else { return }
        let isFocused = world.firstResponder === view
        var label = view.drawingLabel ?? ""
        if isFocused { label += style == .plain ? "_" : "▌" }
        let textRole: Role = view is UIButton ? .title : (isFocused ? .focus : .text)
        let covered = rect.integral == screen.integral || rect.contains(screen)
        let filled = (view.backgroundColor.map { $0.alpha > 0 } ?? false) || view is UIControl

        func put(_ row: Int, _ column: Int, _ character: Character, _ role: Role) {
            guard visible.rows.contains(row), visible.columns.contains(column),
                  row >= 0, row < rows, column >= 0, column < columns else { return }
            grid[row][column] = Cell(character: character, role: role)
        }

        if filled {
            for row in box.rows { for column in box.columns { put(row, column, " ", .blank) } }
        }
        if view is UILabel || view is UIImageView || covered {
            // Text only: labels wrap within their frame; full-screen views need no box.
            guard !label.isEmpty else { return }
            let width = box.columns.count
            if view is UIImageView, label.count > width, width >= 3 {
                // An icon narrower than its name keeps its brackets: `[g]` for a 20 pt "gear".
                label = "[" + label.dropFirst().dropLast().prefix(width - 2) + "]"
            }
            let lines = (view as? UILabel).map { $0.numberOfLines == 1 } ?? true
                ? [String(label.prefix(width))]
                : Array(UILabel.wrap(label, charactersPerLine: width).prefix(box.rows.count))
            let firstRow = box.rows.lowerBound + max(0, (box.rows.count - lines.count) / 2)
            for (offset, line) in lines.enumerated() {
                writeText(line, row: firstRow + offset, columns: box.columns, alignment: view.drawingLabelAlignment, role: textRole, put: put)
            }
            return
        }
        let borderRole: Role = isFocused ? .focus : .border
        let glyphs = boxGlyphs(focused: isFocused)
        if box.rows.count == 1 {
            put(box.rows.lowerBound, box.columns.lowerBound, "[", borderRole)
            put(box.rows.lowerBound, box.columns.upperBound, "]", borderRole)
            if box.columns.count > 2 {
                writeText(label, row: box.rows.lowerBound, columns: (box.columns.lowerBound + 1)...(box.columns.upperBound - 1),
                          alignment: view.drawingLabelAlignment, role: textRole, put: put)
            }
            return
        }
        for column in box.columns {
            put(box.rows.lowerBound, column, glyphs.horizontal, borderRole)
            put(box.rows.upperBound, column, glyphs.horizontal, borderRole)
        }
        for row in box.rows {
            put(row, box.columns.lowerBound, glyphs.vertical, borderRole)
            put(row, box.columns.upperBound, glyphs.vertical, borderRole)
        }
        if box.columns.count >= 2 {
            put(box.rows.lowerBound, box.columns.lowerBound, glyphs.topLeft, borderRole)
            put(box.rows.lowerBound, box.columns.upperBound, glyphs.topRight, borderRole)
            put(box.rows.upperBound, box.columns.lowerBound, glyphs.bottomLeft, borderRole)
            put(box.rows.upperBound, box.columns.upperBound, glyphs.bottomRight, borderRole)
        }
        guard !label.isEmpty, box.columns.count > 2 else { return }
        // The text sits on the middle row inside the box; a two-row box has no inside row, so
        // the text goes on its top edge between spaces, like a titled frame: `+- Email ----+`.
        let onEdge = box.rows.count == 2
        let row = onEdge ? box.rows.lowerBound : box.rows.lowerBound + box.rows.count / 2
        writeText(onEdge ? " \(label) " : label, row: row, columns: (box.columns.lowerBound + 1)...(box.columns.upperBound - 1),
                  alignment: view.drawingLabelAlignment, role: textRole, put: put)
    }

    /// Writes text in a row between columns, with one blank column of padding where it fits.
    private func writeText(_ text: String, row: Int, columns range: ClosedRange<Int>, alignment: NSTextAlignment, role: Role,
                           put: (Int, Int, Character, Role) -> Void) {
        let characters = Array(text)
        let width = range.count
        let shown = Array(characters.prefix(width))
        let padding = shown.count + 2 <= width ? 1 : 0
        let start: Int
        switch alignment {
        case .center: start = range.lowerBound + (width - shown.count) / 2
        case .right: start = range.upperBound - padding - shown.count + 1
        default: start = range.lowerBound + padding
        }
        for (index, character) in shown.enumerated() { put(row, start + index, character, role) }
    }

    private mutating func drawKeyboard(_ frame: CGRect) {
        guard let area = cells(of: frame.intersection(screen)) else { return }
        for row in area.rows where row < rows {
            for column in area.columns where column < columns { grid[row][column] = Cell(character: "░", role: .keyboard) }
        }
        let label = Array(" keyboard \(UIView.number(frame.width))×\(UIView.number(frame.height)) ")
        let row = area.rows.lowerBound + area.rows.count / 2
        guard row < rows, label.count <= area.columns.count else { return }
        let start = area.columns.lowerBound + (area.columns.count - label.count) / 2
        for (index, character) in label.enumerated() where start + index < columns {
            grid[row][start + index] = Cell(character: character, role: .keyboard)
        }
    }

    private struct Glyphs {
        let horizontal, vertical, topLeft, topRight, bottomLeft, bottomRight: Character
    }

    private func boxGlyphs(focused: Bool) -> Glyphs {
        switch (style, focused) {
        case (.plain, false): return Glyphs(horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+")
        case (.plain, true): return Glyphs(horizontal: "-", vertical: "|", topLeft: "*", topRight: "*", bottomLeft: "*", bottomRight: "*")
        case (.color, false): return Glyphs(horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘")
        case (.color, true): return Glyphs(horizontal: "━", vertical: "┃", topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛")
        }
    }

    // MARK: Presentation geometry (what is on screen mid-animation)

    /// A view's frame on screen at its presentation values (intermediate values mid-animation).
    func screenRect(of view: UIView) -> CGRect {
        let bounds = presentedBounds(of: view)
        let corners = [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                       CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY)]
            .map { toScreen($0, from: view) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    private func toScreen(_ point: CGPoint, from view: UIView) -> CGPoint {
        var point = point
        var current: UIView? = view
        while let node = current {
            let bounds = presentedBounds(of: node)
            let center = presentedCenter(of: node)
            let local = CGPoint(x: point.x - bounds.midX, y: point.y - bounds.midY).applying(node.transform)
            point = CGPoint(x: local.x + center.x, y: local.y + center.y)
            current = node.superview
        }
        return point
    }

    private func presentedBounds(of view: UIView) -> CGRect {
        let animator = world.animator
        var bounds = view.bounds
        if case .rect(let animated)? = animator.runningPresentationValue(of: view, property: "bounds") { bounds = animated }
        if case .rect(let frame)? = animator.runningPresentationValue(of: view, property: "frame"), view.transform.isIdentity {
            bounds.size = frame.size
        }
        if case .point(let offset)? = animator.runningPresentationValue(of: view, property: "contentOffset") { bounds.origin = offset }
        return bounds
    }

    private func presentedCenter(of view: UIView) -> CGPoint {
        let animator = world.animator
        if case .rect(let frame)? = animator.runningPresentationValue(of: view, property: "frame") {
            return CGPoint(x: frame.midX, y: frame.midY)
        }
        if case .point(let center)? = animator.runningPresentationValue(of: view, property: "center") { return center }
        return view.center
    }

    private func presentedAlpha(of view: UIView) -> CGFloat {
        if case .scalar(let alpha)? = world.animator.runningPresentationValue(of: view, property: "alpha") { return alpha }
        return view.alpha
    }

    // MARK: Output

    private func compose() -> String {
        var lines: [String] = []
        let glyphs = style == .plain
            ? Glyphs(horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+")
            : Glyphs(horizontal: "═", vertical: "║", topLeft: "╔", topRight: "╗", bottomLeft: "╚", bottomRight: "╝")
        let edge = String(repeating: glyphs.horizontal, count: columns)
        lines.append(paint(String(glyphs.topLeft) + edge + String(glyphs.topRight), .frame))
        for row in grid {
            var line = paint(String(glyphs.vertical), .frame)
            var run = ""
            var runRole = Role.blank
            for cell in row {
                if cell.role != runRole && !run.isEmpty {
                    line += paint(run, runRole)
                    run = ""
                }
                runRole = cell.role
                run.append(cell.character)
            }
            line += paint(run, runRole) + paint(String(glyphs.vertical), .frame)
            lines.append(line)
        }
        lines.append(paint(String(glyphs.bottomLeft) + edge + String(glyphs.bottomRight), .frame))
        return lines.joined(separator: "\n")
    }

    private func paint(_ text: String, _ role: Role) -> String {
        guard style == .color, !text.isEmpty else { return text }
        let code: String
        switch role {
        case .blank, .text: return text
        case .frame: code = "2"
        case .border: code = "90"
        case .title: code = "34"
        case .focus: code = "1;34"
        case .keyboard: code = "37;100"
        }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }
}
