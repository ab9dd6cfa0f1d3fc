// ExerciseKit: how a lesson's `checks.swift` reports whether the learner's exercise works.
//
//     import ExerciseKit
//
//     check("The field stays visible on an iPhone 4-inch in portrait") {
//         let sim = Simulator(device: .iPhone4Inch)
//         // … drive the simulator and the learner's code …
//         try expect(visible, "The text field is hidden under the keyboard after it appears (iPhone 4-inch, portrait).")
//     }
//
// - `check(name) { … }` runs its body at once and records one verdict named `name`. The check
//   passes when the body returns; it fails with the message of the first failed expectation or of
//   any error the body throws. Checks are reported in the order they run.
// - `expect(condition, message)`, `expectEqual(actual, expected, message)` and `fail(message)` throw
//   `CheckFailure` to end the check; the message is what the learner reads, so say what went
//   wrong and where it shows.
// - A crash inside a check (force-unwrapping nil, say) ends the program; the kernel then reports
//   that check as failed with the runtime's message at the learner's line, and the run as crashed.
//
// The channel: the kernel sets `TUTOR_EXERCISEKIT_CHANNEL=<nonce>:<file>`. On first use ExerciseKit
// reads and removes the variable, opens the file, and appends one JSON line per event:
// `{"nonce":…,"event":"begin","name":…}` before a body runs and
// `{"nonce":…,"event":"end","name":…,"passed":…,"message":…}` after it. Learners' prints go to
// standard output and cannot pass for a verdict. Without the variable (checks run by hand),
// verdicts are printed as `PASS name` / `FAIL name: message`.
//
// Checks re-export the Simulator module, which they use to drive the model.

@_exported import Simulator
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a check failed, in the learner's words.
public struct CheckFailure: Error, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// Runs one named check now and reports its verdict. `passMessage` is shown when it passes
/// (the name is shown when there is none).
public func check(_ name: String, passMessage: String? = nil, _ body: () throws -> Void) {
    let reporter = CheckReporter.shared
    reporter.begin(name)
    do {
        try body()
        reporter.end(name, passed: true, message: passMessage ?? name)
    } catch let failure as CheckFailure {
        reporter.end(name, passed: false, message: failure.message)
    } catch {
        reporter.end(name, passed: false, message: "\(error)")
    }
}

/// Ends the check with `message` unless `condition` holds.
public func expect(_ condition: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String) throws {
    if try !condition() { throw CheckFailure(message()) }
}

/// Ends the check unless `actual == expected`; the message is followed by both values.
public func expectEqual<Value: Equatable>(_ actual: @autoclosure () throws -> Value, _ expected: @autoclosure () throws -> Value,
                                          _ message: @autoclosure () -> String) throws {
    let (actualValue, expectedValue) = (try actual(), try expected())
    if actualValue != expectedValue {
        throw CheckFailure("\(message()) (expected \(expectedValue), got \(actualValue))")
    }
}

/// Ends the check with `message`.
public func fail(_ message: String) throws -> Never {
    throw CheckFailure(message)
}

/// Writes verdicts to the kernel's channel (or standard output when run by hand).
final class CheckReporter {
    static let shared = CheckReporter()
    static let variable = "TUTOR_EXERCISEKIT_CHANNEL"

    private let nonce: String?
    private let descriptor: Int32

    private init() {
        guard let raw = getenv(Self.variable) else {
            nonce = nil
            descriptor = -1
            return
        }
        let value = String(cString: raw)
        unsetenv(Self.variable)
        guard let colon = value.firstIndex(of: ":") else {
            nonce = nil
            descriptor = -1
            return
        }
        nonce = String(value[..<colon])
        descriptor = open(String(value[value.index(after: colon)...]), O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
    }

    private struct Record: Encodable {
        var nonce: String
        var event: String
        var name: String
        var passed: Bool?
        var message: String?
    }

    func begin(_ name: String) {
        send(Record(nonce: nonce ?? "", event: "begin", name: name))
    }

    func end(_ name: String, passed: Bool, message: String) {
        guard nonce != nil, descriptor >= 0 else {
            print(passed ? "PASS \(name)" : "FAIL \(name): \(message)")
            return
        }
        send(Record(nonce: nonce ?? "", event: "end", name: name, passed: passed, message: message))
    }

    /// One `write` per record, so a crash right after leaves whole lines behind.
    private func send(_ record: Record) {
        guard descriptor >= 0, var data = try? JSONEncoder().encode(record) else { return }
        data.append(UInt8(ascii: "\n"))
        _ = data.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }
}
