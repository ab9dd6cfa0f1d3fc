import TutorUI

/// `tutor`, `tutor list` and `tutor progress`, typed without options, start without ArgumentParser.
///
/// Why: these are what a learner types many times a day, and the parser is most of their start-up.
/// On every parse it reflects over its built-in commands and the chosen command's options, and each
/// new generic type it meets makes the Swift runtime scan every protocol conformance in the binary
/// (about 7,600 in this statically linked one): ≈3 ms, more than the rest of `tutor list`.
/// These invocations have nothing to parse, so they run the same `work` the parsed commands run,
/// with every global option at its default. Anything else, `--help` included, is parsed as usual;
/// EndToEndTests pin that both routes print the same.
enum OptionlessStart {
    static func work(for arguments: [String]) -> (() async throws -> Int32)? {
        let command: ((TutorEnvironment) async throws -> Int32)? = switch arguments {
        case []: ReplCommandLine.work
        case ["list"]: ListCommand.work
        case ["progress"]: ProgressCommand.work
        default: nil
        }
        guard let command else { return nil }
        return {
            try await command(TutorEnvironment.resolve(workspace: nil, content: nil, noColor: false, language: nil))
        }
    }
}
