import Foundation
import Testing
import TestSupport
@testable import Kernel
@testable import Lessons

/// Every input the lesson-parser fuzzer (`Fuzz/run`) found a crash or a hang on, read the ways the
/// fuzzer reads one (`Fuzz/LessonParser/LessonParserFuzzer.swift`): opened for learning with every
/// step's blocks, loaded as lint loads it, and its prose turned into HTML.
struct FuzzRegressionTests {
    static var inputs: [URL] {
        let folder = Bundle.module.resourceURL!.appendingPathComponent("Fixtures/fuzz-regressions", isDirectory: true)
        return ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "md" }.sorted { $0.path < $1.path }
    }

    @Test("Each input the fuzzer found is read every way in under two seconds", arguments: inputs.map(\.lastPathComponent))
    func replay(name: String) throws {
        let input = try #require(Self.inputs.first { $0.lastPathComponent == name })
        let directory = TemporaryDirectory()
        directory.write(["course.yaml": "format: 1\ntitle: Fuzz\nlessons: [fuzz]\n"])
        let folder = directory.url.appendingPathComponent("fuzz", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(contentsOf: input).write(to: folder.appendingPathComponent("lesson.md"))

        let started = processorNow()
        let (opened, _) = Course.open(contentDirectory: directory.url, language: "en")
        _ = opened.overviews
        if case .found(let lesson) = opened.lookUp(lesson: "fuzz") {
            for step in lesson.steps { _ = step.cells }
            _ = lesson.takeLateDiagnostics()
        }
        let (lesson, diagnostics) = Lesson.load(directory: folder, language: "en")
        _ = diagnostics.map(\.description)
        for case .prose(let prose) in lesson?.cells ?? [] { _ = prose.html }
        #expect(processorNow() - started < 2)
    }

    @Test("The Ink hang: a prose line with 97 brackets, none closed (each doubled Ink's work), renders every bracket")
    func inkBrackets() throws {
        let prose = try Self.prose(in: "ink-unclosed-link-brackets.md", containing: "[[[[")
        let brackets = prose.markdown.filter { $0 == "[" }.count
        #expect(brackets == 97)
        #expect(prose.html.filter { $0 == "[" }.count == brackets)
    }

    @Test("The Ink loop: `<p` with no `>` after it (Ink kept an empty paragraph each round, 2 GB) shows as `<p`")
    func inkUnclosedParagraphTag() throws {
        let prose = try Self.prose(in: "ink-unclosed-paragraph-tag.md", containing: "sim.<ppName")
        let started = processorNow()
        #expect(prose.html.contains(" moscow) sim.&lt;ppName = \"Tea\" sim.launch("), "\(prose.html)")  // Ink joins a paragraph's lines
        #expect(processorNow() - started < 1)
    }

    /// The prose cell of a kept input that contains `text`.
    static func prose(in name: String, containing text: String) throws -> Prose {
        let input = try #require(inputs.first { $0.lastPathComponent == name })
        let (lesson, _) = Lesson.parse(markdown: String(decoding: try Data(contentsOf: input), as: UTF8.self),
                                       directory: FileManager.default.temporaryDirectory.appendingPathComponent("fuzz"))
        return try #require(lesson?.cells.compactMap { if case .prose(let p) = $0, p.markdown.contains(text) { p } else { nil } }.first)
    }
}

/// Ink's reading of `[`, bounded (`InkMarkdown`).
struct InkMarkdownTests {
    @Test("Links nested deeper than three are escaped; links, images in links, inline code and code blocks are left alone")
    func bounding() {
        #expect(InkMarkdown.boundingLinkNesting("x [[[[[ y") == "x [[[\\[\\[ y")
        #expect(InkMarkdown.boundingLinkNesting("[[[[a]]]] [b](u)") == "[[[\\[a]]]] [b](u)")
        #expect(InkMarkdown.boundingLinkNesting("[x[x[x\n[y") == "[x[x[x\n\\[y", "a paragraph's open links carry over its lines")
        #expect(InkMarkdown.boundingLinkNesting("[x[x[x\n\n[y") == "[x[x[x\n\n[y", "and end with it")
        #expect(InkMarkdown.boundingLinkNesting("`[[[[[` \\[\\[\\[\\[[a](b)") == "`[[[[[` \\[\\[\\[\\[[a](b)")
        #expect(InkMarkdown.boundingLinkNesting("```\n[[[[[[\n```\nok") == "```\n[[[[[[\n```\nok")
        #expect(InkMarkdown.boundingLinkNesting("[a] [b] [c] [d] [e](u)") == "[a] [b] [c] [d] [e](u)")
    }

    @Test("`<p` with no `>` after it is written `&lt;p`; with a `>` after it and in code it is left alone")
    func unclosedParagraphTags() {
        #expect(InkMarkdown.escapingUnclosedParagraphTags("sim.<ppName = 1") == "sim.&lt;ppName = 1")
        #expect(InkMarkdown.escapingUnclosedParagraphTags("a <P b\n<p") == "a &lt;P b\n&lt;p")
        #expect(InkMarkdown.escapingUnclosedParagraphTags("<p>para</p> and <p") == "<p>para</p> and &lt;p", "only the `<p` after the last `>`")
        #expect(InkMarkdown.escapingUnclosedParagraphTags("<p x\ny>") == "<p x\ny>", "a `>` on a later line closes it for Ink")
        #expect(InkMarkdown.escapingUnclosedParagraphTags("`a<p` <q and <b") == "`a<p` <q and <b")
        #expect(InkMarkdown.escapingUnclosedParagraphTags("```\n<p\n```\nПривет <p") == "```\n<p\n```\nПривет &lt;p")
        for text in ["sim.<ppName = \"Tea\"", "x <p y", "<p", "a\n\n<pb c", "Ёж <P"] {
            let started = processorNow()
            let html = InkMarkdown.html(text)
            #expect(processorNow() - started < 1, "\(text)")
            #expect(html.contains("&lt;p") || html.contains("&lt;P"), "\(text) → \(html)")
        }
    }

    @Test("What Ink makes of bounded Markdown: every bracket shown, links kept, in milliseconds")
    func html() {
        let started = processorNow()
        #expect(InkMarkdown.html("x " + String(repeating: "[", count: 40) + " y") == "<p>x " + String(repeating: "[", count: 40) + " y</p>")
        #expect(InkMarkdown.html(String(repeating: "[", count: 22) + "a" + String(repeating: "]", count: 22))
                == "<p>" + String(repeating: "[", count: 22) + "a" + String(repeating: "]", count: 22) + "</p>")
        #expect(InkMarkdown.html("[![i](s)](u) and `[[[[[`") == "<p><a href=\"u\"><img src=\"s\" alt=\"i\"/></a> and <code>[[[[[</code></p>")
        #expect(processorNow() - started < 1, "40 unclosed brackets would take Ink days")
    }
}
