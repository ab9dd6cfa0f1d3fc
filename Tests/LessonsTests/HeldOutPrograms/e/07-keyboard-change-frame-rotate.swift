import UIKit
import Simulator

// One observer for keyboardWillChangeFrameNotification handles show, hide and rotation:
// the overlap is how far the keyboard's end frame reaches into the view.
final class SearchViewController: UIViewController {
    let searchField = UITextField(frame: CGRect(x: 16, y: 40, width: 288, height: 34))
    private(set) var keyboardOverlap: CGFloat = 0
    private(set) var lastEndFrame: CGRect = .zero

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        searchField.borderStyle = .roundedRect
        searchField.autoresizingMask = [.flexibleWidth]
        view.addSubview(searchField)
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification,
                                               object: nil, queue: .main) { [weak self] note in
            self?.keyboardWillChangeFrame(note)
        }
    }

    private func keyboardWillChangeFrame(_ note: Notification) {
        guard let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
              let window = view.window else { return }
        lastEndFrame = end
        let endInView = view.convert(end, from: window)
        keyboardOverlap = max(0, view.bounds.maxY - endInView.minY)
    }
}

let sim = Simulator(device: .iPhone4Inch)
let search = SearchViewController()
sim.show(search)

sim.tap(search.searchField)
sim.runUntilIdle()
print("portrait end", NSStringFromCGRect(search.lastEndFrame))
print("portrait overlap", search.keyboardOverlap)

sim.rotate(to: .landscapeRight)
sim.runUntilIdle()
print("landscape view", NSStringFromCGSize(search.view.bounds.size))
print("landscape end", NSStringFromCGRect(search.lastEndFrame))
print("landscape overlap", search.keyboardOverlap)

search.searchField.resignFirstResponder()
sim.runUntilIdle()
print("hidden end", NSStringFromCGRect(search.lastEndFrame))
print("hidden overlap", search.keyboardOverlap)
