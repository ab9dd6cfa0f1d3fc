import Foundation

/// The simulator's screen in what a cell printed: `sim.render()` writes it as text (a header line, a
/// box of `+`, `-`, `|`, `░` and titles, then the first responder and the keyboard's frame). A notebook
/// shows each drawing as an image beside that text, each run of event-log lines (`sim.log`, printed) as
/// a table, and the rest of the output as a stream, so the exported notebook and the kernel
/// (`tutor jupyter serve`) split output the same way.
public enum ScreenDrawing {
    /// One piece of printed output: plain text, or one drawing of the screen (its text, ending in a newline).
    public enum Piece: Sendable, Equatable {
        case text(String)
        case screen(String)
        /// Two or more event-log lines in a row, each ending in a newline.
        case eventLog(String)
    }

    // Each pattern is built once. A `Regex` literal is parsed when its value is made, and as computed properties
    // they were parsed again for every line: 1 ms per screen. Only read, so `nonisolated(unsafe)` (Regex is not Sendable).

    /// `0.250 notification UIKeyboardDidShowNotification` (Simulator's LogEntry.description).
    nonisolated(unsafe) static let logLine: Regex<(Substring, Substring, Substring, Substring)> =
        #/^([0-9]+\.[0-9]{3}) (notification|delegate|lifecycle|action|touch|animation|keyboard|application|delivery|simulator) (.+)$/#

    /// The orientations a drawing's header names (`UIDeviceOrientation`'s cases that `render()` writes).
    static let orientations: Set<Substring> = ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight", "unknown"]

    /// The points per column and per row that a drawing's header line gives, or nil when the line is not one:
    /// `iPhone 4-inch portrait 320×568 pt, 1 column = 8 pt, 1 row = 16 pt` (Simulator.renderHeader), a
    /// device's name, an orientation, the size, the scales. Read from the end, where every part is fixed;
    /// the regular expression that said the same was a third of turning a screen into notebook outputs.
    static func headerScales(_ line: String) -> (column: Double, row: Double)? {
        guard line.hasSuffix(" pt") else { return nil }
        func isNumber(_ text: Substring) -> Bool { !text.isEmpty && text.utf8.allSatisfy { $0 == UInt8(ascii: ".") || (48...57).contains($0) } }
        /// Splits `text` at the last `separator`: what is before it and what is after.
        func cut(_ text: Substring, atLast separator: String) -> (Substring, Substring)? {
            let bytes = text.utf8, sought = Array(separator.utf8)
            var end = bytes.endIndex
            while let start = bytes.index(end, offsetBy: -sought.count, limitedBy: bytes.startIndex) {
                if bytes[start..<end].elementsEqual(sought) { return (text[..<start], text[end...]) }
                end = bytes.index(before: end)
            }
            return nil
        }
        guard let (beforeRow, row) = cut(line.dropLast(3)[...], atLast: " pt, 1 row = "), isNumber(row),
              let (beforeColumn, column) = cut(beforeRow, atLast: " pt, 1 column = "), isNumber(column),
              let (beforeSize, size) = cut(beforeColumn, atLast: " "), let (width, height) = cut(size, atLast: "×"),
              isNumber(width), isNumber(height),
              let (name, orientation) = cut(beforeSize, atLast: " "), orientations.contains(orientation),
              !name.isEmpty, !name.contains(where: \.isNewline),
              let columnWidth = Double(column), let rowHeight = Double(row) else { return nil }
        return (columnWidth, rowHeight)
    }
    /// The lines `render()` may write after the box.
    nonisolated(unsafe) static let trailer: Regex<(Substring, Substring)> = #/^(first responder: .*|keyboard: .*|t = [0-9.]+ s, [0-9]+ animation\(s\) running)$/#

    /// The output cut into text and drawings, in order; joined again they are the output as printed.
    public static func split(_ output: String) -> [Piece] {
        // Most output has neither: no line-by-line matching then.
        let mayDraw = containsBytes(output, " pt, 1 column = "), mayLog = output.utf8.contains(UInt8(ascii: "."))
        guard mayDraw || mayLog else { return output.isEmpty ? [] : [.text(output)] }
        let lines = Self.lines(output)
        var pieces: [Piece] = []
        var text: [String] = []
        var index = 0
        func flushText(last: Bool) {
            guard !text.isEmpty else { return }
            let joined = text.joined(separator: "\n") + (last ? "" : "\n")
            if !joined.isEmpty { pieces.append(.text(joined)) }
            text = []
        }
        while index < lines.count {
            if mayDraw, let end = screenEnd(lines, from: index) {
                flushText(last: false)
                pieces.append(.screen(lines[index...end].joined(separator: "\n") + "\n"))
                index = end + 1
                // The newline after the drawing belongs to it; an output ending there leaves no empty text.
                if index == lines.count - 1, lines[index].isEmpty { index += 1 }
            } else if mayLog, let end = logEnd(lines, from: index) {
                flushText(last: false)
                pieces.append(.eventLog(lines[index...end].joined(separator: "\n") + "\n"))
                index = end + 1
                if index == lines.count - 1, lines[index].isEmpty { index += 1 }
            } else {
                text.append(lines[index])
                index += 1
            }
        }
        flushText(last: true)
        return pieces
    }

    /// The text's lines, cut at each newline byte: several times faster than splitting by Character, which
    /// a screen's thousand characters made a tenth of turning a cell's output into notebook outputs.
    static func lines(_ text: String) -> [String] {
        var text = text
        return text.withUTF8 { bytes in
            var lines: [String] = []
            var start = 0
            for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
                lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                start = index + 1
            }
            lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
            return lines
        }
    }

    /// Whether the text's UTF-8 holds the needle's bytes. Foundation's `contains` goes through NSString and
    /// UTF-16: it was a fifth of the conversion of an output that draws the screen.
    static func containsBytes(_ text: String, _ needle: StaticString) -> Bool {
        var text = text
        return text.withUTF8 { haystack in
            needle.withUTF8Buffer { needle in
                guard let first = needle.first else { return true }
                guard haystack.count >= needle.count else { return false }
                var start = 0
                // memchr to each candidate first byte, then compare the rest.
                while start <= haystack.count - needle.count,
                      let found = memchr(haystack.baseAddress! + start, Int32(first), haystack.count - needle.count + 1 - start) {
                    let offset = haystack.baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    if memcmp(haystack.baseAddress! + offset, needle.baseAddress!, needle.count) == 0 { return true }
                    start = offset + 1
                }
                return false
            }
        }
    }

    /// The last line of a run of two or more event-log lines that starts at `start`, or nil.
    static func logEnd(_ lines: [String], from start: Int) -> Int? {
        var end = start
        // The regular expression only for lines that start like a log line (`0.250 `).
        while end < lines.count, lines[end].first?.isNumber == true, (try? logLine.wholeMatch(in: lines[end])) != nil { end += 1 }
        return end - start >= 2 ? end - 1 : nil
    }

    /// An event log as an HTML table: time, kind, event.
    public static func table(_ log: String) -> String {
        var rows: [String] = []
        for line in log.split(separator: "\n") {
            guard let match = try? logLine.wholeMatch(in: String(line)) else { continue }
            rows.append("<tr><td>\(match.output.1)</td><td>\(match.output.2)</td><td>\(escape(String(match.output.3)))</td></tr>")
        }
        return "<table><thead><tr><th>t (s)</th><th>kind</th><th>event</th></tr></thead><tbody>" + rows.joined() + "</tbody></table>"
    }

    /// The last line of a drawing that starts at `start`, or nil when none starts there.
    static func screenEnd(_ lines: [String], from start: Int) -> Int? {
        guard start + 2 < lines.count, headerScales(lines[start]) != nil else { return nil }
        let top = lines[start + 1]
        let width = top.count
        guard width >= 2, top.first == "+", top.last == "+", top.dropFirst().dropLast().allSatisfy({ $0 == "-" }) else { return nil }
        var index = start + 2
        while index < lines.count, lines[index].first == "|", lines[index].last == "|", lines[index].count == width { index += 1 }
        guard index < lines.count, lines[index] == top else { return nil }
        while index + 1 < lines.count, isTrailer(lines[index + 1]) { index += 1 }
        return index
    }

    /// A line `render()` may write after the box. The regular expression only for lines that start like one:
    /// failing it costs the most, and the line after a drawing is usually anything else.
    static func isTrailer(_ line: String) -> Bool {
        guard line.hasPrefix("first responder: ") || line.hasPrefix("keyboard: ") || line.hasPrefix("t = ") else { return false }
        return (try? trailer.wholeMatch(in: line)) != nil
    }

    /// The drawing as SVG: one character cell is `1 column` × `1 row` points as the header says, lines
    /// become strokes, the keyboard's `░` a grey area, titles text; the first responder's `*` corners are blue.
    /// Attributes are in single quotes, so the JSON that carries the image to a notebook needs no escapes for
    /// them (a parser slows down at every escape: decoding a screen's message took 0.3 ms with double quotes).
    public static func svg(_ screen: String) -> String {
        let lines = Self.lines(screen)
        guard let first = lines.first, let (columnWidth, rowHeight) = headerScales(first) else { return "" }
        let rows = lines.dropFirst().prefix { $0.first == "+" || $0.first == "|" }
        // A column is a character. Where every character is one scalar (ASCII, Cyrillic, the keyboard's `░`),
        // the box is read as scalars, which compare several times faster.
        if rows.allSatisfy({ $0.unicodeScalars.count == $0.count }) {
            return svg(box: rows.map { Array($0.unicodeScalars) }, columnWidth: columnWidth, rowHeight: rowHeight,
                       text: { String(String.UnicodeScalarView($0)) })
        }
        return svg(box: rows.map { Array($0) }, columnWidth: columnWidth, rowHeight: rowHeight, text: { String($0) })
    }

    /// The drawing's box (its rows, each an array of one column's character) as SVG.
    static func svg<Cell: Hashable & ExpressibleByUnicodeScalarLiteral>(box: [[Cell]], columnWidth: Double, rowHeight: Double,
                                                                       text: (ArraySlice<Cell>) -> String) -> String {
        let columns = box.map(\.count).max() ?? 0
        let width = Double(columns) * columnWidth, height = Double(box.count) * rowHeight
        var shapes: [String] = []
        var strokes: [String] = []
        var focusStrokes: [String] = []
        var texts: [String] = []
        let lineCharacters: Set<Cell> = ["-", "|", "+", "*"]
        func at(_ row: Int, _ column: Int) -> Cell? {
            guard row >= 0, row < box.count, column >= 0, column < box[row].count else { return nil }
            return box[row][column]
        }
        for (row, characters) in box.enumerated() {
            let top = Double(row) * rowHeight, middleY = top + rowHeight / 2
            var column = 0
            while column < characters.count {
                let character = characters[column]
                let left = Double(column) * columnWidth, middleX = left + columnWidth / 2
                switch character {
                case "░":
                    var end = column
                    while end < characters.count, characters[end] == "░" { end += 1 }
                    shapes.append(##"<rect x='\##(n(left))' y='\##(n(top))' width='\##(n(Double(end - column) * columnWidth))' height='\##(n(rowHeight))' fill='#d1d5db'/>"##)
                    column = end
                    continue
                case "-":
                    // A run of `-` is one line (the picture is the same, the image far shorter).
                    var end = column
                    while end < characters.count, characters[end] == "-" { end += 1 }
                    strokes.append(segment(left, middleY, Double(end) * columnWidth, middleY))
                    column = end
                    continue
                case "|":
                    // A run of `|` down the rows is one line, drawn from its top.
                    if at(row - 1, column) == "|" { break }
                    var end = row
                    while at(end, column) == "|" { end += 1 }
                    strokes.append(segment(middleX, top, middleX, Double(end) * rowHeight))
                case "+", "*":
                    // A corner or a junction: half-lines towards the neighbours that are lines.
                    let focus = character == "*"
                    func add(_ line: String) { if focus { focusStrokes.append(line) } else { strokes.append(line) } }
                    if let c = at(row, column - 1), c == "-" || c == "+" || c == "*" { add(segment(left, middleY, middleX, middleY)) }
                    if let c = at(row, column + 1), c == "-" || c == "+" || c == "*" { add(segment(middleX, middleY, left + columnWidth, middleY)) }
                    if let c = at(row - 1, column), c == "|" || c == "+" || c == "*" { add(segment(middleX, top, middleX, middleY)) }
                    if let c = at(row + 1, column), c == "|" || c == "+" || c == "*" { add(segment(middleX, middleY, middleX, top + rowHeight)) }
                case " ":
                    break
                default:
                    // A run of text (a title, a placeholder, the keyboard's label), spaces inside it kept.
                    var end = column
                    while end < characters.count, !lineCharacters.contains(characters[end]), characters[end] != "░",
                          !(characters[end] == " " && (end + 1 >= characters.count || characters[end + 1] == " ")) { end += 1 }
                    var last = end
                    while last > column, characters[last - 1] == " " { last -= 1 }
                    let run = text(characters[column..<last])
                    texts.append(##"<text x='\##(n(left))' y='\##(n(top + rowHeight * 0.75))' textLength='\##(n(Double(last - column) * columnWidth))' lengthAdjust='spacingAndGlyphs'>\##(escape(run))</text>"##)
                    column = end
                    continue
                }
                column += 1
            }
        }
        return ##"<svg xmlns='http://www.w3.org/2000/svg' width='\##(n(width))' height='\##(n(height))' viewBox='0 0 \##(n(width)) \##(n(height))'>"##
            + ##"<rect width='100%' height='100%' fill='#ffffff'/>"##
            + shapes.joined()
            + ##"<g stroke='#374151' stroke-width='1' stroke-linecap='square'>"## + strokes.joined() + "</g>"
            + ##"<g stroke='#2563eb' stroke-width='2' stroke-linecap='square'>"## + focusStrokes.joined() + "</g>"
            + ##"<g font-family='monospace' font-size='\##(n(rowHeight * 0.75))' fill='#111827'>"## + texts.joined() + "</g>"
            + "</svg>"
    }

    static func segment(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> String {
        ##"<line x1='\##(n(x1))' y1='\##(n(y1))' x2='\##(n(x2))' y2='\##(n(y2))'/>"##
    }

    /// Whole numbers without a fraction, so the SVG is short and stable.
    static func n(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    static func escape(_ text: String) -> String {
        // Most text has nothing to escape; Foundation's replacing goes through NSString even then.
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") }) else { return text }
        return text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}

extension NotebookOutput {
    /// What a cell printed as notebook outputs: text as `stdout` streams, each drawing of the screen as
    /// `display_data` with the image (SVG) and its text, each event log as a table (HTML) and its text.
    public static func outputs(printed: String) -> [NotebookOutput] {
        ScreenDrawing.split(printed).map { piece in
            switch piece {
            case .text(let text): NotebookOutput(stdout: text)
            case .screen(let screen): NotebookOutput(display: ["image/svg+xml": ScreenDrawing.svg(screen), "text/plain": screen])
            case .eventLog(let log): NotebookOutput(display: ["text/html": ScreenDrawing.table(log), "text/plain": log])
            }
        }
    }
}
