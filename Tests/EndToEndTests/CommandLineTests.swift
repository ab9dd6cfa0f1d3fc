import Foundation
import Testing
import TestSupport

/// The real `tutor` binary on the fixture course, with piped input (no terminal).
@Suite(.serialized, .enabled(if: TutorProcess.executable != nil, "the tutor binary is not built; run `swift build --product tutor`"))
struct CommandLineTests {
    @Test func helpMatchesGolden() async throws {
        let workspace = try TutorProcess.temporaryWorkspace()
        let result = try await TutorProcess.run(["--help"], workspace: workspace, withFixtureOptions: false)
        #expect(result.status == 0)
        golden.check(result.stdout, named: "help.txt")
    }

    @Test func listMatchesGoldenAndHasNoEscapes() async throws {
        let workspace = try TutorProcess.temporaryWorkspace()
        let result = try await TutorProcess.run(["list"], workspace: workspace)
        #expect(result.status == 0)
        #expect(!result.stdout.contains("\u{1B}"))
        golden.check(result.stdout, named: "list.txt")
    }

    @Test func firstStepMatchesGolden() async throws {
        let workspace = try TutorProcess.temporaryWorkspace()
        let result = try await TutorProcess.run(["start", "keyboard"], stdin: "quit\n", workspace: workspace)
        #expect(result.status == 0)
        golden.check(result.stdout, named: "step-top-edge.txt")
    }

    @Test func unknownLessonSuggestsTheNearestAndExits64() async throws {
        let workspace = try TutorProcess.temporaryWorkspace()
        let result = try await TutorProcess.run(["start", "keybord"], workspace: workspace)
        #expect(result.status == 64)
        #expect(result.stderr == "Unknown lesson 'keybord'. Did you mean 'keyboard'?\n")
        let hint = try await TutorProcess.run(["hint", "keyboard", "lift-feild"], workspace: workspace)
        #expect(hint.status == 64)
        #expect(hint.stderr.hasPrefix("Unknown exercise or question 'lift-feild'. Did you mean 'lift-field'?"))
        let misuse = try await TutorProcess.run(["lisst"], workspace: workspace)
        #expect(misuse.status == 64)
    }

    @Test func resetNeedsConfirmationWithoutATerminal() async throws {
        let workspace = try TutorProcess.temporaryWorkspace()
        let refused = try await TutorProcess.run(["reset", "keyboard"], workspace: workspace)
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("pass --yes"))
        let done = try await TutorProcess.run(["reset", "keyboard", "--yes"], workspace: workspace)
        #expect(done.status == 0)
        #expect(done.stdout == "Reset your progress and exercise files in 'keyboard'.\n")
    }

    @Test func hintsAreStagedAcrossCommands() async throws {
        let workspace = try TutorProcess.temporaryWorkspace()
        let first = try await TutorProcess.run(["hint", "keyboard", "keyboard-height"], workspace: workspace)
        #expect(first.stdout == "Hint 1 of 2:\nIt was in the previous step's prose.\n")
        let second = try await TutorProcess.run(["hint", "keyboard", "keyboard-height"], workspace: workspace)
        #expect(second.stdout == "Hint 2 of 2:\nIt is 568 − 352.\n")
    }

    /// `tutor`, `tutor list` and `tutor progress` without options skip ArgumentParser
    /// (`OptionlessStart`): they must print and exit exactly as the parsed commands do.
    @Test(arguments: [["list"], ["progress"], []])
    func optionlessInvocationsMatchTheParsedOnes(_ command: [String]) async throws {
        let workspace = try TutorProcess.temporaryWorkspace()
        let stdin = command.isEmpty ? "start keyboard\nquit\n" : ""
        let parsed = try await TutorProcess.run(command.isEmpty ? ["repl"] : command, stdin: stdin, workspace: workspace)
        let environment = ["TUTOR_CONTENT": TutorProcess.content.path, "TUTOR_WORKSPACE": workspace.path]
        let bare = try await TutorProcess.run(command, stdin: stdin, workspace: workspace, withFixtureOptions: false,
                                              environment: environment)
        #expect(parsed.status == 0)
        #expect(bare.status == parsed.status)
        #expect(bare.stdout == parsed.stdout)
        #expect(bare.stderr == parsed.stderr)
        #expect(!bare.stdout.isEmpty)
    }

    @Test func optionlessInvocationWithoutLessonsExits64LikeTheParsedOne() async throws {
        let workspace = try TutorProcess.temporaryWorkspace()
        let nowhere = ["TUTOR_CONTENT": workspace.appendingPathComponent("missing").path, "TUTOR_WORKSPACE": workspace.path]
        let bare = try await TutorProcess.run(["list"], workspace: workspace, withFixtureOptions: false, environment: nowhere)
        let parsed = try await TutorProcess.run(["list", "--no-color"], workspace: workspace, withFixtureOptions: false, environment: nowhere)
        #expect(bare.status == parsed.status)
        #expect(bare.stderr == parsed.stderr)
        #expect(bare.stderr.contains("No lessons could be read"))
    }

    @Test func completionScriptIsGenerated() async throws {
        let workspace = try TutorProcess.temporaryWorkspace()
        let result = try await TutorProcess.run(["--generate-completion-script", "bash"], workspace: workspace, withFixtureOptions: false)
        #expect(result.status == 0)
        #expect(result.stdout.contains("_tutor()"))
    }
}
