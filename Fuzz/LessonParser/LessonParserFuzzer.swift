import Classroom
import Foundation
import Lessons

/// One fuzz input is the bytes of a `lesson.md`, read every way tutor reads a lesson: as a course
/// opened for learning (overview, then the lesson with its blocks deferred, then every step's
/// blocks), as tools load it (every block at once, patterns checked, prose to HTML), and as
/// `tutor lint --no-run` checks the course. Anything but a crash, a hang or runaway memory is fine:
/// diagnostics are the expected answer to bad input.
enum LessonParserFuzzer {
    /// A course folder of one lesson, `fuzz`, whose `lesson.md` each input overwrites.
    static let content: URL = {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("tutor-lesson-fuzz-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
        let lesson = root.appendingPathComponent("fuzz", isDirectory: true)
        try! FileManager.default.createDirectory(at: lesson, withIntermediateDirectories: true)
        try! Data("format: 1\ntitle: Fuzz\nlessons: [fuzz]\n".utf8).write(to: root.appendingPathComponent("course.yaml"))
        atexit { try? FileManager.default.removeItem(at: LessonParserFuzzer.content) }
        return root
    }()

    static func run(_ bytes: Data) {
        let folder = content.appendingPathComponent("fuzz", isDirectory: true)
        guard (try? bytes.write(to: folder.appendingPathComponent("lesson.md"))) != nil else { return }

        // As a learner opens it: overviews, then the lesson, then each step's deferred blocks.
        let (opened, _) = Course.open(contentDirectory: content, language: "en")
        _ = opened.overviews
        _ = opened.overviewDiagnostics
        if case .found(let lesson) = opened.lookUp(lesson: "fuzz") {
            for step in lesson.steps { _ = step.cells }
            _ = lesson.takeLateDiagnostics()
            _ = lesson.questions.map(\.hints)
        }

        // As lint and the tools load it.
        let (lesson, diagnostics) = Lesson.load(directory: folder, language: "en")
        _ = diagnostics.map(\.description)
        if let lesson {
            _ = lesson.overview
            _ = lesson.exercises.map(\.id)
            // Prose as the front ends show it (Ink's HTML).
            for case .prose(let prose) in lesson.cells { _ = prose.html }
        }

        // As `tutor lint --no-run` does (async; the fuzzer's callback waits for it).
        let linted = DispatchSemaphore(value: 0)
        Task {
            _ = await LessonLinter(runner: nil).lint(path: content)
            linted.signal()
        }
        linted.wait()
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    LessonParserFuzzer.run(Data(bytes: start, count: count))
    return 0
}

/// libFuzzer's driver, which its own `main` calls (exported by libFuzzer for programs with their own `main`).
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                     _ callback: @convention(c) (UnsafeRawPointer, Int) -> CInt) -> CInt

/// The entry point SwiftPM links an executable target's `main` to (`--defsym main=<module>_main`):
/// it hands the command line to libFuzzer's driver, as libFuzzer's own `main` would.
@_cdecl("lesson_parser_fuzzer_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return runFuzzerDriver(&argc, &argv) { start, count in fuzz(start, count) }
}
