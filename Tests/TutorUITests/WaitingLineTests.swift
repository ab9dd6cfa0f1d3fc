import Foundation
import Testing
@testable import TutorUI

/// The waiting line: nothing for a quick wait; for a slow one, the label and the time so far from 0.3 s on, then the
/// line erased so that what the work printed starts on a clean line.
@Suite struct WaitingLineTests {
    final class Written: @unchecked Sendable {
        private let lock = NSLock()
        private var parts: [(text: String, at: ContinuousClock.Instant)] = []
        func append(_ text: String) { lock.withLock { parts.append((text, .now)) } }
        var all: [(text: String, at: ContinuousClock.Instant)] { lock.withLock { parts } }
    }

    @Test func aQuickWaitShowsNothing() {
        let written = Written()
        let line = WaitingLine(label: "compiling and running…") { written.append($0) }
        line.start()
        Thread.sleep(forTimeInterval: 0.05)
        line.stop()
        Thread.sleep(forTimeInterval: 0.4)
        #expect(written.all.isEmpty)
    }

    @Test func aSlowWaitIsShownWithItsTimeAndErasedAtItsEnd() throws {
        let written = Written()
        let line = WaitingLine(label: "compiling and running…") { written.append($0) }
        let started = ContinuousClock.now
        line.start()
        Thread.sleep(forTimeInterval: 0.9)
        line.stop()
        let parts = written.all
        let first = try #require(parts.first)
        #expect(first.at - started >= .milliseconds(290), "drawn after \(first.at - started)")
        #expect(first.text.hasPrefix("\r\u{1B}[2K⋯ compiling and running… 0."))
        #expect(first.text.hasSuffix(" s"))
        #expect(parts.count >= 3, "redrawn as time passes: \(parts.map(\.text))")
        #expect(parts.last?.text == "\r\u{1B}[2K")
        // Nothing after the end.
        Thread.sleep(forTimeInterval: 0.4)
        #expect(written.all.count == parts.count)
    }

    /// A redraw being written when the wait ends comes before the erase, never after it: the terminal is left clean.
    /// (With the write outside the lock, a busy machine showed the stale line after the erase.)
    @Test func anEraseIsNeverFollowedByARedraw() {
        let written = Written()
        let drawing = DispatchSemaphore(value: 0)
        let line = WaitingLine(label: "compiling and running…") { text in
            if text.contains("⋯") {
                drawing.signal()
                Thread.sleep(forTimeInterval: 0.2)
            }
            written.append(text)
        }
        line.start()
        drawing.wait()
        line.stop()
        Thread.sleep(forTimeInterval: 0.4)
        #expect(written.all.map(\.text).last == "\r\u{1B}[2K")
        #expect(written.all.filter { $0.text == "\r\u{1B}[2K" }.count == 1)
    }
}
