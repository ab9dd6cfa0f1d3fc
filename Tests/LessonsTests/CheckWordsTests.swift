import Foundation
import Testing
@testable import Kernel
@testable import Lessons

/// The checks' words in another language: read from checks.swift's syntax, looked up in the sidecar
/// (exact entries, then templates with their parts), and used only when a verdict is put into words.
struct CheckWordsTests {
    static let words = CheckWords.parse("""
        checks:
          Counts every tap: Считает каждое касание
        labels:
          device: устройство
          selected {1}: выбрана {1}
          selected before the finger lifts (touch {1}): выбрана, пока палец не поднят (касание {1})
          Send enabled with "{1}" typed: Send доступна, когда введено "{1}"
        values:
          fills the screen: занимает весь экран
        stops:
          the alert never appeared after {1} s: предупреждение не появилось за {1} с
        parts:
          after tap {1}: после касания {1}
        """, file: "checks.ru.yaml", language: "ru").words

    @Test func exactTemplatesAndParts() {
        let words = Self.words
        #expect(words.check("Counts every tap") == "Считает каждое касание")
        #expect(words.check("Counts twice") == nil)
        #expect(words.label("device") == "устройство")
        #expect(words.label("selected after tap 3") == "выбрана после касания 3")
        #expect(words.label("selected before any tap") == "выбрана before any tap")
        // The most specific template wins over `selected {1}`.
        #expect(words.label("selected before the finger lifts (touch 2)") == "выбрана, пока палец не поднят (касание 2)")
        #expect(words.label("Send enabled with \"a{1}\" typed") == "Send доступна, когда введено \"a{1}\"")
        #expect(words.label("orientation") == "orientation")
        #expect(words.stop("the alert never appeared after 5 s") == "предупреждение не появилось за 5 с")
        #expect(words.value("fills the screen") == "занимает весь экран")
        #expect(words.value("landscape left") == "альбомная влево")
        #expect(words.value("true") == "да")
        #expect(words.value("Europe/Moscow") == "Europe/Moscow")
        #expect(CheckWords.none().value("true") == "true")
    }

    @Test func parseProblemsAtTheirPlace() {
        let (_, problems) = CheckWords.parse("checks:\n  A: Б\nlabels:\n  x {1}: икс\nverbs: []\n", file: "checks.ru.yaml", language: "ru")
        #expect(problems.count == 2, "\(problems.map(\.description))")
        #expect(problems.contains { $0.line == 5 && $0.column == 1 })
        #expect(problems.contains { $0.line == 4 && $0.column == 10 && $0.message == "the translation of “x {1}” has the placeholders [] but the original has [1]" })
    }

    @Test func textsReadFromChecksSyntax() {
        let source = """
            let kinds = ["fills the screen", "is below a bar"]
            check("Lifts the field") { scenario in
                let kind = scenario.pick("the form", flag ? kinds : ["fills the screen"])
                scenario.note("coordinates", "iOS 7's")
                observe("edit \\(n): inset", 1)
                observe(prefix + "inset after", 2)
                for ring in ["first ring", "second ring"] { observe(ring, 3) }
                try stop("no \\(kind) here")
                throw CheckFailure("gave up")
            }
            """
        let entries = CheckTexts.entries(in: source).map { "\($0.kind.rawValue) \($0.line):\($0.column) \($0.text)" }
        #expect(entries == [
            "check 2:7 Lifts the field",
            "label 3:30 the form",
            "value 1:14 fills the screen",
            "value 1:34 is below a bar",
            "label 4:19 coordinates",
            "value 4:34 iOS 7's",
            "label 5:13 edit {1}: inset",
            "label 6:13 {1}inset after",
            "label 7:18 first ring",
            "label 7:32 second ring",
            "stop 8:14 no {1} here",
            "stop 9:24 gave up",
        ])
    }

    /// The judge compares the English records and says what differs in the learner's language.
    @Test func comparisonInRussian() {
        let draws = [Observation("device", "iPad 9.7-inch"), Observation("orientation", "landscape left"), Observation("the form", "fills the screen")]
        let reference = [ScenarioReport(seed: 1, check: "Counts every tap", scenario: 0, draws: draws,
                                        observations: [Observation("selected after tap 1", "true")], ending: .returned)]
        let learner = [ScenarioReport(seed: 1, check: "Counts every tap", scenario: 0, draws: draws,
                                      observations: [Observation("selected after tap 1", "false")], ending: .returned)]
        let outcomes = ObservationComparison(reference: reference, learner: learner, strings: Localizer(language: "ru"), words: Self.words).outcomes()
        #expect(outcomes == [CheckOutcome(name: "Counts every tap", passed: false,
            message: "В сценарии 1 (устройство: iPad 9.7-inch; orientation: альбомная влево; the form: занимает весь экран): "
                + "выбрана после касания 1: ожидалось да, получено нет.", title: "Считает каждое касание")])
        let passed = ObservationComparison(reference: reference, learner: reference, strings: Localizer(language: "ru"), words: Self.words).outcomes()
        #expect(passed == [CheckOutcome(name: "Counts every tap", passed: true, message: "Считает каждое касание", title: "Считает каждое касание")])
        var stopped = learner
        stopped[0].observations = []
        stopped[0].ending = .stopped("the alert never appeared after 3 s")
        let early = ObservationComparison(reference: reference, learner: stopped, strings: Localizer(language: "ru"), words: Self.words).outcomes()
        #expect(early.first?.message == "В сценарии 1 (устройство: iPad 9.7-inch; orientation: альбомная влево; the form: занимает весь экран): "
                + "выбрана после касания 1: ожидалось да, но больше ничего не наблюдалось (проверка остановилась: предупреждение не появилось за 3 с).")
        // English is untouched by a Russian sidecar that is not asked for.
        let english = ObservationComparison(reference: reference, learner: learner).outcomes()
        #expect(english.first?.message == "In scenario 1 (device: iPad 9.7-inch; orientation: landscape left; the form: fills the screen): "
                + "selected after tap 1: expected true, observed false.")
        #expect(english.first?.title == nil)
    }

    /// Every fixed word ExerciseKit records of its own (bool draws, observed Bools, orientations) and the
    /// simulator's keyboard modes have Russian: the words are read from ExerciseKit's source.
    @Test func exerciseKitsOwnWordsHaveRussian() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let source = try String(contentsOf: root.appendingPathComponent("Sources/ExerciseKit/ExerciseKit.swift"), encoding: .utf8)
        var words: Set<String> = []
        for pattern in [#"case \.[a-zA-Z]+: return "([^"]+)""#, #"default: return "([a-z]+)""#, #"\? "([a-z]+)" : "([a-z]+)""#] {
            let regex = try NSRegularExpression(pattern: pattern)
            for match in regex.matches(in: source, range: NSRange(source.startIndex..., in: source)) {
                for group in 1..<match.numberOfRanges {
                    if let range = Range(match.range(at: group), in: source) { words.insert(String(source[range])) }
                }
            }
        }
        #expect(words.isSuperset(of: ["yes", "no", "true", "false", "portrait", "landscape left"]), "\(words.sorted())")
        let russian = CheckWords.builtInValues["ru"] ?? [:]
        #expect(words.filter { russian[$0] == nil }.sorted() == [])
        #expect(["docked", "undocked", "split"].allSatisfy { russian[$0] != nil })
    }

    /// The channel's own words for a scenario that died without the runtime's message are translated; a
    /// runtime message (the learner's line) is shown as it is.
    @Test func crashWordsInRussian() {
        let draws = [Observation("device", "iPad 9.7-inch")]
        let reference = [ScenarioReport(seed: 1, check: "Counts every tap", scenario: 0, draws: draws,
                                        observations: [Observation("selected after tap 1", "true")], ending: .returned)]
        var learner = reference
        learner[0].observations = []
        learner[0].ending = .crashed("killed by SIGSEGV")
        let russian = ObservationComparison(reference: reference, learner: learner, strings: Localizer(language: "ru"), words: Self.words)
        #expect(russian.outcomes().first?.message == "В сценарии 1 (устройство: iPad 9.7-inch): программа аварийно завершилась: убита сигналом SIGSEGV")
        learner[0].ending = .crashed("printed more than 65536 bytes")
        #expect(ObservationComparison(reference: reference, learner: learner, strings: Localizer(language: "ru"), words: Self.words).outcomes()
            .first?.message == "В сценарии 1 (устройство: iPad 9.7-inch): программа аварийно завершилась: вывела больше 65536 байт")
        learner[0].ending = .crashed("Fatal error: Index out of range at exercise.swift:4")
        #expect(ObservationComparison(reference: reference, learner: learner, strings: Localizer(language: "ru"), words: Self.words).outcomes()
            .first?.message == "В сценарии 1 (устройство: iPad 9.7-inch): программа аварийно завершилась: Fatal error: Index out of range at exercise.swift:4")
        #expect(ObservationComparison(reference: reference, learner: learner).outcomes().first?.message
            == "In scenario 1 (device: iPad 9.7-inch): the program crashed: Fatal error: Index out of range at exercise.swift:4")
    }
}
