import UIKit

/// Builds the search box at the top of the list screen.
func makeSearchField(frame: CGRect) -> UITextField {
    let field = UITextField(frame: frame)
    field.accessibilityIdentifier = "search"
    field.leftView = MagnifierView()
    configure(field)
    return field
}

private func configure(_ field: UITextField) {
    field.borderStyle = .roundedRect
    field.placeholder = "Search"
    field.leftViewMode = .always
    // the clear button only appears when there is text anyway
    field.clearButtonMode = .always
}
