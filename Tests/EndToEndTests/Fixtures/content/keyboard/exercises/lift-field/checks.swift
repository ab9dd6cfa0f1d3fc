import ExerciseKit

check("covered field moves up") {
    let distance = liftDistance(fieldBottom: 500, keyboardTop: 352)
    try expect(distance == 148, "a field ending at y = 500 must move up 148 points, not \(distance)")
}

check("visible field stays") {
    let distance = liftDistance(fieldBottom: 300, keyboardTop: 352)
    try expect(distance == 0, "a field already above the keyboard must not move (moved \(distance))")
}
