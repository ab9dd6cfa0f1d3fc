import UIKit
import Simulator

// Helpers the lesson's cells and checks use to ask the simulator what a person would see.

/// True when the field shows this overlay right now, as the user would see it.
func overlayIsShowing(_ overlay: TextFieldOverlay, in field: UITextField) -> Bool {
    Simulator.current?.visibleOverlays(of: field).contains(overlay) ?? false
}

/// The four situations that decide what a field's overlays show, in this order:
/// not editing and empty, not editing with text, editing and empty, editing with text.
enum OverlaySituation: String, CaseIterable {
    case idleEmpty = "before editing, empty"
    case idleText = "before editing, with text"
    case editingEmpty = "while editing, empty"
    case editingText = "while editing, with text"

    var isEditing: Bool { self == .editingEmpty || self == .editingText }
    var hasText: Bool { self == .idleText || self == .editingText }

    /// Puts `field` (already on screen) into this situation.
    func apply(to field: UITextField) {
        if isEditing { field.becomeFirstResponder() } else { field.resignFirstResponder() }
        field.text = hasText ? "lamp" : ""
        Simulator.current?.runUntilIdle()
        field.layoutIfNeeded()
    }
}

/// Runs `probe` in each situation and returns one row of a table: "yes"/"-" per column.
func overlaySituations(of field: UITextField, _ probe: () -> Bool) -> String {
    let widths = [12, 11, 15, 12]
    var row = ""
    for (situation, width) in zip(OverlaySituation.allCases, widths) {
        situation.apply(to: field)
        row += (probe() ? "yes" : "-").padding(toLength: width, withPad: " ", startingAt: 0)
    }
    field.resignFirstResponder()
    field.text = ""
    return row.trimmingCharacters(in: .whitespaces)
}

/// A 20×20 magnifying-glass icon for the left of a search field.
final class MagnifierView: UIView {
    init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        accessibilityIdentifier = "magnifier"
        accessibilityLabel = "Search"
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
}
