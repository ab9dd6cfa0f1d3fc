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
}
