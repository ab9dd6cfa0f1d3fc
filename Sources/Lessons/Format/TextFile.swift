import Foundation

/// Reading text files as UTF-8, tolerating a byte-order mark and CRLF line ends (rule 1). Bytes that
/// are not UTF-8 become U+FFFD, so the rest of the file can still be read; for lesson files and
/// `course.yaml` each line with such a byte is also reported, at that byte, since the format never
/// repairs content silently.
enum TextFile {
    static func read(_ url: URL) -> String? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return decode(data)
    }

    /// A lesson's file, read only when it is a regular file inside `root` (the lesson's folder) once every link on
    /// the way is followed: a lesson from elsewhere may name `../../`, an absolute path or a link to the teacher's
    /// private files, and none of those is read.
    static func read(_ url: URL, inside root: URL) -> String? {
        guard isInside(url, root: root) else { return nil }
        return read(url)
    }

    /// Whether `url` leads to a regular file inside `root` after links are followed.
    static func isInside(_ url: URL, root: URL) -> Bool {
        guard let real = realPath(url.path), let realRoot = realPath(root.path) else { return false }
        var info = stat()
        guard stat(real, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return false }
        return real.hasPrefix(realRoot.hasSuffix("/") ? realRoot : realRoot + "/")
    }

    /// Why a path a lesson names is refused, or nil when it is a regular file inside the lesson's folder.
    static func refusal(_ relative: String, in root: URL) -> Refusal? {
        let url = root.appendingPathComponent(relative)
        if relative.hasPrefix("/") || relative.split(separator: "/").contains("..") { return .outside }
        guard FileManager.default.fileExists(atPath: url.path) else { return .missing }
        return isInside(url, root: root) ? nil : .outside
    }

    enum Refusal { case missing, outside }

    /// What `url` is when it exists (links followed) and is no regular file (a FIFO, a device, a folder, a socket);
    /// nil for a regular file or nothing at all. A lesson's file that is one of these is named as such, not as missing.
    static func irregularKind(_ url: URL) -> StringKey? {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFIFO: return .fileKindPipe
        case S_IFDIR: return .fileKindFolder
        case S_IFSOCK: return .fileKindSocket
        default: return .fileKindDevice
        }
    }

    /// The diagnostic for a lesson's file that could not be read: missing, or there but no regular file.
    static func unreadable(_ file: URL, strings: Localizer) -> LessonDiagnostic {
        let message = irregularKind(file).map { strings[.notARegularFile, file.lastPathComponent, strings[$0]] }
            ?? oversize(file).map { strings[.lessonFileTooLarge, file.lastPathComponent, String($0 >> 20), String(largestFileBytes >> 20)] }
            ?? strings[.missingFile, file.lastPathComponent]
        return LessonDiagnostic(file: file.path, line: 0, column: 0, severity: .error, message: message)
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The largest lesson or course file read: far above any lesson (the largest shipped is under 100 KB), far below
    /// what stalls lint (a 413 MB lesson.md took 114 s and 3.1 GB).
    static let largestFileBytes = 8 << 20

    /// The size of the regular file at `url` when it is larger than `largestFileBytes`.
    static func oversize(_ url: URL) -> Int? {
        var info = stat()
        guard stat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) > largestFileBytes else { return nil }
        return Int(info.st_size)
    }

    /// The file's text and an error at the first invalid UTF-8 byte of each line that has one; nil when it is missing,
    /// no regular file, or larger than `largestFileBytes` (`unreadable` says which).
    static func read(_ url: URL, strings: Localizer) -> (text: String, diagnostics: [LessonDiagnostic])? {
        guard irregularKind(url) == nil, oversize(url) == nil, let data = FileManager.default.contents(atPath: url.path) else { return nil }
        let text = decode(data)
        return (text, invalidUTF8(in: data, decoded: text, file: url.path, strings: strings))
    }

    static func decode(_ bytes: some Collection<UInt8>) -> String {
        var text = String(decoding: bytes, as: UTF8.self)
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        return text.withUnixLineEnds()
    }

    /// Errors at invalid UTF-8 in `bytes`, whose decoding is `decoded`. Valid text is told apart
    /// without a second decoding: an invalid byte leaves a U+FFFD (EF BF BD) in the text, so text
    /// without byte 0xEF, or equal to the bytes, had none.
    static func invalidUTF8(in bytes: some Collection<UInt8>, decoded: String, file: String, strings: Localizer) -> [LessonDiagnostic] {
        guard decoded.containsByte(0xEF), !decoded.utf8.elementsEqual(bytes) else { return [] }
        let bytes = Array(bytes)
        var diagnostics: [LessonDiagnostic] = []
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0, line = 1, column = 1, reportedLine = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let scalar = Unicode.UTF8.decode(encoded)
                if scalar == "\n" {
                    line += 1
                    column = 1
                } else if !(offset == 0 && scalar == "\u{FEFF}") {  // the byte-order mark is dropped; columns start after it
                    column += 1
                }
                offset += encoded.count
            case .error(let length):
                if reportedLine != line {
                    diagnostics.append(LessonDiagnostic(file: file, line: line, column: column, severity: .error,
                                                        message: strings[.invalidUTF8, String(bytes[offset], radix: 16, uppercase: true)]))
                    reportedLine = line
                }
                column += 1  // decoded as one U+FFFD, a column like any scalar
                offset += length
            case .emptyInput:
                return diagnostics
            }
        }
    }
}
