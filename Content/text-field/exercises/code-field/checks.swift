import UIKit
import Simulator
import ExerciseKit

/// Digits 0–9 and characters that are not: letters, symbols, a space, and characters Swift calls numbers
/// (`Character.isNumber`) although a code field must refuse them: ½, Arabic-Indic ٣ and fullwidth ７.
let digits = Array("0123456789")
let notDigits = Array("aZx-+. ½٣７")
/// Digits of other scripts: `Character.isNumber`, `isWholeNumber` and `CharacterSet.decimalDigits` all accept them.
let otherScriptDigits = Array("٣٧۵७７")
/// Fractions: `Character.isNumber` accepts them, `CharacterSet.decimalDigits` does not.
let fractions = Array("½¾⅓")
/// Letters, symbols and a space: nothing calls them digits.
let lettersAndSymbols = Array("aZx-+. ")

/// A fresh device with a code field that uses the learner's delegate, already being edited, holding
/// `text` (set the way a field is filled by code, without asking the delegate).
func codeField(_ scenario: Scenario, holding text: String = "") -> (Simulator, UITextField, CodeFieldDelegate) {
    let sim = Simulator(device: scenario.pick("device", Device.all))
    let screen = UIViewController()
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 280, height: 31))
    field.accessibilityIdentifier = "code"
    field.borderStyle = .roundedRect
    field.keyboardType = .numberPad
    let delegate = CodeFieldDelegate()
    field.delegate = delegate
    screen.view.addSubview(field)
    sim.show(screen)
    sim.tap(field)
    field.text = text
    return (sim, field, delegate)
}

/// `digits` with each of `others` put at a place drawn from the scenario.
func mixing(_ scenario: Scenario, _ others: String, into digits: String) -> String {
    var result = Array(digits)
    for character in others {
        let place = scenario.shuffled(Array(0...result.count))[0]
        result.insert(character, at: place)
    }
    return String(result)
}

/// Asks the delegate about one edit of the field's text and records its answer in the lesson's words.
func observeEdit(_ field: UITextField, _ delegate: CodeFieldDelegate, replacing range: NSRange, with string: String) {
    let before = field.text ?? ""
    let allowed = delegate.textField(field, shouldChangeCharactersIn: range, replacementString: string)
    observe("replacing {\(range.location), \(range.length)} of \"\(before)\" with \"\(string)\" is allowed", allowed)
}

check("Typing: digits go in, up to six; nothing else does") { scenario in
    // Always more than six digits, and at least one key that is not a digit, somewhere among them.
    let typedDigits = scenario.text("digits typed", from: digits, length: 7...10)
    let others = scenario.text("other keys typed", from: notDigits, length: 1...3)
    let typed = mixing(scenario, others, into: typedDigits)
    scenario.note("typed, one key at a time", "\"\(typed)\"")
    let (sim, field, delegate) = codeField(scenario)
    for (index, key) in typed.enumerated() {
        sim.type(String(key))
        observe("text after key \(index + 1) (\"\(key)\")", field.text)
    }
    _ = delegate
}

check("Delete works, also on a full field") { scenario in
    // The field is always full before the first Delete: more digits are typed than fit.
    let typed = scenario.text("digits typed", from: digits, length: 6...8)
    let presses = scenario.int("Delete presses", 1...3)
    let again = scenario.text("digit typed after deleting", from: digits, length: 1...1)
    let (sim, field, delegate) = codeField(scenario)
    for character in typed { sim.type(String(character)) }
    observe("text after typing \"\(typed)\"", field.text)
    for press in 1...presses {
        sim.deleteBackward()
        observe("text after Delete \(press)", field.text)
    }
    sim.type(again)
    observe("text after typing \"\(again)\" again", field.text)
    _ = delegate
}

check("Any edit is judged by the text after it: pastes and replaced selections") { scenario in
    let text = scenario.text("text in the field", from: digits, length: 2...6)
    let count = text.count
    let (_, field, delegate) = codeField(scenario, holding: text)

    /// A selection of at least one character, drawn.
    func selection(_ edit: String) -> NSRange {
        let location = scenario.int("\(edit): selection starts at", 0...(count - 1))
        let length = scenario.int("\(edit): characters selected", 1...(count - location))
        return NSRange(location: location, length: length)
    }

    // Digits pasted over a selection; the code fits afterwards, though text + paste would not.
    let over = selection("code pasted over a selection")
    let fitting = scenario.text("code pasted over a selection: pasted", from: digits,
                                length: (7 - count)...(6 - count + over.length))
    observeEdit(field, delegate, replacing: over, with: fitting)

    // Digits that make the code longer than six.
    let longAt = scenario.int("long paste: at", 0...count)
    let longLength = scenario.int("long paste: characters selected", 0...(count - longAt))
    let long = scenario.text("long paste: pasted", from: digits, length: (7 - count + longLength)...(9 - count + longLength))
    observeEdit(field, delegate, replacing: NSRange(location: longAt, length: longLength), with: long)

    // Pastes that would fit, each with one character that is not 0–9.
    for (edit, alphabet) in [("paste with another script's digit", otherScriptDigits),
                             ("paste with a fraction", fractions),
                             ("paste with a letter, sign or space", lettersAndSymbols)] {
        let range = selection(edit)
        let intruder = scenario.pick("\(edit): character", alphabet, describe: { "\"\($0)\"" })
        let around = scenario.text("\(edit): digits", from: digits, length: 0...(5 - count + range.length))
        observeEdit(field, delegate, replacing: range, with: mixing(scenario, String(intruder), into: around))
    }

    // Cutting a selection: the replacement is empty.
    observeEdit(field, delegate, replacing: selection("cut"), with: "")
}
