import UIKit
import Simulator

// Voucher code field that forces capitals by replacing the text itself in
// shouldChangeCharactersIn and returning false. Setting `text` in code sends
// neither .editingChanged nor textDidChangeNotification, which the counters show.
class VoucherViewController: UIViewController {
    let codeField = UITextField(frame: CGRect(x: 20, y: 100, width: 280, height: 34))
    var editingChangedCount = 0
    var didChangeNotes = 0
    var token: NSObjectProtocol?
    let uppercaser = UppercaseDelegate()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        codeField.borderStyle = .roundedRect
        codeField.autocorrectionType = .no
        codeField.autocapitalizationType = .none
        codeField.delegate = uppercaser
        view.addSubview(codeField)

        codeField.addAction(UIAction { [unowned self] _ in
            self.editingChangedCount += 1
        }, for: .editingChanged)
        token = NotificationCenter.default.addObserver(forName: UITextField.textDidChangeNotification,
                                                       object: codeField, queue: .main) { [unowned self] _ in
            self.didChangeNotes += 1
        }
    }
}

final class UppercaseDelegate: NSObject, UITextFieldDelegate {
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        print("range \(NSStringFromRange(range)) string \"\(string)\"")
        let current = (textField.text ?? "") as NSString
        textField.text = current.replacingCharacters(in: range, with: string.uppercased())
        return false
    }
}

let sim = Simulator(device: .iPhone4Inch)
let voucher = VoucherViewController()
sim.show(voucher)

sim.tap(voucher.codeField)
sim.type("ab7")
print("code \(voucher.codeField.text ?? "")")
sim.deleteBackward()
print("code \(voucher.codeField.text ?? "")")
print("editingChanged \(voucher.editingChangedCount), notifications \(voucher.didChangeNotes)")
