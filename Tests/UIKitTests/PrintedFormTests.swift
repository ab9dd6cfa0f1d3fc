import Foundation
import Simulator
import Testing
import UIKit

/// Values print as iOS prints them (modern-uikit.md §6): every printer goes through
/// `String(describing:)`/`String(reflecting:)`, so these pin `print`, `debugPrint` and
/// interpolation alike. Compiled learner programs pin `print` itself (LearnerProgramReachTests).
@MainActor @Suite(.serialized) struct PrintedFormTests {
    @Test func geometryPrintsAsTuples() {
        let rect = CGRect(x: 0, y: 352, width: 320, height: 216)
        #expect(String(describing: rect) == "(0.0, 352.0, 320.0, 216.0)")
        #expect(String(reflecting: rect) == "(0.0, 352.0, 320.0, 216.0)")
        #expect("\(rect)" == "(0.0, 352.0, 320.0, 216.0)")
        #expect(String(describing: CGPoint(x: 187.5, y: 796)) == "(187.5, 796.0)")
        #expect(String(describing: CGSize(width: 320, height: 216)) == "(320.0, 216.0)")
        #expect(String(describing: [rect]) == "[(0.0, 352.0, 320.0, 216.0)]")
        #expect(String(describing: Optional(CGPoint(x: 50, y: 20))) == "Optional((50.0, 20.0))")
    }

    @Test func edgeInsetsPrintAsSwiftsStructForm() {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(String(describing: insets) == "UIEdgeInsets(top: 1.0, left: 2.0, bottom: 3.0, right: 4.0)")
        #expect(NSStringFromUIEdgeInsets(insets) == "{1, 2, 3, 4}")
    }

    @Test func valuesUIKitMakesDescribeThemselvesAsOnIOS() {
        let rect = NSValue(cgRect: CGRect(x: 0, y: 352, width: 320, height: 216))
        #expect(rect.description == "NSRect: {{0, 352}, {320, 216}}")
        #expect(String(describing: rect) == "NSRect: {{0, 352}, {320, 216}}")
        #expect(NSValue(cgPoint: CGPoint(x: 187.5, y: 796)).description == "NSPoint: {187.5, 796}")
        #expect(NSValue(cgSize: CGSize(width: 320, height: 216)).description == "NSSize: {320, 216}")
        #expect(NSValue(uiEdgeInsets: UIEdgeInsets(top: 0, left: 0, bottom: 216, right: 0)).description == "UIEdgeInsets: {0, 0, 216, 0}")
        // Still an NSValue that gives its value back, casts to CGRect and compares by value.
        #expect(rect.cgRectValue == CGRect(x: 0, y: 352, width: 320, height: 216))
        #expect((rect as Any) as? CGRect == CGRect(x: 0, y: 352, width: 320, height: 216))
        #expect((NSValue(cgPoint: .zero) as Any) as? CGRect == nil)
        #expect(rect == NSValue(cgRect: CGRect(x: 0, y: 352, width: 320, height: 216)))
        #expect(rect != NSValue(cgRect: .zero))
        #expect(String(cString: rect.objCType) == String(cString: NSValue(rect: .zero).objCType))
        var read = CGRect.null
        rect.getValue(&read)
        #expect(read == CGRect(x: 0, y: 352, width: 320, height: 216))
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue == CGPoint(x: 1, y: 2))
        #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue == CGSize(width: 3, height: 4))
    }

    @Test func aKeyboardNotificationsUserInfoPrintsAsOnIOS() throws {
        let sim = Simulator(device: .iPhone47Inch)
        let form = FormController()
        sim.show(form)
        let recorder = KeyboardRecorder()
        defer { recorder.stop() }
        form.email.becomeFirstResponder()
        sim.runUntilIdle()
        let info = try #require(recorder.entries.first { $0.name == "UIKeyboardWillShowNotification" }?.userInfo)
        // Key order is hash order, as on iOS (6.7): compare the entries, sorted.
        let printed = String(describing: info)
        #expect(printed.hasPrefix("[") && printed.hasSuffix("]"))
        let entries = String(printed.dropFirst().dropLast()).components(separatedBy: ", AnyHashable(").map {
            $0.hasPrefix("AnyHashable(") ? $0 : "AnyHashable(" + $0
        }.sorted()
        #expect(entries == [
            "AnyHashable(\"UIKeyboardAnimationCurveUserInfoKey\"): 7",
            "AnyHashable(\"UIKeyboardAnimationDurationUserInfoKey\"): 0.25",
            "AnyHashable(\"UIKeyboardBoundsUserInfoKey\"): NSRect: {{0, 0}, {375, 258}}",
            "AnyHashable(\"UIKeyboardCenterBeginUserInfoKey\"): NSPoint: {187.5, 796}",
            "AnyHashable(\"UIKeyboardCenterEndUserInfoKey\"): NSPoint: {187.5, 538}",
            "AnyHashable(\"UIKeyboardFrameBeginUserInfoKey\"): NSRect: {{0, 667}, {375, 258}}",
            "AnyHashable(\"UIKeyboardFrameEndUserInfoKey\"): NSRect: {{0, 409}, {375, 258}}",
            "AnyHashable(\"UIKeyboardIsLocalUserInfoKey\"): 1",
        ])
    }
}
