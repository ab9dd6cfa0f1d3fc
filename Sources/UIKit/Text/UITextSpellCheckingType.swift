/// Whether misspelled words are underlined. Raw values are Apple's; the model draws no underline.
public enum UITextSpellCheckingType: Int, Sendable {
    case `default` = 0
    case no = 1
    case yes = 2
}
