import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A problem with the progress file that the learner must hear about.
public enum ProgressError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Written by a newer tutor: refusing keeps it intact.
    case newerFormat(file: String, found: Int)
    case unreadable(file: String, reason: String)
    case unwritable(file: String, reason: String)

    public func message(_ strings: Localizer = .english) -> String {
        switch self {
        case .newerFormat(let file, let found): strings[.progressNewerFormat, file, String(found), String(Progress.currentFormat)]
        case .unreadable(let file, let reason): strings[.progressUnreadable, file, reason]
        case .unwritable(let file, let reason): strings[.progressUnwritable, file, reason]
        }
    }

    public var description: String { message() }
}

/// The progress file of one workspace. Every change is a read-modify-write under an exclusive `flock`
/// on `progress.json.lock`, applied to what is on disk at that moment, so two tutors on one workspace
/// (two terminals, or a tutor and `tutor check`) change different items without losing each other's work.
/// Writes go to a temporary file renamed over the old one: a crash leaves the old or the new file, never half.
/// A damaged file is moved aside to `progress.json.damaged-<timestamp>` (`-2`, `-3`… when that name is
/// taken) and reported through `takeNotices()`. The file is read as `LearnerFile` reads: a pipe, a
/// folder or a file over `LearnerFile.maximumBytes` is refused, never waited on or read whole.
public final class ProgressStore: Sendable {
    /// What happens to a damaged progress file.
    public enum DamagedFiles: Sendable {
        /// Moved aside under a name no earlier copy has; a new progress starts (a learner's own tutor).
        case moveAside
        /// Left as it is and read as no progress; saving over it is refused (the grader, which reads a copy:
        /// saying it moved the student's file would be untrue).
        case keep
    }

    public let file: URL
    private let now: @Sendable () -> Date
    private let notices = Mutex<[String]>([])
    private let strings: Localizer
    private let damaged: DamagedFiles

    public init(file: URL, strings: Localizer = .english, damaged: DamagedFiles = .moveAside,
                now: @escaping @Sendable () -> Date = { Date() }) {
        self.file = file
        self.strings = strings
        self.damaged = damaged
        self.now = now
    }

    var lockFile: URL { file.appendingPathExtension("lock") }

    /// Messages about recoveries (a damaged file moved aside or kept) since the last call.
    public func takeNotices() -> [String] {
        notices.withLock { value in
            defer { value = [] }
            return value
        }
    }

    /// The current progress (an empty one when there is no file yet).
    public func load() throws(ProgressError) -> Progress {
        try withLock { () throws(ProgressError) -> Progress in try readLocked().progress }
    }

    /// Applies `change` to the progress as it is on disk now and saves the result, all under the lock.
    @discardableResult
    public func update<T>(_ change: (inout Progress) -> T) throws(ProgressError) -> T {
        try withLock { () throws(ProgressError) -> T in
            let read = try readLocked()
            if let damage = read.keptDamage { throw .unwritable(file: file.path, reason: damage) }
            var progress = read.progress
            let result = change(&progress)
            try writeLocked(progress)
            return result
        }
    }

    private func withLock<T>(_ body: () throws(ProgressError) -> T) throws(ProgressError) -> T {
        let directory = file.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .unwritable(file: file.path, reason: error.localizedDescription)
        }
        let descriptor = open(lockFile.path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .unwritable(file: lockFile.path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw .unwritable(file: lockFile.path, reason: String(cString: strerror(errno))) }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    /// The progress on disk, and the reason it is damaged when it is damaged and kept (`.keep`).
    private func readLocked() throws(ProgressError) -> (progress: Progress, keptDamage: String?) {
        let data: Data
        switch LearnerFile.read(file) {
        case .missing: return (Progress(), nil)
        case .contents(let contents): data = contents
        case .notAFile(let kind): throw .unreadable(file: file.path, reason: strings[.fileNotRegular, kind.phrase(strings)])
        case .tooLarge(let bytes):
            throw .unreadable(file: file.path, reason: strings[.fileTooLarge, String(bytes), String(LearnerFile.maximumBytes)])
        case .unreadable(let reason): throw .unreadable(file: file.path, reason: reason)
        }
        switch ProgressCoding.decode(data) {
        case .success(let progress):
            return (progress, nil)
        case .failure(.newer(let format)):
            throw .newerFormat(file: file.path, found: format)
        case .failure(.damaged(let reason)):
            if damaged == .keep {
                let message = strings[.progressDamagedKept, file.path, reason]
                notices.withLock { $0.append(message) }
                return (Progress(), reason)
            }
            let aside = try moveAside(because: reason)
            let message = strings[.progressDamaged, file.path, reason, aside]
            notices.withLock { $0.append(message) }
            return (Progress(), nil)
        }
    }

    /// Moves the damaged file to `<file>.damaged-<timestamp>`, or `…-2`, `…-3` when that name is taken (two
    /// damages within one second), never over an earlier copy: a hard link fails on an existing name, then
    /// the original is unlinked. Where hard links are not supported the name is checked, then renamed to
    /// (under the lock, so no other tutor takes it meanwhile). Returns the path it now has.
    private func moveAside(because reason: String) throws(ProgressError) -> String {
        let base = file.path + ".damaged-" + Self.timestamp(now())
        func failed(_ why: String) -> ProgressError { .unreadable(file: file.path, reason: "\(reason); moving it aside failed: \(why)") }
        for number in 1...1000 {
            let aside = number == 1 ? base : "\(base)-\(number)"
            if link(file.path, aside) == 0 {
                guard unlink(file.path) == 0 else {
                    let why = String(cString: strerror(errno))
                    unlink(aside)
                    throw failed(why)
                }
                return aside
            }
            switch errno {
            case EEXIST:
                continue
            case EPERM, EMLINK, ENOSYS, EOPNOTSUPP:
                var info = stat()
                if lstat(aside, &info) == 0 { continue }
                guard rename(file.path, aside) == 0 else { throw failed(String(cString: strerror(errno))) }
                return aside
            default:
                throw failed(String(cString: strerror(errno)))
            }
        }
        throw failed("1000 damaged copies are kept already")
    }

    private func writeLocked(_ progress: Progress) throws(ProgressError) {
        var progress = progress
        progress.format = Progress.currentFormat
        let data: Data
        do { data = try ProgressCoding.encoder().encode(progress) + Data("\n".utf8) } catch {
            throw .unwritable(file: file.path, reason: "\(error)")
        }
        let temporary = file.path + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        guard FileManager.default.createFile(atPath: temporary, contents: data) else {
            throw .unwritable(file: file.path, reason: "cannot create \(temporary)")
        }
        let descriptor = open(temporary, O_RDONLY | O_CLOEXEC)
        if descriptor >= 0 {
            fsync(descriptor)
            close(descriptor)
        }
        guard rename(temporary, file.path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .unwritable(file: file.path, reason: reason)
        }
    }

    /// `20261121T234501Z`: sortable and safe in file names.
    static func timestamp(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        return formatter.string(from: date)
    }
}
