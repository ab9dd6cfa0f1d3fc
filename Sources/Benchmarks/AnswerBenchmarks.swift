import Foundation
import Kernel
import Classroom
import Lessons

/// Typed answers: one the reading decides, which must stay under a millisecond with no compiler,
/// and a code answer the reading cannot decide, run against the model — cold (a new answer: one compile
/// and run of answer + reference) and cached (the same answer again) — reported beside one lesson cell's
/// run, its floor. Interleaved rounds, so the machine's load hits all alike.
enum AnswerBenchmarks {
    static var suite: BenchmarkSuite { BenchmarkSuite(name: "answers", make: makeBenchmarks) }
    static let rounds = 8

    static func makeBenchmarks() throws -> [Benchmark] {
        let root = ClassroomBenchmarks.packageRoot.appendingPathComponent("Content")
        let lessons = try CourseLoading.lessons(content: root)
        guard let lesson = lessons.first(where: { $0.id == "keyboard" }),
              let cell = lesson.cells.first(where: { $0.id == "convert-call" }), case .question(let question) = cell,
              let firstCode = lesson.codeCells.first(where: \.runnable), let cellUnits = CodeUnits.forCell(firstCode.id, in: lesson) else {
            throw BenchmarkSkipped(reason: "no keyboard convert-call question in Content/")
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-bench-answers-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let kernel = SwiftKernel(options: .init(cacheDirectory: scratch.appendingPathComponent("cache")))
        if let reason = blocking({ await kernel.unavailableReason() }) { throw BenchmarkSkipped(reason: reason) }
        // Warm the model's library once, as on a learner's machine.
        _ = blocking { await kernel.run(cellUnits, mode: .swift5, limits: .standard) }

        var cold: [Double] = [], cached: [Double] = [], remembered: [Double] = [], cellRuns: [Double] = []
        let clock = ContinuousClock()
        for round in 0..<rounds {
            // A new spelling each round (a different offset of zero), so nothing comes from the cache.
            let answer = "{ view.convert(endFrame, from: nil).offsetBy(dx: \(round) - \(round), dy: 0) }()"
            let first = clock.measure {
                let judgement = blocking { await question.judge(answer, runner: kernel) }
                if !judgement.result.isCorrect { print("     unexpected verdict: \(judgement.result)") }
            }
            let sameSession = clock.measure { _ = blocking { await question.judge(answer, runner: kernel) } }
            // As in a new tutor: nothing remembered in the process, the kernel's disk cache answers.
            CodeAnswerJudge.forgetDecidedAnswers()
            let again = clock.measure { _ = blocking { await question.judge(answer, runner: kernel) } }
            var editing = cellUnits
            editing[editing.count - 1].code += "\n// edit \(round) \(UUID().uuidString)\n"
            let edited = editing
            let cellRun = clock.measure { _ = blocking { await kernel.run(edited, mode: .swift5, limits: .standard) } }
            cold.append(JudgeBenchmarks.seconds(first))
            cached.append(JudgeBenchmarks.seconds(again))
            remembered.append(JudgeBenchmarks.seconds(sameSession))
            cellRuns.append(JudgeBenchmarks.seconds(cellRun))
        }
        let floor = Harness.summary("one lesson cell of keyboard, edited (compile and run)", wall: cellRuns, cpu: cellRuns, budget: nil, cpuLabel: "wall")
        let coldRun = Harness.summary("code answer to keyboard/convert-call, new (compile and run answer + reference)",
                                      wall: cold, cpu: cold, budget: nil, cpuLabel: "wall")
        let cachedRun = Harness.summary("code answer to keyboard/convert-call, the same in a new tutor (kernel's disk cache)",
                                        wall: cached, cpu: cached, budget: 0.010, cpuLabel: "wall")
        let rememberedRun = Harness.summary("code answer to keyboard/convert-call, the same again in the session", wall: remembered,
                                            cpu: remembered, budget: 0.001, cpuLabel: "wall")
        print("     cold ratio \(String(format: "%.2f", coldRun.median / floor.median)) of one cell over \(rounds) interleaved rounds")
        // The reading's path: no compiler, under a millisecond.
        let read = Benchmark(name: "answer decided by reading (keyboard/convert-call, view.window!.convert(endFrame, to: view))",
                             budgetSeconds: 0.001, body: { _ = question.judge("view.window!.convert(endFrame, to: view)") })
        return [Benchmark(name: floor.name, body: {}, measured: floor), Benchmark(name: coldRun.name, body: {}, measured: coldRun),
                Benchmark(name: cachedRun.name, body: {}, measured: cachedRun),
                Benchmark(name: rememberedRun.name, body: {}, measured: rememberedRun), read]
    }
}
