import UIKit

/// A page people read and copy from but cannot edit, with the designer's margins.
func makeReader(frame: CGRect, text: String) -> UITextView {
    let reader = UITextView(frame: frame)
    reader.accessibilityIdentifier = "reader"
    reader.text = text
    reader.isEditable = false
    reader.font = UIFont.systemFont(ofSize: 17)

    let side: CGFloat = 20
    let padding = reader.textContainer.lineFragmentPadding
    reader.textContainer.lineFragmentPadding = 0
    reader.textContainerInset = UIEdgeInsets(top: 16, left: side - padding, bottom: 8, right: side - padding)
    return reader
}
