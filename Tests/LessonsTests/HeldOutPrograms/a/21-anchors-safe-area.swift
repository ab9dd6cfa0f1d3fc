import UIKit
import Simulator

// Profile screen laid out with anchors: a header pinned to the safe area and a
// card centred in the view with a 2:1 aspect ratio.
final class ProfileViewController: UIViewController {
    let header = UILabel()
    let card = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        [header, card].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview($0)
        }
        header.text = "Profile"
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: guide.topAnchor, constant: 8),
            header.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            header.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            header.heightAnchor.constraint(equalToConstant: 30),

            card.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            card.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5),
        ])
    }
}

let sim = Simulator(device: .iPhone4Inch)
let profile = ProfileViewController()
print("before show: card \(NSStringFromCGRect(profile.card.frame))")
sim.show(profile)
sim.runUntilIdle()
print("view \(NSStringFromCGRect(profile.view.frame))")
print("safe area \(NSStringFromUIEdgeInsets(profile.view.safeAreaInsets))")
print("header \(NSStringFromCGRect(profile.header.frame))")
print("card \(NSStringFromCGRect(profile.card.frame))")
print("card autoresizing constraints \(profile.card.translatesAutoresizingMaskIntoConstraints)")
