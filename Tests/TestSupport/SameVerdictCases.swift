/// Answers that must get the same verdict at the REPL's prompt, through Jupyter's `%answer` and in grading (the
/// REPL's test is in TutorUITests, serialized with the other tests that share Ctrl-C; Jupyter's and grading's in
/// JupyterTests). Code answers are the hard case: reading refuses what running accepts.
public enum SameVerdictCases {
    public static let lessonID = "button"
    public static let questionID = "add-action-call"
    /// In the order given: two wrong, then one that only running accepts (a closure in place of the named action).
    public static let answers = [
        "button.addAction(save, for: .touchDown)",
        "button.addAction(save, for: .valueChanged)",
        "button.addAction(UIAction { _ in store.save() }, for: .touchUpInside)",
    ]
    public static let expected = [false, false, true]
}
