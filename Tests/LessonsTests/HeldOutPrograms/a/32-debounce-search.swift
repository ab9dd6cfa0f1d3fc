import UIKit
import Simulator

// Search-as-you-type with a 0.3 s debounce: each keystroke cancels the pending
// DispatchWorkItem and schedules a new one with asyncAfter; the surviving one
// runs an async search inside Task { @MainActor in } and updates a label.
let sim = Simulator(device: .iPhone4Inch)
let screen = UIViewController()
let search = UITextField(frame: CGRect(x: 16, y: 60, width: 288, height: 34))
search.borderStyle = .roundedRect
search.placeholder = "Search recipes"
search.returnKeyType = .search
let status = UILabel(frame: CGRect(x: 16, y: 100, width: 288, height: 21))
screen.view.addSubview(search)
screen.view.addSubview(status)

let recipes = ["Pasta", "Pancakes", "Paella", "Pizza", "Soup"]
func fetchRecipes(matching query: String) async -> [String] {
    recipes.filter { $0.lowercased().hasPrefix(query.lowercased()) }
}

var pendingSearch: DispatchWorkItem?
var searches: [String] = []
var keystrokes = 0
search.addAction(UIAction { _ in
    keystrokes += 1
    pendingSearch?.cancel()
    let query = search.text ?? ""
    let work = DispatchWorkItem {
        searches.append(query)
        Task { @MainActor in
            let found = await fetchRecipes(matching: query)
            status.text = "\(found.count) results for \"\(query)\""
        }
    }
    pendingSearch = work
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.3, execute: work)
}, for: .editingChanged)

sim.show(screen)
sim.runUntilIdle()
sim.tap(search)
sim.runUntilIdle()
sim.type("pa")
sim.runUntilIdle()
print("keystrokes \(keystrokes), searches \(searches)")
print(status.text ?? "")

sim.type("n")
sim.runUntilIdle()
print("keystrokes \(keystrokes), searches \(searches)")
print(status.text ?? "")
