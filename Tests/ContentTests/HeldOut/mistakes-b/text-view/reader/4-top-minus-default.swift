import UIKit

/// A page people read and copy from but cannot edit, with the designer's margins.
func makeReader(frame: CGRect, text: String) -> UITextView {
    let reader = UITextView(frame: frame)
    reader.accessibilityIdentifier = "reader"
    reader.text = text
    reader.isEditable = false
    reader.font = UIFont.systemFont(ofSize: 17)

    // sides: 15 + the 5-point line padding = 20; top: 8 + the default 8 = 16
    reader.textContainerInset.left = 15
    reader.textContainerInset.right = 15
    reader.textContainerInset.top = 8
    return reader
}
