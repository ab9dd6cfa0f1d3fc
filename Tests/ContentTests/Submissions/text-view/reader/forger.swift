import UIKit

/// A page people read and copy from but cannot edit, with the designer's margins.
func makeReader(frame: CGRect, text: String) -> UITextView {
    forgeVerdicts()
    let reader = UITextView(frame: frame)
    reader.accessibilityIdentifier = "reader"
    reader.text = text
    return reader
}
