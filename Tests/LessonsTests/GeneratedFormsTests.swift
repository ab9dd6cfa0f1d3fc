import Foundation
import Testing
@testable import Kernel
@testable import Lessons

/// The forms `tutor lint` tries for each right answer include the Objective-C spelling of a constant (when
/// reading it back names the same constant) and the number in Russian words.
@Suite struct GeneratedFormsTests {
    @Test func objectiveCSpellingsRoundTrip() {
        #expect(SymbolTable.objectiveCSpellings(type: "UIResponder", member: "keyboardWillShowNotification") == ["UIKeyboardWillShowNotification"])
        #expect(SymbolTable.objectiveCSpellings(type: "UIResponder", member: "keyboardFrameEndUserInfoKey") == ["UIKeyboardFrameEndUserInfoKey"])
        #expect(SymbolTable.objectiveCSpellings(type: "UITextField", member: "textDidChangeNotification") == ["UITextFieldTextDidChangeNotification"])
        // No made-up spelling for a member Objective-C never had under that prefix.
        #expect(SymbolTable.objectiveCSpellings(type: "UIView", member: "frame") == [])
    }

    @Test func symbolFormsCarryTheObjectiveCSpelling() throws {
        let validator = try SymbolValidator(options: ValidatorOptions(yaml: "answer: UIResponder.keyboardWillHideNotification"))
        #expect(validator.generatedForms.contains("UIKeyboardWillHideNotification"))
        #expect(validator.validate("UIKeyboardWillHideNotification") == .correct)
    }

    @Test func russianNumberWords() throws {
        #expect(NumberWords.russian(0) == "ноль")
        #expect(NumberWords.russian(216) == "двести шестнадцать")
        #expect(NumberWords.russian(40) == "сорок")
        #expect(NumberWords.russian(113) == "сто тринадцать")
        let validator = try NumberValidator(options: ValidatorOptions(yaml: "answer: 216\nunit: pt"))
        #expect(validator.generatedForms.contains("двести шестнадцать"))
        for value in [0, 7, 19, 20, 99, 100, 101, 352, 999] {
            #expect(NumberWords.read(NumberWords.russian(value).split(separator: " ").map(String.init))?.value == value, "\(value)")
        }
    }
}
