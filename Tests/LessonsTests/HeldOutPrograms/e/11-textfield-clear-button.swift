import UIKit
import Simulator

// A search field with clearButtonMode = .whileEditing. textFieldShouldClear can veto the clear;
// a clear that happens still counts as an edit (editingChanged), and editing goes on.
final class SearchViewController: UIViewController, UITextFieldDelegate {
    let searchField = UITextField(frame: CGRect(x: 16, y: 60, width: 288, height: 34))
    var allowClear = true

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        searchField.borderStyle = .roundedRect
        searchField.placeholder = "Search"
        searchField.clearButtonMode = .whileEditing
        searchField.delegate = self
        searchField.addAction(UIAction { [unowned self] _ in
            print("changed \"\(self.searchField.text ?? "")\"")
        }, for: .editingChanged)
        view.addSubview(searchField)
    }

    func textFieldShouldClear(_ textField: UITextField) -> Bool {
        print("shouldClear \"\(textField.text ?? "")\" ->", allowClear)
        return allowClear
    }
}

let sim = Simulator(device: .iPhone4Inch)
let search = SearchViewController()
sim.show(search)

sim.tap(search.searchField)
sim.runUntilIdle()
sim.type("cat")
sim.tapClearButton(of: search.searchField)
print("text \"\(search.searchField.text ?? "")\" editing \(search.searchField.isFirstResponder)")

sim.type("dog")
search.allowClear = false
sim.tapClearButton(of: search.searchField)
print("text \"\(search.searchField.text ?? "")\" editing \(search.searchField.isFirstResponder)")
