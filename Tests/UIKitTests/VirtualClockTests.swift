import Foundation
import Simulator
import Testing
import UIKit

@MainActor @Suite(.serialized) struct VirtualClockTests {
    @Test func equalTimesRunInTheOrderScheduled() {
        let clock = VirtualClock(origin: Date(timeIntervalSince1970: 0))
        var order: [String] = []
        clock.schedule(after: 1, label: "b") { order.append("b") }
        clock.schedule(after: 0.5) { order.append("a") }
        clock.schedule(after: 1) { order.append("c") }
        clock.schedule(at: 1) { order.append("d") }
        clock.advance(by: 1)
        #expect(order == ["a", "b", "c", "d"])
        #expect(clock.elapsed == 1)
        #expect(clock.now == Date(timeIntervalSince1970: 1))
    }

    @Test func advanceRunsOnlyWhatFallsDueAndWorkScheduledDuringIt() {
        let clock = VirtualClock(origin: Date(timeIntervalSince1970: 0))
        var order: [String] = []
        clock.schedule(after: 1) {
            order.append("one at \(clock.elapsed)")
            clock.schedule(after: 0.5) { order.append("chained at \(clock.elapsed)") }
        }
        clock.schedule(after: 3) { order.append("three") }
        clock.advance(by: 2)
        #expect(order == ["one at 1.0", "chained at 1.5"])
        #expect(clock.elapsed == 2)
        #expect(clock.nextEventTime == 3)
        #expect(clock.pendingCount == 1)
    }

    @Test func cancelledWorkNeverRuns() {
        let clock = VirtualClock(origin: Date())
        var ran: [Int] = []
        let first = clock.schedule(after: 1) { ran.append(1) }
        clock.schedule(after: 2) { ran.append(2) }
        clock.cancel(first)
        #expect(clock.pendingCount == 1)
        #expect(clock.nextEventTime == 2)
        #expect(clock.runUntilIdle() == 1)
        #expect(ran == [2])
        #expect(clock.elapsed == 2)
    }

    @Test func runUntilIdleStopsAtTheHorizon() {
        let clock = VirtualClock(origin: Date())
        var count = 0
        func repeatEveryMinute() {
            clock.schedule(after: 60) {
                count += 1
                repeatEveryMinute()
            }
        }
        repeatEveryMinute()
        let ran = clock.runUntilIdle(horizon: 600)
        #expect(ran == 10)
        #expect(count == 10)
        #expect(clock.elapsed == 600)
        #expect(clock.runNext())
        #expect(clock.elapsed == 660)
    }

    /// Idling finishes the model's work and leaves moments the app or the world chose (a timer, a notification's
    /// trigger) for time to pass, unless the model's work runs past them; then they run in their place in time order.
    @Test func runUntilIdleLeavesChosenMomentsForTimeToPass() {
        let clock = VirtualClock(origin: Date())
        var ran: [String] = []
        clock.schedule(after: 60, label: "reminder", waitsForTime: true) { ran.append("reminder at \(clock.elapsed)") }
        clock.schedule(after: 0.1, label: "timer", waitsForTime: true) { ran.append("timer at \(clock.elapsed)") }
        clock.schedule(after: 0.25, label: "animation") { ran.append("animation at \(clock.elapsed)") }
        clock.schedule(after: 0) { ran.append("block at \(clock.elapsed)") }
        #expect(clock.runUntilIdle() == 3)
        #expect(ran == ["block at 0.0", "timer at 0.1", "animation at 0.25"])
        #expect(clock.elapsed == 0.25)
        // A repeating timer: idling runs none of its ticks, time passing runs each at its moment.
        var ticks = 0
        func tick() { clock.schedule(after: 1, waitsForTime: true) { ticks += 1; tick() } }
        tick()
        #expect(clock.runUntilIdle() == 0)
        #expect(ticks == 0 && clock.elapsed == 0.25)
        clock.advance(by: 3)
        #expect(ticks == 3)
        // A delay the model chose past the reminder carries it along.
        clock.schedule(after: 120) { ran.append("transition end at \(clock.elapsed)") }
        clock.runUntilIdle()
        #expect(ran.suffix(2) == ["reminder at 60.0", "transition end at 123.25"])
        #expect(ticks == 123)
        #expect(clock.elapsed == 123.25)
    }

    @Test func eventLogKeepsVirtualTimesAndKinds() {
        let sim = Simulator(device: .iPhone4Inch)
        sim.world.log.record(.notification, "UIKeyboardWillShowNotification")
        sim.advance(by: 0.25)
        sim.world.log.record(.notification, "UIKeyboardDidShowNotification")
        sim.world.log.isRecording = false
        sim.world.log.record(.simulator, "hidden")
        sim.world.log.isRecording = true
        #expect(sim.log.map(\.description) == ["0.000 notification UIKeyboardWillShowNotification",
                                               "0.250 notification UIKeyboardDidShowNotification"])
        #expect(sim.log.map(\.text) == ["notification UIKeyboardWillShowNotification", "notification UIKeyboardDidShowNotification"])
        #expect(sim.log.map(\.kind) == ["notification", "notification"])
        sim.clearLog()
        #expect(sim.log.isEmpty)
    }
}
