import Foundation
import Testing
@testable import Kernel
@testable import Lessons

/// A learner's program has the main run loop iOS gives an app, on the simulator's virtual clock: blocks sent to the
/// main queue run between the model's events, `asyncAfter` on the main queue and main run loop timers fire at their
/// virtual times, and tasks run on the main thread, so completion handlers that hop to the main queue (nearly every
/// real one) and timers behave as on iOS, the same on every run.
@Suite struct MainRunLoopProgramTests {
    private func output(_ code: String) async throws -> String {
        let kernel = try await KernelFixture.available()
        let result = await kernel.run([SourceUnit(name: "main.swift", code: code)])
        #expect(result.status == .succeeded, "\(result.status) \(result.diagnostics.map(\.description))")
        return result.outputs.joined()
    }

    private static let prelude = """
        import UIKit
        import UserNotifications
        import Simulator
        let sim = Simulator(device: .iPhone4Inch, startDate: Date(timeIntervalSince1970: 1_700_000_000), timeZone: TimeZone(identifier: "UTC")!)
        let start = sim.now
        func at() -> String { String(format: "%.2f", sim.now.timeIntervalSince(start)) }

        """

    @Test func mainQueueBlocksTimedBlocksAndTimersRunInVirtualTimeOrder() async throws {
        let printed = try await output(Self.prelude + """
            DispatchQueue.main.asyncAfter(deadline: .now() + 2) { print("after 2 s at \\(at())") }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { print("after 0.5 s at \\(at())") }
            var ticks = 0
            let timer = Timer.scheduledTimer(withTimeInterval: 0.75, repeats: true) { timer in
                ticks += 1
                print("tick \\(ticks) at \\(at())")
                if ticks == 3 { timer.invalidate() }
            }
            DispatchQueue.main.async { print("main queue at \\(at())") }
            print("synchronous code done")
            sim.advance(by: 1)
            print("advanced to \\(at())")
            sim.runUntilIdle()
            print("idle at \\(at()), timer valid \\(timer.isValid)")
            sim.advance(by: 1.25)
            print("at \\(at()), timer valid \\(timer.isValid)")
            """)
        // Idling does not wait for a timer or a delay: only time passing reaches them.
        #expect(printed == """
            synchronous code done
            main queue at 0.00
            after 0.5 s at 0.50
            tick 1 at 0.75
            advanced to 1.00
            idle at 1.00, timer valid true
            tick 2 at 1.50
            after 2 s at 2.00
            tick 3 at 2.25
            at 2.25, timer valid false

            """)
    }

    @Test func aCancelledWorkItemAndARepeatedDebounceRunOnce() async throws {
        let printed = try await output(Self.prelude + """
            var pending: DispatchWorkItem?
            var searches: [String] = []
            for query in ["p", "pa", "pan"] {
                pending?.cancel()
                let work = DispatchWorkItem { searches.append(query) }
                pending = work
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.3, execute: work)
                sim.advance(by: 0.1)
            }
            sim.runUntilIdle()
            print(searches, at())
            sim.advance(by: 0.2)
            print(searches, at())
            """)
        #expect(printed == "[] 0.30\n[\"pan\"] 0.50\n")
    }

    @Test func completionHandlersThatHopToTheMainQueueAndTasksRunBeforeTheClockMovesOn() async throws {
        let printed = try await output(Self.prelude + """
            sim.setNotificationPermission(granted: true)
            let center = UNUserNotificationCenter.current()
            center.requestAuthorization(options: [.alert, .badge]) { granted, _ in
                DispatchQueue.main.async {
                    print("granted \\(granted) at \\(at())")
                    let content = UNMutableNotificationContent()
                    content.title = "Tea"
                    let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)
                    center.add(UNNotificationRequest(identifier: "tea", content: content, trigger: trigger)) { _ in
                        DispatchQueue.main.async { print("added at \\(at())") }
                    }
                }
            }
            func count() async -> Int { await center.pendingNotificationRequests().count }
            Task {
                let pending = await count()
                print("task sees \\(pending) pending at \\(at())")
            }
            sim.advance(by: 30)
            Task { @MainActor in print("later task sees \\(await count()) pending at \\(at())") }
            sim.runUntilIdle()
            print("idle at \\(at())")
            sim.advance(by: 30)
            Task { @MainActor in print("after delivery \\(await count()) pending at \\(at())") }
            sim.runUntilIdle()
            """)
        // The reminder is the world's time, not the app's work: idling leaves it for time to pass.
        #expect(printed == """
            task sees 0 pending at 0.00
            granted true at 0.00
            added at 0.00
            later task sees 1 pending at 30.00
            idle at 30.00
            after delivery 0 pending at 60.00

            """)
    }

    /// Work on a background queue that reports to the main queue is done before the run loop moves on: on iOS it
    /// would have had its real time; here the order is the same on every run.
    @Test func backgroundWorkReportsToTheMainQueueBeforeTheClockMovesOn() async throws {
        let printed = try await output(Self.prelude + """
            let label = UILabel(frame: CGRect(x: 20, y: 100, width: 280, height: 30))
            var order: [String] = []
            for round in 1...3 {
                DispatchQueue.global(qos: .userInitiated).async {
                    let total = (1...100).reduce(0, +) * round
                    Thread.sleep(forTimeInterval: 0.05)
                    DispatchQueue.main.async {
                        label.text = "Total: \\(total)"
                        order.append("\\(round) on main \\(Thread.isMainThread)")
                    }
                }
                sim.runUntilIdle()
                print(label.text ?? "nil", at())
            }
            print(order.joined(separator: ", "))
            """)
        #expect(printed == """
            Total: 5050 0.00
            Total: 10100 0.00
            Total: 15150 0.00
            1 on main true, 2 on main true, 3 on main true

            """)
    }
}
