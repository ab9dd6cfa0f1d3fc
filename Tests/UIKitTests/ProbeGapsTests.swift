import Foundation
import Simulator
import Testing
@testable import UIKit

/// Records its appearance callbacks in a shared journal, with what the view knew at the time.
final class JournalController: UIViewController {
    let name: String
    let journal: Journal
    init(_ name: String, _ journal: Journal) {
        self.name = name
        self.journal = journal
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError() }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        journal.entries.append("\(name).viewWillAppear inWindow=\(view.window != nil)")
    }
    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        journal.entries.append("\(name).viewIsAppearing inWindow=\(view.window != nil) width=\(view.bounds.width) animated=\(animated)")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        journal.entries.append("\(name).viewDidAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        journal.entries.append("\(name).viewWillDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        journal.entries.append("\(name).viewDidDisappear")
    }
}

final class Journal { var entries: [String] = [] }

/// APIs an independent probe found learners using that the model could not compile:
/// attributed text, `viewIsAppearing(_:)` and Dynamic Type fonts.
@MainActor @Suite(.serialized) struct ProbeGapsTests {
    // MARK: attributedText

    @Test func settingATextViewsAttributedTextSetsTextFontAndColor() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let font = UIFont.systemFont(ofSize: 20)
        textView.attributedText = NSAttributedString(string: "Hello", attributes: [.font: font, .foregroundColor: UIColor.red])
        #expect(textView.text == "Hello")
        #expect(textView.font == font)
        #expect(textView.textColor == UIColor.red)
        #expect(textView.selectedRange == NSRange(location: 5, length: 0))
        // The text is laid out in the new font: 8 + one 24 pt line + 8.
        #expect(textView.contentSize.height == 40)
        #expect(textView.attributedText.string == "Hello")
        #expect(textView.attributedText.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == font)
    }

    @Test func attributesAfterTheFirstCharacterDoNotChangeTheTextViewsFont() {
        let textView = UITextView()
        let styled = NSMutableAttributedString(string: "ab")
        styled.addAttribute(.font, value: UIFont.systemFont(ofSize: 30), range: NSRange(location: 1, length: 1))
        textView.attributedText = styled
        #expect(textView.text == "ab")
        #expect(textView.font == UIFont.systemFont(ofSize: 12))
        #expect(textView.textColor == nil)
        // The assigned string keeps its ranges while nothing else changed.
        #expect(textView.attributedText.attribute(.font, at: 1, effectiveRange: nil) as? UIFont == UIFont.systemFont(ofSize: 30))
    }

    @Test func readingATextViewsAttributedTextGivesTheTextInItsFontAndColor() {
        let textView = UITextView()
        textView.text = "Notes"
        textView.font = .boldSystemFont(ofSize: 15)
        var range = NSRange(location: 0, length: 0)
        let attributed = textView.attributedText!
        #expect(attributed.string == "Notes")
        #expect(attributed.attribute(.font, at: 0, effectiveRange: &range) as? UIFont == UIFont.boldSystemFont(ofSize: 15))
        #expect(range == NSRange(location: 0, length: 5))
        #expect(attributed.attribute(.foregroundColor, at: 0, effectiveRange: nil) == nil)
        textView.textColor = .blue
        #expect(textView.attributedText.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == UIColor.blue)
        // Setting text afterwards drops an assigned attributed string.
        textView.attributedText = NSAttributedString(string: "x", attributes: [.kern: 2])
        textView.text = "y"
        #expect(textView.attributedText.string == "y")
        #expect(textView.attributedText.attribute(.kern, at: 0, effectiveRange: nil) == nil)
    }

    @Test func settingATextViewsAttributedTextToNilEmptiesIt() {
        let textView = UITextView()
        textView.text = "old"
        textView.attributedText = nil
        #expect(textView.text == "")
        #expect(textView.attributedText.length == 0)
    }

    @Test func aTextFieldsAttributedTextFollowsItsText() {
        let field = UITextField()
        #expect(field.attributedText == nil)
        field.attributedText = NSAttributedString(string: "Ann", attributes: [.font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.green])
        #expect(field.text == "Ann")
        #expect(field.font == UIFont.systemFont(ofSize: 17))
        #expect(field.textColor == UIColor.green)
        field.text = "Bob"
        #expect(field.attributedText?.string == "Bob")
        #expect(field.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == UIFont.systemFont(ofSize: 17))
        #expect(field.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == UIColor.green)
        field.attributedText = nil
        #expect(field.text == "")
        #expect(field.attributedText == nil)
    }

    @Test func aLabelsAttributedTextSetsTextFontAndColor() {
        let label = UILabel()
        #expect(label.attributedText == nil)
        label.attributedText = NSAttributedString(string: "Hello", attributes: [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.red])
        #expect(label.text == "Hello")
        #expect(label.font == UIFont.boldSystemFont(ofSize: 20))
        #expect(label.textColor == UIColor.red)
        // Measured in the new font: 5 characters × 10 pt, one 24 pt line.
        #expect(label.intrinsicContentSize == CGSize(width: 50, height: 24))
        label.text = "Hi"
        let attributed = label.attributedText
        #expect(attributed?.string == "Hi")
        #expect(attributed?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == UIFont.boldSystemFont(ofSize: 20))
        #expect(attributed?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == UIColor.red)
        label.attributedText = nil
        #expect(label.text == nil)
        #expect(label.attributedText == nil)
        #expect(label.font == UIFont.boldSystemFont(ofSize: 20))
    }

    // MARK: viewIsAppearing

    @Test func aWindowsRootGetsViewIsAppearingBetweenWillAndDidAppear() {
        let sim = Simulator(device: .iPhone4Inch)
        let journal = Journal()
        sim.show(JournalController("A", journal))
        // The model puts a window's root view in before viewWillAppear (whether iOS does is
        // UNCONFIRMED); viewIsAppearing still comes between the two.
        #expect(journal.entries == [
            "A.viewWillAppear inWindow=true",
            "A.viewIsAppearing inWindow=true width=320.0 animated=false",
            "A.viewDidAppear",
        ])
    }

    @Test func aPushedControllerGetsViewIsAppearingOnceItsViewIsInTheWindow() {
        let sim = Simulator(device: .iPhone4Inch)
        let journal = Journal()
        let navigation = UINavigationController(rootViewController: JournalController("A", journal))
        sim.show(navigation)
        journal.entries = []
        navigation.pushViewController(JournalController("B", journal), animated: true)
        sim.runUntilIdle()
        navigation.popViewController(animated: true)
        sim.runUntilIdle()
        #expect(journal.entries == [
            "A.viewWillDisappear",
            "B.viewWillAppear inWindow=false",
            "B.viewIsAppearing inWindow=true width=320.0 animated=true",
            "A.viewDidDisappear",
            "B.viewDidAppear",
            "B.viewWillDisappear",
            "A.viewWillAppear inWindow=false",
            "A.viewIsAppearing inWindow=true width=320.0 animated=true",
            "B.viewDidDisappear",
            "A.viewDidAppear",
        ])
    }

    @Test func aNavigationControllersRootGetsViewIsAppearingWhenTheWindowShowsIt() {
        let sim = Simulator(device: .iPhone4Inch)
        let journal = Journal()
        sim.show(UINavigationController(rootViewController: JournalController("A", journal)))
        // The model puts a window's root view in before viewWillAppear (whether iOS does is
        // UNCONFIRMED); viewIsAppearing still comes between the two.
        #expect(journal.entries == [
            "A.viewWillAppear inWindow=true",
            "A.viewIsAppearing inWindow=true width=320.0 animated=false",
            "A.viewDidAppear",
        ])
    }

    @Test func aFullScreenPresentationAndItsDismissalCallViewIsAppearing() {
        let sim = Simulator(device: .iPhone4Inch)
        let journal = Journal()
        let presenter = JournalController("A", journal)
        sim.show(presenter)
        journal.entries = []
        let modal = JournalController("M", journal)
        modal.modalPresentationStyle = .fullScreen
        presenter.present(modal, animated: false)
        sim.runUntilIdle()
        modal.dismiss(animated: true)
        sim.runUntilIdle()
        #expect(journal.entries == [
            "A.viewWillDisappear",
            "M.viewWillAppear inWindow=false",
            "M.viewIsAppearing inWindow=true width=320.0 animated=false",
            "A.viewDidDisappear",
            "M.viewDidAppear",
            "M.viewWillDisappear",
            "A.viewWillAppear inWindow=false",
            "A.viewIsAppearing inWindow=true width=320.0 animated=true",
            "M.viewDidDisappear",
            "A.viewDidAppear",
        ])
    }

    @Test func aSheetLeavesThePresenterWithoutAppearanceCalls() {
        let sim = Simulator(device: .iPhone4Inch)
        let journal = Journal()
        let presenter = JournalController("A", journal)
        sim.show(presenter)
        journal.entries = []
        presenter.present(JournalController("S", journal), animated: true)
        sim.runUntilIdle()
        presenter.dismiss(animated: true)
        sim.runUntilIdle()
        #expect(journal.entries == [
            "S.viewWillAppear inWindow=false",
            "S.viewIsAppearing inWindow=true width=320.0 animated=true",
            "S.viewDidAppear",
            "S.viewWillDisappear",
            "S.viewDidDisappear",
        ])
    }

    @Test func viewIsAppearingIsNotWrittenToTheEventLog() {
        let sim = Simulator(device: .iPhone4Inch)
        sim.show(JournalController("A", Journal()))
        #expect(!sim.log.contains { $0.text.contains("viewIsAppearing") })
    }

    // MARK: Dynamic Type

    @Test func preferredFontsHaveTheDefaultCategorysSizes() {
        let expected: [(UIFont.TextStyle, CGFloat, String)] = [
            (.largeTitle, 34, ".SFUI-Regular"), (.title1, 28, ".SFUI-Regular"), (.title2, 22, ".SFUI-Regular"),
            (.title3, 20, ".SFUI-Regular"), (.headline, 17, ".SFUI-Semibold"), (.subheadline, 15, ".SFUI-Regular"),
            (.body, 17, ".SFUI-Regular"), (.callout, 16, ".SFUI-Regular"), (.footnote, 13, ".SFUI-Regular"),
            (.caption1, 12, ".SFUI-Regular"), (.caption2, 11, ".SFUI-Regular"),
        ]
        for (style, size, name) in expected {
            let font = UIFont.preferredFont(forTextStyle: style)
            #expect(font.pointSize == size, "\(style.rawValue)")
            #expect(font.fontName == name, "\(style.rawValue)")
        }
        #expect(UIFont.preferredFont(forTextStyle: .headline) == UIFont.boldSystemFont(ofSize: 17))
        #expect(UIFont.preferredFont(forTextStyle: .body) == UIFont.systemFont(ofSize: 17))
    }

    @Test func textStylesHaveTheObjectiveCConstantsValues() {
        #expect(UIFont.TextStyle.body.rawValue == "UICTFontTextStyleBody")
        #expect(UIFont.TextStyle.subheadline.rawValue == "UICTFontTextStyleSubhead")
        #expect(UIFont.TextStyle.largeTitle.rawValue == "UICTFontTextStyleTitle0")
        #expect(UIFont.TextStyle(rawValue: "UICTFontTextStyleCaption2") == .caption2)
    }

    @Test func adjustsFontForContentSizeCategoryIsStoredAndOffByDefault() {
        let label = UILabel()
        let field = UITextField()
        let textView = UITextView()
        #expect(!label.adjustsFontForContentSizeCategory)
        #expect(!field.adjustsFontForContentSizeCategory)
        #expect(!textView.adjustsFontForContentSizeCategory)
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        field.adjustsFontForContentSizeCategory = true
        textView.adjustsFontForContentSizeCategory = true
        #expect(label.adjustsFontForContentSizeCategory && field.adjustsFontForContentSizeCategory && textView.adjustsFontForContentSizeCategory)
        #expect(label.font.pointSize == 17)
    }
}
