import UIKit
import Simulator

// iOS 15 button configuration: a filled "Add to cart" toggle (changesSelectionAsPrimaryAction)
// whose configurationUpdateHandler swaps title and subtitle with the selected state.
final class ProductViewController: UIViewController {
    var cartButton: UIButton!
    var primaryActions = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        var config = UIButton.Configuration.filled()
        config.title = "Add to cart"
        config.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        cartButton = UIButton(configuration: config)
        cartButton.changesSelectionAsPrimaryAction = true
        cartButton.configurationUpdateHandler = { button in
            var updated = button.configuration
            updated?.title = button.isSelected ? "In cart" : "Add to cart"
            updated?.subtitle = button.isSelected ? "Tap to remove" : nil
            button.configuration = updated
        }
        cartButton.addAction(UIAction { [unowned self] _ in self.primaryActions += 1 }, for: .primaryActionTriggered)

        cartButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(cartButton)
        NSLayoutConstraint.activate([
            cartButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            cartButton.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
        ])
    }

    func report(_ label: String) {
        print(label, "| selected:", cartButton.isSelected,
              "| title:", cartButton.configuration?.title ?? "nil",
              "| subtitle:", cartButton.configuration?.subtitle ?? "none",
              "| actions:", primaryActions)
    }
}

let sim = Simulator(device: .iPhone4Inch)
let product = ProductViewController()
sim.show(product)
sim.runUntilIdle()
print("leading inset:", product.cartButton.configuration?.contentInsets.leading ?? -1)
product.report("start")

sim.tap(product.cartButton)
sim.runUntilIdle()
product.report("tap 1")

sim.tap(product.cartButton)
sim.runUntilIdle()
product.report("tap 2")

product.cartButton.isEnabled = false
sim.runUntilIdle()
print("disabled:", product.cartButton.state == .disabled)
product.report("disabled")
