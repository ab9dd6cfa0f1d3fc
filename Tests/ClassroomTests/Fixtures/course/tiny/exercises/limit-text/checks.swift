import ExerciseKit

check("keeps short text") {
    let result = limitText("abc", to: 5)
    try expect(result == "abc", "text shorter than the limit must stay as it is, not \"\(result)\"")
}

check("cuts long text") {
    let result = limitText("abcdef", to: 3)
    try expect(result == "abc", "\"abcdef\" limited to 3 must be \"abc\", not \"\(result)\"")
}

check("zero limit") {
    let result = limitText("abc", to: 0)
    try expect(result.isEmpty, "a limit of 0 leaves nothing, not \"\(result)\"")
}
