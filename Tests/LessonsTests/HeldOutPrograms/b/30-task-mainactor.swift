import UIKit
import Simulator

// Swift concurrency from a view controller: Task {} inherits the main actor,
// so UI updates after `await` are safe; Task.detached needs MainActor.run.
func fetchDisplayName(for userID: Int) async -> String {
    // Stands in for a network request.
    let names = [1: "Grace Hopper", 2: "Alan Turing"]
    return names[userID] ?? "Unknown"
}

final class ProfileViewController: UIViewController {
    let nameLabel = UILabel(frame: CGRect(x: 20, y: 120, width: 280, height: 30))
    let spinner = UIActivityIndicatorView(style: .medium)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        nameLabel.text = "Loading"
        spinner.center = CGPoint(x: 160, y: 200)
        view.addSubview(nameLabel)
        view.addSubview(spinner)
    }

    func loadProfile(userID: Int) {
        spinner.startAnimating()
        Task {
            let name = await fetchDisplayName(for: userID)
            nameLabel.text = name
            spinner.stopAnimating()
            print("task finished:", name)
        }
        print("loadProfile returned | spinner animating:", spinner.isAnimating, "| label:", nameLabel.text ?? "nil")
    }
}

let sim = Simulator(device: .iPhone4Inch)
let profile = ProfileViewController()
sim.show(profile)
sim.runUntilIdle()

profile.loadProfile(userID: 1)
sim.runUntilIdle()
print("label:", profile.nameLabel.text ?? "nil", "| spinner animating:", profile.spinner.isAnimating,
      "| hidden:", profile.spinner.isHidden)

Task.detached {
    let name = await fetchDisplayName(for: 2)
    await MainActor.run {
        profile.nameLabel.text = name
        print("MainActor.run set:", name)
    }
}
sim.runUntilIdle()
print("label:", profile.nameLabel.text ?? "nil")

let staleTask = Task { @MainActor in
    print("cancelled before it started:", Task.isCancelled)
}
staleTask.cancel()
sim.runUntilIdle()
