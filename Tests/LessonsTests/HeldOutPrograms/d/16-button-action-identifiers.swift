import UIKit
import Simulator

// UIAction identifiers: adding an action with an identifier that is already registered
// replaces the old one (no double handlers after viewWillAppear runs twice), and
// removeAction(identifiedBy:for:) takes it off again.
final class EditorViewController: UIViewController {
    let saveButton = UIButton(type: .system)
    var appearCount = 0
    static let saveID = UIAction.Identifier("com.example.editor.save")

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        saveButton.setTitle("Save", for: .normal)
        saveButton.frame = CGRect(x: 110, y: 200, width: 100, height: 44)
        view.addSubview(saveButton)
        saveButton.addAction(UIAction(identifier: UIAction.Identifier("com.example.editor.down")) { _ in
            print("touch down")
        }, for: .touchDown)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearCount += 1
        let version = appearCount
        saveButton.addAction(UIAction(identifier: Self.saveID) { action in
            let title = (action.sender as? UIButton)?.currentTitle ?? "?"
            print("\(title) handler from appearance \(version)")
        }, for: .touchUpInside)
    }
}

let sim = Simulator(device: .iPhone4Inch)
let editor = EditorViewController()
sim.show(editor)

sim.tap(editor.saveButton)

// A full-screen modal comes and goes: viewWillAppear runs again and adds the handler again.
let settings = UIViewController()
settings.modalPresentationStyle = .fullScreen
sim.present(settings)
settings.dismiss(animated: true)
sim.runUntilIdle()
print("appeared \(editor.appearCount) times")
sim.tap(editor.saveButton)

editor.saveButton.removeAction(identifiedBy: EditorViewController.saveID, for: .touchUpInside)
sim.tap(editor.saveButton)
print("done")
