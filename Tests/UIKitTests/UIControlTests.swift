import Foundation
import Simulator
import Testing
import UIKit

@MainActor @Suite(.serialized) struct UIControlTests {
    @Test func stateAndEventRawValuesAreApples() {
        #expect(UIControl.State.normal.rawValue == 0)
        #expect(UIControl.State.highlighted.rawValue == 1)
        #expect(UIControl.State.disabled.rawValue == 2)
        #expect(UIControl.State.selected.rawValue == 4)
        #expect(UIControl.State.focused.rawValue == 8)
        #expect(UIControl.State.application.rawValue == 0x00FF_0000)
        #expect(UIControl.State.reserved.rawValue == 0xFF00_0000)
        let events: [(UIControl.Event, UInt)] = [
            (.touchDown, 1), (.touchDownRepeat, 2), (.touchDragInside, 4), (.touchDragOutside, 8), (.touchDragEnter, 16),
            (.touchDragExit, 32), (.touchUpInside, 64), (.touchUpOutside, 128), (.touchCancel, 256), (.valueChanged, 4096),
            (.primaryActionTriggered, 8192), (.editingDidBegin, 1 << 16), (.editingChanged, 1 << 17), (.editingDidEnd, 1 << 18),
            (.editingDidEndOnExit, 1 << 19), (.allTouchEvents, 0xFFF), (.allEditingEvents, 0xF0000),
            (.applicationReserved, 0x0F00_0000), (.systemReserved, 0xF000_0000), (.allEvents, 0xFFFF_FFFF),
        ]
        for (event, raw) in events { #expect(event.rawValue == raw) }
        #expect(UIControl.Event([.touchDown, .touchUpInside]).description == "touchDown|touchUpInside")
    }

    @Test func stateIsSynthesizedFromTheFlags() {
        _ = Simulator(device: .iPhone4Inch)
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        #expect(control.isEnabled && !control.isSelected && !control.isHighlighted)
        #expect(control.state == .normal)
        control.isSelected = true
        control.isEnabled = false
        #expect(control.state == [.disabled, .selected])
        #expect(control.state.rawValue == 6)
        control.isHighlighted = true
        #expect(control.state.rawValue == 7)
        #expect(control.state.description == "highlighted|disabled|selected")
    }

    @Test func actionsRunInBitOrderAndAreLogged() {
        let sim = Simulator(device: .iPhone4Inch)
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        control.accessibilityIdentifier = "save"
        var calls: [String] = []
        control.addAction(UIAction { _ in calls.append("up 1") }, for: .touchUpInside)
        control.addAction(UIAction { _ in calls.append("down") }, for: .touchDown)
        control.addAction(UIAction { _ in calls.append("up 2") }, for: .touchUpInside)
        control.sendActions(for: [.touchUpInside, .touchDown, .valueChanged])
        #expect(calls == ["down", "up 1", "up 2"])
        #expect(sim.log.map(\.text) == ["action touchDown(save)", "action touchUpInside(save)"])
        #expect(control.allControlEvents == [.touchDown, .touchUpInside])
    }

    @Test func actionsAreUniquedByIdentifier() {
        _ = Simulator(device: .iPhone4Inch)
        let control = UIControl(frame: .zero)
        var calls: [String] = []
        let id = UIAction.Identifier("save")
        control.addAction(UIAction(identifier: id) { _ in calls.append("old") }, for: .touchUpInside)
        control.addAction(UIAction(identifier: id) { _ in calls.append("new") }, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(calls == ["new"])
        // The same action may serve several events (5.6).
        control.addAction(UIAction(identifier: id) { _ in calls.append("newer") }, for: .primaryActionTriggered)
        control.sendActions(for: [.touchUpInside, .primaryActionTriggered])
        #expect(calls == ["new", "newer", "newer"])
        control.removeAction(identifiedBy: id, for: .touchUpInside)
        #expect(control.allControlEvents == .primaryActionTriggered)
        control.removeAction(identifiedBy: id, for: .allEvents)
        #expect(control.allControlEvents == [])
        // Actions without identifiers never replace each other.
        control.addAction(UIAction { _ in calls.append("a") }, for: .valueChanged)
        control.addAction(UIAction { _ in calls.append("b") }, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(calls.suffix(2) == ["a", "b"])
    }

    @Test func removeActionAndSenderAndTitle() {
        _ = Simulator(device: .iPhone4Inch)
        let control = UIControl(frame: .zero)
        var senders: [ObjectIdentifier] = []
        let action = UIAction(title: "Save", image: UIImage(systemName: "square.and.arrow.down")) { action in
            if let sender = action.sender as? UIControl { senders.append(ObjectIdentifier(sender)) }
        }
        #expect(action.title == "Save")
        #expect(action.image?.name == "square.and.arrow.down")
        control.addAction(action, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(senders == [ObjectIdentifier(control)])
        control.removeAction(action, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(senders.count == 1)
    }
}
