import UIKit
import Simulator

// Show a mention list when "@" is typed and hide it when the "@" is deleted
// (backspace is detected as an empty replacement over a one-character range).
final class ComposeViewController: UIViewController {
    let bodyView = UITextView(frame: CGRect(x: 20, y: 80, width: 280, height: 150))
    let mentions = MentionController()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        bodyView.autocorrectionType = .no
        bodyView.autocapitalizationType = .none
        bodyView.smartInsertDeleteType = .no
        bodyView.delegate = mentions
        view.addSubview(bodyView)
    }
}

final class MentionController: NSObject, UITextViewDelegate {
    private(set) var isShowingList = false

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        let current = (textView.text ?? "") as NSString
        if text == "@" {
            isShowingList = true
            print("show mention list at \(range.location)")
        } else if text.isEmpty && range.length == 1 {
            let removed = current.substring(with: range)
            print("backspace \(NSStringFromRange(range)) removes \"\(removed)\"")
            if removed == "@" && isShowingList {
                isShowingList = false
                print("hide mention list")
            }
        }
        return true
    }
}

let sim = Simulator(device: .iPhone4Inch)
let compose = ComposeViewController()
sim.show(compose)

sim.tap(compose.bodyView)
sim.type("hi @")
print("list visible: \(compose.mentions.isShowingList)")
sim.deleteBackward()
print("list visible: \(compose.mentions.isShowingList)")
sim.deleteBackward()
print("text \"\(compose.bodyView.text!)\"")
