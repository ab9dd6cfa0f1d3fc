import Foundation
import Lessons

/// The lessons engine: a typed answer must be judged in under 1 ms, so checking feels instant
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
    let minimum = try question("minimum")
    let launch = try question("launch")
    let convert = try question("convert")
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
        // Answers in the forms learners write, none needing a compiler.
        Benchmark(name: "number answer judged (another unit, converted, with its note)", budgetSeconds: 1e-3, iterations: 500,
                  body: { for answer in ["1 min", "одна минута"] { if minimum.judge(answer).note != nil { sink &+= 1 } } }),
        Benchmark(name: "number answer judged (wrong, feedback rule read in words)", budgetSeconds: 1e-3, iterations: 500,
                  body: judged(minimum, ["zero seconds"])),
        // One answer per benchmark: the budget is an answer's.
        Benchmark(name: "order answer judged (Objective-C selectors, right)", budgetSeconds: 1e-3, iterations: 500,
                  body: judged(launch, ["application:willFinishLaunchingWithOptions:, application:didFinishLaunchingWithOptions:, application:didReceiveLocalNotification:, applicationDidBecomeActive:"])),
        Benchmark(name: "order answer judged (Swift labels, swapped neighbours)", budgetSeconds: 1e-3, iterations: 500,
                  body: judged(launch, ["application(_:willFinishLaunchingWithOptions:), application(_:didFinishLaunchingWithOptions:), applicationDidBecomeActive(_:), application(_:didReceive:)"])),
        Benchmark(name: "expression answer judged (the same conversion from the window's end)", budgetSeconds: 1e-3, iterations: 500,
                  body: judged(convert, ["view.window!.convert(endFrame, to: view)"])),
        Benchmark(name: "expression answer judged (the other way round, feedback rule matched)", budgetSeconds: 1e-3, iterations: 500,
                  body: judged(convert, ["let frame = self.view.convert(endFrame, to: nil)"])),
        // Answers inside a sentence of 30 words, read word by word as a teacher reads them.
        Benchmark(name: "number answer in a 30-word sentence (right, English)", budgetSeconds: 1e-3, iterations: 500,
                  body: judged(minimum, [BenchmarkSuite.sentenceEnglish])),
        Benchmark(name: "number answer in a 30-word sentence (right, Russian)", budgetSeconds: 1e-3, iterations: 500,
                  body: judged(minimum, [BenchmarkSuite.sentenceRussian])),
        Benchmark(name: "symbol answer in a 30-word sentence (wrong, every word tried as a name)", budgetSeconds: 1e-3, iterations: 500,
                  body: judged(key, [BenchmarkSuite.sentenceWrongSymbol])),
        Benchmark(name: "lesson parsed (7 questions)", budgetSeconds: nil, iterations: 50, body: {
            if Lesson.parse(markdown: benchmarkLesson, directory: folder).0 != nil { sink &+= 1 }
        }),
    ]
}

extension BenchmarkSuite {
    /// Thirty words each: the value inside a learner's long sentence.
    static let sentenceEnglish = "Well, after reading the documentation twice I am fairly sure that the smallest interval a repeating trigger "
        + "accepts is 60 seconds, and anything shorter makes the initializer throw straight away"
    static let sentenceRussian = "Насколько я понял из документации и из примера в уроке, самый короткий интервал для повторяющегося триггера "
        + "равен 60 секундам, а любое меньшее значение сразу приводит к ошибке при создании триггера"
    static let sentenceWrongSymbol = "I am not completely sure, but I believe the key you read from the notification's user info dictionary right "
        + "here is UIKeyboardFrameBeginUserInfoKey because it describes where the keyboard will end"
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

```question
id: minimum
prompt: The smallest repeating interval?
validator:
  type: number
  answer: 60
  unit: s
  tell_direction: true
feedback:
  - answer: 0
    message: Zero is refused even for a one-shot trigger.
```

```question
id: launch
prompt: The calls, in order?
validator:
  type: order
  answer:
    - application(_:willFinishLaunchingWithOptions:)
    - application(_:didFinishLaunchingWithOptions:)
    - application(_:didReceive:)
    - applicationDidBecomeActive
feedback:
  - answer: application(_:willFinishLaunchingWithOptions:), application(_:didFinishLaunchingWithOptions:), applicationDidBecomeActive, application(_:didReceive:)
    message: didReceive comes while the app is still inactive.
```

```question
id: convert
prompt: The end frame in the view's coordinates?
validator:
  type: expression
  answer: "view.convert(endFrame, from: nil)"
feedback:
  - answer: "view.convert(endFrame, to: nil)"
    message: That goes the other way.
```
"""
