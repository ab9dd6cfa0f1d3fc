/// When the keyboard's Shift key turns on by itself. Raw values are Apple's; the default of
/// text inputs is `.sentences` (reference 3.7).
public enum UITextAutocapitalizationType: Int, Sendable {
    case none = 0
    case words = 1
    case sentences = 2
    case allCharacters = 3
}
