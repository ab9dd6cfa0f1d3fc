import ExerciseKit

check("secret: negative limit") { scenario in
    let limit = scenario.int("HIDDEN-SECRET-LABEL limit", -5...(-1))
    observe("HIDDEN-SECRET-MESSAGE limited text", limitText("abc", to: limit))
}
