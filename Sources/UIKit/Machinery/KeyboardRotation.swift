import Foundation

extension World {
    /// How long the interface takes to rotate. Apple documents no figure; 0.4 s is the model's choice.
    package static let rotationDuration: TimeInterval = 0.4

    /// Rotates the interface: the keyboard moves with it (or, with iOS 7 coordinates, goes through
    /// a hide/show cycle around it, 1.6.1); root view controllers hear `viewWillTransition(to:with:)`,
    /// every window takes the new orientation inside the rotation's animation, alongside blocks
    /// run there, views are laid out, and the coordinator's completions run when it ends.
    package func rotate(to newOrientation: UIInterfaceOrientation) {
        guard newOrientation != orientation else { return }
        keyboard.rotate { self.applyOrientation(newOrientation) }
    }

    private func applyOrientation(_ newOrientation: UIInterfaceOrientation) {
        orientation = newOrientation
        let coordinator = SizeTransitionCoordinator(duration: Self.rotationDuration)
        let size = orientedScreenSize
        for window in windows {
            window.rootViewController?.viewWillTransition(to: size, with: coordinator)
        }
        animator.animate(duration: Self.rotationDuration, delay: 0, options: [], body: {
            for window in self.windows { window.applyInterfaceOrientation() }
            coordinator.runAlongside()
            self.layoutWindows()
        }, completion: nil)
        clock.schedule(after: Self.rotationDuration, label: "rotation completion") { coordinator.runCompletions() }
    }
}

extension UIInterfaceOrientation {
    /// The case's name, as the simulator's log writes it.
    package var logName: String {
        switch self {
        case .unknown: return "unknown"
        case .portrait: return "portrait"
        case .portraitUpsideDown: return "portraitUpsideDown"
        case .landscapeLeft: return "landscapeLeft"
        case .landscapeRight: return "landscapeRight"
        }
    }
}
