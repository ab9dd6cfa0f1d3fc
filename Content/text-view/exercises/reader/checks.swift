import UIKit
import Simulator
import ExerciseKit

let sentences = ["Terms of use.", "Read them, copy them, but do not change them.",
                 "The service is provided as it is, without warranty of any kind.",
                 "You may quote short passages, with credit.", "Questions go to support by mail.",
                 "These terms may change; the date above says when.", "Nothing here limits the rights the law gives you."]

/// A drawn device and orientation showing a reader made by the learner's function, with a drawn frame
/// (not always the whole screen) and a drawn text.
func readerScreen(_ scenario: Scenario) -> (Simulator, UITextView, String) {
    let device = scenario.pick("device", Device.all)
    let orientation = scenario.pick("orientation", [UIInterfaceOrientation.portrait, .landscapeLeft, .landscapeRight])
    let sim = Simulator(device: device, orientation: orientation)
    let screen = UIViewController()
    let bounds = screen.view.bounds
    let x = CGFloat(scenario.int("reader's x", 0...40))
    let y = CGFloat(scenario.int("reader's y", 0...100))
    let width = CGFloat(scenario.int("reader's width", Int(bounds.width / 2)...Int(bounds.width - x)))
    let height = CGFloat(scenario.int("reader's height", 120...Int(bounds.height - y)))
    let count = scenario.int("sentences in the text", 2...6)
    let text = scenario.shuffled(sentences).prefix(count).joined(separator: " ")
    scenario.note("text", "\"\(text)\"")
    let reader = makeReader(frame: CGRect(x: x, y: y, width: width, height: height), text: text)
    screen.view.addSubview(reader)
    sim.show(screen)
    return (sim, reader, text)
}

check("The text sits 20 points from the sides and 16 from the top") { scenario in
    let (_, reader, text) = readerScreen(scenario)
    observe("frame", reader.frame)
    observe("text", reader.text)
    // In the text view's content: the first letter's caret, and the caret after the last letter (its line
    // depends on where lines wrap, so on the right margin too).
    observe("first letter at", reader.caretRect(forPosition: 0).origin)
    observe("lines end this far from the right edge", reader.textContainerInset.right + reader.textContainer.lineFragmentPadding)
    observe("end of the text at", reader.caretRect(forPosition: text.utf16.count).origin)
}

check("People can select but not edit") { scenario in
    let (sim, reader, _) = readerScreen(scenario)
    observe("isSelectable", reader.isSelectable)
    observe("a tap lands on", sim.tap(reader).description)
    sim.runUntilIdle()
    observe("the keyboard is up", sim.isKeyboardVisible)
    observe("the reader is being edited", reader.isFirstResponder)
    let typed = scenario.pick("then typed", ["Hello", "x", "1234", " ok"])
    sim.type(typed)
    sim.runUntilIdle()
    observe("text after typing", reader.text)
}

check("The text uses the 17-point system font") { scenario in
    let (_, reader, _) = readerScreen(scenario)
    observe("font", reader.font.map { "\($0)" })
}
