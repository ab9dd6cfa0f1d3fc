import Foundation
import Testing
import TestSupport
@testable import Kernel
@testable import Lessons
#if canImport(Glibc)
import Glibc
#endif

/// Learner files that are not what they should be: read without blocking, without reading a sparse file
/// whole, and a damaged progress file kept, never overwritten and never said to be where it is not.
struct LearnerFileTests {
    static let fixedDate = Date(timeIntervalSince1970: 1_800_000_000) // 2027-01-15T08:00:00Z

    static func sparse(_ url: URL, bytes: Int) {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        #expect(descriptor >= 0 && ftruncate(descriptor, off_t(bytes)) == 0)
        close(descriptor)
    }

    @Test("Regular files are read (links followed); pipes, folders and files over the limit are refused without waiting")
    func kinds() throws {
        let directory = TemporaryDirectory()
        directory.write(["a.swift": "let a = 1\n"])
        let url = directory.url
        #expect(mkfifo(url.appendingPathComponent("pipe").path, 0o644) == 0)
        #expect(symlink("a.swift", url.appendingPathComponent("link.swift").path) == 0)
        #expect(symlink("loop", url.appendingPathComponent("loop").path) == 0)
        try FileManager.default.createDirectory(at: url.appendingPathComponent("folder"), withIntermediateDirectories: true)
        Self.sparse(url.appendingPathComponent("big"), bytes: 1 << 30)

        #expect(LearnerFile.read(url.appendingPathComponent("a.swift")) == .contents(Data("let a = 1\n".utf8)))
        #expect(LearnerFile.read(url.appendingPathComponent("link.swift")) == .contents(Data("let a = 1\n".utf8)))
        #expect(LearnerFile.read(url.appendingPathComponent("none")) == .missing)
        #expect(LearnerFile.read(url.appendingPathComponent("a.swift/none")) == .missing)
        #expect(LearnerFile.read(url.appendingPathComponent("pipe")) == .notAFile(.namedPipe))
        #expect(LearnerFile.read(url.appendingPathComponent("folder")) == .notAFile(.folder))
        #expect(LearnerFile.read(url.appendingPathComponent("loop")) == .unreadable(reason: "Too many levels of symbolic links"))
        let started = processorNow()
        #expect(LearnerFile.read(url.appendingPathComponent("big")) == .tooLarge(bytes: 1 << 30))
        #expect(processorNow() - started < 0.1)
        #expect(LearnerFile.read(url.appendingPathComponent("a.swift"), limit: 5) == .tooLarge(bytes: 10))
        #expect(FileKind.at(url.appendingPathComponent("link.swift").path) == .symbolicLink)
        #expect(FileKind.namedPipe.phrase(Localizer(language: "ru")) == "именованный канал")
    }

    @Test("An exercise file that is a pipe or a folder is not started, and nothing waits on it")
    func learnerCode() throws {
        let directory = TemporaryDirectory()
        let workspace = Workspace(root: directory.url)
        let file = workspace.exerciseFile(lesson: "tiny", exercise: "pipe")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(mkfifo(file.path, 0o644) == 0)
        try FileManager.default.createDirectory(at: workspace.exerciseFile(lesson: "tiny", exercise: "folder"), withIntermediateDirectories: true)
        directory.write(["exercises/tiny/text.swift": "\u{FEFF}let a = 1\r\n"])
        #expect(workspace.learnerCode(lesson: "tiny", exercise: "pipe") == nil)
        #expect(workspace.learnerCode(lesson: "tiny", exercise: "folder") == nil)
        #expect(workspace.learnerCode(lesson: "tiny", exercise: "text") == "let a = 1\n")
    }

    @Test("Two damages within one second keep both copies, each under a name that exists")
    func twoDamagesInOneSecond() throws {
        let directory = TemporaryDirectory()
        let file = directory.url.appendingPathComponent("progress.json")
        let store = ProgressStore(file: file, now: { Self.fixedDate })
        directory.write(["progress.json": "first damage"])
        #expect(try store.load() == Progress())
        directory.write(["progress.json": "second damage"])
        #expect(try store.load() == Progress())
        let aside = file.path + ".damaged-20270115T080000Z"
        #expect(store.takeNotices() == [
            "The progress file \(file.path) was damaged (not a JSON object); it was moved to \(aside) and a new one was started.",
            "The progress file \(file.path) was damaged (not a JSON object); it was moved to \(aside)-2 and a new one was started.",
        ])
        #expect(directory.read("progress.json.damaged-20270115T080000Z") == "first damage")
        #expect(directory.read("progress.json.damaged-20270115T080000Z-2") == "second damage")
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test("Kept damage (the grader): the file stays as it was, the message says so, and nothing is saved over it")
    func keptDamage() throws {
        let directory = TemporaryDirectory()
        let file = directory.url.appendingPathComponent("progress.json")
        directory.write(["progress.json": "{ damaged"])
        let store = ProgressStore(file: file, damaged: .keep)
        #expect(try store.load() == Progress())
        #expect(store.takeNotices() == [
            "The progress file \(file.path) is damaged (not a JSON object); it was left as it is and read as no progress.",
        ])
        #expect(throws: ProgressError.unwritable(file: file.path, reason: "not a JSON object")) {
            try store.update { $0[lesson: "a"].currentStep = "x" }
        }
        #expect(directory.read("progress.json") == "{ damaged")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted() == ["progress.json", "progress.json.lock"])
        #expect(Localizer(language: "ru")[.progressDamagedKept, "p.json", "x"]
                == "Файл прогресса p.json повреждён (x); он оставлен как есть и прочитан как пустой.")
    }

    @Test("A progress file that is a pipe or a sparse gigabyte is refused, not waited on or read")
    func hostileProgressFile() throws {
        let directory = TemporaryDirectory()
        let file = directory.url.appendingPathComponent("progress.json")
        #expect(mkfifo(file.path, 0o644) == 0)
        #expect(throws: ProgressError.unreadable(file: file.path, reason: "it is a named pipe, not a regular file")) {
            try ProgressStore(file: file).load()
        }
        unlink(file.path)
        Self.sparse(file, bytes: 1 << 30)
        #expect(throws: ProgressError.unreadable(file: file.path, reason: "it is 1073741824 bytes, over the limit of 4194304 bytes")) {
            try ProgressStore(file: file).load()
        }
        #expect(ProgressStore(file: file, strings: Localizer(language: "ru")).loadError?.message(Localizer(language: "ru"))
                == "Не удалось прочитать файл прогресса \(file.path): его размер 1073741824 байт, больше предела в 4194304 байт")
    }
}

private extension ProgressStore {
    var loadError: ProgressError? {
        do throws(ProgressError) { _ = try load(); return nil } catch { return error }
    }
}
