/// Lays out an Ink `<table>` with box-drawing rules, columns sized by display width (so Cyrillic
/// and CJK cells line up), and cells wrapped when the table is wider than the terminal.
struct TableLayout {
    let renderer: MarkdownRenderer

    private enum Alignment { case left, center, right }

    func render(_ table: HTMLNode, width: Int) -> [StyledLine] {
        var rows: [[HTMLNode]] = []
        var headerRows = 0
        func collect(_ node: HTMLNode, inHead: Bool) {
            for child in node.children {
                switch child.name {
                case "thead": collect(child, inHead: true)
                case "tbody": collect(child, inHead: false)
                case "tr":
                    rows.append(child.children.filter { $0.name == "td" || $0.name == "th" })
                    if inHead { headerRows += 1 }
                default: break
                }
            }
        }
        collect(table, inHead: false)
        let columnCount = rows.map(\.count).max() ?? 0
        guard columnCount > 0 else { return [] }

        let headerStyle = TextStyle(bold: true)
        let cells: [[StyledLine]] = rows.enumerated().map { rowIndex, row in
            (0..<columnCount).map { column in
                guard column < row.count else { return [] }
                let spans = renderer.inline(row[column].children, style: rowIndex < headerRows ? headerStyle : .plain)
                return trimmedSpans(spans)
            }
        }
        let alignments: [Alignment] = (0..<columnCount).map { column in
            switch rows.first(where: { column < $0.count })?[column].attribute("align") {
            case "right": return .right
            case "center": return .center
            default: return .left
            }
        }

        // Natural widths, then shrink the widest columns until the table fits (3 columns of chrome per column + 1).
        var widths = (0..<columnCount).map { column in max(1, cells.map { $0[column].displayWidth }.max() ?? 1) }
        let chrome = 3 * columnCount + 1
        while widths.reduce(0, +) + chrome > width, let widest = widths.indices.max(by: { widths[$0] < widths[$1] }), widths[widest] > 4 {
            widths[widest] -= 1
        }

        let unicode = renderer.symbols.rule == "─"
        let ruleStyle = TextStyle(color: .gray)
        let bar = Span(unicode ? "│" : "|", ruleStyle)
        func rule(_ left: String, _ middle: String, _ right: String, _ fill: String) -> StyledLine {
            [Span(left + widths.map { String(repeating: fill, count: $0 + 2) }.joined(separator: middle) + right, ruleStyle)]
        }
        var lines: [StyledLine] = [unicode ? rule("┌", "┬", "┐", "─") : rule("+", "+", "+", "-")]
        for (rowIndex, row) in cells.enumerated() {
            let wrapped = row.enumerated().map { column, cell in TextWrapper.wrap(cell, width: widths[column]) }
            let height = wrapped.map(\.count).max() ?? 1
            for lineIndex in 0..<height {
                var line: StyledLine = [bar]
                for column in 0..<columnCount {
                    let content = lineIndex < wrapped[column].count ? wrapped[column][lineIndex] : []
                    let missing = max(0, widths[column] - content.displayWidth)
                    let (left, right): (Int, Int)
                    switch alignments[column] {
                    case .left: (left, right) = (0, missing)
                    case .right: (left, right) = (missing, 0)
                    case .center: (left, right) = (missing / 2, missing - missing / 2)
                    }
                    line.append(Span(" " + String(repeating: " ", count: left)))
                    line += content
                    line.append(Span(String(repeating: " ", count: right) + " "))
                    line.append(bar)
                }
                lines.append(TextWrapper.merged(line))
            }
            if rowIndex == headerRows - 1 {
                lines.append(unicode ? rule("├", "┼", "┤", "─") : rule("+", "+", "+", "-"))
            }
        }
        lines.append(unicode ? rule("└", "┴", "┘", "─") : rule("+", "+", "+", "-"))
        return lines
    }

    private func trimmedSpans(_ spans: StyledLine) -> StyledLine {
        TextWrapper.wrap(spans, width: Int.max / 4).first ?? []
    }
}
