import Foundation
import Testing
@testable import Kernel
@testable import Lessons

/// A child that exits without reading its input: the write fails with EPIPE inside the runner instead of
/// SIGPIPE killing the tutor (the last CI run of the suite died of signal 13), and the child itself starts
/// with SIGPIPE's default action, as any program expects.
@Suite struct BrokenPipeTests {
    @Test func aChildThatReadsNothingCostsTheWriterNothing() async {
        let input = Data(repeating: UInt8(ascii: "x"), count: 4 << 20) // far more than a pipe holds
        let outcome = await ProcessRunner().run(ProcessRequest(executable: "/bin/sh", arguments: ["-c", "exit 3"], standardInput: input,
                                                               limits: ProcessLimits(wallSeconds: 120)))
        #expect(outcome.termination == .exited(3))
    }

    @Test func theChildStartsWithSIGPIPEsDefault() async {
        // `yes | head -1` ends because yes dies of SIGPIPE; an ignored SIGPIPE would make yes run to the time limit.
        let outcome = await ProcessRunner().run(ProcessRequest(executable: "/bin/sh", arguments: ["-c", "yes | head -1; grep SigIgn /proc/self/status"],
                                                               limits: ProcessLimits(wallSeconds: 20)))
        #expect(outcome.termination == .exited(0))
        let text = String(decoding: outcome.standardOutput, as: UTF8.self)
        #expect(text.hasPrefix("y\nSigIgn:"), "\(text)")
        let mask = text.split(separator: "\t").last.flatMap { UInt64($0.trimmingCharacters(in: .whitespacesAndNewlines), radix: 16) } ?? 1
        #expect(mask & (1 << (UInt64(SIGPIPE) - 1)) == 0, "SIGPIPE ignored in the child: \(text)")
    }
}
