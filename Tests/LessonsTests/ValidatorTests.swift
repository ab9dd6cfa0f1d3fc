import Foundation
import CheckChannel
import Testing
import TestSupport
@testable import Kernel
@testable import Lessons

/// Builds a validator from YAML options, as a lesson would.
func validator(_ yaml: String, choices: [String] = []) throws -> any AnswerValidator {
    try ValidatorRegistry.make(ValidatorOptions(yaml: yaml, choices: choices))
}

func optionError(_ yaml: String, choices: [String] = []) -> String? {
    do {
        _ = try ValidatorRegistry.make(ValidatorOptions(yaml: yaml, choices: choices))
        return nil
    } catch {
        return error.message
    }
}

struct TextValidatorTests {
    @Test("Case, whitespace and Unicode normalization by default")
    func forgiving() throws {
        let v = try validator("type: text\nanswer: First Responder")
        for answer in ["First Responder", "first responder", "FIRST   RESPONDER", "first\nresponder"] {
            #expect(v.validate(answer) == .correct, "\(answer)")
        }
        // A wrong text says why (here: nearly the same letters).
        #expect(v.validate("first-responder") == .incorrect(detail: Message(.textNearlySpelled)))
        #expect(v.validate("FirstResponder") == .incorrect(detail: Message(.textNearlySpelled)))
    }

    @Test("Composed and decomposed letters, ligatures (NFKC)")
    func unicode() throws {
        let v = try validator("type: text\nanswer: \"Йошкар-Ола café\"")
        #expect(v.validate("И\u{0306}ошкар-Ола cafe\u{0301}") == .correct)
        let ligature = try validator("type: text\nanswer: office")
        #expect(ligature.validate("o\u{FB03}ce") == .correct)
        let nfc = try validator("type: text\nanswer: office\nunicode: nfc")
        #expect(nfc.validate("o\u{FB03}ce") == .incorrect(detail: Message(.textOther, "o\u{FB03}ce")))
    }

    @Test("Exact options")
    func exact() throws {
        let v = try validator("type: text\nanswer: viewDidLoad\ncase_sensitive: true\nwhitespace: exact")
        #expect(v.validate("viewDidLoad") == .correct)
        #expect(v.validate("viewdidload") == .incorrect(detail: Message(.textCaseDiffers)))
        let ignore = try validator("type: text\nanswer: view did load\nwhitespace: ignore")
        #expect(ignore.validate("viewDidLoad") == .correct)
    }

    @Test("Several accepted answers")
    func answers() throws {
        let v = try validator("type: text\nanswers: [resign, resignFirstResponder]")
        #expect(v.validate("resign") == .correct)
        #expect(v.validate("resignFirstResponder") == .correct)
        #expect(v.validate("becomeFirstResponder") == .incorrect(detail: Message(.textOther, "becomeFirstResponder")))
    }

    @Test("Bad options")
    func badOptions() {
        #expect(optionError("type: text") == "missing required key “answer” (or “answers”, “answer_sha256”) in the text validator")
        #expect(optionError("type: text\nanswer: x\nwhitespace: squash") == "“whitespace” must be one of collapse, ignore, exact, not “squash”")
        #expect(optionError("type: text\nanswer: x\ncase_sensitive: maybe") == "“case_sensitive” must be true or false, not “maybe”")
    }
}

struct ChoiceValidatorTests {
    let choices = ["viewDidLoad", "viewWillAppear", "viewDidAppear", "loadView"]

    @Test("One right choice by letter or text")
    func single() throws {
        let v = try validator("type: choice\nanswer: B", choices: choices)
        for answer in ["B", "b", "b)", "(B)", "B.", "viewWillAppear", "  VIEWWILLAPPEAR "] {
            #expect(v.validate(answer) == .correct, "\(answer)")
        }
        #expect(v.validate("A") == .incorrect(detail: Message(.choiceWrongOne, "A", "viewDidLoad")))
        #expect(v.validate("B, C") == .incorrect(detail: Message(.choiceOnlyOne)))
        #expect(v.validate("E") == .unreadable(Message(.choiceUnknown, "E", "D")))
        #expect(v.validate("banana") == .unreadable(Message(.choiceUnknown, "banana", "D")))
    }

    @Test("An evasion is no choice, though it shares a negation with one; a place with a reason or a number is one")
    func evasionsAndPlaces() throws {
        var options = try ValidatorOptions(yaml: "type: choice\nanswer: C", choices: [
            "Кнопка пошлёт touchDown и touchUpInside, как обычно", "Кнопка пошлёт touchUpOutside, потому что мешает клавиатура",
            "Касание получит клавиатура; кнопка не получит вообще никаких событий", "UIKit сдвинет кнопку выше клавиатуры",
        ])
        options.language = "ru"
        let russian = try ValidatorRegistry.make(options)
        for evasion in ["не знаю", "понятия не имею", "не уверен", "нет"] {
            #expect(!russian.validate(evasion).isCorrect, "\(evasion)")
        }
        for place in ["третий вариант", "вариант 3", "вариант три", "третий, кнопка ничего не получит", "в — касание уйдёт клавиатуре"] {
            #expect(russian.validate(place) == .correct, "\(place)")
        }
        #expect(!russian.validate("второй, потому что мешает клавиатура").isCorrect)
        let english = try validator("type: choice\nanswer: B", choices: choices)
        for evasion in ["I don't know", "not sure", "no idea"] { #expect(!english.validate(evasion).isCorrect, "\(evasion)") }
        for place in ["option 2", "option two", "the second one", "the second: it runs before every appearance", "choice 2"] {
            #expect(english.validate(place) == .correct, "\(place)")
        }
        #expect(english.validate("option 5") != .correct)
    }

    @Test("Several right choices in any order and spelling")
    func several() throws {
        let v = try validator("type: choice\nanswers: [A, viewDidAppear]", choices: choices)
        for answer in ["A, C", "C,A", "c a", "a and c", "viewDidAppear; viewDidLoad", "A\nC"] {
            #expect(v.validate(answer) == .correct, "\(answer)")
        }
        #expect(v.validate("A") == .incorrect(detail: Message(.choiceNeedsAll)))
        #expect(v.validate("A, B, C") == .incorrect(detail: Message(.choiceWrongOne, "B", "viewWillAppear")))
    }

    @Test("Answers must name a choice; a question needs choices")
    func badOptions() {
        #expect(optionError("type: choice\nanswer: E", choices: choices) == "choice “E” is not among the 4 choices")
        #expect(optionError("type: choice\nanswer: A") == "a choice question needs at least two “choices”")
    }
}

/// A hyphenated word is one word: "OR-ed" offers no second value, "non-zero" denies nothing.
@Suite struct HyphenatedWordsTests {
    @Test func aCompoundIsNoHedgeOrDenial() throws {
        let question = Question(id: "q", prompt: "rawValue?", validator: try validator("type: arithmetic\nanswer: 6"))
        #expect(question.judge("It's 6 because the disabled and selected flags are OR-ed together").result == .correct)
        #expect(question.judge("6, a non-zero value").result == .correct)
        #expect(question.judge("6 or 7").result != .correct)
        #expect(question.judge("not 6").result != .correct)
    }
}

struct NumberValidatorTests {
    @Test("A unit written or not, with or without a space")
    func units() throws {
        let v = try validator("type: number\nanswer: 216\nunit: pt\nunit_aliases: [points]")
        for answer in ["216", "216pt", "216 pt", "216 PT", "216.0", "216 points", "+216"] {
            #expect(v.validate(answer) == .correct, "\(answer)")
        }
        #expect(v.validate("216 px") == .incorrect(detail: Message(.numberWrongUnit, "pt", "px")))
        #expect(v.validate("253") == .incorrect(detail: nil))
        #expect(v.validate("two hundred") == .incorrect(detail: nil))
        #expect(v.validate("a lot") == .unreadable(Message(.numberUnreadable, "a lot", "12 pt")))
        #expect(v.validate("216pt!") == .unreadable(Message(.numberUnreadable, "216pt!", "12 pt")))
    }

    @Test("Tolerance, decimal commas and direction")
    func tolerance() throws {
        let v = try validator("type: number\nanswer: 0.25\ntolerance: 0.01\ntell_direction: true")
        #expect(v.validate("0.25") == .correct)
        #expect(v.validate("0,26") == .correct)
        #expect(v.validate(".25") == .correct)
        #expect(v.validate("0.3") == .incorrect(detail: Message(.numberTooHigh)))
        #expect(v.validate("-0.25") == .incorrect(detail: Message(.numberTooLow)))
        // Commas grouping thousands are read; commas that group nothing are not.
        #expect(v.validate("1,000.5") == .incorrect(detail: Message(.numberTooHigh)))
        #expect(v.validate("1,00,0") == .unreadable(Message(.numberUnreadable, "1,00,0", "12")))
    }

    @Test("Bad options")
    func badOptions() {
        #expect(optionError("type: number\nanswer: lots") == "the answer “lots” is not a number")
        #expect(optionError("type: number\nanswer: 1\ntolerance: -1") == "“tolerance” must not be negative")
    }
}

struct ArithmeticValidatorTests {
    @Test("Expressions are evaluated")
    func expressions() throws {
        let v = try validator("type: arithmetic\nanswer: 216\nunit: pt")
        for answer in ["216", "480 - 264", "568-352", "(568 - 136) / 2", "2 * 108", "216pt", "568pt - 352pt", "−(−216)", "432 ÷ 2"] {
            #expect(v.validate(answer) == .correct, "\(answer)")
        }
        #expect(v.validate("568 - 200") == .incorrect(detail: nil))
        #expect(v.validate("1 / 0") == .unreadable(Message(.arithmeticUnreadable, "1 / 0", "division by zero", "2 * (10 + 5)")))
        #expect(v.validate("2 +") == .unreadable(Message(.arithmeticUnreadable, "2 +", "a number is missing at the end", "2 * (10 + 5)")))
        #expect(v.validate("(1 + 2") == .unreadable(Message(.arithmeticUnreadable, "(1 + 2", "“)” is missing", "2 * (10 + 5)")))
        #expect(v.validate("x * 2") == .unreadable(Message(.arithmeticUnreadable, "x * 2", "unexpected “x”", "2 * (10 + 5)")))
    }

    @Test("Deep nesting is refused, not a stack overflow")
    func deepNesting() throws {
        let v = try validator("type: arithmetic\nanswer: 1")
        let deep = String(repeating: "(", count: 5_000) + "1" + String(repeating: ")", count: 5_000)
        #expect(v.validate(deep) == .unreadable(Message(.arithmeticUnreadable, deep, "too deeply nested", "2 * (10 + 5)")))
        #expect(v.validate(String(repeating: "-", count: 200) + "1") == .unreadable(Message(.arithmeticUnreadable, String(repeating: "-", count: 200) + "1", "too deeply nested", "2 * (10 + 5)")))
    }

    @Test("Decimal precision: 0.1 + 0.2 is 0.3")
    func decimals() throws {
        let v = try validator("type: arithmetic\nanswer: 0.3")
        #expect(v.validate("0.1 + 0.2") == .correct)
    }
}

struct RegexValidatorTests {
    @Test("Whole-answer match by default; options")
    func regex() throws {
        let v = try validator("type: regex\npattern: \"[0-9]+ ?pt\"")
        #expect(v.validate("216pt") == .correct)
        #expect(v.validate("216 pt") == .correct)
        #expect(v.validate("about 216pt") == .incorrect(detail: nil))
        let partial = try validator("type: regex\npattern: resign\nwhole: false\nignore_case: true")
        #expect(partial.validate("call ResignFirstResponder()") == .correct)
        #expect(optionError("type: regex\npattern: \"(\"") == "invalid regular expression “(”")
        #expect(optionError("type: regex") == "missing required key “pattern” in the regex validator")
    }
}

struct GeometryValidatorTests {
    @Test("Every accepted spelling of a rect")
    func rects() throws {
        let v = try validator("type: geometry\nshape: rect\nanswer: \"{{0, 264}, {320, 216}}\"")
        for answer in [
            "{{0, 264}, {320, 216}}", "CGRect(x: 0, y: 264, width: 320, height: 216)", "0 264 320 216", "(0, 264, 320, 216)",
            "CGRect(origin: CGPoint(x: 0, y: 264), size: CGSize(width: 320, height: 216))", "CGRectMake(0, 264, 320, 216)",
            "CGRect(width: 320, height: 216, x: 0, y: 264)", "x: 0 y: 264 w: 320 h: 216", "{{0.0, 264.0}, {320.0, 216.0}}",
        ] {
            #expect(v.validate(answer) == .correct, "\(answer)")
        }
    }

    @Test("Near misses name the first wrong component")
    func nearMisses() throws {
        let v = try validator("type: geometry\nshape: rect\nanswer: 0 264 320 216")
        #expect(v.validate("{{0, 352}, {320, 216}}") == .incorrect(detail: Message(.geometryComponentWrong, "y")))
        #expect(v.validate("CGRect(x: 0, y: 264, width: 320, height: 253)") == .incorrect(detail: Message(.geometryComponentWrong, "height")))
        let quiet = try validator("type: geometry\nshape: rect\nanswer: 0 264 320 216\ntell_component: false")
        #expect(quiet.validate("0 264 320 253") == .incorrect(detail: nil))
    }

    @Test("Unreadable shapes say how to write one")
    func unreadable() throws {
        let v = try validator("type: geometry\nshape: rect\nanswer: 0 264 320 216")
        let example = GeometryValidator.Shape.rect.example
        for answer in ["0 264 320", "CGSize(width: 320, height: 216)", "banana 1 2 3 4", "CGRect(x: 0, x: 1, width: 2, height: 3)", "1 2 3 4 5"] {
            #expect(v.validate(answer) == .unreadable(Message(.geometryUnreadableRect, answer, example)), "\(answer)")
        }
    }

    @Test("Insets, points, sizes and zero")
    func otherShapes() throws {
        let insets = try validator("type: geometry\nshape: insets\nanswer: \"UIEdgeInsets(top: 0, left: 0, bottom: 216, right: 0)\"")
        for answer in ["UIEdgeInsets(top: 0, left: 0, bottom: 216, right: 0)", "{0, 0, 216, 0}", "0 0 216 0",
                       "UIEdgeInsets(bottom: 216, top: 0, right: 0, left: 0)", "UIEdgeInsetsMake(0, 0, 216, 0)"] {
            #expect(insets.validate(answer) == .correct, "\(answer)")
        }
        #expect(insets.validate("{0, 216, 0, 0}") == .incorrect(detail: Message(.geometryComponentWrong, "left")))
        let point = try validator("type: geometry\nshape: point\nanswer: \"{160, -20.5}\"")
        #expect(point.validate("CGPoint(x: 160, y: -20.5)") == .correct)
        let size = try validator("type: geometry\nshape: size\nanswer: 320 x 216\ntolerance: 0.5")
        #expect(size.validate("CGSize(width: 320.4, height: 216)") == .correct)
        #expect(size.validate("320×216") == .correct)
        let zero = try validator("type: geometry\nshape: insets\nanswer: .zero")
        #expect(zero.validate("UIEdgeInsets.zero") == .correct)
        #expect(zero.validate("0 0 0 0") == .correct)
        #expect(optionError("type: geometry\nshape: circle\nanswer: 1") == "“shape” must be one of rect, point, size, insets, not “circle”")
    }
}

struct SymbolValidatorTests {
    @Test("Objective-C, Swift 4 and Swift 5 spellings of a keyboard key are one answer")
    func keyboardKey() throws {
        let v = try validator("type: symbol\nanswer: UIKeyboardFrameEndUserInfoKey")
        for answer in ["UIKeyboardFrameEndUserInfoKey", "UIResponder.keyboardFrameEndUserInfoKey", "keyboardFrameEndUserInfoKey",
                       ".keyboardFrameEndUserInfoKey", "`UIResponder.keyboardFrameEndUserInfoKey`"] {
            #expect(v.validate(answer) == .correct, "\(answer)")
        }
        #expect(v.validate("UIKeyboardFrameBeginUserInfoKey") == .incorrect(detail: Message(.symbolOtherAPI, "UIResponder.keyboardFrameBeginUserInfoKey")))
        #expect(v.validate("UIWindow.keyboardFrameEndUserInfoKey") == .incorrect(detail: Message(.symbolOtherType, "keyboardFrameEndUserInfoKey", "UIWindow")))
        #expect(v.validate("keyboard frame") == .unreadable(Message(.symbolUnreadable, "keyboard frame", "UIView.AnimationOptions.curveEaseIn")))
    }

    @Test("Another API only for a name that is one; a word or a slip is an unknown name, with the nearest known one")
    func unknownNames() throws {
        let v = try validator("type: symbol\nanswer: resignFirstResponder()")
        #expect(v.validate("becomeFirstResponder") == .incorrect(detail: Message(.symbolOtherAPI, "becomeFirstResponder")))
        #expect(v.validate("resignFirstResponer") == .unreadable(Message(.symbolUnknownNearest, "resignFirstResponer", "resignFirstResponder")))
        #expect(v.validate("dismissKeyboardNow") == .incorrect(detail: Message(.symbolUnknown, "dismissKeyboardNow")))
        #expect(v.validate("becomeFirstResponer") == .incorrect(detail: Message(.symbolUnknownNearest, "becomeFirstResponer", "becomeFirstResponder")))
        #expect(v.validate("it") == .incorrect(detail: Message(.symbolUnknown, "it")))
        // A sentence of plain words is not read as a name at all, so nothing in it is called another API.
        let question = Question(id: "q", prompt: "Which method?", validator: v)
        #expect(question.judge("you call it").result == .unreadable(Message(.symbolUnreadable, "you call it", "UIView.AnimationOptions.curveEaseIn")))
        #expect(question.judge("you call becomeFirstResponder").result == .incorrect(detail: Message(.symbolOtherAPI, "becomeFirstResponder")))
        #expect(question.judge("I think you call resignFirstResponder on it").result == .correct)
        // The lesson's shorthand for a notification is a known name.
        let shown = try validator("type: symbol\nanswer: UIResponder.keyboardDidShowNotification")
        #expect(shown.validate("keyboardWillShow") == .incorrect(detail: Message(.symbolOtherAPI, "keyboardWillShow")))
        #expect(shown.validate("willHide") == .incorrect(detail: Message(.symbolOtherAPI, "willHide")))
        // A name the author foresaw is wrong with the author's words, known to tutor or not.
        let foreseen = Question(id: "q", prompt: "Which method?", validator: v,
                                feedback: [FeedbackRule(match: .answer("hideKeyboard()"), message: "There is no such method on UIResponder.")])
        #expect(foreseen.judge("hideKeyboard()") == Question.Judgement(result: .incorrect(detail: Message(.symbolUnknown, "hideKeyboard")), feedback: "There is no such method on UIResponder."))
        #expect(foreseen.judge("hideKeyboard") == Question.Judgement(result: .incorrect(detail: Message(.symbolUnknown, "hideKeyboard")), feedback: "There is no such method on UIResponder."))
    }

    @Test("Notification names")
    func notifications() throws {
        let v = try validator("type: symbol\nanswer: UIResponder.keyboardWillShowNotification")
        for answer in ["UIKeyboardWillShowNotification", "UIResponder.keyboardWillShowNotification", "keyboardWillShowNotification",
                       "NSNotification.Name.UIKeyboardWillShow", "Notification.Name.UIKeyboardWillShow", ".UIKeyboardWillShow"] {
            #expect(v.validate(answer) == .correct, "\(answer)")
        }
        #expect(v.validate("UIKeyboardDidShowNotification") == .incorrect(detail: Message(.symbolOtherAPI, "UIResponder.keyboardDidShowNotification")))
        let app = try validator("type: symbol\nanswer: UIApplicationDidEnterBackgroundNotification")
        #expect(app.validate("UIApplication.didEnterBackgroundNotification") == .correct)
        let text = try validator("type: symbol\nanswer: UITextField.textDidChangeNotification")
        #expect(text.validate("UITextFieldTextDidChangeNotification") == .correct)
    }

    @Test("Enum cases: Objective-C constant, Swift 3 type, nested type, bare case")
    func enumCases() throws {
        let v = try validator("type: symbol\nanswer: UITextFieldViewModeWhileEditing")
        for answer in ["UITextFieldViewModeWhileEditing", ".whileEditing", "whileEditing", "UITextField.ViewMode.whileEditing",
                       "UITextFieldViewMode.whileEditing"] {
            #expect(v.validate(answer) == .correct, "\(answer)")
        }
        #expect(v.validate("UITextFieldViewModeAlways") == .incorrect(detail: Message(.symbolOtherAPI, "UITextField.ViewMode.always")))
        let event = try validator("type: symbol\nanswer: .touchUpInside")
        #expect(event.validate("UIControlEventTouchUpInside") == .correct)
        #expect(event.validate("UIControlEvents.touchUpInside") == .correct)
        let keyboardType = try validator("type: symbol\nanswer: UIKeyboardType.emailAddress")
        #expect(keyboardType.validate("UIKeyboardTypeEmailAddress") == .correct)
        let returnKey = try validator("type: symbol\nanswer: UIReturnKeyType.done")
        #expect(returnKey.validate("UIReturnKeyDone") == .correct)
        #expect(returnKey.validate("UIReturnKeyType") == .incorrect(detail: Message(.symbolOtherAPI, "UIReturnKeyType")))
    }

    @Test("The normalizer's readings")
    func readings() {
        #expect(SymbolName("UIKeyboardFrameEndUserInfoKey")?.description == "UIResponder.keyboardFrameEndUserInfoKey")
        #expect(SymbolName("UITextFieldViewModeWhileEditing")?.description == "UITextField.ViewMode.whileEditing")
        #expect(SymbolName("UIKeyboardTypeURL")?.description == "UIKeyboardType.url")
        #expect(SymbolName("UIKeyboardType")?.description == "UIKeyboardType")
        #expect(SymbolName("textFieldShouldReturn(_:)")?.description == "textFieldShouldReturn")
        #expect(SymbolName("textField:shouldChangeCharactersInRange:replacementString:")?.description == "textField")
        #expect(SymbolName("viewDidLoad()")?.description == "viewDidLoad")
        #expect(SymbolName("a b") == nil)
        #expect(SymbolName("") == nil)
        #expect(SymbolName("1abc") == nil)
    }

    @Test("require_type wants the type named")
    func requireType() throws {
        let v = try validator("type: symbol\nanswer: UIResponder.keyboardWillHideNotification\nrequire_type: true")
        #expect(v.validate("keyboardWillHideNotification") == .incorrect(detail: Message(.symbolNeedsType, "keyboardWillHideNotification")))
        #expect(v.validate("UIKeyboardWillHideNotification") == .correct)
    }
}

struct OrderValidatorTests {
    @Test("Separators and the first position out of place")
    func order() throws {
        let v = try validator("type: order\nanswer: [viewDidLoad, viewWillAppear, viewDidAppear]")
        for answer in ["viewDidLoad, viewWillAppear, viewDidAppear", "viewDidLoad()\nviewWillAppear()\nviewDidAppear()",
                       "viewdidload → viewwillappear → viewdidappear", "viewDidLoad -> viewWillAppear -> viewDidAppear"] {
            #expect(v.validate(answer) == .correct, "\(answer)")
        }
        #expect(v.validate("viewDidLoad, viewDidAppear, viewWillAppear") == .incorrect(detail: Message(.orderSwapped, "2", "3")))
        #expect(v.validate("viewWillAppear, viewDidLoad, viewDidAppear") == .incorrect(detail: Message(.orderSwapped, "1", "2")))
        #expect(v.validate("viewDidAppear, viewWillAppear, viewDidLoad") == .incorrect(detail: Message(.orderFirstWrong, "1")))
        #expect(v.validate("viewDidLoad, viewWillAppear") == .incorrect(detail: Message(.orderCount, "3", "2")))
        #expect(v.validate("viewDidLoad, loadView, viewDidAppear") == .incorrect(detail: Message(.orderUnknownItem, "loadView")))
        #expect(v.validate("viewDidLoad") == .unreadable(Message(.orderUnreadable, "first, second, third")))
    }

    @Test("By the letters of the choices")
    func letters() throws {
        let v = try validator("type: order\nanswer: [textFieldDidBeginEditing, keyboardWillShowNotification, keyboardDidShowNotification]",
                              choices: ["keyboardWillShowNotification", "textFieldDidBeginEditing", "keyboardDidShowNotification"])
        #expect(v.validate("B A C") == .correct)
        #expect(v.validate("b, a, c") == .correct)
        #expect(v.validate("A B C") == .incorrect(detail: Message(.orderSwapped, "1", "2")))
        #expect(v.validate("x") == .unreadable(Message(.orderUnreadable, "A, B, C")))
    }
}

struct OutputValidatorTests {
    @Test("Line by line, trailing spaces and blank lines ignored")
    func output() {
        #expect(OutputValidator.compare(expected: "a\nb", actual: "a  \nb\n\n") == .correct)
        #expect(OutputValidator.compare(expected: "a\nb", actual: "a\nc") == .incorrect(detail: Message(.outputLineDiffers, "2", "b", "c")))
        #expect(OutputValidator.compare(expected: "a\nb", actual: "a") == .incorrect(detail: Message(.outputMissingLines, "1", "2")))
        #expect(OutputValidator.compare(expected: "a", actual: "a\nb") == .incorrect(detail: Message(.outputExtraLines, "2", "1")))
    }
}

struct FeedbackTests {
    @Test("Feedback for a wrong answer catches its other spellings; patterns match as typed")
    func feedback() throws {
        let (lesson, _) = Lesson.load(directory: Fixtures.exampleLesson)
        let frame = try #require(lesson?.question(id: "keyboard-frame"))
        #expect(frame.judge("CGRect(x: 0, y: 264, width: 320, height: 216)").feedback
                == "264 is right for a 480-point screen (iPhone 4s), not for the iPhone SE.")
        #expect(frame.judge("0 0 320 216").feedback == "That is the keyboard's size with the origin at the top; the keyboard sits at the bottom.")
        #expect(frame.judge("0 1 320 216").feedback == nil)
        #expect(frame.judge("0 352 320 216").result == .correct)
        let key = try #require(lesson?.question(id: "frame-key"))
        #expect(key.judge("UIResponder.keyboardFrameBeginUserInfoKey").feedback == "The begin frame is where the keyboard starts its animation, off screen.")
        let lift = try #require(lesson?.question(id: "lift"))
        #expect(lift.judge("-148").feedback == "Up means a positive distance here; drop the minus sign.")
        #expect(lift.judge("500 - 352").result == .correct)
    }
}

struct HashedAnswerTests {
    @Test("A salted hash of the canonical answer stands in for the answer")
    func hashed() throws {
        let plain = try #require(try validator("type: geometry\nshape: rect\nanswer: 0 264 320 216") as? GeometryValidator)
        let option = try #require(plain.answerHashOption(for: "{{0, 264}, {320, 216}}", salt: "k3y"))
        #expect(option == "k3y:" + ContentDigest.hex("k3y0 264 320 216"))
        let hidden = try validator("type: geometry\nshape: rect\nanswer_sha256: \"\(option)\"")
        #expect(hidden.validate("CGRect(x: 0, y: 264, width: 320, height: 216)") == .correct)
        #expect(hidden.validate("0 265 320 216") == .incorrect(detail: nil))
        #expect(hidden.shownAnswer == nil)

        let symbol = try validator("type: symbol\nanswer_sha256: \"s:\(ContentDigest.hex("skeyboardFrameEndUserInfoKey"))\"")
        #expect(symbol.validate("UIKeyboardFrameEndUserInfoKey") == .correct)
        let choice = try validator("type: choice\nanswer_sha256: \"x:\(ContentDigest.hex("xA,C"))\"", choices: ["1", "2", "3"])
        #expect(choice.validate("c, a") == .correct)
        #expect(choice.validate("a") == .incorrect(detail: nil))
        let number = try validator("type: arithmetic\nanswer_sha256: \"n:\(ContentDigest.hex("n216"))\"")
        #expect(number.validate("568 - 352") == .correct)
    }

    @Test("Malformed hashes and conflicting options are option errors")
    func bad() {
        #expect(optionError("type: text\nanswer_sha256: abc") == "answer_sha256 must be “<salt>:<64 hex digits>”")
        #expect(optionError("type: text\nanswer: x\nanswer_sha256: \"a:\(ContentDigest.hex("x"))\"") == "give either the answer or answer_sha256, not both")
        #expect(optionError("type: number\nanswer_sha256: \"a:\(ContentDigest.hex("x"))\"\ntolerance: 1")
                == "answer_sha256 cannot be used with a tolerance: the hash needs one exact answer")
    }
}

/// The judge's comparison: every message it writes, from what the two runs observed.
struct ObservationComparisonTests {
    func report(_ observations: [Observation], check: String = "stays", scenario: Int = 0, draws: [Observation] = [Observation("device", "iPad")],
                ending: ScenarioReport.Ending = .returned, foreign: Int = 0) -> ScenarioReport {
        ScenarioReport(seed: 1, check: check, scenario: scenario, draws: draws, observations: observations, ending: ending, foreignRecords: foreign)
    }

    func message(reference: [ScenarioReport], learner: [ScenarioReport]) -> [String] {
        ObservationComparison(reference: reference, learner: learner).outcomes().map { "\($0.passed ? "✓" : "✗") \($0.name): \($0.message)" }
    }

    @Test("Equal observations pass; the first difference is named with the scenario, the label and both values")
    func differences() {
        let expected = [report([Observation("inset", "216"), Observation("indicator", "216")])]
        #expect(message(reference: expected, learner: expected) == ["✓ stays: stays"])
        #expect(message(reference: expected, learner: [report([Observation("inset", "216"), Observation("indicator", "0")])])
                == ["✗ stays: In scenario 1 (device: iPad): indicator: expected 216, observed 0."])
        #expect(message(reference: expected, learner: [report([Observation("inset", "")])])
                == ["✗ stays: In scenario 1 (device: iPad): inset: expected 216, observed \"\"."])
    }

    @Test("Missing, extra, crashed and stopped scenarios say what happened")
    func endings() {
        let expected = [report([Observation("inset", "216")]), report([Observation("inset", "162")], scenario: 1)]
        #expect(message(reference: expected, learner: [expected[0]])
                == ["✗ stays: In scenario 2 of this check, nothing was observed: the program stopped before it."])
        #expect(message(reference: expected, learner: [report([], ending: .crashed("form.swift:12: Fatal error: Index out of range")), expected[1]])
                == ["✗ stays: In scenario 1 (device: iPad): the program crashed: form.swift:12: Fatal error: Index out of range"])
        #expect(message(reference: expected, learner: [report([], ending: .stopped("no fire date")), expected[1]])
                == ["✗ stays: In scenario 1 (device: iPad): inset: expected 216, but nothing more was observed (the check stopped: no fire date)."])
        #expect(message(reference: expected, learner: [report([Observation("inset", "216"), Observation("inset", "0")]), expected[1]])
                == ["✗ stays: In scenario 1 (device: iPad): the program's run recorded inset = 0, which the reference solution's run did not."])
    }

    @Test("Records the checks did not write are never believed")
    func forgery() {
        let expected = [report([Observation("inset", "216")])]
        #expect(message(reference: expected, learner: [report([Observation("inset", "216")], foreign: 1)])
                == ["✗ stays: In scenario 1 (device: iPad): the checks' records were written to by something other than the checks, so this run proves nothing."])
        #expect(message(reference: expected, learner: [report([Observation("inset", "216")], draws: [Observation("device", "iPhone")])])
                == ["✗ stays: In scenario 1 (device: iPad): the checks' records were written to by something other than the checks, so this run proves nothing."])
        #expect(message(reference: expected, learner: expected + [report([], check: "invented")])
                == ["✓ stays: stays", "✗ (checks this exercise does not have): The program reported a check this exercise does not have (“invented”), so its records cannot be trusted."])
        // However many names a program makes up, they are one failure: the number of checks is the exercise's, plus one.
        let invented = (1...40).map { report([], check: "made up \($0)") }
        let outcomes = ObservationComparison(reference: expected, learner: expected + invented).outcomes()
        #expect(outcomes.map(\.name) == ["stays", "(checks this exercise does not have)"])
        #expect(outcomes.map(\.passed) == [true, false])
        #expect(outcomes[1].message == "The program reported a check this exercise does not have (“made up 1”, “made up 2”, “made up 3”, “…”), so its records cannot be trusted.")
    }

    @Test("The channel: records grouped by scenario, a second end or a record after the end counted as foreign, crashes in the learner's words")
    func channel() {
        let lines = [
            #"{"k":"pick","seed":"4","c":"A","s":0,"label":"device","value":"iPad","n":0}"#,
            #"{"k":"obs","seed":"4","c":"A","s":0,"label":"inset","value":"216","n":1}"#,
            #"{"k":"end","seed":"4","c":"A","s":0,"how":"returned","n":2}"#,
            #"{"k":"end","seed":"4","c":"A","s":0,"how":"returned","n":3}"#,
            #"{"k":"crash","seed":"4","c":"A","s":1,"signal":4,"output":"Fatal error"}"#,
            #"{"k":"crash","seed":"4","c":"A","s":2,"flood":65536}"#,
            "PASS everything",
            #"{"nonce":"x","event":"end","name":"A","passed":true}"#,
        ]
        let key = SipHash24(hexadecimal: "000102030405060708090a0b0c0d0e0f")!
        let signed = lines.map { line in CheckRecord.read(Data(line.utf8)).flatMap { $0.line(signedWith: key) } ?? Data((line + "\n").utf8) }
        let reports = ScenarioChannel.reports(from: Data(signed.joined()), runKey: key) { "learner.swift:3: \($0)" }
        #expect(reports == [
            ScenarioReport(seed: 4, check: "A", scenario: 0, draws: [Observation("device", "iPad")], observations: [Observation("inset", "216")],
                           ending: .returned, foreignRecords: 1),
            ScenarioReport(seed: 4, check: "A", scenario: 1, ending: .crashed("learner.swift:3: Fatal error"),
                           stoppedBy: .crashed(signal: 4, message: "learner.swift:3: Fatal error")),
            ScenarioReport(seed: 4, check: "A", scenario: 2, ending: .crashed("printed more than 65536 bytes"),
                           stoppedBy: .outputLimitExceeded(bytes: 65536)),
        ])
    }

    @Test("Runs that cannot be compared are verdicts of their own")
    func runProblems() {
        #expect(ExerciseJudge.unjudgeable(.compileFailed, strings: .english) == "The code does not compile; see the errors below.")
        #expect(ExerciseJudge.unjudgeable(.toolchainUnavailable(reason: "no swiftc on PATH"), strings: .english)
                == "Swift code cannot run here: no swiftc on PATH")
        #expect(ExerciseJudge.unjudgeable(.timedOut(seconds: 10), strings: .english) == nil)
        #expect(CodeChecksValidator.runProblem(.timedOut(seconds: 10)) == "The program did not finish within 10 seconds (an endless loop?).")
    }

    @Test("Seeds: a student's is stable and differs from a classmate's")
    func seeds() {
        #expect(ExerciseJudge.seed(forStudent: "alice") == ExerciseJudge.seed(forStudent: "alice"))
        #expect(ExerciseJudge.seed(forStudent: "alice") != ExerciseJudge.seed(forStudent: "bob"))
        #expect((1...999_999).contains(ExerciseJudge.seed(forStudent: "carol")))
    }
}

/// Recorded mistakes as diffs against the solution.
struct UnifiedDiffTests {
    let solution = "import UIKit\n\nfunc lift(_ bottom: Int, _ top: Int) -> Int {\n    max(0, bottom - top)\n}\n"

    @Test func appliesAHunkAndKeepsTheRest() throws {
        let diff = "mistake: x\nfeedback: y\n--- a\n+++ b\n@@ -3,3 +3,3 @@\n func lift(_ bottom: Int, _ top: Int) -> Int {\n-    max(0, bottom - top)\n+    bottom - top\n }\n"
        #expect(try UnifiedDiff.apply(diff, to: solution) == "import UIKit\n\nfunc lift(_ bottom: Int, _ top: Int) -> Int {\n    bottom - top\n}\n")
    }

    @Test func refusesAHunkWhoseLinesAreNotThere() {
        let diff = "@@ -3,2 +3,2 @@\n func other() {\n-    1\n+    2\n"
        #expect(throws: UnifiedDiff.Failure(line: 1, message: "its lines (from “func other() {”) are not in solution.swift near line 3")) {
            try UnifiedDiff.apply(diff, to: solution)
        }
        #expect(throws: UnifiedDiff.Failure(line: 1, message: "a hunk header must read “@@ -start,count +start,count @@”")) {
            try UnifiedDiff.apply("@@ nonsense @@\n", to: solution)
        }
    }
}

struct ValidatorOptionsTests {
    @Test("Option shapes are checked: a list where one value belongs, a missing type")
    func shapes() {
        #expect(optionError("type: text\nanswer: [a, b]") == "“answer” must be a single value")
        #expect(optionError("answer: x") == "missing required key “type” in validator; known validators: arithmetic, choice, expression, geometry, number, order, output, regex, symbol, text")
        #expect(optionError("type: order\nanswer: [one]") == "the order validator needs “answer”: a list of at least two items in order")
        #expect(optionError("type: order\nanswer: [a, A]") == "the items in “answer” must differ from each other")
    }

    @Test("Scalars are read as written, not as YAML booleans or floats")
    func rawScalars() throws {
        let yes = try validator("type: text\nanswer: yes")
        #expect(yes.validate("yes") == .correct)
        let decimal = try validator("type: text\nanswer: 0.10")
        #expect(decimal.validate("0.10") == .correct)
        #expect(decimal.validate("0.1") == .incorrect(detail: Message(.textNearlySpelled)))
    }

    @Test("The solution shown is the author's answer")
    func shownAnswers() throws {
        #expect(try validator("type: number\nanswer: 216\nunit: pt").shownAnswer == "216 pt")
        #expect(try validator("type: choice\nanswers: [A, C]", choices: ["x", "y", "z"]).shownAnswer == "A) x\nC) z")
        #expect(try validator("type: order\nanswer: [a, b]").shownAnswer == "a → b")
        #expect(try validator("type: regex\npattern: a+").shownAnswer == nil)
        #expect(Question.choiceLetter(2) == "C")
    }
}

/// A code answer that reading refuses and running cannot decide is undecided: not a wrong attempt, never graded.
@Suite struct UndecidedCodeAnswerTests {
    @Test func noToolchainLeavesTheAnswerUndecided() async throws {
        let options = try ValidatorOptions(yaml: """
            type: expression
            answer: "button.addAction(save, for: .touchUpInside)"
            run:
              setup: |
                let button = UIButton(type: .system)
                let save = UIAction { _ in }
              observe: |
                return String(button.allTargets.count)
            """)
        let question = Question(id: "q", prompt: "Which line?", validator: try ValidatorRegistry.make(options))
        let runner = FakeRunner { _ in KernelResult(status: .toolchainUnavailable(reason: "no swiftc on PATH")) }
        let judged = await question.judge("button.addAction(UIAction { _ in }, for: .touchUpInside)", runner: runner)
        #expect(judged.result == .undecidedByRunning)
        #expect(judged.result.isUndecided)
        #expect(Localizer(language: "ru").render(Message(.codeAnswerUndecided)).hasPrefix("Этот ответ не удалось проверить запуском."))
    }
}

/// The long sentences tutor-bench times are read as right answers (a benchmark of a wrong reading measures nothing).
@Suite struct LongSentenceAnswerTests {
    @Test func aValueInsideThirtyWordsIsRead() throws {
        let question = Question(id: "minimum", prompt: "The smallest repeating interval?",
                                validator: try validator("type: number\nanswer: 60\nunit: s\ntell_direction: true"),
                                feedback: [FeedbackRule(match: .answer("0"), message: "Zero is refused.")])
        let english = "Well, after reading the documentation twice I am fairly sure that the smallest interval a repeating trigger "
            + "accepts is 60 seconds, and anything shorter makes the initializer throw straight away"
        let russian = "Насколько я понял из документации и из примера в уроке, самый короткий интервал для повторяющегося триггера "
            + "равен 60 секундам, а любое меньшее значение сразу приводит к ошибке при создании триггера"
        #expect(question.judge(english).result == .correct)
        #expect(question.judge(russian).result == .correct, "\(question.judge(russian))")
    }
}
