import Foundation
import Testing
import Lessons

/// Typed answers written by people who saw only what a learner sees (the lessons, in English and Russian), never
/// the validators: `HeldOut/answers-*.tsv`, one answer a row (lesson, question, language, right or wrong, the
/// misconception's choice letter a wrong answer states, the answer, why). Each set is judged as the REPL judges
/// (reading, then running a code answer), and the figures are held to the floors below.
@Suite struct HeldOutAnswersTests {
    struct Row {
        var lesson, question, language, expect, misconception, answer, why: String
    }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("HeldOut")

    static func rows(_ name: String) throws -> [Row] {
        let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        return text.split(separator: "\n").dropFirst().compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 6 else { return nil }
            return Row(lesson: fields[0], question: fields[1], language: fields[2], expect: fields[3], misconception: fields[4],
                       answer: fields[5], why: fields.count > 6 ? fields[6] : "")
        }
    }

    static let courses: [String: Course] = ["en": ContentFixture.course,
                                            "ru": Course.load(contentDirectory: ContentFixture.contentDirectory, language: "ru").0]

    struct Figures: CustomStringConvertible {
        var right = [String: (accepted: Int, total: Int)]()
        var wrong = [String: (refused: Int, total: Int)]()
        var misconceptions = (named: 0, total: 0)
        var failures: [String] = []

        var description: String {
            let languages = Set(right.keys).union(wrong.keys).sorted()
            return languages.map { language in
                let r = right[language] ?? (0, 0), w = wrong[language] ?? (0, 0)
                return "\(language): right accepted \(r.accepted)/\(r.total), wrong refused \(w.refused)/\(w.total)"
            }.joined(separator: "; ") + "; misconceptions answered with their feedback \(misconceptions.named)/\(misconceptions.total)"
        }
    }

    static func judge(_ name: String) async throws -> Figures {
        let kernel = try await ContentFixture.availableKernel()
        var figures = Figures()
        for row in try rows(name) {
            let lesson = try #require(courses[row.language]?.lesson(id: row.lesson), "no lesson \(row.lesson) in \(row.language)")
            let question = try #require(lesson.questions.first { $0.id == row.question }, "no question \(row.question)")
            let judgement = await question.judge(row.answer, runner: kernel, limits: ContentFixture.limits)
            let shown = "\(row.language) \(row.question) \(row.answer.debugDescription) [\(row.why)]: \(judgement.result)"
                + (judgement.feedback.map { " feedback: \($0.prefix(60))" } ?? "")
            if row.expect == "right" {
                figures.right[row.language, default: (0, 0)].total += 1
                if judgement.result.isCorrect { figures.right[row.language]!.accepted += 1 } else { figures.failures.append("RIGHT refused: " + shown) }
            } else {
                figures.wrong[row.language, default: (0, 0)].total += 1
                if judgement.result.isCorrect { figures.failures.append("WRONG accepted: " + shown) } else { figures.wrong[row.language]!.refused += 1 }
                if !row.misconception.isEmpty,
                   let rule = question.feedback.first(where: { $0.matches(row.misconception, validator: question.validator) }) {
                    figures.misconceptions.total += 1
                    if judgement.feedback == rule.message {
                        figures.misconceptions.named += 1
                    } else {
                        figures.failures.append("MISCONCEPTION \(row.misconception) without its feedback: " + shown)
                    }
                }
            }
        }
        return figures
    }

    /// What each set reached when it was added, held as floors so no change loses ground: right answers accepted per
    /// language, and wrong ones answered with their misconception's feedback. Every wrong answer must be refused.
    /// (The goal is 97 % right in each language and 90 % of misconceptions. Set D, written while the last readings were
    /// built and never read before they were, measured 92 % and 91 % right before them and 96 % in each language after.
    /// Set E, written fresh this turn: 98.2 % / 97.0 % right and 145 of 150 misconceptions answered before the readings of
    /// a value followed by a comma and a reason, remarks that state a case's own value or name it as context, and
    /// feedback found in the value before the reason; 98.8 % / 98.8 % and 149 of 150 after. Set F, written after those:
    /// 95.7 % / 98.8 % and 152 of 153; 99.4 % / 98.8 % and 153 of 153 after numbered orders, a value in brackets before its
    /// reason, a member named among type names, and a choice's reason that denies not read as a choice that affirms.
    /// Set G, written after the unknown-name messages: 97.6 % / 98.0 % right, 172 of 173 misconceptions, and two Russian
    /// evasions («не знаю») accepted, because a bare negation was read as sharing a choice's meaning; after that was
    /// refused and ordinals were read with a reason or a number ("option 2"), 99.0 % / 99.0 % right, every wrong refused.)
    static let floors: [String: (right: [String: Double], misconceptions: Double)] = [
        "answers-a.tsv": (["en": 0.99, "ru": 0.98], 0.94),
        "answers-b.tsv": (["en": 0.98, "ru": 0.97], 0.85),
        "answers-c.tsv": (["en": 0.99, "ru": 0.98], 0.96),
        "answers-d.tsv": (["en": 0.95, "ru": 0.95], 0.95),
        "answers-e.tsv": (["en": 0.98, "ru": 0.98], 0.99),
        "answers-f.tsv": (["en": 0.99, "ru": 0.98], 0.99),
        "answers-g.tsv": (["en": 0.99, "ru": 0.99], 0.99),
    ]

    @Test(arguments: ["answers-a.tsv", "answers-b.tsv", "answers-c.tsv", "answers-d.tsv", "answers-e.tsv", "answers-f.tsv", "answers-g.tsv"])
    func heldOutAnswersAreReadAsATeacherReadsThem(_ name: String) async throws {
        let figures = try await Self.judge(name)
        print("Held-out answers \(name): \(figures)")
        for failure in figures.failures { print("  " + failure) }
        let floor = try #require(Self.floors[name])
        for (language, r) in figures.right {
            #expect(Double(r.accepted) >= (floor.right[language] ?? 1) * Double(r.total),
                    "\(name) \(language): right answers accepted \(r.accepted)/\(r.total)")
        }
        for (language, w) in figures.wrong {
            #expect(w.refused == w.total, "\(name) \(language): wrong answers refused \(w.refused)/\(w.total)")
        }
        #expect(Double(figures.misconceptions.named) >= floor.misconceptions * Double(figures.misconceptions.total),
                "\(name): misconceptions with their feedback \(figures.misconceptions.named)/\(figures.misconceptions.total)")
    }
}
