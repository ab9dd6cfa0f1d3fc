import Foundation

extension UITextField {
    /// An overlay a text field can show at its edges.
    package enum Overlay: String, Sendable, CaseIterable { case left, right, clearButton }

    static let clearButtonSide: CGFloat = 19
    static let clearButtonMargin: CGFloat = 6

    /// The overlays the user sees now, left to right (3.2–3.5).
    package var visibleOverlays: [Overlay] { overlays(editing: isEditing) }

    /// Which overlays show in an editing state. The clear button needs text in every mode (3.3,
    /// 3.4). Whether left and right views under `.always` also need text is UNCONFIRMED (3.5):
    /// the model shows them without text, as a search field's magnifying glass is.
    package func overlays(editing: Bool) -> [Overlay] {
        var result: [Overlay] = []
        if leftView != nil, Self.shows(leftViewMode, editing: editing) { result.append(.left) }
        if !(text ?? "").isEmpty, Self.shows(clearButtonMode, editing: editing) { result.append(.clearButton) }
        if rightView != nil, Self.shows(rightViewMode, editing: editing) { result.append(.right) }
        return result
    }

    static func shows(_ mode: ViewMode, editing: Bool) -> Bool {
        switch mode {
        case .never: return false
        case .whileEditing: return editing
        case .unlessEditing: return !editing
        case .always: return true
        }
    }

    /// Horizontal padding inside the border: none 0, line and bezel 2, rounded rect 7 (model's choice).
    var borderPadding: CGFloat {
        switch borderStyle {
        case .none: return 0
        case .line, .bezel: return 2
        case .roundedRect: return 7
        }
    }

    func contentRect(forBounds bounds: CGRect, editing: Bool) -> CGRect {
        let shown = overlays(editing: editing)
        var minX = bounds.minX + borderPadding
        var maxX = bounds.maxX - borderPadding
        if shown.contains(.left) { minX = max(minX, leftViewRect(forBounds: bounds).maxX) }
        if shown.contains(.right) { maxX = min(maxX, rightViewRect(forBounds: bounds).minX) }
        if shown.contains(.clearButton) { maxX = min(maxX, clearButtonRect(forBounds: bounds, editing: editing).minX) }
        return CGRect(x: minX, y: bounds.minY, width: max(maxX - minX, 0), height: bounds.height)
    }

    /// Puts the visible left and right views in the field at their rectangles, and takes the
    /// hidden ones out, so drawing and hit-testing see what the user sees.
    func layoutOverlays() {
        let shown = visibleOverlays
        place(leftView, visible: shown.contains(.left), at: leftViewRect(forBounds: bounds))
        place(rightView, visible: shown.contains(.right), at: rightViewRect(forBounds: bounds))
    }

    private func place(_ overlay: UIView?, visible: Bool, at rect: CGRect) {
        guard let overlay else { return }
        if visible {
            if overlay.superview !== self { addSubview(overlay) }
            overlay.frame = rect
        } else if overlay.superview === self {
            overlay.removeFromSuperview()
        }
    }

    func replaceOverlay(_ old: UIView?, with new: UIView?) {
        if let old, old !== new, old.superview === self { old.removeFromSuperview() }
        layoutOverlays()
    }
}
