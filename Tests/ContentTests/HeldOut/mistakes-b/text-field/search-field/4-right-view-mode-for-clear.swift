import UIKit

/// Builds the search box at the top of the list screen.
func makeSearchField(frame: CGRect) -> UITextField {
    let field = UITextField(frame: frame)
    field.accessibilityIdentifier = "search"
    field.borderStyle = .roundedRect
    field.placeholder = "Search"
    field.leftView = MagnifierView()
    field.leftViewMode = .always
    field.rightViewMode = .whileEditing
    return field
}
