import UIKit
import Simulator

// A profile header laid out with anchors: the header hangs from the safe area, the avatar
// and name follow the root view's layout margins. Frames are read once the view has appeared,
// and again after rotating to landscape.
final class ProfileViewController: UIViewController {
    let header = UIView()
    let avatar = UIView()
    let nameLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        print("viewDidLoad safe area", NSStringFromUIEdgeInsets(view.safeAreaInsets))

        nameLabel.text = "Ada Lovelace"
        [header, avatar, nameLabel].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview($0)
        }
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 100),

            avatar.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 16),
            avatar.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 80),
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),

            nameLabel.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            nameLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            nameLabel.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
            nameLabel.heightAnchor.constraint(equalToConstant: 24),
        ])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("viewDidAppear safe area", NSStringFromUIEdgeInsets(view.safeAreaInsets))
        print("margin leading", view.directionalLayoutMargins.leading)
        print("header", NSStringFromCGRect(header.frame))
        print("avatar", NSStringFromCGRect(avatar.frame))
        print("name", NSStringFromCGRect(nameLabel.frame))
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        print("will transition to", NSStringFromCGSize(size))
    }
}

let sim = Simulator(device: .iPhone4Inch)
let profile = ProfileViewController()
sim.show(profile)

sim.rotate(to: .landscapeLeft)
sim.runUntilIdle()
print("landscape safe area", NSStringFromUIEdgeInsets(profile.view.safeAreaInsets))
print("landscape header", NSStringFromCGRect(profile.header.frame))
