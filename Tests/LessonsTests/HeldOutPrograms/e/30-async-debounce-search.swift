import UIKit
import Simulator

// Debounced search-as-you-type: every editingChanged cancels the pending DispatchWorkItem and
// schedules a new one 0.3 s later; the search runs on a background queue and hops back to the
// main queue to show its results.
final class FruitSearchViewController: UIViewController {
    let searchField = UITextField(frame: CGRect(x: 16, y: 60, width: 288, height: 34))
    let resultsLabel = UILabel(frame: CGRect(x: 16, y: 110, width: 288, height: 30))
    private var pendingSearch: DispatchWorkItem?
    private let fruits = ["apple", "apricot", "avocado", "banana", "blueberry"]
    var searchCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        searchField.borderStyle = .roundedRect
        searchField.autocapitalizationType = .none
        searchField.autocorrectionType = .no
        view.addSubview(searchField)
        view.addSubview(resultsLabel)
        searchField.addAction(UIAction { [weak self] _ in self?.scheduleSearch() }, for: .editingChanged)
    }

    private func scheduleSearch() {
        pendingSearch?.cancel()
        let query = searchField.text ?? ""
        let item = DispatchWorkItem { [weak self] in self?.search(query) }
        pendingSearch = item
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3, execute: item)
    }

    private func search(_ query: String) {
        searchCount += 1
        print("searching", query)
        let fruits = self.fruits
        DispatchQueue.global(qos: .userInitiated).async {
            let matches = fruits.filter { $0.hasPrefix(query) }
            DispatchQueue.main.async { [weak self] in
                self?.resultsLabel.text = matches.joined(separator: ", ")
                print("results:", matches.joined(separator: ", "))
            }
        }
    }
}

let sim = Simulator(device: .iPhone4Inch)
let search = FruitSearchViewController()
sim.show(search)

sim.tap(search.searchField)
sim.runUntilIdle()
sim.type("ap")
sim.advance(by: 0.5)
sim.runUntilIdle()
print("label:", search.resultsLabel.text ?? "")

sim.type("r")
sim.advance(by: 0.1)
sim.type("i")
sim.advance(by: 0.1)
print("searches so far:", search.searchCount)
sim.advance(by: 0.5)
sim.runUntilIdle()
print("label:", search.resultsLabel.text ?? "")
print("searches:", search.searchCount)
