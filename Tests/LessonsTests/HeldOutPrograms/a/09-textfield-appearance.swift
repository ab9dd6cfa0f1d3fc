import UIKit

// Configuring a password field in code: placeholder, clear button, secure
// entry, return key, a left padding view and a right icon, then reading back
// what UIKit reports (defaults first).
let field = UITextField(frame: CGRect(x: 0, y: 0, width: 280, height: 31))
print("placeholder default nil \(field.placeholder == nil)")
print("border default none \(field.borderStyle == .none)")
print("clear button default never \(field.clearButtonMode == .never)")
print("secure default \(field.isSecureTextEntry)")
print("empty \((field.text ?? "").isEmpty) hasText \(field.hasText)")

field.placeholder = "Password"
field.clearButtonMode = .whileEditing
field.isSecureTextEntry = true
field.returnKeyType = .go
field.textContentType = .password
field.autocapitalizationType = .none
field.autocorrectionType = .no

let padding = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 31))
field.leftView = padding
field.leftViewMode = .always
let icon = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
field.rightView = icon
field.rightViewMode = .always

print("placeholder \(field.placeholder ?? "nil")")
print("clearButtonMode raw \(field.clearButtonMode.rawValue)")
print("returnKeyType go \(field.returnKeyType == .go)")
print("secure \(field.isSecureTextEntry)")
print("leftViewRect \(NSStringFromCGRect(field.leftViewRect(forBounds: field.bounds)))")
print("rightViewRect \(NSStringFromCGRect(field.rightViewRect(forBounds: field.bounds)))")

field.text = "hunter2"
print("hasText \(field.hasText) count \(field.text?.count ?? 0)")
field.text = nil
print("after nil hasText \(field.hasText)")
