import UIKit
import Simulator

// "Limit the number of lines in a UITextView": compute the would-be text in
// textView(_:shouldChangeTextIn:replacementText:) and refuse a fourth line.
final class ShoppingListViewController: UIViewController, UITextViewDelegate {
    let listView = UITextView(frame: CGRect(x: 20, y: 80, width: 280, height: 120))
    let maxLines = 3
    var changes = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        listView.font = .systemFont(ofSize: 17)
        listView.autocorrectionType = .no
        listView.autocapitalizationType = .none
        listView.delegate = self
        view.addSubview(listView)
    }

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        let current = textView.text ?? ""
        guard let r = Range(range, in: current) else { return false }
        let updated = current.replacingCharacters(in: r, with: text)
        let lineCount = updated.components(separatedBy: "\n").count
        if lineCount > maxLines {
            print("refused line \(lineCount)")
            return false
        }
        return true
    }

    func textViewDidChange(_ textView: UITextView) {
        changes += 1
    }
}

let sim = Simulator(device: .iPhone4Inch)
let list = ShoppingListViewController()
sim.show(list)

sim.tap(list.listView)
sim.type("milk\neggs\nbread\nbutter")
let shown = list.listView.text.replacingOccurrences(of: "\n", with: "|")
print("text \(shown)")
print("lines \(list.listView.text.components(separatedBy: "\n").count)")
print("didChange calls \(list.changes)")
