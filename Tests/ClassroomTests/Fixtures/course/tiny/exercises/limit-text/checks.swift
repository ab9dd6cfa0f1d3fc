import ExerciseKit

let letters: [Character] = Array("abcdefghij")

check("keeps short text") { scenario in
    let text = scenario.text("text", from: letters, length: 0...5)
    let limit = scenario.int("limit", text.count...8)
    observe("limited text", limitText(text, to: limit))
}

check("cuts long text") { scenario in
    let text = scenario.text("text", from: letters, length: 4...10)
    let limit = scenario.int("limit", 1...(text.count - 1))
    observe("limited text", limitText(text, to: limit))
}

check("zero limit") { scenario in
    let text = scenario.text("text", from: letters, length: 1...6)
    observe("limited text", limitText(text, to: 0))
}
