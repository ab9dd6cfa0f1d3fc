import Foundation

/// Threads of tutor's own on which child processes are started, watched and read.
///
/// Swift's cooperative pool has one thread per core, and synchronous work (a test that blocks, a judge reading a big
/// file) can hold all of them: on two cores a full test run held it for over 30 s. A run whose start waited for
/// the pool armed its time limit only after the child had finished, so a program with a 0.5 s limit ran its whole
/// 30 s and was reported as having ended by itself. On these threads the spawn, the arming of the limit and the
/// reading of the child's output go on whatever holds the pool.
final class ProcessRunExecutor: TaskExecutor, @unchecked Sendable {
    static let shared = ProcessRunExecutor(threads: 4)

    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []

    private init(threads: Int) {
        for index in 0..<threads {
            let thread = Thread { [self] in work() }
            thread.name = "tutor process runs \(index + 1)"
            thread.start()
        }
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    private func work() {
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
