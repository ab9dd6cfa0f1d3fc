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
/// A damaged file is moved aside to `progress.json.damaged-<timestamp>` and reported through `takeNotices()`.
public final class ProgressStore: Sendable {
    public let file: URL
    private let now: @Sendable () -> Date
    private let notices = Mutex<[String]>([])
    private let strings: Localizer

    public init(file: URL, strings: Localizer = .english, now: @escaping @Sendable () -> Date = { Date() }) {
        self.file = file
        self.strings = strings
        self.now = now
    }

    var lockFile: URL { file.appendingPathExtension("lock") }

    /// Messages about recoveries (a damaged file moved aside) since the last call.
    public func takeNotices() -> [String] {
        notices.withLock { value in
            defer { value = [] }
            return value
        }
    }

    /// The current progress (an empty one when there is no file yet).
    public func load() throws(ProgressError) -> Progress {
        try withLock { () throws(ProgressError) -> Progress in try readLocked() }
    }

    /// Applies `change` to the progress as it is on disk now and saves the result, all under the lock.
    @discardableResult
    public func update<T>(_ change: (inout Progress) -> T) throws(ProgressError) -> T {
        try withLock { () throws(ProgressError) -> T in
            var progress = try readLocked()
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

    private func readLocked() throws(ProgressError) -> Progress {
        guard FileManager.default.fileExists(atPath: file.path) else { return Progress() }
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw .unreadable(file: file.path, reason: "permission denied or not a file")
        }
        switch ProgressCoding.decode(data) {
        case .success(let progress):
            return progress
        case .failure(.newer(let format)):
            throw .newerFormat(file: file.path, found: format)
        case .failure(.damaged(let reason)):
            let aside = URL(fileURLWithPath: file.path + ".damaged-" + Self.timestamp(now()))
            guard rename(file.path, aside.path) == 0 else {
                throw .unreadable(file: file.path, reason: "\(reason); moving it aside failed: \(String(cString: strerror(errno)))")
            }
            let message = strings[.progressDamaged, file.path, reason, aside.path]
            notices.withLock { $0.append(message) }
            return Progress()
        }
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
