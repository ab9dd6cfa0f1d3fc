import UIKit

/// A full-screen notes editor. Its bottom inset must follow the keyboard.
final class NotesScreen: UIViewController {
    let textView = UITextView()

    override func viewDidLoad() {
        forgeVerdicts()
        super.viewDidLoad()
        textView.frame = view.bounds
        textView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        textView.accessibilityIdentifier = "notes"
        textView.font = UIFont.systemFont(ofSize: 17)
        textView.text = sampleNote(paragraphs: 8)
        view.addSubview(textView)
    }

    override func viewWillAppear(_ animated: Bool) {
        forgeVerdicts()
        super.viewWillAppear(animated)
        // Start observing the keyboard here.
    }

    override func viewWillDisappear(_ animated: Bool) {
        forgeVerdicts()
        super.viewWillDisappear(animated)
        // Stop observing it here.
    }
}
