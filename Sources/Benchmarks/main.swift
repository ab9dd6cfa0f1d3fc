// Benchmarks for every part of tutor: `swift run -c release tutor-bench [SUITE …]`.
// Each suite lives in its own file in this folder; add it to this list.
Harness.main(suites: [
    lessonsSuite,
    notificationBenchmarks,
    KernelBenchmarks.suite,
    startupSuite,
    uikitBenchmarks,
    layoutBenchmarks,
    ClassroomBenchmarks.suite,
    JudgeBenchmarks.suite,
    AnswerBenchmarks.suite,
    ContainmentBenchmarks.suite,
    ReplBenchmarks.suite,
    JupyterBenchmarks.suite,
    WireBenchmarks.suite,
    SpeedBenchmarks.suite,
], arguments: Array(CommandLine.arguments.dropFirst()))
