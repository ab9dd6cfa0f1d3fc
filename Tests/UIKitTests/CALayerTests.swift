import Foundation
import Simulator
import Testing
import UIKit

/// `view.layer` as styling code uses it, and how the screen drawing shows it.
@MainActor @Suite(.serialized) struct CALayerTests {
    @Test func theLayerIsTheViewsOwnAndSharesItsProperties() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.layer === view.layer)
        let layer = view.layer
        #expect(layer.cornerRadius == 0 && layer.borderWidth == 0 && layer.shadowOpacity == 0)
        #expect(layer.borderColor == UIColor.black.cgColor && layer.shadowColor == UIColor.black.cgColor)
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3) && layer.shadowRadius == 3)
        layer.cornerRadius = 8
        layer.borderWidth = 1
        layer.borderColor = UIColor.systemBlue.cgColor
        layer.shadowOpacity = 0.3
        layer.shadowOffset = CGSize(width: 0, height: 2)
        #expect(view.layer.cornerRadius == 8 && view.layer.borderWidth == 1)
        #expect(view.layer.borderColor == UIColor.systemBlue.cgColor)
        #expect(UIColor(cgColor: view.layer.borderColor!) == .systemBlue)
        #expect(view.layer.shadowOpacity == 0.3 && view.layer.shadowOffset == CGSize(width: 0, height: 2))
        layer.masksToBounds = true
        #expect(view.clipsToBounds)
        view.clipsToBounds = false
        #expect(!layer.masksToBounds)
        view.backgroundColor = .red
        #expect(layer.backgroundColor == UIColor.red.cgColor)
        layer.backgroundColor = UIColor.green.cgColor
        #expect(view.backgroundColor == .green)
        layer.opacity = 0.5
        #expect(view.alpha == 0.5)
        #expect(layer.frame == view.frame && layer.bounds == view.bounds && layer.position == view.center)
        let scrollView = UIScrollView(frame: .zero)
        #expect(scrollView.layer.masksToBounds)
        // A layer kept after its view is gone still answers, from its own values.
        var kept: CALayer?
        do {
            let gone = UIView(frame: .zero)
            kept = gone.layer
        }
        kept?.masksToBounds = true
        #expect(kept?.masksToBounds == true && kept?.opacity == 1)
        #expect(CGColor(red: 1, green: 0, blue: 0, alpha: 1) == UIColor.red.cgColor)
        #expect(CGColor(gray: 0.5, alpha: 1).components == [0.5, 0.5, 0.5, 1])
    }

    @Test func roundedAndBorderedViewsDraw() {
        let sim = Simulator(device: .iPhone4Inch)
        let controller = UIViewController()
        sim.show(controller)
        let card = UIView(frame: CGRect(x: 16, y: 32, width: 96, height: 48))
        card.layer.cornerRadius = 8
        let badge = UILabel(frame: CGRect(x: 160, y: 32, width: 80, height: 48))
        badge.text = "New"
        badge.layer.borderWidth = 1
        let plainLabel = UILabel(frame: CGRect(x: 160, y: 128, width: 80, height: 48))
        plainLabel.text = "Old"
        controller.view.addSubview(card)
        controller.view.addSubview(badge)
        controller.view.addSubview(plainLabel)
        let lines = sim.render().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Row 0 is the header and row 1 the screen's top edge: y = 32 is grid row 2, line 4.
        #expect(lines[4] == "|  .----------.      +--------+          |")
        #expect(lines[5] == "|  |          |      | New    |          |")
        #expect(lines[6] == "|  '----------'      +--------+          |")
        // Without a border a label is bare text.
        #expect(lines[11] == "|                     Old                |")
        let color = sim.render(style: .color)
        #expect(color.contains("╭") && color.contains("╯"))
    }
}
