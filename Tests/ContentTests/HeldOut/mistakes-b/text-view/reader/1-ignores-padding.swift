import UIKit

/// A page people read and copy from but cannot edit, with the designer's margins.
func makeReader(frame: CGRect, text: String) -> UITextView {
    let reader = UITextView(frame: frame)
    reader.accessibilityIdentifier = "reader"
    reader.text = text
    reader.isEditable = false
    reader.font = .systemFont(ofSize: 17)
    let margin: CGFloat = 20
    reader.textContainerInset = UIEdgeInsets(top: 16, left: margin, bottom: 8, right: margin)
    return reader
}
