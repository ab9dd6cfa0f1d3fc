import Foundation
import Testing
import Simulator
@testable import UIKit

final class RecordingTextViewDelegate: UITextViewDelegate {
    var calls: [String] = []
    var allowChange = true
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { calls.append("shouldBegin"); return true }
    func textViewDidBeginEditing(_ textView: UITextView) { calls.append("didBegin") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool { calls.append("shouldEnd"); return true }
    func textViewDidEndEditing(_ textView: UITextView) { calls.append("didEnd") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        calls.append("shouldChange {\(range.location), \(range.length)} \(String(reflecting: text))")
        return allowChange
    }
    func textViewDidChange(_ textView: UITextView) { calls.append("didChange") }
    func textViewDidChangeSelection(_ textView: UITextView) { calls.append("didChangeSelection \(textView.selectedRange.location)") }
}

/// A notes screen: a text view filling the view whose bottom inset follows the keyboard.
final class NotesController: UIViewController {
    let textView = UITextView()
    private var observers: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        textView.frame = view.bounds
        textView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        textView.accessibilityIdentifier = "notes"
        view.addSubview(textView)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let center = NotificationCenter.default
        observers.append(center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { [weak self] note in
            guard let self, let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            let covered = self.view.bounds.intersection(self.view.convert(end, from: nil)).height
            self.textView.contentInset.bottom = covered
            self.textView.scrollIndicatorInsets.bottom = covered
        })
        observers.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) { [weak self] _ in
            self?.textView.contentInset = .zero
            self?.textView.scrollIndicatorInsets = .zero
        })
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers.removeAll()
    }
}

@MainActor @Suite(.serialized) struct TextViewTests {
    @Test func defaults() {
        _ = Simulator()
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        #expect((textView as UIView) is UIScrollView)
        #expect(textView.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(textView.textContainer.lineFragmentPadding == 5)
        #expect(textView.isEditable && textView.isSelectable)
        #expect(textView.text == "")
        #expect(textView.font == UIFont.systemFont(ofSize: 12))
        #expect(textView.autocapitalizationType == .sentences)
        // One empty line of the 12-pt system font (15 pt) between the 8-pt insets.
        #expect(textView.contentSize == CGSize(width: 320, height: 31))
        #expect(UITextView.textDidChangeNotification.rawValue == "UITextViewTextDidChangeNotification")
    }

    @Test func textWrapsAtWordBoundariesAndSizesTheContent() {
        _ = Simulator()
        // 70 − 2 × 5 padding = 60 pt: ten 6-pt characters per line.
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 70, height: 100))
        textView.text = "aaaa bbbb cccc dddd"
        #expect(textView.layout.lines.map { [$0.start, $0.end] } == [[0, 10], [10, 19]])
        #expect(textView.contentSize == CGSize(width: 70, height: 46))
        #expect(textView.caretRect(forPosition: 19) == CGRect(x: 59, y: 23, width: 2, height: 15))
        #expect(textView.caretRect(forPosition: 10) == CGRect(x: 5, y: 23, width: 2, height: 15))
        #expect(textView.caretRect(forPosition: 4) == CGRect(x: 29, y: 8, width: 2, height: 15))

        textView.text = "abcdefghijklmnopqrstuvwxy"
        #expect(textView.layout.lines.map { [$0.start, $0.end] } == [[0, 10], [10, 20], [20, 25]])
        #expect(textView.contentSize.height == 61)

        textView.text = "ab\n"
        #expect(textView.layout.lines.count == 2)
        #expect(textView.caretRect(forPosition: 3) == CGRect(x: 5, y: 23, width: 2, height: 15))
        #expect(textView.caretRect(forPosition: 2) == CGRect(x: 17, y: 8, width: 2, height: 15))

        // A larger font: 20 pt → 24-pt lines, 10-pt characters; a wider inset narrows the lines.
        textView.font = .systemFont(ofSize: 20)
        textView.textContainerInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        textView.text = "abcd efgh"
        #expect(textView.layout.charactersPerLine == 4)
        #expect(textView.contentSize == CGSize(width: 70, height: 10 + 2 * 24 + 10))
        // Resizing the view lays the text out again.
        textView.frame = CGRect(x: 0, y: 0, width: 130, height: 100)
        #expect(textView.layout.lines.count == 1)
    }

    @Test func typingAtTheCaretCallsTheDelegateInOrder() {
        let sim = Simulator()
        let notes = NotesController()
        sim.show(notes)
        defer { notes.viewWillDisappear(false) }
        let textView = notes.textView
        let delegate = RecordingTextViewDelegate()
        textView.delegate = delegate
        textView.text = "ac"
        textView.selectedRange = NSRange(location: 1, length: 0)
        #expect(textView.becomeFirstResponder())
        sim.clearLog()
        sim.type("b")
        #expect(textView.text == "abc")
        #expect(textView.selectedRange == NSRange(location: 2, length: 0))
        #expect(delegate.calls == ["shouldBegin", "didBegin", "shouldChange {1, 0} \"b\"", "didChangeSelection 2", "didChange"])
        #expect(sim.eventTexts == [
            "simulator type \"b\"",
            "delegate textView(_:shouldChangeTextIn:replacementText:)(notes)",
            "delegate textViewDidChangeSelection(notes)",
            "delegate textViewDidChange(notes)",
            "notification UITextViewTextDidChangeNotification",
        ])
        delegate.allowChange = false
        sim.type("x")
        #expect(textView.text == "abc")
        sim.pressReturn()
        #expect(textView.text == "abc")
        delegate.allowChange = true
        sim.pressReturn()
        #expect(textView.text == "ab\nc")
        #expect(sim.deleteBackward())
        #expect(textView.text == "abc")
    }

    @Test func notEditableCannotBecomeFirstResponder() {
        let sim = Simulator()
        let notes = NotesController()
        sim.show(notes)
        defer { notes.viewWillDisappear(false) }
        notes.textView.isEditable = false
        #expect(!notes.textView.becomeFirstResponder())
        notes.textView.isEditable = true
        #expect(notes.textView.becomeFirstResponder())
        sim.runUntilIdle()
        #expect(sim.keyboardFrame == CGRect(x: 0, y: 352, width: 320, height: 216))
        notes.textView.isEditable = false
        #expect(!notes.textView.isFirstResponder)
    }

    @Test func typingScrollsTheCaretAboveTheKeyboard() {
        let sim = Simulator(device: .iPhone4Inch)
        let notes = NotesController()
        sim.show(notes)
        defer { notes.viewWillDisappear(false) }
        let textView = notes.textView
        var calls: [String] = []
        let delegate = RecordingTextViewDelegate()
        textView.delegate = delegate
        textView.becomeFirstResponder()
        sim.runUntilIdle()
        #expect(textView.contentInset.bottom == 216)
        sim.type(String(repeating: "line\n", count: 40))
        // 41 lines: 8 + 41 × 15 + 8.
        #expect(textView.contentSize == CGSize(width: 320, height: 631))
        #expect(textView.caretRect == CGRect(x: 5, y: 608, width: 2, height: 15))
        // The caret's bottom sits on the keyboard's top edge (352): 623 − 352.
        #expect(textView.contentOffset == CGPoint(x: 0, y: 271))
        #expect(textView.convert(textView.caretRect, to: nil).maxY == 352)
        calls = delegate.calls.filter { $0 == "didChange" }
        #expect(calls.count == 200)

        // Without the inset the caret would scroll under the keyboard: the viewport is the whole view.
        textView.contentInset = .zero
        textView.contentOffset = .zero
        textView.scrollRangeToVisible(textView.selectedRange)
        #expect(textView.contentOffset == CGPoint(x: 0, y: 55))
        #expect(textView.convert(textView.caretRect, to: nil).maxY == 568)
    }

    @Test func beginAndEndEditingPostTheTextViewNotifications() {
        let sim = Simulator()
        let notes = NotesController()
        sim.show(notes)
        defer { notes.viewWillDisappear(false) }
        let delegate = RecordingTextViewDelegate()
        notes.textView.delegate = delegate
        sim.clearLog()
        notes.textView.becomeFirstResponder()
        sim.runUntilIdle()
        notes.textView.resignFirstResponder()
        sim.runUntilIdle()
        #expect(sim.eventTexts == [
            "delegate textViewShouldBeginEditing(notes)",
            "delegate textViewDidBeginEditing(notes)",
            "notification UITextViewTextDidBeginEditingNotification",
            "keyboard show {{0, 352}, {320, 216}}",
            "notification UIKeyboardWillChangeFrameNotification",
            "notification UIKeyboardWillShowNotification",
            "notification UIKeyboardDidChangeFrameNotification",
            "notification UIKeyboardDidShowNotification",
            "delegate textViewShouldEndEditing(notes)",
            "keyboard hide",
            "notification UIKeyboardWillChangeFrameNotification",
            "notification UIKeyboardWillHideNotification",
            "delegate textViewDidEndEditing(notes)",
            "notification UITextViewTextDidEndEditingNotification",
            "notification UIKeyboardDidChangeFrameNotification",
            "notification UIKeyboardDidHideNotification",
        ])
        #expect(delegate.calls == ["shouldBegin", "didBegin", "shouldEnd", "didEnd"])
    }
}
