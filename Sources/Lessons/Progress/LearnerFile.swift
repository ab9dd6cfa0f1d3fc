import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path is, as `lstat` or `stat` tells it (never by opening it: opening a device can act on it).
public enum FileKind: Sendable, Hashable {
    case regular, folder, symbolicLink, namedPipe, socket, device, other

    public init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .folder
        case S_IFLNK: self = .symbolicLink
        case S_IFIFO: self = .namedPipe
        case S_IFSOCK: self = .socket
        case S_IFCHR, S_IFBLK: self = .device
        default: self = .other
        }
    }

    /// The kind of `path` itself (a link is not followed); nil when nothing is there or it cannot be looked at.
    public static func at(_ path: String) -> FileKind? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return FileKind(mode: info.st_mode)
    }

    /// "a folder", "a named pipe": for messages.
    public func phrase(_ strings: Localizer = .english) -> String {
        switch self {
        case .regular: strings[.fileKindRegular]
        case .folder: strings[.fileKindFolder]
        case .symbolicLink: strings[.fileKindLink]
        case .namedPipe: strings[.fileKindPipe]
        case .socket: strings[.fileKindSocket]
        case .device: strings[.fileKindDevice]
        case .other: strings[.fileKindOther]
        }
    }
}

/// Reading a file the learner controls without trusting its kind or its size: a plain read of a named
/// pipe blocks until someone writes to it, a device may never end, and a sparse file claims gigabytes
/// it does not hold. Used for exercise sources and the progress file.
public enum LearnerFile {
    /// The largest learner file read: 4 MiB, far beyond any exercise or progress file, small enough that
    /// reading it whole costs nothing.
    public static let maximumBytes = 4 << 20

    public enum Reading: Sendable, Equatable {
        case missing
        case contents(Data)
        /// Something other than a regular file is there (a folder, a pipe, a device, a link that `stat` cannot resolve to a file).
        case notAFile(FileKind)
        case tooLarge(bytes: Int)
        case unreadable(reason: String)
    }

    /// The kind is checked with `stat` before opening, the file is opened without blocking and checked
    /// again (it may have been swapped meanwhile), and at most `limit` bytes are read. Symbolic links are
    /// followed: a learner may link their own files; the grader reads copies that hold no links.
    public static func read(_ url: URL, limit: Int = maximumBytes) -> Reading {
        var info = stat()
        guard stat(url.path, &info) == 0 else {
            return errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable(reason: String(cString: strerror(errno)))
        }
        guard FileKind(mode: info.st_mode) == .regular else { return .notAFile(FileKind(mode: info.st_mode)) }
        guard Int(info.st_size) <= limit else { return .tooLarge(bytes: Int(info.st_size)) }
        let descriptor = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .unreadable(reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        guard fstat(descriptor, &info) == 0 else { return .unreadable(reason: String(cString: strerror(errno))) }
        guard FileKind(mode: info.st_mode) == .regular else { return .notAFile(FileKind(mode: info.st_mode)) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let wanted = min(buffer.count, limit + 1 - data.count)
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                return .unreadable(reason: String(cString: strerror(errno)))
            }
            if count == 0 { return .contents(data) }
            data.append(contentsOf: buffer[0..<count])
            // It grew past the limit while being read.
            if data.count > limit { return .tooLarge(bytes: max(Int(info.st_size), data.count)) }
        }
    }

    /// The file as text the way lesson files are read: UTF-8, without a byte-order mark, with `\n` line ends.
    static func text(_ data: Data) -> String {
        var text = String(decoding: data, as: UTF8.self)
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        return text.withUnixLineEnds()
    }
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.read(descriptor, buffer, count)
    #else
    Darwin.read(descriptor, buffer, count)
    #endif
}
