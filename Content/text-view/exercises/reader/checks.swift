import UIKit
import Simulator
import ExerciseKit

/// 16, 5.5 — points without a trailing ".0".
func pt(_ value: CGFloat) -> String { String(format: "%g", Double(value)) }

func readerScreen() -> (Simulator, UITextView) {
    let sim = Simulator(device: .iPhone4Inch)
    let screen = UIViewController()
    let reader = makeReader(frame: screen.view.bounds, text: "Terms of use. Read them, copy them, but do not change them.")
    screen.view.addSubview(reader)
    sim.show(screen)
    return (sim, reader)
}

check("The text sits 20 points from the sides and 16 from the top") {
    let (_, reader) = readerScreen()
    let inset = reader.textContainerInset
    let padding = reader.textContainer.lineFragmentPadding
    let left = inset.left + padding
    let right = inset.right + padding
    try expect(left == 20,
               "The first letter starts \(pt(left)) points from the left edge: textContainerInset.left (\(pt(inset.left))) plus the line "
               + "fragment padding (\(pt(padding)))\(inset.left == 20 && padding > 0 ? " — the padding comes on top of the inset" : "").")
    try expect(right == 20,
               "Lines end \(pt(right)) points from the right edge: textContainerInset.right (\(pt(inset.right))) plus the line fragment padding (\(pt(padding))); it should be 20.")
    try expect(inset.top == 16,
               "The text starts \(pt(inset.top)) points from the top\(inset.top == 8 ? " (the default inset)" : ""): set textContainerInset.top to 16.")
}

check("People can select but not edit") {
    let (sim, reader) = readerScreen()
    try expect(reader.isSelectable, "The reader is not selectable: people should still be able to select and copy; keep isSelectable true.")
    sim.tap(reader)
    sim.runUntilIdle()
    try expect(!reader.isEditable && sim.keyboardFrame == nil,
               "Tapping the reader brings up the keyboard (\(sim.keyboardFrame.map(NSStringFromCGRect) ?? "none")): set isEditable = false.")
}

check("The text uses the 17-point system font") {
    let (_, reader) = readerScreen()
    try expect(reader.font == UIFont.systemFont(ofSize: 17),
               "The font is \(reader.font.map { "\($0)" } ?? "nil (12-point default)"); use UIFont.systemFont(ofSize: 17).")
}
