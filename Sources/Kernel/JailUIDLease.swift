import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One uid held by one jailed run for as long as it runs, never by two at once on this machine.
///
/// Why it matters: RLIMIT_NPROC counts every process of a uid, machine-wide. Two runs sharing a uid share
/// its cap, so one student's fork bomb would leave another student's program (and its scenarios, and the
/// runtime's backtracer) unable to fork — a verdict changed by somebody else's code. A per-process counter
/// cannot promise uniqueness between the many tutors of a graded class, so each uid is claimed with an
/// `flock` on a file named after it; the kernel drops the lock when the holder ends, however it ends.
///
/// The range is `62000..<64000` unless `TUTOR_JAIL_UIDS=first-last` names another (tests use their own
/// range to count what their runs left behind without seeing anybody else's).
public final class JailUIDLease: @unchecked Sendable {
    public let uid: UInt32
    private let descriptor: Int32

    private init(uid: UInt32, descriptor: Int32) {
        self.uid = uid
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    public static let defaultRange: ClosedRange<UInt32> = 62_000...63_999
    public static let rangeVariable = "TUTOR_JAIL_UIDS"

    /// The uids named by `TUTOR_JAIL_UIDS` (`first-last`, both at least 1000), or the default range.
    public static func range(environment: [String: String]) -> ClosedRange<UInt32> {
        guard let text = environment[rangeVariable] else { return defaultRange }
        let parts = text.split(separator: "-").compactMap { UInt32($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, parts[0] >= 1000, parts[0] <= parts[1] else { return defaultRange }
        return parts[0]...parts[1]
    }

    /// Claims a free uid in `range`, starting from a different place in each process so that concurrent
    /// tutors rarely try the same files. Nil when every uid is taken or the lock folder is unusable.
    public static func acquire(in range: ClosedRange<UInt32> = defaultRange) -> JailUIDLease? {
        guard let folder = lockFolder() else { return nil }
        let count = range.upperBound - range.lowerBound + 1
        let start = UInt32.random(in: 0..<count)
        for step in 0..<count {
            let uid = range.lowerBound + (start &+ step) % count
            let path = "\(folder)/\(uid)"
            let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
            guard descriptor >= 0 else { continue }
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return JailUIDLease(uid: uid, descriptor: descriptor) }
            close(descriptor)
        }
        return nil
    }

    /// A folder only root can write to, made once: under /run (cleared at boot) where it exists, else the
    /// temporary folder. A folder of that name owned by anybody else, or a link, is refused.
    static func lockFolder() -> String? {
        let parent = FileManager.default.isWritableFile(atPath: "/run") ? "/run" : NSTemporaryDirectory()
        let folder = (parent as NSString).appendingPathComponent("tutor-jail-uids-\(geteuid())")
        _ = mkdir(folder, 0o700)
        var info = stat()
        guard lstat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == geteuid(),
              info.st_mode & 0o022 == 0 else { return nil }
        return folder
    }
}
