import Foundation

/// A text view's delegate (reference 4.4). It inherits the scroll view's delegate, as on iOS.
/// Each optional method has a default, so you implement only the ones you need.
public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewDidEndEditing(_ textView: UITextView)
    /// Return false to reject an edit.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The text changed because the user edited it (not when code sets `text`).
    func textViewDidChange(_ textView: UITextView)
    /// The caret moved or the selection changed.
    func textViewDidChangeSelection(_ textView: UITextView)
    /// iOS 10. The model has no link taps; it exists so delegates written for iOS compile.
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                  interaction: UITextItemInteraction) -> Bool
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                         interaction: UITextItemInteraction) -> Bool { true }
}
