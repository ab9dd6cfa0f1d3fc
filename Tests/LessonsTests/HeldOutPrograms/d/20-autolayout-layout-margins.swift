import UIKit
import Simulator

// A card whose content is pinned to its layoutMarginsGuide, with the margins set
// through directionalLayoutMargins and later through layoutMargins.
final class CardViewController: UIViewController {
    let card = UIView()
    let titleLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        card.backgroundColor = .white
        card.layer.cornerRadius = 12
        card.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.text = "Weekly summary"
        titleLabel.numberOfLines = 0
        card.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 20, bottom: 12, trailing: 20)
        view.addSubview(card)
        card.addSubview(titleLabel)

        let margins = card.layoutMarginsGuide
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            card.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
            card.heightAnchor.constraint(equalToConstant: 80),
            titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            titleLabel.topAnchor.constraint(equalTo: margins.topAnchor),
            titleLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }
}

let sim = Simulator(device: .iPhone4Inch)
let cards = CardViewController()
sim.show(cards)

print("default margins of a new view \(NSStringFromUIEdgeInsets(UIView().layoutMargins))")
print("card \(NSStringFromCGRect(cards.card.frame))")
print("card margins \(NSStringFromUIEdgeInsets(cards.card.layoutMargins))")
print("margins guide \(NSStringFromCGRect(cards.card.layoutMarginsGuide.layoutFrame))")
print("label \(NSStringFromCGRect(cards.titleLabel.frame))")

cards.card.layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
cards.view.layoutIfNeeded()
print("leading margin now \(cards.card.directionalLayoutMargins.leading)")
print("label \(NSStringFromCGRect(cards.titleLabel.frame))")
