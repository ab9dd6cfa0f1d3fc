import Foundation

/// How much processor time the calling thread spends in `body`, in seconds. Tests that bound the cost of a
/// computation use this rather than the wall clock: on a busy machine (a full parallel test run on two cores) the
/// wall clock passes a bound that the computation itself is far within, while a runaway (a backtracking reading, an
/// alias bomb) still spends its time here.
public func processorSeconds(_ body: () throws -> Void) rethrows -> Double {
    let start = processorNow()
    try body()
    return processorNow() - start
}

/// The calling thread's processor time so far, in seconds: `processorNow() - started < 2` bounds a computation's cost
/// whatever else the machine is doing.
public func processorNow() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}
