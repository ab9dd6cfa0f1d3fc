import Foundation
import Lessons

/// The lessons engine: a typed answer must be judged in under 1 ms (issue 3), so checking feels instant
/// even with feedback rules that re-read the answer. Questions are parsed from lesson text, as in use.
@MainActor let lessonsSuite = BenchmarkSuite(name: "lessons") {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-bench-lessons-\(getpid())/bench", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let (parsed, diagnostics) = Lesson.parse(markdown: benchmarkLesson, directory: folder)
    guard let lesson = parsed, diagnostics.isEmpty else {
        throw BenchmarkSetupError(message: diagnostics.map(\.description).joined(separator: "\n"))
    }
    func question(_ id: String) throws -> Question {
        guard let question = lesson.question(id: id) else { throw BenchmarkSetupError(message: "no question \(id)") }
        return question
    }
    let frame = try question("frame")
    let key = try question("key")
    let mode = try question("mode")
    let lift = try question("lift")
    var sink = 0

    func judged(_ question: Question, _ answers: [String]) -> () throws -> Void {
        {
            for answer in answers {
                if case .correct = question.judge(answer).result { sink &+= 1 }
            }
        }
    }
    return [
        Benchmark(name: "geometry answer judged (CGRect spelling, right)", budgetSeconds: 1e-3, iterations: 500,
                  body: judged(frame, ["CGRect(x: 0, y: 352, width: 320, height: 216)"])),
        Benchmark(name: "geometry answer judged (wrong, two feedback rules tried)", budgetSeconds: 1e-3, iterations: 500,
                  body: judged(frame, ["{{0, 264}, {320, 216}}"])),
        Benchmark(name: "symbol answer judged (Objective-C spelling)", budgetSeconds: 1e-3, iterations: 500,
                  body: judged(key, ["UIKeyboardFrameEndUserInfoKey"])),
        Benchmark(name: "symbol answer judged (wrong, feedback rule matched)", budgetSeconds: 1e-3, iterations: 500,
                  body: judged(mode, ["UITextFieldViewModeAlways"])),
        Benchmark(name: "arithmetic answer judged (pattern feedback)", budgetSeconds: 1e-3, iterations: 500,
                  body: judged(lift, ["-(500 - 352)"])),
        Benchmark(name: "lesson parsed (4 questions)", budgetSeconds: nil, iterations: 50, body: {
            if Lesson.parse(markdown: benchmarkLesson, directory: folder).0 != nil { sink &+= 1 }
        }),
    ]
}

struct BenchmarkSetupError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

let benchmarkLesson = """
---
format: 1
id: bench
title: Benchmark lesson
summary: Questions for timing validators.
objectives:
  - Time the validators
estimated_minutes: 1
---

## Questions
<!-- step: questions -->

```question
id: frame
prompt: The keyboard's frame?
validator:
  type: geometry
  shape: rect
  answer: "{{0, 352}, {320, 216}}"
feedback:
  - answer: "{{0, 0}, {320, 216}}"
    message: The keyboard sits at the bottom.
  - answer: "{{0, 264}, {320, 216}}"
    message: That is a 480-point screen.
```

```question
id: key
prompt: Which key?
validator:
  type: symbol
  answer: UIResponder.keyboardFrameEndUserInfoKey
feedback:
  - answer: UIKeyboardFrameBeginUserInfoKey
    message: That is the begin frame.
```

```question
id: mode
prompt: Which mode?
validator:
  type: symbol
  answer: UITextField.ViewMode.whileEditing
feedback:
  - answer: UITextFieldViewModeUnlessEditing
    message: The opposite.
  - answer: .always
    message: Always shows it, even when not editing.
```

```question
id: lift
prompt: How far up?
validator:
  type: arithmetic
  answer: 148
  unit: pt
feedback:
  - pattern: "^-"
    message: Up is positive here.
```
"""
