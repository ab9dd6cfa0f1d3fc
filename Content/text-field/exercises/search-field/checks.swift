import UIKit
import Simulator
import ExerciseKit

/// A fresh device with the learner's search field on screen, not yet editing.
func searchScreen(device: Device = .iPhone4Inch) -> (Simulator, UITextField) {
    let sim = Simulator(device: device)
    let screen = UIViewController()
    screen.view.backgroundColor = .white
    let field = makeSearchField(frame: CGRect(x: 20, y: 80, width: 280, height: 31))
    screen.view.addSubview(field)
    sim.show(screen)
    return (sim, field)
}

func modeName(_ mode: UITextField.ViewMode) -> String {
    switch mode {
    case .never: return ".never"
    case .whileEditing: return ".whileEditing"
    case .unlessEditing: return ".unlessEditing"
    case .always: return ".always"
    @unknown default: return "mode \(mode.rawValue)"
    }
}

check("The field can be seen and says what it is for") {
    let (_, field) = searchScreen()
    try expect(field.borderStyle == .roundedRect,
               "The field's borderStyle has raw value \(field.borderStyle.rawValue), so it draws \(field.borderStyle == .none ? "no border at all — on a white screen only the placeholder shows" : "an old-fashioned border"): set borderStyle = .roundedRect.")
    try expect(field.placeholder == "Search",
               "The placeholder is \(field.placeholder.map { "\"\($0)\"" } ?? "nil"); it should read \"Search\".")
}

check("The magnifier shows before and during editing") {
    for device in [Device.iPhone4Inch, .iPad] {
        let (_, field) = searchScreen(device: device)
        try expect(field.leftView != nil, "leftView is nil: keep the MagnifierView() as the field's leftView.")
        for situation in OverlaySituation.allCases {
            situation.apply(to: field)
            try expect(overlayIsShowing(.left, in: field),
                       "On the \(device), \(situation.rawValue), the magnifier is not on screen: leftViewMode is "
                       + "\(modeName(field.leftViewMode))\(field.leftViewMode == .never ? " (the default)" : ""); the mode that shows it in every situation is .always.")
        }
    }
}

check("The clear button shows only while editing with text") {
    let (_, field) = searchScreen()
    for situation in OverlaySituation.allCases {
        situation.apply(to: field)
        let shows = overlayIsShowing(.clearButton, in: field)
        let wanted = situation == .editingText
        if wanted {
            try expect(shows, "While editing with text the clear button does not show: clearButtonMode is \(modeName(field.clearButtonMode)); use .whileEditing.")
        } else if !situation.isEditing {
            try expect(!shows, "With clearButtonMode \(modeName(field.clearButtonMode)) the field shows the clear button \(situation.rawValue), when the user is not editing; use .whileEditing.")
        }
    }
}
