import UIKit
import Simulator

// Converting the keyboard's end frame (screen coordinates) into a card view that
// is not at the window's origin, then lifting the card just enough for the field.
let sim = Simulator(device: .iPhone4Inch)
let screen = UIViewController()
let card = UIView(frame: CGRect(x: 10, y: 100, width: 300, height: 400))
let field = UITextField(frame: CGRect(x: 20, y: 340, width: 260, height: 31))
field.borderStyle = .roundedRect
field.placeholder = "Promo code"
card.addSubview(field)
screen.view.addSubview(card)

var keyboardInCard = CGRect.zero
let token = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification,
                                                   object: nil, queue: .main) { note in
    guard let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
    else { return }
    keyboardInCard = card.convert(end, from: nil)
    let fieldInWindow = field.convert(field.bounds, to: nil)
    let hiddenBy = fieldInWindow.maxY - end.minY
    if hiddenBy > 0 {
        UIView.animate(withDuration: 0.25) {
            card.frame.origin.y -= hiddenBy + 8
        }
    }
}

sim.show(screen)
sim.runUntilIdle()
print("visible before keyboard: \(sim.visibilityProblem(of: field) == nil)")

sim.tap(field)
sim.runUntilIdle()
print("keyboard in card \(NSStringFromCGRect(keyboardInCard))")
print("covered part of card \(NSStringFromCGRect(CGRect(x: 0, y: 0, width: 300, height: 400).intersection(keyboardInCard)))")
print("card origin y \(card.frame.origin.y)")
print("field in window \(NSStringFromCGRect(field.convert(field.bounds, to: nil)))")
print("visible after lift: \(sim.visibilityProblem(of: field) == nil)")
_ = token
