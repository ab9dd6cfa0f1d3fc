import UIKit
import Simulator

// Pinning to the safe area (Apple's "Positioning content relative to the safe area" and the
// usual "view.safeAreaLayoutGuide.topAnchor" answers): a 44-pt header under the status bar,
// content filling the rest, a footer space reserved with additionalSafeAreaInsets, and a row
// pinned to the layout margins. Frames are read after each layout pass.
final class ProfileViewController: UIViewController {
    let header = UIView()
    let content = UIView()
    let marginRow = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        for sub in [header, content, marginRow] {
            sub.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(sub)
        }
        let safe = view.safeAreaLayoutGuide
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: safe.topAnchor),
            header.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 44),
            content.topAnchor.constraint(equalTo: header.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            marginRow.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 20),
            marginRow.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            marginRow.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            marginRow.heightAnchor.constraint(equalToConstant: 30),
        ])
    }
}

let sim = Simulator(device: .iPhone4Inch)
let profile = ProfileViewController()
sim.show(profile)
sim.runUntilIdle()

func report(_ label: String) {
    print(label)
    print("  safeAreaInsets:", NSStringFromUIEdgeInsets(profile.view.safeAreaInsets))
    print("  safe area frame:", NSStringFromCGRect(profile.view.safeAreaLayoutGuide.layoutFrame))
    print("  header:", NSStringFromCGRect(profile.header.frame))
    print("  content:", NSStringFromCGRect(profile.content.frame))
}

report("portrait")
print("  margin row:", NSStringFromCGRect(profile.marginRow.frame))
print("  system minimum margins: leading", profile.systemMinimumLayoutMargins.leading,
      "trailing", profile.systemMinimumLayoutMargins.trailing)

profile.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 50, right: 0)
profile.view.layoutIfNeeded()
sim.runUntilIdle()
report("with a 50-pt footer reserved")

sim.rotate(to: .landscapeLeft)
sim.runUntilIdle()
report("landscape")
