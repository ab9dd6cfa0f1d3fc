import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The main run loop of a learner's program, on the world's virtual clock.
///
/// On iOS, blocks sent to the main queue, `asyncAfter` on it, main-queue timers and main-actor tasks run when the
/// app's main run loop comes round to them: between events, before time moves on, at their time. A learner's program
/// has no run loop of its own, so the virtual clock plays it: before each event and after it, blocks waiting on the
/// main queue run (`drainMainQueue`), and the hooks the kernel links into learners' programs
/// (`Sources/CMainRunLoop`) put `asyncAfter` on the main queue and main run loop timers on the clock
/// (`_tutorVirtualRunLoopSchedule`). `RunLoop.main.run(until:)` still waits in real time (Foundation measures its
/// end on the real clock): blocks already on the main queue run then, but the virtual clock does not move.
///
/// On only where the kernel says so (`TUTOR_VIRTUAL_RUN_LOOP=1`, set for every learner's program): a test process
/// that uses the model in-process keeps Foundation's own run loop.
package enum VirtualRunLoop {
    package nonisolated(unsafe) static var isOn: Bool = ProcessInfo.processInfo.environment["TUTOR_VIRTUAL_RUN_LOOP"] == "1"

    /// libdispatch's handle of the main queue (an eventfd on Linux): readable while blocks wait on the main queue.
    private static let mainQueueHandle: Int32? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "_dispatch_get_main_queue_handle_4CF") else { return nil }
        let handle = unsafeBitCast(symbol, to: (@convention(c) () -> Int32).self)()
        return handle >= 0 ? handle : nil
    }()

    /// Most rounds one drain makes: a block that sends itself to the main queue again for ever stops here, and the
    /// clock moves on as a run loop with a busy main queue still would.
    static let roundLimit = 10_000

    /// Swift concurrency's global executor put on the main queue: a `Task` and a nonisolated `async` function run on
    /// the main thread between the model's events, as one serial executor. Otherwise a task's work would run on a
    /// real thread, racing the clock and the checks. Installed once, when the first world is made, when the virtual
    /// run loop is on. (`Task.sleep` still waits in real time: this runtime does not consult its delay hooks.)
    package static let serialExecutorInstalled: Bool = {
        guard isOn else { return false }
        let process = dlopen(nil, RTLD_NOW)
        guard let global = dlsym(process, "swift_task_enqueueGlobal_hook") else { return false }
        global.assumingMemoryBound(to: GlobalHook?.self).pointee = { job, _ in MainActor.shared.enqueue(job) }
        return true
    }()

    private typealias GlobalOriginal = @convention(thin) (UnownedJob) -> Void
    private typealias GlobalHook = @convention(thin) (UnownedJob, GlobalOriginal) -> Void

    /// Blocks sent to background queues that have not finished (counted by the hooks, `_tutorBackgroundWorkChanged`).
    private static let backgroundLock = NSLock()
    nonisolated(unsafe) private static var backgroundInFlight = 0
    /// Real seconds a program's drains may wait, in all, for background work to finish and report to the main queue:
    /// background work that never ends (a loop on a global queue) stops being waited for after this.
    static let backgroundWaitBudget = 3.0
    nonisolated(unsafe) private static var backgroundWaited = 0.0

    static func backgroundWorkChanged(by delta: Int) {
        backgroundLock.withLock { backgroundInFlight += delta }
    }

    private static var backgroundWorkRunning: Bool { backgroundLock.withLock { backgroundInFlight > 0 } }

    /// Runs every block waiting on the main queue, and those they send to it, in order, at the current virtual time;
    /// background work still running is waited for first (it would have had its real time on iOS).
    package static func drainMainQueue() {
        guard isOn, serialExecutorInstalled, Thread.isMainThread, let handle = mainQueueHandle else { return }
        for _ in 0..<roundLimit {
            let waitsForBackground = backgroundWaited < backgroundWaitBudget && backgroundWorkRunning
            var waiting = pollfd(fd: handle, events: Int16(POLLIN), revents: 0)
            let started = Date()
            let ready = poll(&waiting, 1, waitsForBackground ? 5 : 0)
            if waitsForBackground { backgroundWaited += Date().timeIntervalSince(started) }
            if ready > 0 {
                _ = RunLoop.main.run(mode: .default, before: .distantPast)
            } else if !waitsForBackground {
                return
            }
        }
    }
}

/// Schedules `callback(context)` on the current world's clock after `delay` seconds, then runs the main queue.
/// Returns 1 when scheduled, 0 when the virtual run loop is off (the caller goes on to the real function).
@_cdecl("tutor_virtual_run_loop_schedule")
public func _tutorVirtualRunLoopSchedule(_ delay: Double, _ callback: @convention(c) (UnsafeMutableRawPointer?) -> Void,
                                         _ context: UnsafeMutableRawPointer?) -> Int32 {
    guard VirtualRunLoop.isOn, Thread.isMainThread else { return 0 }
    let delay = delay.isFinite ? max(0, delay) : 0
    World.current.clock.schedule(after: delay, label: "main run loop", waitsForTime: delay > 0) {
        callback(context)
        VirtualRunLoop.drainMainQueue()
    }
    return 1
}

/// A block sent to a background queue started (+1) or finished (-1): called by the hooks from any thread.
@_cdecl("tutor_background_work_changed")
public func _tutorBackgroundWorkChanged(_ delta: Int32) {
    VirtualRunLoop.backgroundWorkChanged(by: Int(delta))
}
