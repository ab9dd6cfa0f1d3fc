import Foundation
import Simulator
import Testing
import UIKit

@MainActor @Suite(.serialized) struct UILabelAndImageTests {
    @Test func labelDefaults() {
        _ = Simulator(device: .iPhone4Inch)
        let label = UILabel(frame: .zero)
        #expect(label.text == nil)
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.textColor == UIColor.label)
        #expect(label.textAlignment == .natural)
        #expect(label.numberOfLines == 1)
        #expect(!label.isUserInteractionEnabled)
        #expect(NSTextAlignment.left.rawValue == 0 && NSTextAlignment.center.rawValue == 1 && NSTextAlignment.right.rawValue == 2)
        #expect(NSTextAlignment.justified.rawValue == 3 && NSTextAlignment.natural.rawValue == 4)
    }

    @Test func sizesComeFromFontMetrics() {
        _ = Simulator(device: .iPhone4Inch)
        let label = UILabel(frame: .zero)
        label.text = "Hello"
        // 5 × 8.5 = 42.5 → 43 wide; line height ⌈17 × 1.193⌉ = 21.
        #expect(label.intrinsicContentSize == CGSize(width: 43, height: 21))
        label.sizeToFit()
        #expect(label.frame.size == CGSize(width: 43, height: 21))
        label.font = .systemFont(ofSize: 20)
        #expect(label.intrinsicContentSize == CGSize(width: 50, height: 24))
    }

    @Test func multilineLabelsWrapAtWords() {
        _ = Simulator(device: .iPhone4Inch)
        let label = UILabel(frame: .zero)
        label.text = "Enter your email address"
        label.numberOfLines = 0
        // 10 pt font: 5 pt per character, 12 pt lines; 60 pt holds 12 characters.
        label.font = .systemFont(ofSize: 10)
        #expect(UILabel.wrap("Enter your email address", charactersPerLine: 12) == ["Enter your", "email", "address"])
        #expect(label.sizeThatFits(CGSize(width: 60, height: 1000)) == CGSize(width: 50, height: 36))
        label.numberOfLines = 2
        #expect(label.sizeThatFits(CGSize(width: 60, height: 1000)) == CGSize(width: 50, height: 24))
        label.numberOfLines = 1
        #expect(label.sizeThatFits(CGSize(width: 60, height: 1000)) == CGSize(width: 60, height: 12))
        label.text = ""
        #expect(label.intrinsicContentSize == .zero)
    }

    @Test func imagesHaveANameAndASize() {
        _ = Simulator(device: .iPhone4Inch)
        let symbol = UIImage(systemName: "envelope")
        #expect(symbol?.name == "envelope")
        #expect(symbol?.size == CGSize(width: 20, height: 20))
        #expect(symbol?.isSymbolImage == true)
        #expect(UIImage(named: "logo")?.size == CGSize(width: 24, height: 24))
        #expect(UIImage(named: "") == nil)
        let imageView = UIImageView(image: symbol)
        #expect(imageView.frame == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(imageView.intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(!imageView.isUserInteractionEnabled)
    }
}
