import Foundation
import ExerciseKit

check("covered field moves up") { scenario in
    let keyboardTop = scenario.int("keyboard top", 200...480)
    let fieldBottom = scenario.int("field bottom", (keyboardTop + 1)...(keyboardTop + 200))
    observe("distance moved up", liftDistance(fieldBottom: CGFloat(fieldBottom), keyboardTop: CGFloat(keyboardTop)))
}

check("visible field stays") { scenario in
    let keyboardTop = scenario.int("keyboard top", 200...480)
    let fieldBottom = scenario.int("field bottom", (keyboardTop - 150)...(keyboardTop - 1))
    observe("distance moved up", liftDistance(fieldBottom: CGFloat(fieldBottom), keyboardTop: CGFloat(keyboardTop)))
}
