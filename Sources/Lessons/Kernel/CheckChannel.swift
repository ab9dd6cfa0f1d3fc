import Foundation

/// The kernel's end of ExerciseKit's reporting channel.
///
/// The kernel names a file and a nonce in `TUTOR_EXERCISEKIT_CHANNEL` (`<nonce>:<path>`);
/// ExerciseKit reads and removes that variable on first use and appends one JSON object per line
/// to the file: `{"nonce":…,"event":"begin","name":…}` before a check's body runs, and
/// `{"nonce":…,"event":"end","name":…,"passed":…,"message":…}` after it. Learners' output goes
/// to standard output, never to this file, so it cannot pass for a check's verdict; a check that
/// began and never ended is one the program crashed (or was stopped) in.
enum CheckChannel {
    static let variable = "TUTOR_EXERCISEKIT_CHANNEL"

    struct Record: Codable {
        var nonce: String
        var event: String
        var name: String
        var passed: Bool?
        var message: String?
    }

    /// The checks reported in the file, in order. A check left open is failed with `interruption`.
    static func outcomes(fileAt path: String, nonce: String, interruption: String) -> [CheckOutcome] {
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        var outcomes: [CheckOutcome] = []
        var open: String?
        let decoder = JSONDecoder()
        for line in data.split(separator: UInt8(ascii: "\n")) {
            guard let record = try? decoder.decode(Record.self, from: Data(line)), record.nonce == nonce else { continue }
            switch record.event {
            case "begin":
                open = record.name
            case "end":
                outcomes.append(CheckOutcome(name: record.name, passed: record.passed ?? false, message: record.message ?? ""))
                open = nil
            default:
                continue
            }
        }
        if let open { outcomes.append(CheckOutcome(name: open, passed: false, message: interruption)) }
        return outcomes
    }
}
