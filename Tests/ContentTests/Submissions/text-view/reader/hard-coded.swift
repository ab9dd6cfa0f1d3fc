import UIKit

/// A page people read and copy from but cannot edit, with the designer's margins.
func makeReader(frame: CGRect, text: String) -> UITextView {
    let reader = UITextView(frame: frame)
    reader.accessibilityIdentifier = "reader"
    reader.text = "Terms of use. Read them, copy them, but do not change them."
    // Read and select, never type: no keyboard comes up.
    reader.isEditable = false
    reader.font = UIFont.systemFont(ofSize: 17)
    // Each line is padded by lineFragmentPadding (5) inside the inset: 15 + 5 = 20 at the sides.
    reader.textContainerInset = UIEdgeInsets(top: 16, left: 15, bottom: 16, right: 15)
    return reader
}
