import UIKit
import Simulator

// Stack Overflow "How to lose margin/padding in UITextView": print the defaults that make a
// text view's text sit 8 pt from the top and 5 pt from the left, then remove them with
// textContainerInset = .zero and lineFragmentPadding = 0, and set custom insets instead.
let sim = Simulator(device: .iPhone4Inch)
let screen = UIViewController()

let bioView = UITextView(frame: CGRect(x: 20, y: 80, width: 280, height: 160))
screen.view.addSubview(bioView)
sim.show(screen)
sim.runUntilIdle()

print("text: \"\(bioView.text ?? "nil")\"")
print("textContainerInset:", NSStringFromUIEdgeInsets(bioView.textContainerInset))
print("lineFragmentPadding:", bioView.textContainer.lineFragmentPadding)
print("editable:", bioView.isEditable, "selectable:", bioView.isSelectable, "scrollEnabled:", bioView.isScrollEnabled)
print("widthTracksTextView:", bioView.textContainer.widthTracksTextView,
      "heightTracksTextView:", bioView.textContainer.heightTracksTextView)
print("container width:", bioView.textContainer.size.width)
print("maximumNumberOfLines:", bioView.textContainer.maximumNumberOfLines,
      "lineBreakMode:", bioView.textContainer.lineBreakMode.rawValue)
print("contentInset:", NSStringFromUIEdgeInsets(bioView.contentInset))
print("dataDetectorTypes:", bioView.dataDetectorTypes.rawValue, "keyboardDismissMode:", bioView.keyboardDismissMode.rawValue)

bioView.textContainerInset = .zero
bioView.textContainer.lineFragmentPadding = 0
print("no padding:", NSStringFromUIEdgeInsets(bioView.textContainerInset), bioView.textContainer.lineFragmentPadding)

bioView.textContainerInset = UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
print("custom inset:", NSStringFromUIEdgeInsets(bioView.textContainerInset))
print("contentInset unchanged:", NSStringFromUIEdgeInsets(bioView.contentInset))
