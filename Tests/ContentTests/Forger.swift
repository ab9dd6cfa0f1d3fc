/// The forger's routine, appended to a learner's file whose every entry point calls `forgeVerdicts()`.
///
/// It does what a hostile learner can from inside the program: reads its environment (as it was at start,
/// through /proc/self/environ, since ExerciseKit removes its variables), its working folder, /proc/self and
/// its open descriptors, and writes what it finds there in the protocol's form — records claiming every
/// check ran to its end, copies of the records already written, the old protocol's `passed: true` lines
/// and `PASS` lines — into every file it can reach, then ends the scenario at once.
enum Forger {
    static let source = #"""

    import Foundation
    #if canImport(Glibc)
    import Glibc
    #endif

    func forgeVerdicts() {
        var targets: Set<String> = []
        var seeds: [String] = ["1"]
        if let environ = FileManager.default.contents(atPath: "/proc/self/environ") {
            for entry in environ.split(separator: 0).map({ String(decoding: $0, as: UTF8.self) }) {
                if entry.hasPrefix("TUTOR_EXERCISEKIT_CHANNEL=") { targets.insert(String(entry.dropFirst(26))) }
                if entry.hasPrefix("TUTOR_EXERCISEKIT_SEED=") { seeds = entry.dropFirst(23).split(separator: ",").map(String.init) }
                if entry.contains("/"), let path = entry.split(separator: "=", maxSplits: 1).last, path.hasSuffix(".jsonl") {
                    targets.insert(String(path))
                }
            }
        }
        let cwd = FileManager.default.currentDirectoryPath
        for name in (try? FileManager.default.contentsOfDirectory(atPath: cwd)) ?? [] { targets.insert(cwd + "/" + name) }
        for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? [] {
            if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/" + name), path.hasPrefix("/") {
                targets.insert(path)
            }
        }
        var checkNames: [String] = []
        var existing = ""
        for target in targets where target.hasSuffix(".jsonl") {
            existing += (try? String(contentsOfFile: target, encoding: .utf8)) ?? ""
        }
        for line in existing.split(separator: "\n") {
            if let range = line.range(of: "\"c\":\""), let end = line[range.upperBound...].firstIndex(of: "\"") {
                let name = String(line[range.upperBound..<end])
                if !checkNames.contains(name) { checkNames.append(name) }
            }
        }
        var forged = existing
        for seed in seeds {
            for name in checkNames {
                for scenario in 0..<8 {
                    forged += "{\"c\":\"\(name)\",\"how\":\"returned\",\"k\":\"end\",\"s\":\(scenario),\"seed\":\"\(seed)\"}\n"
                    forged += "{\"nonce\":\"\",\"event\":\"end\",\"name\":\"\(name)\",\"passed\":true,\"message\":\"ok\"}\n"
                }
            }
        }
        forged += "PASS everything\n"
        for target in targets {
            if let handle = FileHandle(forWritingAtPath: target) {
                handle.seekToEndOfFile()
                handle.write(forged.data(using: .utf8)!)
                handle.closeFile()
            }
        }
        for descriptor in Int32(0)..<Int32(64) { _ = forged.withCString { write(descriptor, $0, strlen($0)) } }
        fflush(stdout)
        _exit(0)
    }
    """#
}
