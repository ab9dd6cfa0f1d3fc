import Foundation
import Testing
@testable import Kernel
@testable import Lessons

/// A jailed run's uid is its own until it ends: RLIMIT_NPROC counts a uid's processes machine-wide, so a
/// shared uid would let one student's fork bomb stop another student's program from forking.
@Suite struct JailUIDLeaseTests {
    @Test func leasesAreDistinctUntilReleased() throws {
        let range: ClosedRange<UInt32> = 64_300...64_301
        var first: JailUIDLease? = try #require(JailUIDLease.acquire(in: range))
        let second = try #require(JailUIDLease.acquire(in: range))
        #expect(first?.uid != second.uid)
        #expect(Set([first!.uid, second.uid]) == [64_300, 64_301])
        // Both taken: nobody gets a third (not even a shared one).
        #expect(JailUIDLease.acquire(in: range) == nil)
        let freed = first!.uid
        first = nil
        #expect(JailUIDLease.acquire(in: range)?.uid == freed)
    }

    @Test func anotherProcessesLeaseIsRespected() throws {
        // A lease held by another process (flock on the same file) is never handed out here.
        let range: ClosedRange<UInt32> = 64_310...64_310
        let folder = try #require(JailUIDLease.lockFolder())
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        holder.arguments = ["\(folder)/64310", "sleep", "2"]
        try holder.run()
        defer { holder.terminate(); holder.waitUntilExit() }
        // Wait until the other process holds it.
        var held = false
        for _ in 0..<100 where !held {
            if let probe = JailUIDLease.acquire(in: range) { _ = probe; usleep(20_000) } else { held = true }
        }
        #expect(held)
        #expect(JailUIDLease.acquire(in: range) == nil)
    }

    @Test func rangeComesFromTheEnvironmentWhenSane() {
        #expect(JailUIDLease.range(environment: [:]) == 62_000...63_999)
        #expect(JailUIDLease.range(environment: ["TUTOR_JAIL_UIDS": "64000-64009"]) == 64_000...64_009)
        // Root's uids, reversed ranges and nonsense fall back to the default.
        #expect(JailUIDLease.range(environment: ["TUTOR_JAIL_UIDS": "0-10"]) == 62_000...63_999)
        #expect(JailUIDLease.range(environment: ["TUTOR_JAIL_UIDS": "64009-64000"]) == 62_000...63_999)
        #expect(JailUIDLease.range(environment: ["TUTOR_JAIL_UIDS": "lots"]) == 62_000...63_999)
    }
}
