import UIKit

/// The recipe's screen: a form in a scroll view that fills the view, with one field at the top
/// and one near the bottom, right where the keyboard is going to come up.
class FormViewController: UIViewController, UITextFieldDelegate {
    let scrollView = UIScrollView()
    let nameField = UITextField()
    let noteField = UITextField()
    /// The field being edited, so the keyboard handler knows what to keep in view. Set in
    /// textFieldDidBeginEditing, which UIKit calls before the keyboard's WillShow.
    var activeField: UITextField?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.accessibilityIdentifier = "form"
        view.addSubview(scrollView)

        let width = view.bounds.width - 40
        nameField.frame = CGRect(x: 20, y: 40, width: width, height: 31)
        noteField.frame = CGRect(x: 20, y: view.bounds.height - 60, width: width, height: 31)
        noteField.autoresizingMask = [.flexibleTopMargin, .flexibleWidth]
        nameField.autoresizingMask = [.flexibleWidth]
        for (field, name) in [(nameField, "name"), (noteField, "note")] {
            field.borderStyle = .roundedRect
            field.accessibilityIdentifier = name
            field.placeholder = name.capitalized
            field.delegate = self
            scrollView.addSubview(field)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // The content is exactly one screen: it scrolls only when an inset makes room.
        scrollView.contentSize = scrollView.bounds.size
    }

    func textFieldDidBeginEditing(_ textField: UITextField) { activeField = textField }
    func textFieldDidEndEditing(_ textField: UITextField) { activeField = nil }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }
}
