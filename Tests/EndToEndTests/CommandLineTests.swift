import Foundation
import Testing

/// The real `tutor` binary on the fixture course, with piped input (no terminal).
@Suite(.serialized, .enabled(if: TutorProcess.executable != nil, "the tutor binary is not built; run `swift build --product tutor`"))
struct CommandLineTests {
    @Test func helpMatchesGolden() throws {
        let workspace = try TutorProcess.temporaryWorkspace()
        let result = try TutorProcess.run(["--help"], workspace: workspace, withFixtureOptions: false)
        #expect(result.status == 0)
        Golden.check(result.stdout, named: "help.txt")
    }

    @Test func listMatchesGoldenAndHasNoEscapes() throws {
        let workspace = try TutorProcess.temporaryWorkspace()
        let result = try TutorProcess.run(["list"], workspace: workspace)
        #expect(result.status == 0)
        #expect(!result.stdout.contains("\u{1B}"))
        Golden.check(result.stdout, named: "list.txt")
    }

    @Test func firstStepMatchesGolden() throws {
        let workspace = try TutorProcess.temporaryWorkspace()
        let result = try TutorProcess.run(["start", "keyboard"], stdin: "quit\n", workspace: workspace)
        #expect(result.status == 0)
        Golden.check(result.stdout, named: "step-top-edge.txt")
    }

    @Test func unknownLessonSuggestsTheNearestAndExits64() throws {
        let workspace = try TutorProcess.temporaryWorkspace()
        let result = try TutorProcess.run(["start", "keybord"], workspace: workspace)
        #expect(result.status == 64)
        #expect(result.stderr == "Unknown lesson 'keybord'. Did you mean 'keyboard'?\n")
        let hint = try TutorProcess.run(["hint", "keyboard", "lift-feild"], workspace: workspace)
        #expect(hint.status == 64)
        #expect(hint.stderr.hasPrefix("Unknown exercise or question 'lift-feild'. Did you mean 'lift-field'?"))
        let misuse = try TutorProcess.run(["lisst"], workspace: workspace)
        #expect(misuse.status == 64)
    }

    @Test func resetNeedsConfirmationWithoutATerminal() throws {
        let workspace = try TutorProcess.temporaryWorkspace()
        let refused = try TutorProcess.run(["reset", "keyboard"], workspace: workspace)
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("pass --yes"))
        let done = try TutorProcess.run(["reset", "keyboard", "--yes"], workspace: workspace)
        #expect(done.status == 0)
        #expect(done.stdout == "Reset your progress and exercise files in 'keyboard'.\n")
    }

    @Test func hintsAreStagedAcrossCommands() throws {
        let workspace = try TutorProcess.temporaryWorkspace()
        let first = try TutorProcess.run(["hint", "keyboard", "keyboard-height"], workspace: workspace)
        #expect(first.stdout == "Hint 1 of 2:\nIt was in the previous step's prose.\n")
        let second = try TutorProcess.run(["hint", "keyboard", "keyboard-height"], workspace: workspace)
        #expect(second.stdout == "Hint 2 of 2:\nIt is 568 − 352.\n")
    }

    @Test func completionScriptIsGenerated() throws {
        let workspace = try TutorProcess.temporaryWorkspace()
        let result = try TutorProcess.run(["--generate-completion-script", "bash"], workspace: workspace, withFixtureOptions: false)
        #expect(result.status == 0)
        #expect(result.stdout.contains("_tutor()"))
    }
}
