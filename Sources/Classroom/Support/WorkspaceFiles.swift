import Foundation
import Kernel
import Lessons
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Walking a student's workspace without trusting what is in it. Only folders and regular files are taken:
/// a named pipe would block whoever opens it, a device may never end, a link may lead into a classmate's
/// folder or `/etc`, and a sparse file claims gigabytes. Everything else is left out and said, per student,
/// as a `Problem`, so one hostile workspace costs that student the file and never stalls the class.
///
/// Nothing is followed: folders are opened with `O_NOFOLLOW` relative to their parent's descriptor, entries
/// are looked at with `fstatat(AT_SYMLINK_NOFOLLOW)` and files are opened with `O_NONBLOCK` and checked again
/// with `fstat`, so a pipe swapped in meanwhile is never waited on. A file's size is checked before it is
/// opened, and no more than `Limits.fileBytes` bytes are ever read from it.
public enum WorkspaceFiles {
    public struct Limits: Sendable, Hashable {
        /// A file larger than this is left out unread (a 1 GB sparse file costs one `fstatat`).
        public var fileBytes: Int
        /// All files together; files past this are left out.
        public var totalBytes: Int
        /// Files and folders looked at; the walk stops after this many.
        public var entries: Int
        /// Folders nested deeper than this are left out.
        public var depth: Int
        /// Problems listed one by one; the rest are counted in one last problem.
        public var problems: Int

        public init(fileBytes: Int = LearnerFile.maximumBytes, totalBytes: Int = 64 << 20, entries: Int = 10_000, depth: Int = 32,
                    problems: Int = 20) {
            self.fileBytes = fileBytes
            self.totalBytes = totalBytes
            self.entries = entries
            self.depth = depth
            self.problems = problems
        }

        public static let standard = Limits()
    }

    /// Why the grader expects a regular file at a path: something else there is a problem even when it is a folder.
    public enum Role: Sendable, Hashable {
        /// Read by the grader (the progress file, an exercise's source); `item` is the graded item it holds.
        case input(item: String?)
        /// Written by the grader (a feedback report): a regular file there is ours and is not part of the submission.
        case report
    }

    /// Something left out of a workspace, said for the instructor and the student.
    public struct Problem: Sendable, Hashable, CustomStringConvertible {
        /// Relative to the workspace; empty for the workspace as a whole.
        public var path: String
        public var item: String?
        public var detail: String

        public var containment: Containment { Containment(kind: .unsafeFile, item: item, detail: detail) }
        public var description: String { detail }
    }

    /// A file taken: its relative path, size and SHA-256.
    public struct FileRecord: Sendable, Hashable {
        public var path: String
        public var size: Int
        public var digest: [UInt8]
    }

    public struct Scan: Sendable {
        /// In walking order: in each folder, the expected paths (and the folders on their way) first, then the other
        /// entries, each group sorted by name.
        public var files: [FileRecord]
        public var problems: [Problem]
    }

    /// The paths class grading expects to be regular files: the progress file and its lock, each exercise's
    /// source, and the feedback reports when they are written into the workspace.
    public static func expectedPaths(lessons: [LessonOutline], reportsInWorkspace: Bool) -> [String: Role] {
        var paths: [String: Role] = ["progress.json": .input(item: nil), "progress.json.lock": .input(item: nil)]
        for lesson in lessons {
            for item in lesson.items where item.kind == .exercise {
                paths["exercises/\(lesson.id)/\(item.id).swift"] = .input(item: "\(lesson.id)/\(item.id)")
            }
        }
        if reportsInWorkspace {
            for name in FeedbackReport.fileNames { paths[name] = .report }
        }
        return paths
    }

    /// Hashes every file taken (streamed, within the limits) and lists what was left out.
    public static func scan(_ root: URL, expected: [String: Role] = [:], limits: Limits = .standard) -> Scan {
        let sink = HashingSink()
        let walker = Walker(expected: expected, limits: limits, sink: sink)
        try? walker.walk(root) // the hashing sink never throws
        return Scan(files: sink.records, problems: walker.problems)
    }

    /// Copies the files taken into `destination` (created afresh, folders 0755, files 0644) and returns what
    /// was left out. Throws only for the grader's own failures (the destination cannot be written).
    public static func stage(_ root: URL, to destination: URL, expected: [String: Role] = [:], limits: Limits = .standard) throws -> [Problem] {
        try? FileManager.default.removeItem(at: destination)
        let sink = try StagingSink(destination: destination)
        let walker = Walker(expected: expected, limits: limits, sink: sink)
        try walker.walk(root)
        return walker.problems
    }

    /// The contents of every file taken, by relative path (lesson folders, for exporting them).
    static func contents(under root: URL, limits: Limits = .standard) -> [(String, Data)] {
        let sink = CollectingSink()
        try? Walker(expected: [:], limits: limits, sink: sink).walk(root)
        return sink.files
    }

    static let leftOut = "it was left out of grading"

    /// "feedback.md is a folder, not a regular file: the feedback report was not written".
    public static func notRegular(_ path: String, _ kind: FileKind, role: Role?) -> String {
        "\(path) is \(kind.phrase()), not a regular file: " + (role == .report ? "the feedback report was not written" : leftOut)
    }

    static func tooLarge(_ path: String, bytes: Int, limit: Int) -> String {
        "\(path) is \(bytes) bytes, over the limit of \(limit) bytes per file: \(leftOut)"
    }
}

/// The grader failed to copy a workspace (its own disk, not the student's doing).
struct StagingError: Error, CustomStringConvertible {
    var path: String
    var reason: String
    var description: String { "could not copy \(path): \(reason)" }

    init(_ path: String, errno code: Int32 = errno) {
        self.path = path
        reason = String(cString: strerror(code))
    }
}

/// What a walk does with the folders and files it takes.
private protocol WalkSink: AnyObject {
    func enter(folder name: UnsafePointer<CChar>, path: String) throws
    func leave()
    func begin(file name: UnsafePointer<CChar>, path: String) throws
    func append(_ bytes: UnsafeRawBufferPointer) throws
    /// `kept` is false when the file turned out unusable while being read (it grew past the limit).
    func end(file name: UnsafePointer<CChar>, path: String, size: Int, kept: Bool) throws
}

private final class Walker {
    let expected: [String: WorkspaceFiles.Role]
    let limits: WorkspaceFiles.Limits
    let sink: any WalkSink
    private(set) var problems: [WorkspaceFiles.Problem] = []
    private var unlisted = 0
    private var entries = 0
    private var bytes = 0
    private var full = false
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)

    /// The expected paths and every folder on the way to one: walked first in each folder, so that a workspace over
    /// the entry limit loses its junk, never its progress or exercise files.
    let expectedOrOnTheWay: Set<String>

    init(expected: [String: WorkspaceFiles.Role], limits: WorkspaceFiles.Limits, sink: any WalkSink) {
        self.expected = expected
        self.limits = limits
        self.sink = sink
        var paths: Set<String> = []
        for path in expected.keys {
            var parts = path.split(separator: "/").map(String.init)
            while !parts.isEmpty {
                paths.insert(parts.joined(separator: "/"))
                parts.removeLast()
            }
        }
        expectedOrOnTheWay = paths
    }

    func walk(_ root: URL) throws {
        let descriptor = open(root.path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno))
            if let kind = FileKind.at(root.path), kind != .folder {
                add("", nil, "the workspace is \(kind.phrase()), not a folder: nothing in it was graded")
            } else {
                add("", nil, "the workspace cannot be read (\(reason)): nothing in it was graded")
            }
            return
        }
        try walkFolder(descriptor, path: "", depth: 0)
        if unlisted > 0 {
            problems.append(.init(path: "", item: nil, detail: "\(unlisted) more \(unlisted == 1 ? "problem" : "problems") like these, not listed"))
        }
    }

    private func add(_ path: String, _ item: String?, _ detail: String) {
        guard problems.count < limits.problems else { unlisted += 1; return }
        problems.append(.init(path: path, item: item, detail: detail))
    }

    private func unreadable(_ path: String, _ item: String?, errno code: Int32 = errno) {
        add(path, item, "\(path) cannot be read (\(String(cString: strerror(code)))): \(WorkspaceFiles.leftOut)")
    }

    /// Takes ownership of `descriptor`.
    private func walkFolder(_ descriptor: Int32, path folderPath: String, depth: Int) throws {
        guard let directory = fdopendir(descriptor) else {
            unreadable(folderPath, nil)
            close(descriptor)
            return
        }
        defer { closedir(directory) }
        var names: [(bytes: [CChar], text: String)] = []
        var wanted: [(bytes: [CChar], text: String)] = []
        var read = 0
        while let entry = readdir(directory) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.bindMemory(to: CChar.self).prefix { $0 != 0 }) }
            if bytes == [46] || bytes == [46, 46] { continue }
            let text = String(decoding: bytes.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if expectedOrOnTheWay.contains(folderPath.isEmpty ? text : "\(folderPath)/\(text)") {
                wanted.append((bytes + [0], text))
            } else {
                names.append((bytes + [0], text))
            }
            // The expected files are looked for past the limit, within reason: a folder of millions is not read whole.
            read += 1
            if read > limits.entries * 20 { break }
        }
        // Sorted before the limit cuts, so the same workspace always keeps the same files.
        names = wanted.sorted { $0.text < $1.text } + names.sorted { $0.text < $1.text }.prefix(limits.entries + 1)
        let folder = dirfd(directory)
        for name in names {
            guard !full else { return }
            entries += 1
            guard entries <= limits.entries else {
                full = true
                problems.append(.init(path: "", item: nil, detail: "the workspace has more than \(limits.entries) files and folders: "
                                      + "the rest were left out of grading"))
                return
            }
            let path = folderPath.isEmpty ? name.text : "\(folderPath)/\(name.text)"
            try name.bytes.withUnsafeBufferPointer { try visit($0.baseAddress!, text: name.text, path: path, in: folder, depth: depth) }
        }
    }

    private func visit(_ name: UnsafePointer<CChar>, text: String, path: String, in folder: Int32, depth: Int) throws {
        let role = expected[path]
        var item: String? = nil
        if case .input(let expectedItem) = role { item = expectedItem }
        var info = stat()
        guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return unreadable(path, item) }
        let kind = FileKind(mode: info.st_mode)
        switch kind {
        case .folder where role == nil:
            guard depth < limits.depth else {
                return add(path, nil, "\(path) is nested more than \(limits.depth) folders deep: \(WorkspaceFiles.leftOut)")
            }
            let child = openat(folder, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard child >= 0 else { return unreadable(path, nil) }
            do { try sink.enter(folder: name, path: path) } catch {
                close(child)
                throw error
            }
            defer { sink.leave() }
            try walkFolder(child, path: path, depth: depth + 1)
        case .regular:
            // Reports and the like are written by the grader, not submitted.
            if role == .report || (role == nil && ContentHash.generatedFileNames.contains(text)) { return }
            try take(name, path: path, item: item, in: folder, size: Int(info.st_size), inode: info.st_ino)
        default:
            add(path, item, WorkspaceFiles.notRegular(path, kind, role: role))
        }
    }

    private func take(_ name: UnsafePointer<CChar>, path: String, item: String?, in folder: Int32, size: Int, inode: ino_t) throws {
        guard size <= limits.fileBytes else {
            return add(path, item, WorkspaceFiles.tooLarge(path, bytes: size, limit: limits.fileBytes))
        }
        guard bytes + size <= limits.totalBytes else {
            return add(path, item, "\(path) would bring the workspace over \(limits.totalBytes) bytes in all: \(WorkspaceFiles.leftOut)")
        }
        let descriptor = openat(folder, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return unreadable(path, item) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, FileKind(mode: info.st_mode) == .regular, info.st_ino == inode else {
            return add(path, item, "\(path) changed while it was read: \(WorkspaceFiles.leftOut)")
        }
        try sink.begin(file: name, path: path)
        var read = 0
        while true {
            let wanted = min(buffer.count, limits.fileBytes + 1 - read)
            let count = buffer.withUnsafeMutableBytes { readBytes(descriptor, $0.baseAddress, wanted) }
            if count < 0, errno == EINTR { continue }
            if count < 0 {
                unreadable(path, item)
                return try sink.end(file: name, path: path, size: read, kept: false)
            }
            if count == 0 { break }
            read += count
            if read > limits.fileBytes {
                add(path, item, WorkspaceFiles.tooLarge(path, bytes: max(read, Int(info.st_size)), limit: limits.fileBytes))
                return try sink.end(file: name, path: path, size: read, kept: false)
            }
            try buffer.withUnsafeBytes { try sink.append(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
        }
        bytes += read
        try sink.end(file: name, path: path, size: read, kept: true)
    }
}

private final class HashingSink: WalkSink {
    var records: [WorkspaceFiles.FileRecord] = []
    private var hasher = ContentDigest()

    func enter(folder name: UnsafePointer<CChar>, path: String) {}
    func leave() {}
    func begin(file name: UnsafePointer<CChar>, path: String) { hasher = ContentDigest() }
    func append(_ bytes: UnsafeRawBufferPointer) { hasher.update(bytes) }
    func end(file name: UnsafePointer<CChar>, path: String, size: Int, kept: Bool) {
        if kept { records.append(.init(path: path, size: size, digest: hasher.finalize())) }
    }
}

private final class CollectingSink: WalkSink {
    var files: [(String, Data)] = []
    private var data = Data()

    func enter(folder name: UnsafePointer<CChar>, path: String) {}
    func leave() {}
    func begin(file name: UnsafePointer<CChar>, path: String) { data = Data() }
    func append(_ bytes: UnsafeRawBufferPointer) { data.append(contentsOf: bytes) }
    func end(file name: UnsafePointer<CChar>, path: String, size: Int, kept: Bool) {
        if kept { files.append((path, data)) }
    }
}

/// Recreates the folders and files taken under a fresh destination, relative to descriptors of its folders.
private final class StagingSink: WalkSink {
    private var folders: [Int32]
    private var file: Int32 = -1
    private var filePath = ""

    init(destination: URL) throws {
        guard mkdir(destination.path, 0o755) == 0 else { throw StagingError(destination.path) }
        let descriptor = open(destination.path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { throw StagingError(destination.path) }
        folders = [descriptor]
    }

    deinit {
        if file >= 0 { close(file) }
        for folder in folders { close(folder) }
    }

    func enter(folder name: UnsafePointer<CChar>, path: String) throws {
        guard mkdirat(folders[folders.count - 1], name, 0o755) == 0 else { throw StagingError(path) }
        let descriptor = openat(folders[folders.count - 1], name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { throw StagingError(path) }
        folders.append(descriptor)
    }

    func leave() { close(folders.removeLast()) }

    func begin(file name: UnsafePointer<CChar>, path: String) throws {
        file = openat(folders[folders.count - 1], name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard file >= 0 else { throw StagingError(path) }
        filePath = path
    }

    func append(_ bytes: UnsafeRawBufferPointer) throws {
        var offset = 0
        while offset < bytes.count {
            let written = writeBytes(file, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { throw StagingError(filePath) }
            offset += written
        }
    }

    func end(file name: UnsafePointer<CChar>, path: String, size: Int, kept: Bool) throws {
        let closed = close(file)
        file = -1
        if !kept {
            unlinkat(folders[folders.count - 1], name, 0)
        } else if closed != 0 {
            throw StagingError(path)
        }
    }
}

func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.read(descriptor, buffer, count)
    #else
    Darwin.read(descriptor, buffer, count)
    #endif
}

func writeBytes(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, buffer, count)
    #else
    Darwin.write(descriptor, buffer, count)
    #endif
}
