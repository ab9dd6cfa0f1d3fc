import Foundation
import Kernel
import Classroom
import Lessons

/// Checking an exercise as `tutor check` does — the learner's program on drawn scenarios and the reference
/// solution on the same seed, compared — against the check before the judge: the learner's program alone on
/// one scenario. Each round checks a freshly edited file (a new comment, so nothing of the learner's comes from
/// the cache) on a new seed; the reference's program is compiled once and reused, as it is for a learner.
/// Interleaved, so the machine's load hits both alike; the budget is 1.3 × the single-scenario check.
enum JudgeBenchmarks {
    static var suite: BenchmarkSuite { BenchmarkSuite(name: "judge", make: makeBenchmarks) }
    static let rounds = 12

    static func makeBenchmarks() throws -> [Benchmark] {
        let root = ClassroomBenchmarks.packageRoot.appendingPathComponent("Content")
        let lessons = try CourseLoading.lessons(content: root)
        guard let lesson = lessons.first(where: { $0.id == "keyboard" }), let exercise = lesson.exercises.first else {
            throw BenchmarkSkipped(reason: "no keyboard exercise in Content/")
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tutor-bench-judge-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let kernel = SwiftKernel(options: .init(cacheDirectory: scratch.appendingPathComponent("cache")))
        if let reason = blocking({ await kernel.unavailableReason() }) { throw BenchmarkSkipped(reason: reason) }
        let judge = ExerciseJudge(runner: kernel)
        var round = 0
        func edited() -> String { round += 1; return exercise.solution + "\n// edit \(round) \(UUID().uuidString)\n" }

        // Warm: the model's library and the reference's program are built once, as on a learner's machine.
        let first = edited()
        _ = blocking { await judge.judge(exercise, code: first, in: lesson, draw: ScenarioDraw(seed: 1)) }
        var judged: [Double] = [], single: [Double] = []
        let clock = ContinuousClock()
        for _ in 0..<rounds {
            let seed = ExerciseJudge.randomSeed()
            let code = edited()
            let judging = clock.measure {
                let verdict = blocking { await judge.judge(exercise, code: code, in: lesson, draw: ScenarioDraw(seed: seed)) }.verdict
                if !verdict.isCorrect { print("     unexpected verdict: \(verdict.message)") }
            }
            let other = edited()
            let alone = clock.measure {
                _ = blocking { await kernel.run(CodeUnits.forExercise(exercise, code: other, in: lesson), mode: .swift5, limits: .standard,
                                                draw: ScenarioDraw(seeds: [seed], scenarios: 1)) }
            }
            judged.append(seconds(judging))
            single.append(seconds(alone))
        }
        let baseline = Harness.summary("single-scenario check of \(lesson.id)/\(exercise.id), learner's program alone",
                                       wall: single, cpu: single, budget: nil, cpuLabel: "wall")
        let measured = Harness.summary("tutor check of \(lesson.id)/\(exercise.id): drawn scenarios + reference on the same seed",
                                       wall: judged, cpu: judged, budget: baseline.median * 1.3, cpuLabel: "wall")
        print("     ratio \(String(format: "%.2f", measured.median / baseline.median)) (budget 1.30) over \(rounds) interleaved rounds")
        return [Benchmark(name: baseline.name, body: {}, measured: baseline), Benchmark(name: measured.name, body: {}, measured: measured)]
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
