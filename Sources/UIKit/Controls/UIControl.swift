import Foundation

/// The base of buttons, text fields and other controls: a state (enabled, highlighted, selected),
/// touch tracking that turns a touch into control events (5.7), and closure actions per event
/// (5.6). Every event that has actions is written to the event log as `action touchUpInside(save)`
/// just before its actions run.
open class UIControl: UIView {
    /// "if NO, ignores touch events" (5.4). A disabled control still wins the hit test and so
    /// swallows the touch (5.13 is UNCONFIRMED; this is the model's choice).
    open var isEnabled = true { didSet { if oldValue != isEnabled { stateDidChange() } } }
    open var isSelected = false { didSet { if oldValue != isSelected { stateDidChange() } } }
    /// Set and cleared automatically while a touch is tracked inside the control (5.4).
    open var isHighlighted = false { didSet { if oldValue != isHighlighted { stateDidChange() } } }

    /// The state synthesized from the flags (5.2).
    open var state: State {
        var state: State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Subclasses refresh what they show (a button's title and color for the state).
    package func stateDidChange() {}

    open private(set) var isTracking = false
    open private(set) var isTouchInside = false

    private struct Registration {
        var action: UIAction
        var events: Event
    }

    private var registrations: [Registration] = []

    // MARK: Actions

    /// Adds a closure action for events. Actions are uniqued by identifier: adding one whose
    /// identifier is already registered replaces that action and keeps its events (5.6).
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        if let index = registrations.firstIndex(where: { $0.action.identifier == action.identifier }) {
            registrations[index].action = action
            registrations[index].events.formUnion(controlEvents)
        } else {
            registrations.append(Registration(action: action, events: controlEvents))
        }
    }

    /// Removes an action from these events (from all of them: `.allEvents`).
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        for index in registrations.indices where registrations[index].action.identifier == actionIdentifier {
            registrations[index].events.subtract(controlEvents)
        }
        registrations.removeAll { $0.events.isEmpty }
    }

    /// The events that have at least one action.
    open var allControlEvents: Event {
        registrations.reduce(Event()) { $0.union($1.events) }
    }

    /// Sends each event in the set, lowest bit first, running its actions in the order they were added.
    open func sendActions(for controlEvents: Event) {
        // Most controls have no actions (a text field sends editing events on every focus change).
        guard !registrations.isEmpty else { return }
        for event in controlEvents.singleEvents {
            let actions = registrations.filter { $0.events.contains(event) }.map(\.action)
            guard !actions.isEmpty else { continue }
            World.current.log.record(.action, "\(Event.named.first { $0.0 == event }?.1 ?? event.description)(\(logName))")
            for action in actions { sendAction(action) }
        }
    }

    /// Runs one action with this control as its sender.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    // MARK: Target-action (needs the Objective-C runtime)

    @available(*, unavailable, message: "Linux has no Objective-C runtime, so #selector and target-action cannot work here. Use a closure: addAction(UIAction { _ in … }, for: .touchUpInside)")
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {}

    @available(*, unavailable, message: "Linux has no Objective-C runtime, so target-action cannot work here. Use removeAction(_:for:) or removeAction(identifiedBy:for:) with the UIAction you added")
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {}

    @available(*, unavailable, message: "Linux has no Objective-C runtime, so there are no selector actions. Use addAction(UIAction { _ in … }, for:) and keep the UIAction, or read allControlEvents")
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? { nil }

    @available(*, unavailable, message: "Linux has no Objective-C runtime, so there are no targets. Controls hold UIAction closures: addAction(UIAction { _ in … }, for:)")
    open var allTargets: Set<AnyHashable> { [] }

    // MARK: Tracking touches (5.7)

    /// Starts tracking; return false to stop tracking this touch.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// Continues tracking; return false to stop.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    open func cancelTracking(with event: UIEvent?) {}

    /// How far outside its bounds a tracked touch still counts as inside: a finger that slips a little off a button
    /// still taps it. Apple does not document the margin; 70 points is what is widely measured (touchDragExit comes
    /// about 70 points out).
    package static let trackingMargin: CGFloat = 70

    /// Whether a touch at this location (own coordinates) counts as inside while tracking: the bounds and the margin.
    private func isInsideForTracking(_ point: CGPoint) -> Bool {
        bounds.insetBy(dx: -Self.trackingMargin, dy: -Self.trackingMargin).contains(point)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        isTracking = true
        isTouchInside = true
        isHighlighted = true
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
        if !beginTracking(touch, with: event) { isTracking = false }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, isTracking, let touch = touches.first else { return }
        let inside = isInsideForTracking(touch.location(in: self))
        let wasInside = isTouchInside
        isTouchInside = inside
        isHighlighted = inside
        switch (wasInside, inside) {
        case (true, true): sendActions(for: .touchDragInside)
        case (true, false): sendActions(for: .touchDragExit)
        case (false, true): sendActions(for: .touchDragEnter)
        case (false, false): sendActions(for: .touchDragOutside)
        }
        if !continueTracking(touch, with: event) { isTracking = false }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        let inside = isInsideForTracking(touch.location(in: self))
        isTouchInside = inside
        isHighlighted = false
        let wasTracking = isTracking
        isTracking = false
        if wasTracking { endTracking(touch, with: event) }
        if inside { touchWillSendPrimaryAction() }
        sendActions(for: inside ? touchUpInsideEvents : .touchUpOutside)
        isTouchInside = false
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else { return }
        isHighlighted = false
        isTracking = false
        isTouchInside = false
        cancelTracking(with: event)
        sendActions(for: .touchCancel)
    }

    /// What a touch lifted inside sends; buttons add `.primaryActionTriggered`.
    package var touchUpInsideEvents: Event { .touchUpInside }

    /// Called when a touch lifted inside is about to send its actions (a button that toggles its selection does so).
    package func touchWillSendPrimaryAction() {}
}
