import UIKit
import Simulator

// iOS 15 toggle button: changesSelectionAsPrimaryAction flips isSelected on each tap,
// and state-specific titles show "Follow" / "Following". The button is made with
// UIButton(type:primaryAction:), which takes its normal title from the action.
final class ArtistViewController: UIViewController {
    var followButton: UIButton!
    var taps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let follow = UIAction(title: "Follow") { [weak self] _ in
            self?.taps += 1
        }
        followButton = UIButton(type: .system, primaryAction: follow)
        followButton.setTitle("Following", for: .selected)
        followButton.changesSelectionAsPrimaryAction = true
        followButton.frame = CGRect(x: 100, y: 200, width: 120, height: 44)
        view.addSubview(followButton)
    }
}

func describe(_ button: UIButton) -> String {
    "\(button.currentTitle ?? "nil") selected=\(button.isSelected)"
}

let sim = Simulator(device: .iPhone4Inch)
let artist = ArtistViewController()
sim.show(artist)
print(describe(artist.followButton))

sim.tap(artist.followButton)
print(describe(artist.followButton))

sim.tap(artist.followButton)
print(describe(artist.followButton))

sim.tap(artist.followButton)
print(describe(artist.followButton))
print("actions \(artist.taps)")
