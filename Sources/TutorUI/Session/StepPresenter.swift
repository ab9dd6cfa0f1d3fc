import Foundation
import Ink
import Lessons

/// Turns a lesson's steps and the engine's verdicts into terminal text: the banner with where you
/// are, prose, code cells in the notebook rhythm, questions with their choices, exercises with their
/// file, and verdicts with the message, the author's feedback and the explanation.
public struct StepPresenter: Sendable {
    public var markdown: MarkdownRenderer
    public var notebook: NotebookRenderer
    public var styler: Styler
    /// The learner's language, for the presenter's own words (the footer, "Exercise:").
    public var strings: Localizer

    public init(capabilities: TerminalCapabilities, strings: Localizer = .english) {
        self.strings = strings
        markdown = MarkdownRenderer(capabilities: capabilities)
        notebook = NotebookRenderer(capabilities: capabilities)
        styler = Styler(colors: capabilities.colors)
    }

    func prose(_ text: String) -> String { styler.render(markdown.render(text)) }

    /// `keyboard 3/9` — also the prompt's text, which readline prints as it is: terminal-safe, since a
    /// lesson with an invalid id still opens.
    public static func position(lesson: Lesson, stepIndex: Int) -> String {
        "\(lesson.id) \(stepIndex + 1)/\(lesson.steps.count)".terminalSafe
    }

    /// The whole step: banner, then each cell. Code cells are shown as `In [n]:` and run on `run`;
    /// `cellNumbers` gives each code cell's number.
    public func step(_ lesson: Lesson, index: Int, cellNumbers: [String: Int], workspace: Workspace?) -> String {
        let step = lesson.steps[index]
        var parts = [notebook.banner("\(Self.position(lesson: lesson, stepIndex: index)) · \(step.title)")]
        for cell in step.cells {
            switch cell {
            case .prose(let prose):
                parts.append(self.prose(prose.markdown))
            case .code(let code) where !code.runnable:
                // A `norun` fragment is shown as code, never as a numbered cell: it does not run.
                parts.append(styler.render(markdown.codeBlock(.element(name: "pre", attributes: [:], children: [.text(code.code)]),
                                                              width: markdown.width)))
            case .code(let code):
                parts.append(notebook.input(cellNumbers[code.id] ?? 0, code: code.code))
            case .question(let question):
                parts.append(self.question(question))
            case .exercise(let exercise):
                parts.append(self.exercise(exercise, file: workspace?.exerciseFile(lesson: lesson.id, exercise: exercise.id)))
            }
        }
        parts.append(styler.paint(footer(for: step), TextStyle(dim: true)))
        return parts.joined(separator: "\n\n")
    }

    /// The step's banner and its questions and exercises only (`question`): what the learner is asked, without the prose
    /// and drawings that scrolled it away; nil when the step asks nothing.
    public func openItems(_ lesson: Lesson, index: Int, workspace: Workspace?) -> String? {
        let step = lesson.steps[index]
        var parts: [String] = []
        for cell in step.cells {
            switch cell {
            case .question(let question): parts.append(self.question(question))
            case .exercise(let exercise): parts.append(self.exercise(exercise, file: workspace?.exerciseFile(lesson: lesson.id, exercise: exercise.id)))
            default: continue
            }
        }
        guard !parts.isEmpty else { return nil }
        return ([notebook.banner("\(Self.position(lesson: lesson, stepIndex: index)) · \(step.title)")] + parts
                + [styler.paint(footer(for: step), TextStyle(dim: true))]).joined(separator: "\n\n")
    }

    /// The lesson's opening page: the introduction's prose, what the learner will learn, the time it
    /// takes and the lessons to take first with where the learner stands in each (`prerequisites`:
    /// id, title and status text). `footer` adds the commands line, when the page is shown alone.
    public func introduction(_ lesson: Lesson, prerequisites: [(id: String, title: String, status: String)], footer: Bool) -> String {
        var parts = [notebook.banner("\(Self.position(lesson: lesson, stepIndex: -1)) · \(strings[.introBanner])")]
        let prose = lesson.introduction.trimmingCharacters(in: .whitespacesAndNewlines)
        parts.append(self.prose(prose.isEmpty ? "# " + lesson.title : prose))
        if !lesson.objectives.isEmpty {
            let bullet = notebook.symbols.bullet + " "
            let indent = [Span(String(repeating: " ", count: 2 + bullet.displayWidth))]
            let lines = lesson.objectives.map { objective in
                styler.render(TextWrapper.wrap(markdown.inline(HTMLNode.parse(inlineHTML(fromMarkdown: objective)), style: .plain),
                                               width: markdown.width, firstIndent: [Span("  " + bullet)], indent: indent))
            }
            parts.append(([styler.paint(strings[.introObjectives], TextStyle(bold: true))] + lines).joined(separator: "\n"))
        }
        var facts = [strings[.introTime, String(lesson.estimatedMinutes), String(lesson.steps.count)]]
        if !prerequisites.isEmpty {
            facts.append(strings[.introPrerequisites])
            facts += prerequisites.map { "  \(notebook.symbols.bullet) \($0.id.terminalSafe) — \($0.title.terminalSafe) (\($0.status))" }
        }
        parts.append(facts.joined(separator: "\n"))
        if footer { parts.append(styler.paint(strings[.introFooter], TextStyle(dim: true))) }
        return parts.joined(separator: "\n\n")
    }

    func footer(for step: Step) -> String {
        var actions: [String] = []
        if step.cells.contains(where: { if case .code(let c) = $0 { c.runnable } else { false } }) { actions.append("run") }
        if step.cells.contains(where: { if case .question = $0 { true } else { false } }) { actions.append(strings[.replTypeAnswer]) }
        if step.cells.contains(where: { if case .exercise = $0 { true } else { false } }) { actions += ["edit", "check", "watch"] }
        actions += ["hint", "next", "help"]
        return "(" + actions.joined(separator: " · ") + ")"
    }

    public func question(_ question: Question) -> String {
        var parts = [prose(question.prompt)]
        if !question.choices.isEmpty {
            let lines = question.choices.enumerated().map { index, choice -> String in
                let label = index < 26 ? "\(question.choiceLabel(index))) " : "\(index + 1)) "
                let indent = [Span(String(repeating: " ", count: label.displayWidth + 2))]
                return styler.render(TextWrapper.wrap(markdown.inline(HTMLNode.parse(inlineHTML(fromMarkdown: choice)), style: .plain),
                                                      width: markdown.width, firstIndent: [Span("  " + label, TextStyle(bold: true))], indent: indent))
            }
            parts.append(lines.joined(separator: "\n"))
        }
        return parts.joined(separator: "\n")
    }

    public func exercise(_ exercise: Exercise, file: URL?) -> String {
        var parts = [styler.paint(strings[.replExercise, exercise.title], TextStyle(bold: true)), prose(exercise.prompt)]
        let names = Self.checkNames(exercise.checks)
        if !names.isEmpty { parts.append(styler.paint(strings[.replChecksToPass, names.joined(separator: " · ")], TextStyle(dim: true))) }
        if let file { parts.append(styler.paint(strings[.replYourFile], TextStyle(dim: true)) + file.path) }
        return parts.joined(separator: "\n")
    }

    /// The names of an exercise's checks as its checks file gives them (`check("name"…`), in order:
    /// the learner sees what will be checked before checking.
    static func checkNames(_ checks: String) -> [String] {
        checks.split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("check(\"") else { return nil }
            var name = "", escaped = false
            for character in trimmed.dropFirst(7) {
                if escaped { name.append(character); escaped = false }
                else if character == "\\" { escaped = true }
                else if character == "\"" { return name.terminalSafe }
                else { name.append(character) }
            }
            return nil
        }
    }

    /// The learner's passing file beside the reference solution: what they did differently.
    public func solutionDiff(yours: String, reference: String) -> String {
        let changes = LineDiff.changes(old: reference, new: yours)
        guard !changes.isEmpty else { return styler.paint(strings[.replSameAsReference], TextStyle(dim: true)) }
        let lines = changes.map { line -> String in
            let shown = line.terminalSafe
            if line.hasPrefix("- ") { return styler.paint(shown, TextStyle(color: .red)) }
            if line.hasPrefix("+ ") { return styler.paint(shown, TextStyle(color: .green)) }
            return styler.paint(shown, TextStyle(dim: true))
        }
        return ([styler.paint(strings[.replDiffHeading], TextStyle(bold: true))] + lines).joined(separator: "\n")
    }

    /// A verdict: ✓/✗ with the engine's message, then the author's feedback and the explanation.
    /// A verdict and, for an exercise that failed, the seed to replay its scenarios with: `check SEED` at
    /// the prompt, or else `tutor check LESSON --seed SEED` (`lessonID` names the lesson).
    public func verdict(_ verdict: Verdict, lessonID: String? = nil, atPrompt: Bool = false, strings: Localizer = .english) -> String {
        var parts: [String] = []
        switch verdict.outcome {
        case .correct, .incorrect:
            parts.append(notebook.verdict(passed: verdict.isCorrect, message: verdict.message))
        case .unreadable, .failedToRun:
            parts.append(styler.paint(verdict.message, TextStyle(color: .yellow)))
        }
        if !verdict.checks.isEmpty { parts.append(notebook.checks(verdict.checks, strings: strings)) }
        let errors = verdict.diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty { parts.append(styler.paint(NotebookRenderer.compilerLines(errors, strings: strings), TextStyle(color: .red))) }
        if let feedback = verdict.feedback, !feedback.isEmpty { parts.append(prose(feedback)) }
        if let explanation = verdict.explanation, !explanation.isEmpty { parts.append(prose(explanation)) }
        if verdict.outcome == .incorrect, let seed = verdict.seed {
            let replay = atPrompt ? strings[.judgeSeedAtPrompt, String(seed)] : strings[.judgeSeed, String(seed), lessonID ?? "LESSON"]
            parts.append(styler.paint(replay, TextStyle(dim: true)))
        }
        return parts.joined(separator: "\n")
    }

    /// A cell's run: `Out[n]:` and, when it failed, what went wrong.
    public func cellRun(_ run: CellRun, number: Int) -> String {
        var parts: [String] = []
        if let output = notebook.output(number, text: run.output) { parts.append(output) }
        if let problem = run.problem {
            parts.append(styler.paint(problem, TextStyle(color: .red)))
            let errors = run.result.diagnostics.filter { $0.severity == .error }
            if !errors.isEmpty { parts.append(styler.paint(NotebookRenderer.compilerLines(errors, strings: strings), TextStyle(color: .red))) }
        }
        if case .incorrect(let detail)? = run.expectation {
            let message = detail.map { Localizer.english.render($0) } ?? "the output is not what the lesson expects."
            parts.append(notebook.verdict(passed: false, message: "Unexpected output: " + message))
        }
        return parts.joined(separator: "\n")
    }

    public func hint(_ hint: Hint) -> String {
        guard let text = hint.text else { return styler.paint(hint.label, TextStyle(dim: true)) }
        return styler.paint(hint.label + ":", TextStyle(bold: true, color: .yellow)) + "\n" + prose(text)
    }
}

/// A one-line Markdown fragment as HTML without its paragraph wrapper (choices are short inline Markdown).
func inlineHTML(fromMarkdown markdown: String) -> String {
    var html = InkMarkdown.html(markdown)
    if html.hasPrefix("<p>"), html.hasSuffix("</p>") { html = String(html.dropFirst(3).dropLast(4)) }
    return html
}
