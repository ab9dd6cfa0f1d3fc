import Foundation

/// Lays text out in lines the way the model measures it: every UTF-16 unit is
/// `font.averageCharacterWidth` wide, lines are `font.lineHeight` tall, and lines wrap at word
/// boundaries (a space hangs at the end of its line); a word longer than a line is broken.
/// Positions are UTF-16 offsets, as `NSRange` counts them.
package struct TextLayout: Equatable {
    /// One line: the text from `start` up to (not including) `end`; `end` includes a hanging
    /// space or the newline that ends the paragraph.
    package struct Line: Equatable {
        package var start: Int
        package var end: Int
        /// The end without the newline, where a caret at the line's end goes.
        package var contentEnd: Int
    }

    package private(set) var lines: [Line] = []
    package let charactersPerLine: Int

    package init(text: String, charactersPerLine: Int) {
        self.charactersPerLine = max(charactersPerLine, 1)
        let units = Array(text.utf16)
        let newline = UInt16(UInt8(ascii: "\n")), space = UInt16(UInt8(ascii: " "))
        var paragraphStart = 0
        var index = 0
        while index <= units.count {
            if index == units.count || units[index] == newline {
                let hasNewline = index < units.count
                wrap(units, from: paragraphStart, to: index, space: space, newlineAfter: hasNewline)
                paragraphStart = index + 1
            }
            index += 1
        }
    }

    private mutating func wrap(_ units: [UInt16], from start: Int, to end: Int, space: UInt16, newlineAfter: Bool) {
        var lineStart = start
        let limit = charactersPerLine
        while end - lineStart > limit {
            // The last space that lets the line's visible part fit; a space right after the limit hangs.
            var breakAfter: Int?
            var candidate = min(lineStart + limit, end - 1)
            while candidate > lineStart {
                if units[candidate] == space { breakAfter = candidate + 1; break }
                candidate -= 1
            }
            let next = breakAfter ?? lineStart + limit
            lines.append(Line(start: lineStart, end: next, contentEnd: next))
            lineStart = next
        }
        let lineEnd = newlineAfter ? end + 1 : end
        lines.append(Line(start: lineStart, end: lineEnd, contentEnd: end))
    }

    /// The index of the line a caret at `position` sits on: at a wrap point it belongs to the
    /// next line; after a newline, to the next line.
    package func lineIndex(forCaretAt position: Int) -> Int {
        for (index, line) in lines.enumerated() where position < line.end { return index }
        return max(lines.count - 1, 0)
    }
}
