import UIKit

/// Builds the search box at the top of the list screen.
func makeSearchField(frame: CGRect) -> UITextField {
    let field = UITextField(frame: frame)
    field.accessibilityIdentifier = "search"
    field.leftView = MagnifierView()
    field.borderStyle = .roundedRect
    field.placeholder = "Search"
    field.leftViewMode = .whileEditing
    field.clearButtonMode = .whileEditing
    return field
}
