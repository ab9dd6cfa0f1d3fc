import Foundation
import Simulator
import Testing
import UIKit

@MainActor @Suite(.serialized) struct SmallModernAPITests {
    @Test func systemFontWeights() {
        #expect(UIFont.Weight.regular.rawValue == 0)
        #expect(UIFont.Weight.ultraLight.rawValue == -0.800000011920929)
        #expect(UIFont.Weight.medium.rawValue == 0.23000000417232513)
        #expect(UIFont.Weight.black.rawValue == 0.6200000047683716)
        let medium = UIFont.systemFont(ofSize: 17, weight: .medium)
        #expect(medium.fontName == ".SFUI-Medium")
        #expect(medium.pointSize == 17)
        #expect(UIFont.systemFont(ofSize: 15, weight: .regular) == UIFont.systemFont(ofSize: 15))
        #expect(UIFont.systemFont(ofSize: 15, weight: .semibold) == UIFont.boldSystemFont(ofSize: 15))
        #expect(UIFont.systemFont(ofSize: 12, weight: .bold).fontName == ".SFUI-Bold")
        #expect(UIFont.systemFont(ofSize: 12, weight: UIFont.Weight(rawValue: 0.25)).fontName == ".SFUI-Medium")
    }

    /// The named colors real code uses, at their light-mode values (Apple's Human Interface Guidelines).
    @Test func namedColorsHaveTheirLightModeValues() {
        func rgba(_ color: UIColor) -> [Int] { [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) } + [Int((color.alpha * 100).rounded())] }
        #expect(rgba(.secondarySystemBackground) == [242, 242, 247, 100])
        #expect(rgba(.systemGroupedBackground) == [242, 242, 247, 100])
        #expect(rgba(.systemOrange) == [255, 149, 0, 100])
        #expect(rgba(.systemGray5) == [229, 229, 234, 100])
        #expect(rgba(.separator) == [60, 60, 67, 29])
        #expect(rgba(.tertiaryLabel) == [60, 60, 67, 30])
        #expect(rgba(.yellow) == [255, 255, 0, 100])
        #expect(UIColor.secondarySystemBackground.description == "secondarySystemBackground")
        #expect(UIColor.link == UIColor.systemBlue)
    }

    /// A switch keeps iOS's size, flips and sends `.valueChanged` on a tap, and sends nothing when code sets it.
    @Test func aSwitchFlipsOnATapAndSaysSo() {
        let sim = Simulator(device: .iPhone4Inch)
        let controller = UIViewController()
        sim.show(controller)
        let toggle = UISwitch(frame: CGRect(x: 250, y: 100, width: 80, height: 80))
        #expect(toggle.frame == CGRect(x: 250, y: 100, width: 51, height: 31))
        #expect(!toggle.isOn && toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
        controller.view.addSubview(toggle)
        var changes: [Bool] = []
        toggle.addAction(UIAction { _ in changes.append(toggle.isOn) }, for: .valueChanged)
        sim.tap(toggle)
        sim.tap(toggle)
        #expect(changes == [true, false])
        toggle.setOn(true, animated: true)
        toggle.isOn = false
        #expect(changes == [true, false], "code that sets the switch sends no event")
    }

    @Test func anActivityIndicatorIsHiddenWhileStopped() {
        let spinner = UIActivityIndicatorView(style: .medium)
        #expect(spinner.frame.size == CGSize(width: 20, height: 20))
        #expect(UIActivityIndicatorView(style: .large).intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(!spinner.isAnimating && spinner.isHidden && spinner.hidesWhenStopped)
        spinner.startAnimating()
        #expect(spinner.isAnimating && !spinner.isHidden)
        spinner.stopAnimating()
        #expect(!spinner.isAnimating && spinner.isHidden)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
        #expect(UIActivityIndicatorView.Style.large.rawValue == 101 && UIActivityIndicatorView.Style.gray.rawValue == 2)
    }

    /// A text view with scrolling off measures its text: `sizeThatFits` and its intrinsic height grow with its lines.
    @Test func aTextViewMeasuresItsText() {
        _ = Simulator(device: .iPhone4Inch)
        let textView = UITextView(frame: CGRect(x: 16, y: 80, width: 288, height: 36))
        textView.font = .systemFont(ofSize: 17)
        textView.isScrollEnabled = false
        let empty = textView.sizeThatFits(CGSize(width: 288, height: CGFloat.greatestFiniteMagnitude))
        textView.text = "Hi"
        let one = textView.sizeThatFits(CGSize(width: 288, height: CGFloat.greatestFiniteMagnitude))
        textView.text = "Hi\nthere"
        let two = textView.sizeThatFits(CGSize(width: 288, height: CGFloat.greatestFiniteMagnitude))
        #expect(empty == one, "an empty text view is one line tall")
        #expect(one.width == 288 && two.width == 288)
        let line = textView.font!.lineHeight
        #expect(two.height == (one.height + line).rounded(.up) || two.height == one.height + line.rounded(.up) || abs(two.height - one.height - line) < 1)
        #expect(textView.intrinsicContentSize.height == two.height)
        textView.isScrollEnabled = true
        #expect(textView.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    @Test func textContentTypeIsRecordedAndNilByDefault() {
        let field = UITextField(frame: .zero)
        #expect(field.textContentType == nil)
        field.textContentType = .oneTimeCode
        #expect(field.textContentType == .oneTimeCode)
        #expect(UITextContentType.password.rawValue == "password")
        let view = UITextView(frame: .zero)
        view.textContentType = .emailAddress
        #expect(view.textContentType == UITextContentType("emailAddress"))
    }

    @Test func hasTextIgnoresThePlaceholder() {
        let field = UITextField(frame: .zero)
        field.placeholder = "Email"
        #expect(!field.hasText)
        field.text = ""
        #expect(!field.hasText)
        field.text = "a"
        #expect(field.hasText)
        let textView = UITextView(frame: .zero)
        #expect(!textView.hasText)
        textView.text = "notes"
        #expect(textView.hasText)
    }

    @Test func attributedPlaceholderAndPlaceholderShareTheirString() {
        let field = UITextField(frame: .zero)
        #expect(field.attributedPlaceholder == nil)
        field.placeholder = "Name"
        #expect(field.attributedPlaceholder?.string == "Name")
        #expect(field.placeholderColor == .placeholderText)
        field.attributedPlaceholder = NSAttributedString(string: "Email", attributes: [.foregroundColor: UIColor.red,
                                                                                      .font: UIFont.systemFont(ofSize: 14)])
        #expect(field.placeholder == "Email")
        #expect(field.attributedPlaceholder?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .red)
        #expect(field.placeholderColor == .red)
        #expect(field.drawingLabel == "Email")
        field.placeholder = "Phone"
        #expect(field.attributedPlaceholder?.string == "Phone")
        #expect(field.placeholderColor == .placeholderText)
        field.attributedPlaceholder = nil
        #expect(field.placeholder == nil)
        #expect(NSAttributedString.Key.foregroundColor.rawValue == "NSColor")
        #expect(NSAttributedString.Key.font.rawValue == "NSFont")
    }

    /// `UIViewController()` is inherited by a subclass that overrides both designated initializers.
    final class Overriding: UIViewController {
        var made = "no"
        override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            made = "nib"
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        }
        required init?(coder: NSCoder) { fatalError("not archived") }
    }

    @Test func plainInitGoesThroughTheDesignatedInitializer() {
        #expect(Overriding().made == "nib")
        let controller = UIViewController()
        #expect(controller.view.bounds.size == .zero || controller.isViewLoaded)
        #expect(UINavigationController().viewControllers.isEmpty)
    }

    @Test func legacyKeyboardKeysAreTheObjectiveCStrings() {
        #expect(KeyboardLegacyKeys.centerBegin == "UIKeyboardCenterBeginUserInfoKey")
        #expect(KeyboardLegacyKeys.centerEnd == "UIKeyboardCenterEndUserInfoKey")
        #expect(KeyboardLegacyKeys.bounds == "UIKeyboardBoundsUserInfoKey")
    }

    @Test func keyboardCentresAreTheFramesMidpoints() throws {
        let sim = Simulator(device: .iPhone4Inch)
        let form = FormController()
        sim.show(form)
        let recorder = KeyboardRecorder()
        defer { recorder.stop() }
        form.email.becomeFirstResponder()
        sim.runUntilIdle()
        form.email.resignFirstResponder()
        sim.runUntilIdle()
        let show = try #require(recorder.entries.first { $0.name == "UIKeyboardWillShowNotification" }?.userInfo)
        #expect((show[KeyboardLegacyKeys.centerBegin] as? NSValue)?.cgPointValue == CGPoint(x: 160, y: 676))
        #expect((show[KeyboardLegacyKeys.centerEnd] as? NSValue)?.cgPointValue == CGPoint(x: 160, y: 460))
        #expect(show[KeyboardLegacyKeys.bounds] as? CGRect == CGRect(x: 0, y: 0, width: 320, height: 216))
        let hide = try #require(recorder.entries.first { $0.name == "UIKeyboardWillHideNotification" }?.userInfo, "\(recorder.summaries) \(form.email.isFirstResponder)")
        #expect((hide[KeyboardLegacyKeys.centerBegin] as? NSValue)?.cgPointValue == CGPoint(x: 160, y: 460))
        #expect((hide[KeyboardLegacyKeys.centerEnd] as? NSValue)?.cgPointValue == CGPoint(x: 160, y: 676))
    }
}

@MainActor @Suite(.serialized) struct CoordinateSpaceTests {
    @Test func screenSpacesHaveTheOrientedAndThePortraitBounds() {
        let sim = Simulator(device: .iPad, orientation: .landscapeLeft)
        _ = sim
        #expect(UIScreen.main.coordinateSpace.bounds == CGRect(x: 0, y: 0, width: 1024, height: 768))
        #expect(UIScreen.main.fixedCoordinateSpace.bounds == CGRect(x: 0, y: 0, width: 768, height: 1024))
        #expect(UIScreen.main.coordinateSpace.bounds == UIScreen.main.bounds)
    }

    @Test func aLandscapeKeyboardFrameInTheFixedSpace() {
        // The iPad's landscape keyboard {{0,416},{1024,352}} is {{0,0},{352,1024}} portrait-up in
        // .landscapeRight and {{416,0},{352,1024}} in .landscapeLeft (uikit-behavior.md 1.3.6, 1.10.1).
        let keyboard = CGRect(x: 0, y: 416, width: 1024, height: 352)
        _ = Simulator(device: .iPad, orientation: .landscapeRight)
        let screen = UIScreen.main
        #expect(screen.coordinateSpace.convert(keyboard, to: screen.fixedCoordinateSpace) == CGRect(x: 0, y: 0, width: 352, height: 1024))
        #expect(screen.fixedCoordinateSpace.convert(CGRect(x: 0, y: 0, width: 352, height: 1024), to: screen.coordinateSpace) == keyboard)
        _ = Simulator(device: .iPad, orientation: .landscapeLeft)
        let left = UIScreen.main
        #expect(left.coordinateSpace.convert(keyboard, to: left.fixedCoordinateSpace) == CGRect(x: 416, y: 0, width: 352, height: 1024))
        #expect(left.fixedCoordinateSpace.convert(CGPoint(x: 416, y: 0), from: left.coordinateSpace) == CGPoint(x: 0, y: 608))
        _ = Simulator(device: .iPhone4Inch)
        let upright = UIScreen.main
        #expect(upright.coordinateSpace.convert(CGPoint(x: 3, y: 4), to: upright.fixedCoordinateSpace) == CGPoint(x: 3, y: 4))
    }

    @Test func viewsConvertFromTheScreensSpace() {
        let sim = Simulator(device: .iPhone4Inch)
        let form = FormController()
        sim.show(form)
        let panel = UIView(frame: CGRect(x: 0, y: 100, width: 320, height: 400))
        form.view.addSubview(panel)
        let keyboard = CGRect(x: 0, y: 352, width: 320, height: 216)
        let inPanel = panel.convert(keyboard, from: UIScreen.main.coordinateSpace)
        #expect(inPanel == CGRect(x: 0, y: 252, width: 320, height: 216))
        #expect(panel.bounds.intersection(inPanel).height == 148)
        #expect(panel.convert(inPanel, to: UIScreen.main.coordinateSpace) == keyboard)
        let space: UICoordinateSpace = panel
        #expect(space.convert(CGPoint(x: 10, y: 10), to: form.view as UICoordinateSpace) == CGPoint(x: 10, y: 110))
        #expect(space.bounds == CGRect(x: 0, y: 0, width: 320, height: 400))
    }
}
