import Foundation
import Testing
@testable import TutorUI

extension InterruptSharingTests {
    /// `Interruptible.run` wakes on the work's end or on Ctrl-C, never on a timer. How fast a ready result
    /// comes back is measured by `tutor-bench repl` (a busy test run says nothing about it); here, that every
    /// result comes back, and Ctrl-C returns nil at once.
    @Suite(.serialized) struct InterruptibleTests {
        @Test func everyResultComesBack() async {
            for round in 0..<25 {
                let value = await Interruptible.run { round * 2 }
                #expect(value == round * 2)
            }
        }

        @Test func ctrlCReturnsNilAtOnceWhileTheWorkGoesOn() async {
            let started = ContinuousClock.now
            let press = Task.detached {
                try? await Task.sleep(for: .milliseconds(100))
                Interrupts.simulate()
            }
            let value: Int? = await Interruptible.run {
                try? await Task.sleep(for: .seconds(30))
                return 1
            }
            await press.value
            #expect(value == nil)
            #expect(ContinuousClock.now - started < .seconds(2))
        }
    }
}
