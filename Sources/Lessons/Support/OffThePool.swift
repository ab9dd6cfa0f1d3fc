import Foundation

/// Runs blocking work — waiting for a process, reading a pipe to its end — on a Dispatch thread and
/// awaits it. Swift's cooperative pool has one thread per core: on a two-core machine, two callers
/// blocked there stall every other task of the process (the kernel's pipe readers among them), and a
/// run that should take a second waits minutes.
public func offTheCooperativePool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        DispatchQueue.global().async { continuation.resume(with: Result { try work() }) }
    }
}

/// `offTheCooperativePool` for work that cannot fail.
public func offTheCooperativePool<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        DispatchQueue.global().async { continuation.resume(returning: work()) }
    }
}
