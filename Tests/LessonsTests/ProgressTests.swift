import Foundation
import Testing
@testable import Kernel
@testable import Lessons

struct ProgressStoreTests {
    static let fixedDate = Date(timeIntervalSince1970: 1_800_000_000) // 2027-01-15T08:00:00Z

    @Test("Pretty, sorted, versioned JSON keyed by ids")
    func fileFormat() throws {
        let directory = TemporaryDirectory()
        let store = ProgressStore(file: directory.url.appendingPathComponent("progress.json"))
        try store.update { progress in
            var item = ItemProgress(kind: .question)
            item.record(answer: "216", correct: true, points: 2, at: Self.fixedDate)
            progress[lesson: "keyboard"].items["height"] = item
            progress[lesson: "keyboard"].currentStep = "moving"
        }
        #expect(directory.read("progress.json") == """
        {
          "format" : 2,
          "lessons" : {
            "keyboard" : {
              "currentStep" : "moving",
              "items" : {
                "height" : {
                  "answers" : [
                    "216"
                  ],
                  "attempts" : 1,
                  "completed" : true,
                  "completedAt" : "2027-01-15T08:00:00Z",
                  "firstAttemptAt" : "2027-01-15T08:00:00Z",
                  "hintsUsed" : 0,
                  "kind" : "question",
                  "lastAttemptAt" : "2027-01-15T08:00:00Z",
                  "points" : 2,
                  "solutionShown" : false
                }
              }
            }
          }
        }

        """)
        #expect(try store.load()[lesson: "keyboard"].items["height"]?.points == 2)
    }

    @Test("Dates read back exactly as written, any ISO 8601 form is accepted, anything else is damage")
    func timestamps() throws {
        let encoder = ProgressCoding.encoder()
        for seconds in [0, 951_782_400, 1_800_000_000, 2_147_483_648, 4_102_444_799] as [TimeInterval] { // 1970, 29 Feb 2000, 2027, 2038, 2099
            let date = Date(timeIntervalSince1970: seconds)
            let written = String(decoding: try encoder.encode([date]), as: UTF8.self)
            let text = String(written.drop(while: { $0 != "\"" }).dropFirst().prefix(while: { $0 != "\"" }))
            #expect(text.count == 20 && text.hasSuffix("Z"), "the encoder writes \(text)")
            #expect(ProgressCoding.timestamp(text) == date, "\(text)")
            #expect(ProgressCoding.timestamp(text) == (try? Date(text, strategy: .iso8601)), "agrees with Foundation on \(text)")
        }
        #expect(ProgressCoding.timestamp("2027-01-15T11:00:00+03:00") == Self.fixedDate)
        #expect(ProgressCoding.timestamp("2027-01-15T08:00:00.000Z") == Self.fixedDate)
        for bad in ["", "yesterday", "2027-01-15", "2027-13-45T08:00:00Z", "2027-02-30T08:00:00Z", "2027-01-15T24:61:00Z"] {
            #expect(ProgressCoding.timestamp(bad) == nil, "\(bad)")
        }
    }

    @Test("Writes replace the file by rename: a hard link to the old file keeps the old contents, no temporary files remain")
    func atomicWrite() throws {
        let directory = TemporaryDirectory()
        let file = directory.url.appendingPathComponent("progress.json")
        let store = ProgressStore(file: file)
        try store.update { $0[lesson: "a"].currentStep = "one" }
        let link = directory.url.appendingPathComponent("old-progress.json")
        try FileManager.default.linkItem(at: file, to: link)
        try store.update { $0[lesson: "a"].currentStep = "two" }
        #expect(directory.read("old-progress.json")?.contains("\"currentStep\" : \"one\"") == true)
        #expect(try store.load()[lesson: "a"].currentStep == "two")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted()
        #expect(names == ["old-progress.json", "progress.json", "progress.json.lock"])
    }

    @Test("A damaged file is moved aside with a message, never lost")
    func damaged() throws {
        let directory = TemporaryDirectory()
        directory.write(["progress.json": "{\"format\": 2, \"lessons\": {\"a\": "])
        let file = directory.url.appendingPathComponent("progress.json")
        let store = ProgressStore(file: file, now: { Self.fixedDate })
        #expect(try store.load() == Progress())
        let aside = file.path + ".damaged-20270115T080000Z"
        #expect(store.takeNotices() == [
            "The progress file \(file.path) was damaged (not a JSON object); it was moved to \(aside) and a new one was started.",
        ])
        #expect(directory.read("progress.json.damaged-20270115T080000Z") == "{\"format\": 2, \"lessons\": {\"a\": ")
        #expect(store.takeNotices() == [])
        // Valid JSON of the wrong shape is damaged too.
        directory.write(["progress.json": "{\"format\": 2, \"lessons\": {\"a\": {\"items\": {\"q\": {\"kind\": \"riddle\"}}}}}"])
        let second = ProgressStore(file: file, now: { Self.fixedDate.addingTimeInterval(1) })
        _ = try second.load()
        #expect(second.takeNotices().first?.contains("(unexpected structure: bad value at lessons.a.items.q.kind)") == true)
        #expect(directory.read("progress.json.damaged-20270115T080001Z") != nil)
    }

    @Test("A newer format is refused and left untouched")
    func newer() throws {
        let directory = TemporaryDirectory()
        let text = "{\"format\": 3, \"lessons\": {}, \"future\": true}"
        directory.write(["progress.json": text])
        let file = directory.url.appendingPathComponent("progress.json")
        let store = ProgressStore(file: file)
        #expect(throws: ProgressError.newerFormat(file: file.path, found: 3)) { try store.load() }
        #expect(throws: ProgressError.newerFormat(file: file.path, found: 3)) { try store.update { $0[lesson: "a"].currentStep = "x" } }
        #expect(directory.read("progress.json") == text)
        #expect(ProgressError.newerFormat(file: "p.json", found: 3).message()
                == "The progress file p.json has format 3, newer than this tutor reads (2); update tutor.")
    }

    @Test("Format 1 is migrated and written back as format 2")
    func migration() throws {
        let directory = TemporaryDirectory()
        directory.write(["progress.json": """
            {"format": 1, "lessons": {"keyboard": {"step": "moving", "items": {
              "height": {"kind": "question", "answer": "216", "attempts": 3, "hints": 2, "done": true, "points": 1},
              "lift-field": {"kind": "exercise", "attempts": 1, "done": false}}}}}
            """])
        let store = ProgressStore(file: directory.url.appendingPathComponent("progress.json"))
        let progress = try store.load()
        #expect(progress.format == 2)
        let keyboard = progress[lesson: "keyboard"]
        #expect(keyboard.currentStep == "moving")
        #expect(keyboard.items["height"] == ItemProgress(kind: .question, answers: ["216"], attempts: 3, hintsUsed: 2, completed: true, points: 1))
        #expect(keyboard.items["lift-field"] == ItemProgress(kind: .exercise, attempts: 1))
        try store.update { _ in }
        #expect(directory.read("progress.json")?.contains("\"format\" : 2") == true)
        #expect(directory.read("progress.json")?.contains("\"hintsUsed\" : 2") == true)
    }

    @Test("Two writers with separate stores on one file lose nothing")
    func concurrentWriters() async throws {
        let directory = TemporaryDirectory()
        let file = directory.url.appendingPathComponent("progress.json")
        let perWriter = 40
        // The writers wait for each other in flock and write durably: seconds of blocking. They run on
        // Dispatch threads, off the cooperative pool (two threads here), which they would otherwise
        // hold for the whole test and so stall every other async test, as two processes would not.
        await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                DispatchQueue.concurrentPerform(iterations: 2) { number in
                    let writer = ["first", "second"][number]
                    let store = ProgressStore(file: file)
                    for index in 0..<perWriter {
                        try? store.update { progress in
                            progress[lesson: "shared"].items["\(writer)-\(index)"] = ItemProgress(kind: .question, attempts: 1)
                            var counter = progress[lesson: "shared"].items["counter"] ?? ItemProgress(kind: .question)
                            counter.attempts += 1
                            progress[lesson: "shared"].items["counter"] = counter
                        }
                    }
                }
                finished.resume()
            }
        }
        let progress = try ProgressStore(file: file).load()
        #expect(progress[lesson: "shared"].items.count == 2 * perWriter + 1)
        #expect(progress[lesson: "shared"].items["counter"]?.attempts == 2 * perWriter)
    }

    @Test("The answer history is capped")
    func history() {
        var item = ItemProgress(kind: .question)
        for index in 0..<60 { item.record(answer: "\(index)", correct: false, points: 1, at: Self.fixedDate) }
        #expect(item.attempts == 60)
        #expect(item.answers.count == 50)
        #expect(item.answers.first == "10")
        #expect(item.points == 0)
    }
}

struct WorkspaceTests {
    @Test("Default root: XDG_DATA_HOME, else ~/.local/share")
    func defaultRoot() {
        #expect(Workspace.defaultRoot(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/ann"]).path == "/data/tutor")
        #expect(Workspace.defaultRoot(environment: ["HOME": "/home/ann"]).path == "/home/ann/.local/share/tutor")
        #expect(Workspace.defaultRoot(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/ann"]).path == "/home/ann/.local/share/tutor")
    }

    @Test("Exercise files are copied from the starter once and never overwritten")
    func exerciseFiles() throws {
        let directory = TemporaryDirectory()
        let workspace = Workspace(root: directory.url)
        let (lesson, _) = Lesson.load(directory: Fixtures.exampleLesson)
        let exercise = try #require(lesson?.exercise(id: "lift-field"))
        let url = try workspace.prepareExercise(exercise, lesson: "keyboard-basics")
        #expect(url.path == directory.url.path + "/exercises/keyboard-basics/lift-field.swift")
        #expect(workspace.learnerCode(lesson: "keyboard-basics", exercise: "lift-field") == exercise.starter)
        try Data("// mine\n".utf8).write(to: url)
        _ = try workspace.prepareExercise(exercise, lesson: "keyboard-basics")
        #expect(workspace.learnerCode(lesson: "keyboard-basics", exercise: "lift-field") == "// mine\n")
    }
}
