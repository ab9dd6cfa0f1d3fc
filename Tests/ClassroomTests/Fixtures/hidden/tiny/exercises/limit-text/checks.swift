import ExerciseKit

check("secret: negative limit") {
    let result = limitText("abc", to: -1)
    try expect(result.isEmpty, "HIDDEN-SECRET-MESSAGE a negative limit leaves nothing")
}
