import CheckChannel
import Foundation
import Testing
@testable import Kernel

/// The channel's records count only with the tag the run's key gives them.
@Suite struct ChannelTagTests {
    static let paperKey = SipHash24(key: Array(0..<16))!

    /// The reference vectors of the SipHash paper (key 00…0f, message 00…n-1): empty, one byte, 8 and 15 bytes.
    @Test func sipHashGivesThePapersVectors() {
        #expect(Self.paperKey.tag([UInt8]()) == 0x726f_db47_dd0e_0e31)
        #expect(Self.paperKey.tag([UInt8(0)]) == 0x74f8_39c5_93dc_67fd)
        #expect(Self.paperKey.tag(Array(UInt8(0)..<8)) == 0x93f5_f579_9a93_2462)
        #expect(Self.paperKey.tag(Array(UInt8(0)..<15)) == 0xa129_ca61_49be_45e5)
        #expect(SipHash24(hexadecimal: "000102030405060708090A0B0C0D0E0F")?.tagText([UInt8]()) == "726fdb47dd0e0e31")
        #expect(SipHash24(hexadecimal: "00010203") == nil)
        #expect(SipHash24(hexadecimal: "zz0102030405060708090a0b0c0d0e0f") == nil)
        #expect(SipHash24.randomKeyText() != SipHash24.randomKeyText())
    }

    static func line(_ record: CheckRecord, key: SipHash24?) -> String {
        String(decoding: record.line(signedWith: key)!, as: UTF8.self)
    }

    static let pick = numbered(CheckRecord(.pick, seed: 4, check: "A", scenario: 0, label: "limit", value: "3"), 0)
    static let observation = numbered(CheckRecord(.observation, seed: 4, check: "A", scenario: 0, label: "text", value: "abc"), 1)
    static let end = numbered(CheckRecord(.end, seed: 4, check: "A", scenario: 0, how: "returned"), 2)

    static func numbered(_ record: CheckRecord, _ number: Int) -> CheckRecord {
        var record = record
        record.number = number
        return record
    }

    func reports(_ lines: [String]) -> [ScenarioReport] {
        ScenarioChannel.reports(from: Data(lines.joined().utf8), runKey: Self.paperKey) { $0 }
    }

    @Test func tagsRecordsUnderTheKeyAndReadsThemBack() {
        let text = Self.line(Self.observation, key: Self.paperKey)
        #expect(text.hasPrefix(#"{"c":"A","k":"obs","label":"text","n":1,"s":0,"seed":"4","t":""#))
        let read = CheckRecord.read(Data(text.utf8))
        #expect(read?.isAuthentic(under: Self.paperKey) == true)
        #expect(read?.isAuthentic(under: SipHash24(key: Array(1...16))!) == false)
        #expect(reports([Self.pick, Self.observation, Self.end].map { Self.line($0, key: Self.paperKey) })
            == [ScenarioReport(seed: 4, check: "A", scenario: 0, draws: [Observation("limit", "3")],
                               observations: [Observation("text", "abc")], ending: .returned)])
    }

    /// Untagged, tagged under another key, or changed after tagging: each is a foreign record of the scenario it
    /// names, and the scenario's own end is what ends it.
    @Test func recordsWithoutTheRunsTagAreForeign() {
        let otherKey = SipHash24(key: Array(repeating: 7, count: 16))!
        var changed = Self.observation
        changed.tag = CheckRecord.read(Data(Self.line(Self.observation, key: Self.paperKey).utf8))?.tag
        changed.value = "abcdef"
        let changedLine = String(decoding: try! JSONEncoder().encode(changed), as: UTF8.self) + "\n"
        for forged in [Self.line(Self.observation, key: nil), Self.line(Self.observation, key: otherKey), changedLine] {
            let read = reports([Self.line(Self.pick, key: Self.paperKey), forged, Self.line(Self.end, key: nil)])
            #expect(read == [ScenarioReport(seed: 4, check: "A", scenario: 0, draws: [Observation("limit", "3")],
                                            ending: .unfinished, foreignRecords: 2)], "\(forged)")
        }
    }

    /// Tagged records count only in their numbered order: one left out (a write sent elsewhere), repeated or moved
    /// is foreign, so the scenario never behaves like the reference's (and without its end in place, never ends).
    @Test func aTaggedRecordLeftOutRepeatedOrMovedIsForeign() {
        let tagged = [Self.pick, Self.observation, Self.end].map { Self.line($0, key: Self.paperKey) }
        let honest = reports(tagged)
        for (lines, ending) in [([tagged[0], tagged[2]], ScenarioReport.Ending.unfinished),
                                ([tagged[0], tagged[1], tagged[1], tagged[2]], .returned),
                                ([tagged[0], tagged[2], tagged[1]], .unfinished)] {
            let read = reports(lines)
            #expect(read.map(\.ending) == [ending], "\(lines)")
            #expect(read.map(\.foreignRecords) == [1], "\(lines)")
            #expect(read.first?.behavesLike(honest[0]) == false)
        }
        let crash = Self.line(CheckRecord(.crash, seed: 4, check: "A", scenario: 0, signal: 11, output: "boom"), key: Self.paperKey)
        #expect(reports([tagged[0], crash]).map(\.ending) == [.crashed("boom")])
    }

    /// A whole scenario written by the program — pick, observation and end, untagged — is a scenario with three
    /// foreign records that never ended.
    @Test func aScenarioMadeUpWholeIsForeignAndUnfinished() {
        let read = reports([Self.pick, Self.observation, Self.end].map { Self.line($0, key: nil) })
        #expect(read == [ScenarioReport(seed: 4, check: "A", scenario: 0, ending: .unfinished, foreignRecords: 3)])
        #expect(read.first?.behavesLike(read[0]) == false)
    }

    /// The key reaches the program in its environment; by the time the learner's code runs, neither `getenv` nor the
    /// environment block the process started with (`/proc/self/environ`) holds it.
    @Test func theLearnersCodeFindsNoKeyInItsEnvironment() async throws {
        _ = try await KernelFixture.available()
        let kernel = SwiftKernel(options: .init(cacheDirectory: KernelFixture.cacheDirectory, useCache: false))
        let result = await kernel.run([
            SourceUnit(name: "peek.swift", code: """
                import Foundation
                func peek() -> [String] {
                    let block = FileManager.default.contents(atPath: "/proc/self/environ") ?? Data()
                    let started = block.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
                    let names = ["TUTOR_EXERCISEKIT_KEY", "TUTOR_EXERCISEKIT_CHANNEL"]
                    return names.map { name in
                        let now = ProcessInfo.processInfo.environment[name] == nil ? "unset" : "set"
                        let atStart = started.contains { $0.hasPrefix(name + "=") && $0.count > name.count + 1 } ? "readable" : "wiped"
                        return "\\(name): \\(now), \\(atStart)"
                    }
                }
                """, role: .exercise),
            SourceUnit(name: "checks.swift", code: """
                import ExerciseKit
                check("Peek", scenarios: 1) { _ in observe("environment", peek()) }
                """, role: .checks),
        ], mode: .swift5, limits: .standard, draw: ScenarioDraw(seed: 3))
        #expect(result.reports.map(\.observations) == [[Observation("environment",
            #"["TUTOR_EXERCISEKIT_KEY: unset, wiped", "TUTOR_EXERCISEKIT_CHANNEL: unset, wiped"]"#)]])
    }
}
