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
///
/// Rendering is on the hot path of every check and benchmark cycle, so the grid is one flat
/// buffer of scalars (no per-cell `Character` strings) and the output is assembled as UTF-8
/// bytes and turned into a `String` once.
struct ScreenRenderer {
    static let pointsPerColumn: CGFloat = 8
    static let pointsPerRow: CGFloat = 16

    enum Role: UInt8, Equatable { case blank, frame, border, text, title, focus, keyboard }

    /// One grid cell. A character of several scalars (an accented letter written decomposed, an
    /// emoji sequence) keeps its first scalar here and the whole character in `clusters`.
    /// Packed in one 32-bit word (scalar value below bit 21, role from bit 24) so comparing two
    /// grids, done on every render for the text cache, compares plain words.
    struct Cell: Equatable {
        private var bits: UInt32

        init(scalar: Unicode.Scalar = " ", role: Role = .blank) {
            bits = scalar.value | UInt32(role.rawValue) << 24
        }

        var scalar: Unicode.Scalar { Unicode.Scalar(bits & 0x1F_FFFF).unsafelyUnwrapped }
        var role: Role { Role(rawValue: UInt8(truncatingIfNeeded: bits >> 24)).unsafelyUnwrapped }
    }

    let world: World
    let style: RenderStyle
    private(set) var grid: [Cell]
    /// Cells holding a character of several scalars, by grid index (rare; usually empty).
    private var clusters: [Int: Character] = [:]
    let columns: Int
    let rows: Int
    let screen: CGRect
    /// False when no animation is in flight: presentation values are then the model values,
    /// and the per-view animation look-ups can be skipped.
    private let animating: Bool
    /// The presentation geometry of the view being drawn's ancestors, nearest last, so mapping a
    /// point to the screen needs no walk up `superview` (a weak reference, slow to load).
    private var ancestors: [Placement] = []

    /// Where a view sits in its superview at its presentation values.
    private struct Placement {
        var bounds: CGRect
        var center: CGPoint
        var transform: CGAffineTransform
    }

    init(world: World, style: RenderStyle) {
        self.world = world
        self.style = style
        screen = UIScreen.main.bounds
        columns = max(1, Int((screen.width / Self.pointsPerColumn).rounded(.up)))
        rows = max(1, Int((screen.height / Self.pointsPerRow).rounded(.up)))
        grid = Array(repeating: Cell(), count: columns * rows)
        animating = world.animator.hasRunningAnimations
    }

    private mutating func set(_ row: Int, _ column: Int, _ character: Character, _ role: Role) {
        // Most characters drawn (borders, blanks, ASCII text) are one byte: no scalar walk.
        let utf8 = character.utf8
        if utf8.count == 1, let byte = utf8.first {
            set(row, column, scalar: Unicode.Scalar(byte), role)
            return
        }
        let index = row * columns + column
        let scalars = character.unicodeScalars
        let first = scalars.first ?? " "
        if scalars.index(after: scalars.startIndex) == scalars.endIndex {
            if !clusters.isEmpty { clusters[index] = nil }
        } else {
            clusters[index] = character
        }
        grid[index] = Cell(scalar: first, role: role)
    }

    private mutating func set(_ row: Int, _ column: Int, scalar: Unicode.Scalar, _ role: Role) {
        let index = row * columns + column
        if !clusters.isEmpty { clusters[index] = nil }
        grid[index] = Cell(scalar: scalar, role: role)
    }

    // MARK: Drawing

    mutating func draw() -> String {
        // One window (the usual case) needs no ordering.
        let windows = world.windows.count == 1 ? world.windows.filter { !$0.isHidden } : drawingOrder()
        for window in windows {
            ancestors = [placement(of: window)]
            for subview in window.subviews { drawTree(subview, clip: screen) }
        }
        if let keyboard = world.visibleKeyboardFrame { drawKeyboard(keyboard) }
        // The text is a function of the grid alone; a screen drawn again unchanged (the common
        // case: checks and learners render the same scene repeatedly) reuses the last text.
        let cache = world.service(RenderedScreenCache.self)
        if cache.style == style, cache.columns == columns, Self.sameCells(cache.grid, grid), cache.clusters == clusters, let text = cache.text {
            return text
        }
        let text = compose()
        (cache.style, cache.columns, cache.grid, cache.clusters, cache.text) = (style, columns, grid, clusters, text)
        return text
    }

    /// Whether two grids hold the same cells, compared as memory: a cell is one 32-bit word with
    /// no padding, so equal bytes are equal cells (element-wise `==` costs a loop per cell).
    private static func sameCells(_ a: [Cell], _ b: [Cell]) -> Bool {
        assert(MemoryLayout<Cell>.size == MemoryLayout<UInt32>.size)
        guard a.count == b.count, !a.isEmpty else { return a.count == b.count }
        return a.withUnsafeBytes { x in b.withUnsafeBytes { y in memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 } }
    }

    /// The visible windows, lower levels first; at one level the key window is drawn last (on
    /// top), others in order.
    private func drawingOrder() -> [UIWindow] {
        world.windows.enumerated().filter { !$0.element.isHidden }.sorted { a, b in
            let keyA = a.element === world.keyWindow, keyB = b.element === world.keyWindow
            if a.element.windowLevel.rawValue != b.element.windowLevel.rawValue {
                return a.element.windowLevel.rawValue < b.element.windowLevel.rawValue
            }
            return keyA != keyB ? keyB : a.offset < b.offset
        }.map(\.element)
    }

    private mutating func drawTree(_ view: UIView, clip: CGRect) {
        guard !view.isHidden, presentedAlpha(of: view) >= 0.01 else { return }
        let own = placement(of: view)
        let rect = screenRect(own)
        draw(view, rect: rect, clip: clip)
        let childClip = view.clipsToBounds ? clip.intersection(rect) : clip
        guard !childClip.isNull, childClip.width > 0, childClip.height > 0 else { return }
        let subviews = view.subviews
        guard !subviews.isEmpty else { return }
        ancestors.append(own)
        for subview in subviews { drawTree(subview, clip: childClip) }
        ancestors.removeLast()
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
            set(row, column, character, role)
        }
        func put(_ row: Int, _ column: Int, scalar: Unicode.Scalar, _ role: Role) {
            guard visible.rows.contains(row), visible.columns.contains(column),
                  row >= 0, row < rows, column >= 0, column < columns else { return }
            set(row, column, scalar: scalar, role)
        }

        if filled { fillBlank(box, visible: visible) }
        // A label or image view with a visible layer border is boxed like other views.
        let bordered = view.storedLayer?.drawsBorder ?? false
        // A stack view is "a non-rendering subclass of UIView" (modern-uikit.md 2.4.11): no box.
        if (view is UILabel || view is UIImageView || view is UIStackView) && !bordered || covered {
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
        let glyphs = boxGlyphs(focused: isFocused, rounded: (view.storedLayer?.cornerRadius ?? 0) > 0)
        if box.rows.count == 1 {
            put(box.rows.lowerBound, box.columns.lowerBound, scalar: "[", borderRole)
            put(box.rows.lowerBound, box.columns.upperBound, scalar: "]", borderRole)
            if box.columns.count > 2 {
                writeText(label, row: box.rows.lowerBound, columns: (box.columns.lowerBound + 1)...(box.columns.upperBound - 1),
                          alignment: view.drawingLabelAlignment, role: textRole, put: put)
            }
            return
        }
        for column in box.columns {
            put(box.rows.lowerBound, column, scalar: glyphs.horizontal, borderRole)
            put(box.rows.upperBound, column, scalar: glyphs.horizontal, borderRole)
        }
        for row in box.rows {
            put(row, box.columns.lowerBound, scalar: glyphs.vertical, borderRole)
            put(row, box.columns.upperBound, scalar: glyphs.vertical, borderRole)
        }
        if box.columns.count >= 2 {
            put(box.rows.lowerBound, box.columns.lowerBound, scalar: glyphs.topLeft, borderRole)
            put(box.rows.lowerBound, box.columns.upperBound, scalar: glyphs.topRight, borderRole)
            put(box.rows.upperBound, box.columns.lowerBound, scalar: glyphs.bottomLeft, borderRole)
            put(box.rows.upperBound, box.columns.upperBound, scalar: glyphs.bottomRight, borderRole)
        }
        guard !label.isEmpty, box.columns.count > 2 else { return }
        // The text sits on the middle row inside the box; a two-row box has no inside row, so
        // the text goes on its top edge between spaces, like a titled frame: `+- Email ----+`.
        let onEdge = box.rows.count == 2
        let row = onEdge ? box.rows.lowerBound : box.rows.lowerBound + box.rows.count / 2
        writeText(onEdge ? " \(label) " : label, row: row, columns: (box.columns.lowerBound + 1)...(box.columns.upperBound - 1),
                  alignment: view.drawingLabelAlignment, role: textRole, put: put)
    }

    /// Blanks the cells of a box that are visible and on screen (what `put(_, _, " ", .blank)`
    /// does cell by cell, done row by row: a filled full-screen view covers the whole grid).
    private mutating func fillBlank(_ box: (columns: ClosedRange<Int>, rows: ClosedRange<Int>),
                                    visible: (columns: ClosedRange<Int>, rows: ClosedRange<Int>)) {
        let firstRow = max(box.rows.lowerBound, visible.rows.lowerBound, 0)
        let lastRow = min(box.rows.upperBound, visible.rows.upperBound, rows - 1)
        let firstColumn = max(box.columns.lowerBound, visible.columns.lowerBound, 0)
        let lastColumn = min(box.columns.upperBound, visible.columns.upperBound, columns - 1)
        guard firstRow <= lastRow, firstColumn <= lastColumn else { return }
        let blank = Cell()
        for row in firstRow...lastRow {
            for index in (row * columns + firstColumn)...(row * columns + lastColumn) { grid[index] = blank }
        }
        if !clusters.isEmpty {
            for index in clusters.keys where (firstRow...lastRow).contains(index / columns)
                && (firstColumn...lastColumn).contains(index % columns) {
                clusters[index] = nil
            }
        }
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
        let shade = Cell(scalar: "░", role: .keyboard)
        let firstColumn = max(0, area.columns.lowerBound), lastColumn = min(columns - 1, area.columns.upperBound)
        for row in area.rows where row >= 0 && row < rows && firstColumn <= lastColumn {
            for index in (row * columns + firstColumn)...(row * columns + lastColumn) { grid[index] = shade }
        }
        if !clusters.isEmpty, firstColumn <= lastColumn {
            for index in clusters.keys where area.rows.contains(index / columns) && (firstColumn...lastColumn).contains(index % columns) {
                clusters[index] = nil
            }
        }
        let label = world.service(RenderedScreenCache.self).keyboardLabel(for: frame.size)
        let row = area.rows.lowerBound + area.rows.count / 2
        guard row < rows, label.count <= area.columns.count else { return }
        let start = area.columns.lowerBound + (area.columns.count - label.count) / 2
        for (index, character) in label.enumerated() where start + index < columns {
            set(row, start + index, character, .keyboard)
        }
    }

    /// Box-drawing glyphs, each one scalar (so drawing them needs no `Character` handling).
    private struct Glyphs {
        let horizontal, vertical, topLeft, topRight, bottomLeft, bottomRight: Unicode.Scalar
    }

    /// A layer's corner radius rounds the box's corners (`╭╮╰╯`, `..''` in plain text), except
    /// while focused, whose heavy box has no rounded corners.
    private func boxGlyphs(focused: Bool, rounded: Bool = false) -> Glyphs {
        switch (style, focused, rounded) {
        case (.plain, false, true): return Glyphs(horizontal: "-", vertical: "|", topLeft: ".", topRight: ".", bottomLeft: "'", bottomRight: "'")
        case (.color, false, true): return Glyphs(horizontal: "─", vertical: "│", topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯")
        default: break
        }
        switch (style, focused) {
        case (.plain, false): return Glyphs(horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+")
        case (.plain, true): return Glyphs(horizontal: "-", vertical: "|", topLeft: "*", topRight: "*", bottomLeft: "*", bottomRight: "*")
        case (.color, false): return Glyphs(horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘")
        case (.color, true): return Glyphs(horizontal: "━", vertical: "┃", topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛")
        }
    }

    // MARK: Presentation geometry (what is on screen mid-animation)

    private func placement(of view: UIView) -> Placement {
        Placement(bounds: presentedBounds(of: view), center: presentedCenter(of: view), transform: view.transform)
    }

    /// A view's frame on screen at its presentation values (intermediate values mid-animation),
    /// given its placement; its ancestors' placements are in `ancestors`.
    private func screenRect(_ own: Placement) -> CGRect {
        let bounds = own.bounds
        let p1 = toScreen(CGPoint(x: bounds.minX, y: bounds.minY), own)
        let p2 = toScreen(CGPoint(x: bounds.maxX, y: bounds.minY), own)
        let p3 = toScreen(CGPoint(x: bounds.minX, y: bounds.maxY), own)
        let p4 = toScreen(CGPoint(x: bounds.maxX, y: bounds.maxY), own)
        let minX = min(p1.x, p2.x, p3.x, p4.x), maxX = max(p1.x, p2.x, p3.x, p4.x)
        let minY = min(p1.y, p2.y, p3.y, p4.y), maxY = max(p1.y, p2.y, p3.y, p4.y)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// A point in a view's bounds on the screen: through the view, then each ancestor up to the window.
    private func toScreen(_ point: CGPoint, _ own: Placement) -> CGPoint {
        var point = Self.apply(own, to: point)
        for placement in ancestors.reversed() { point = Self.apply(placement, to: point) }
        return point
    }

    private static func apply(_ placement: Placement, to point: CGPoint) -> CGPoint {
        let bounds = placement.bounds
        let local = CGPoint(x: point.x - bounds.midX, y: point.y - bounds.midY).applying(placement.transform)
        return CGPoint(x: local.x + placement.center.x, y: local.y + placement.center.y)
    }

    private func presentedBounds(of view: UIView) -> CGRect {
        var bounds = view.bounds
        guard animating else { return bounds }
        let animator = world.animator
        if case .rect(let animated)? = animator.runningPresentationValue(of: view, property: "bounds") { bounds = animated }
        if case .rect(let frame)? = animator.runningPresentationValue(of: view, property: "frame"), view.transform.isIdentity {
            bounds.size = frame.size
        }
        if case .point(let offset)? = animator.runningPresentationValue(of: view, property: "contentOffset") { bounds.origin = offset }
        return bounds
    }

    private func presentedCenter(of view: UIView) -> CGPoint {
        guard animating else { return view.center }
        let animator = world.animator
        if case .rect(let frame)? = animator.runningPresentationValue(of: view, property: "frame") {
            return CGPoint(x: frame.midX, y: frame.midY)
        }
        if case .point(let center)? = animator.runningPresentationValue(of: view, property: "center") { return center }
        return view.center
    }

    private func presentedAlpha(of view: UIView) -> CGFloat {
        guard animating else { return view.alpha }
        if case .scalar(let alpha)? = world.animator.runningPresentationValue(of: view, property: "alpha") { return alpha }
        return view.alpha
    }

    // MARK: Output

    /// The whole screen as one string: the grid in a frame, runs of one role painted together.
    /// Written as UTF-8 straight into the string's storage (an upper bound is reserved first).
    private func compose() -> String {
        let glyphs = style == .plain
            ? Glyphs(horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+")
            : Glyphs(horizontal: "═", vertical: "║", topLeft: "╔", topRight: "╗", bottomLeft: "╚", bottomRight: "╝")
        let escapes = style == .color ? Self.escapes : Self.noEscapes
        let reset = Self.reset
        // Per cell at most 4 bytes of text plus a role change (escape and reset); per line the frame.
        let longestEscape = 12
        let lineBound = 2 * (4 + 2 * longestEscape) + columns * (4 + 2 * longestEscape) + 1
        var extra = 0
        for character in clusters.values { extra += character.utf8.count }
        let bound = (rows + 2) * lineBound + extra
        let columns = self.columns, rows = self.rows
        return grid.withUnsafeBufferPointer { grid in
            String(unsafeUninitializedCapacity: bound) { buffer in
                let out = buffer.baseAddress!
                var at = 0
                @inline(__always) func put(_ byte: UInt8) { out[at] = byte; at &+= 1 }
                @inline(__always) func put(_ scalar: Unicode.Scalar) {
                    let v = scalar.value
                    if v < 0x80 {
                        put(UInt8(truncatingIfNeeded: v))
                    } else if v < 0x800 {
                        put(UInt8(truncatingIfNeeded: 0xC0 | (v >> 6)))
                        put(UInt8(truncatingIfNeeded: 0x80 | (v & 0x3F)))
                    } else if v < 0x10000 {
                        put(UInt8(truncatingIfNeeded: 0xE0 | (v >> 12)))
                        put(UInt8(truncatingIfNeeded: 0x80 | ((v >> 6) & 0x3F)))
                        put(UInt8(truncatingIfNeeded: 0x80 | (v & 0x3F)))
                    } else {
                        put(UInt8(truncatingIfNeeded: 0xF0 | (v >> 18)))
                        put(UInt8(truncatingIfNeeded: 0x80 | ((v >> 12) & 0x3F)))
                        put(UInt8(truncatingIfNeeded: 0x80 | ((v >> 6) & 0x3F)))
                        put(UInt8(truncatingIfNeeded: 0x80 | (v & 0x3F)))
                    }
                }
                func put(_ character: Character) { for byte in character.utf8 { put(byte) } }
                func put(_ bytes: [UInt8]) { for byte in bytes { put(byte) } }
                func open(_ role: Role) { if let code = escapes[Int(role.rawValue)] { put(code) } }
                func close(_ role: Role) { if escapes[Int(role.rawValue)] != nil { put(reset) } }
                let horizontal = glyphs.horizontal, vertical = glyphs.vertical
                func edge(_ left: Unicode.Scalar, _ right: Unicode.Scalar) {
                    open(.frame)
                    put(left)
                    for _ in 0..<columns { put(horizontal) }
                    put(right)
                    close(.frame)
                }
                let hasClusters = !clusters.isEmpty
                edge(glyphs.topLeft, glyphs.topRight)
                for row in 0..<rows {
                    put(0x0A)
                    open(.frame); put(vertical); close(.frame)
                    let base = row * columns
                    var runRole = grid[base].role
                    open(runRole)
                    for index in base..<(base + columns) {
                        let cell = grid[index]
                        if cell.role != runRole {
                            close(runRole)
                            runRole = cell.role
                            open(runRole)
                        }
                        if hasClusters, let character = clusters[index] { put(character) } else { put(cell.scalar) }
                    }
                    close(runRole)
                    open(.frame); put(vertical); close(.frame)
                }
                put(0x0A)
                edge(glyphs.bottomLeft, glyphs.bottomRight)
                return at
            }
        }
    }

    private static let noEscapes: [[UInt8]?] = Array(repeating: nil, count: 7)
    private static let reset: [UInt8] = Array("\u{1B}[0m".utf8)
    private static let escapes: [[UInt8]?] = [Role.blank, .frame, .border, .text, .title, .focus, .keyboard].map { role in
        let code: String
        switch role {
        case .blank, .text: return nil
        case .frame: code = "2"
        case .border: code = "90"
        case .title: code = "34"
        case .focus: code = "1;34"
        case .keyboard: code = "37;100"
        }
        return Array("\u{1B}[\(code)m".utf8)
    }

}

/// The last screen text drawn in a world and the grid it was drawn from (see `ScreenRenderer.draw`).
final class RenderedScreenCache: WorldService {
    var style: RenderStyle?
    var columns = 0
    var grid: [ScreenRenderer.Cell] = []
    var clusters: [Int: Character] = [:]
    var text: String?
    /// The last header and what it was made from (device, orientation, screen size).
    private var headerKey: (device: String, orientation: UIInterfaceOrientation, size: CGSize)?
    private var headerText = ""
    /// The keyboard block's label for the last keyboard size drawn.
    private var keyboardLabelSize: CGSize?
    private var keyboardLabelText: [Character] = []

    init(world: World) {}

    /// `Simulator.renderHeader`, made again only when the device, orientation or screen changed.
    func header(for simulator: Simulator) -> String {
        let key = (device: simulator.world.device.name, orientation: simulator.world.orientation, size: UIScreen.main.bounds.size)
        if let old = headerKey, old.device == key.device, old.orientation == key.orientation, old.size == key.size {
            return headerText
        }
        headerText = simulator.renderHeader
        headerKey = key
        return headerText
    }

    /// `keyboard: {{0, 352}, {320, 216}}` for the last keyboard frame drawn.
    private var keyboardLineFrame: CGRect?
    private var keyboardLineText = ""

    /// `keyboard: {{0, 352}, {320, 216}}`, made again only when the keyboard's frame changed.
    func keyboardLine(for frame: CGRect) -> String {
        if keyboardLineFrame == frame { return keyboardLineText }
        keyboardLineText = "keyboard: " + NSStringFromCGRect(frame)
        keyboardLineFrame = frame
        return keyboardLineText
    }

    /// ` keyboard 320×216 `, made again only when the keyboard's size changed.
    func keyboardLabel(for size: CGSize) -> [Character] {
        if keyboardLabelSize == size { return keyboardLabelText }
        keyboardLabelText = Array(" keyboard \(UIView.number(size.width))×\(UIView.number(size.height)) ")
        keyboardLabelSize = size
        return keyboardLabelText
    }
}
