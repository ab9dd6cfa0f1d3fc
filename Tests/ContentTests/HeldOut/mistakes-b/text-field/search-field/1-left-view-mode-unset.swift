import UIKit

/// Builds the search box at the top of the list screen.
func makeSearchField(frame: CGRect) -> UITextField {
    let search = UITextField(frame: frame)
    search.accessibilityIdentifier = "search"
    search.placeholder = "Search"
    search.borderStyle = .roundedRect
    let magnifier = MagnifierView()
    search.leftView = magnifier
    search.clearButtonMode = .whileEditing
    return search
}
