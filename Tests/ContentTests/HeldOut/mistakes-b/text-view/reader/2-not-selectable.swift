import UIKit

/// A page people read and copy from but cannot edit, with the designer's margins.
func makeReader(frame: CGRect, text: String) -> UITextView {
    let reader = UITextView(frame: frame)
    reader.accessibilityIdentifier = "reader"
    reader.text = text
    // read-only
    reader.isEditable = false
    reader.isSelectable = false
    reader.font = UIFont.systemFont(ofSize: 17)
    reader.textContainerInset = UIEdgeInsets(top: 16, left: 15, bottom: 8, right: 15)
    return reader
}
