import UIKit
import Simulator

// A list screen inside a UINavigationController that reserves room for its own bottom
// player bar with additionalSafeAreaInsets, so content pinned to the safe area stops
// above the bar (the pattern Apple recommends instead of hard-coded offsets).
final class LibraryViewController: UIViewController {
    let content = UIView()
    let playerBar = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Library"
        view.backgroundColor = .white
        content.backgroundColor = .systemGray6
        playerBar.backgroundColor = .systemBlue
        content.translatesAutoresizingMaskIntoConstraints = false
        playerBar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(content)
        view.addSubview(playerBar)
        let safe = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: safe.topAnchor),
            content.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            playerBar.topAnchor.constraint(equalTo: safe.bottomAnchor),
            playerBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            playerBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            playerBar.heightAnchor.constraint(equalToConstant: 50),
        ])
    }

    func showPlayer() {
        additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 50, right: 0)
        view.setNeedsLayout()
        view.layoutIfNeeded()
    }

    func report() {
        print("safe area insets \(NSStringFromUIEdgeInsets(view.safeAreaInsets))")
        print("content \(NSStringFromCGRect(content.frame))")
        print("player bar \(NSStringFromCGRect(playerBar.frame))")
    }
}

// Status bar shown (20 pt), as on a real iPhone with a Home button in portrait.
let sim = Simulator(device: .iPhone4Inch, options: Simulator.Options(statusBar: true))
let library = LibraryViewController()
let nav = UINavigationController(rootViewController: library)
sim.show(nav)

print("navigation bar \(NSStringFromCGRect(nav.navigationBar.frame))")
print("library view \(NSStringFromCGRect(library.view.frame))")
library.report()

library.showPlayer()
sim.runUntilIdle()
library.report()
print("safe area frame \(NSStringFromCGRect(library.view.safeAreaLayoutGuide.layoutFrame))")
