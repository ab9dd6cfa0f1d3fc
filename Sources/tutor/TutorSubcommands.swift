import ArgumentParser

/// Every subcommand of `tutor`, in the order `--help` lists them. Adding a command is one line here
/// (and its own file in `Commands/`).
enum TutorSubcommands {
    static let all: [ParsableCommand.Type] = [
        ReplCommandLine.self,
        ListCommand.self,
        StartCommand.self,
        ProgressCommand.self,
        ResetCommand.self,
        HintCommand.self,
        RunCommand.self,
        CheckCommand.self,
        ExecCommand.self,
        GradeCommand.self, GradeOneCommand.self, GradebookCommand.self, LintCommand.self, NewCommand.self, ExportCommand.self, ImportCommand.self,
        JupyterCommand.self,
    ]
}
