import UIKit
import Simulator

// A live "elapsed" counter that runs only while its screen is visible: the Timer is
// created in viewDidAppear and invalidated in viewWillDisappear (so a pushed screen
// stops it and popping back starts a new one).
final class WorkoutViewController: UIViewController {
    private var timer: Timer?
    private(set) var seconds = 0
    let elapsedLabel = UILabel(frame: CGRect(x: 20, y: 120, width: 280, height: 30))

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Workout"
        view.backgroundColor = .white
        elapsedLabel.text = "0 s"
        view.addSubview(elapsedLabel)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("appeared, starting timer")
        timer = Timer.scheduledTimer(withTimeInterval: 1.0, repeats: true) { [weak self] _ in
            guard let self = self else { return }
            self.seconds += 1
            self.elapsedLabel.text = "\(self.seconds) s"
            print("tick \(self.seconds)")
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        timer?.invalidate()
        print("disappearing, timer valid: \(timer?.isValid ?? false)")
        timer = nil
    }
}

let sim = Simulator(device: .iPhone4Inch)
let workout = WorkoutViewController()
let nav = UINavigationController(rootViewController: workout)
sim.show(nav)

sim.advance(by: 3.5)
print("label \(workout.elapsedLabel.text ?? "")")

let details = UIViewController()
details.title = "Details"
sim.push(details)
sim.advance(by: 5)
print("label \(workout.elapsedLabel.text ?? "")")

nav.popViewController(animated: false)
sim.runUntilIdle()
sim.advance(by: 2.5)
print("label \(workout.elapsedLabel.text ?? "")")
