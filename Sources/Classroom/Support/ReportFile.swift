import Foundation
import Lessons
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing a report (feedback, the CSV) where a student may have put something in the way. A report is
/// never written through a symbolic link or onto a folder, a pipe or a device: the folder is opened with
/// `O_NOFOLLOW`, whatever is at the report's name is looked at without following it and refused unless it
/// is a regular file, and the text goes to a new file (`O_CREAT | O_EXCL | O_NOFOLLOW`) renamed over the
/// name, which replaces a link put there meanwhile instead of writing through it.
public enum ReportFile {
    public enum Refusal: Error, Sendable, Equatable, CustomStringConvertible {
        /// Something that is not a regular file has the report's name.
        case notAFile(path: String, kind: FileKind)
        /// The folder to write in is not a folder (a link to one, say) or cannot be opened.
        case unusableFolder(path: String, reason: String)
        case failed(path: String, reason: String)

        public var description: String {
            switch self {
            case .notAFile(let path, let kind): "\(path) is \(kind.phrase()), not a regular file: it was not written"
            case .unusableFolder(let path, let reason): "cannot write in \(path): \(reason)"
            case .failed(let path, let reason): "cannot write \(path): \(reason)"
            }
        }
    }

    public static func write(_ text: String, to url: URL) throws(Refusal) {
        let folder = url.deletingLastPathComponent()
        let name = url.lastPathComponent
        if FileKind.at(folder.path) == nil {
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        let folderDescriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard folderDescriptor >= 0 else {
            let reason = String(cString: strerror(errno))
            if let kind = FileKind.at(folder.path), kind != .folder {
                throw .unusableFolder(path: folder.path, reason: "it is \(kind.phrase()), not a folder")
            }
            throw .unusableFolder(path: folder.path, reason: reason)
        }
        defer { close(folderDescriptor) }
        var info = stat()
        if fstatat(folderDescriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0, FileKind(mode: info.st_mode) != .regular {
            throw .notAFile(path: url.path, kind: FileKind(mode: info.st_mode))
        }
        let temporary = ".\(name).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let file = openat(folderDescriptor, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard file >= 0 else { throw .failed(path: url.path, reason: String(cString: strerror(errno))) }
        let bytes = Array(text.utf8)
        var offset = 0
        var failure: Int32 = 0
        bytes.withUnsafeBytes { buffer in
            while offset < buffer.count {
                let written = writeBytes(file, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { failure = errno; return }
                offset += written
            }
        }
        if close(file) != 0, failure == 0 { failure = errno }
        if failure == 0, renameat(folderDescriptor, temporary, folderDescriptor, name) != 0 { failure = errno }
        guard failure == 0 else {
            unlinkat(folderDescriptor, temporary, 0)
            // A folder put there after the check above.
            if fstatat(folderDescriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0, FileKind(mode: info.st_mode) != .regular {
                throw .notAFile(path: url.path, kind: FileKind(mode: info.st_mode))
            }
            throw .failed(path: url.path, reason: String(cString: strerror(failure)))
        }
    }
}
