import UIKit
import Simulator

// Content hugging and compression resistance between two views with intrinsic sizes, an
// optional width losing to a required limit, and a child pinned to custom layout margins.
final class Pill: UIView {
    private let size: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override var intrinsicContentSize: CGSize { size }
}

final class PrioritiesViewController: UIViewController {
    let card = UIView(frame: CGRect(x: 16, y: 100, width: 288, height: 200))
    let tagPill = Pill(50, 30), titlePill = Pill(80, 30)
    let price = Pill(200, 30), details = Pill(200, 30)
    let banner = Pill(10, 30)
    let panel = UIView(frame: CGRect(x: 16, y: 320, width: 288, height: 100))
    let panelContent = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(card)
        view.addSubview(panel)
        [tagPill, titlePill, price, details, banner].forEach { card.addSubview($0) }

        // Row 1: the view that hugs less stretches.
        tagPill.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        // Row 2: the view that resists less gets squeezed.
        details.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        // Row 3: a 400-pt wish at 750 against a required "not wider than the card".
        let wish = banner.widthAnchor.constraint(equalToConstant: 400)
        wish.priority = .defaultHigh

        NSLayoutConstraint.activate([
            tagPill.topAnchor.constraint(equalTo: card.topAnchor),
            tagPill.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            titlePill.topAnchor.constraint(equalTo: card.topAnchor),
            titlePill.leadingAnchor.constraint(equalTo: tagPill.trailingAnchor),
            titlePill.trailingAnchor.constraint(equalTo: card.trailingAnchor),

            price.topAnchor.constraint(equalTo: card.topAnchor, constant: 40),
            price.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            details.topAnchor.constraint(equalTo: card.topAnchor, constant: 40),
            details.leadingAnchor.constraint(equalTo: price.trailingAnchor),
            details.trailingAnchor.constraint(equalTo: card.trailingAnchor),

            banner.topAnchor.constraint(equalTo: card.topAnchor, constant: 80),
            banner.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            banner.widthAnchor.constraint(lessThanOrEqualTo: card.widthAnchor),
            wish,
        ])

        panel.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        panelContent.translatesAutoresizingMaskIntoConstraints = false
        panel.addSubview(panelContent)
        let margins = panel.layoutMarginsGuide
        NSLayoutConstraint.activate([
            panelContent.topAnchor.constraint(equalTo: margins.topAnchor),
            panelContent.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            panelContent.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            panelContent.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ])
    }
}

let sim = Simulator(device: .iPhone4Inch)
let screen = PrioritiesViewController()
sim.show(screen)
sim.runUntilIdle()
print("hugging: tag", NSStringFromCGRect(screen.tagPill.frame), "title", NSStringFromCGRect(screen.titlePill.frame))
print("compression: price", NSStringFromCGRect(screen.price.frame), "details", NSStringFromCGRect(screen.details.frame))
print("priority: banner", NSStringFromCGRect(screen.banner.frame))
print("margins: content", NSStringFromCGRect(screen.panelContent.frame))
