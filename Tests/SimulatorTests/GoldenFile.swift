import Foundation
import Testing
import TestSupport

/// This target's golden files, in `Golden/` beside this file (`TUTOR_RECORD_GOLDEN=1` records them).
let golden = GoldenFiles()

@Suite struct GoldenFileTests {
    @Test func lineDiffKeepsUnchangedLinesAndMarksTheRest() {
        #expect(GoldenFiles.lineDiff("a\nb\nc", "a\nB\nc\nd") == "  a\n+ B\n- b\n  c\n+ d")
        #expect(GoldenFiles.lineDiff("same", "same") == "  same")
    }
}
