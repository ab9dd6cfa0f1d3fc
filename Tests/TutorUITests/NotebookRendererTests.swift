import Kernel
import Lessons
import Testing
import TestSupport
@testable import TutorUI

@Suite struct NotebookRendererTests {
    let renderer = NotebookRenderer(capabilities: .plain)

    @Test func inAndOutAlignContinuationLines() {
        #expect(renderer.input(3, code: "let x = 1\nprint(x)") == "In [3]: let x = 1\n        print(x)")
        #expect(renderer.output(3, text: "1\n2\n") == "Out[3]: 1\n        2")
        #expect(renderer.output(4, text: "\n") == nil)
        #expect(renderer.input(12, code: "a").hasPrefix("In [12]: a"))
    }

    @Test func verdictsWrapUnderTheirMark() {
        var narrow = TerminalCapabilities.plain
        narrow.width = 30
        let verdict = NotebookRenderer(capabilities: narrow).verdict(passed: false, message: "Not quite: 216 is the portrait height, not landscape.")
        #expect(verdict == "✗ Not quite: 216 is the\n  portrait height, not\n  landscape.")
        var ascii = TerminalCapabilities.plain
        ascii.unicode = false
        #expect(NotebookRenderer(capabilities: ascii).verdict(passed: true, message: "Right.") == "ok Right.")
        var colored = TerminalCapabilities.plain
        colored.colors = true
        #expect(NotebookRenderer(capabilities: colored).verdict(passed: true, message: "Right.") == "\u{1B}[1;32m✓\u{1B}[0m Right.")
    }

    @Test func goldenVerdicts() {
        let outcomes = [
            CheckOutcome(name: "field stays visible", passed: true, message: "the field's bottom is at 300, above the keyboard at 352"),
            CheckOutcome(name: "landscape", passed: false, message: "after rotating to landscapeLeft the field is covered by the keyboard (its frame on screen is {{20, 250}, {280, 30}}, the keyboard's {{0, 158}, {568, 162}})"),
        ]
        golden.check(renderer.checks(outcomes) + "\n", named: "verdict.txt")
    }

    @Test func runProblemsInWords() {
        #expect(renderer.problem(KernelResult(status: .timedOut(seconds: 10))) == "Stopped after 10 s: does it loop forever?")
        #expect(renderer.problem(KernelResult(status: .succeeded)) == nil)
        let diagnostic = SourceDiagnostic(unit: "cell 2", line: 1, column: 5, severity: .error, message: "cannot find 'vew' in scope")
        #expect(renderer.problem(KernelResult(status: .compileFailed, diagnostics: [diagnostic])) == "cell 2:1:5: error: cannot find 'vew' in scope")
    }
}
