import UIKit
import Simulator

// Search-as-you-type debounced with a cancellable DispatchWorkItem, and a
// "Copied" toast hidden again with asyncAfter.
final class SearchViewController: UIViewController {
    let searchField = UITextField(frame: CGRect(x: 16, y: 80, width: 288, height: 36))
    let toast = UILabel(frame: CGRect(x: 60, y: 280, width: 200, height: 40))
    private var pendingSearch: DispatchWorkItem?
    private(set) var searches: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        searchField.borderStyle = .roundedRect
        searchField.autocorrectionType = .no
        searchField.autocapitalizationType = .none
        toast.text = "Copied"
        toast.isHidden = true
        view.addSubview(searchField)
        view.addSubview(toast)
        searchField.addAction(UIAction { [unowned self] _ in self.scheduleSearch() }, for: .editingChanged)
    }

    private func scheduleSearch() {
        pendingSearch?.cancel()
        let query = searchField.text ?? ""
        let work = DispatchWorkItem { [weak self] in
            self?.searches.append(query)
            print("search:", query)
        }
        pendingSearch = work
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5, execute: work)
    }

    func showToast() {
        toast.isHidden = false
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) { [weak self] in
            self?.toast.isHidden = true
        }
    }
}

let sim = Simulator(device: .iPhone4Inch)
let search = SearchViewController()
sim.show(search)
sim.runUntilIdle()

sim.tap(search.searchField)
sim.type("swi")
sim.advance(by: 0.2)
sim.type("ft")
sim.advance(by: 0.6)
print("after pause:", search.searches)

sim.type("ui")
sim.advance(by: 0.3)
print("still typing:", search.searches)
sim.advance(by: 0.3)
print("after pause:", search.searches)

search.showToast()
sim.advance(by: 1)
print("toast hidden after 1 s:", search.toast.isHidden)
sim.advance(by: 1.5)
print("toast hidden after 2.5 s:", search.toast.isHidden)
