import UIKit
import Simulator

// A navigation stack: title and bar button items set in viewDidLoad, the edit button item,
// the order of appearance callbacks on push, the back item, and the safe area with and
// without the navigation bar.
final class InboxViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("Inbox viewDidLoad")
        title = "Inbox"
        view.backgroundColor = .systemBackground
        navigationItem.leftBarButtonItem = editButtonItem
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .compose, primaryAction: UIAction { [weak self] _ in
            self?.navigationController?.pushViewController(ComposeViewController(), animated: true)
        })
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("Inbox viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("Inbox viewDidAppear safe area", NSStringFromUIEdgeInsets(view.safeAreaInsets))
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        print("Inbox viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        print("Inbox viewDidDisappear")
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        print("editing", editing)
    }
}

final class ComposeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("Compose viewDidLoad")
        navigationItem.title = "New Message"
        view.backgroundColor = .systemBackground
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("Compose viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("Compose viewDidAppear safe area", NSStringFromUIEdgeInsets(view.safeAreaInsets))
    }
}

let sim = Simulator(device: .iPhone4Inch)
let inbox = InboxViewController()
let nav = UINavigationController(rootViewController: inbox)
sim.show(nav)
sim.runUntilIdle()
print("bar", NSStringFromCGRect(nav.navigationBar.frame))
print("title", inbox.navigationItem.title ?? "nil")
print("edit item", inbox.editButtonItem.title ?? "nil")

inbox.setEditing(true, animated: false)
print("edit item", inbox.editButtonItem.title ?? "nil", "done style", inbox.editButtonItem.style == .done)
inbox.setEditing(false, animated: false)

let compose = ComposeViewController()
sim.push(compose)
print("stack", nav.viewControllers.count, "top", nav.topViewController?.navigationItem.title ?? "nil")
print("back item", nav.navigationBar.backItem?.title ?? "nil")

nav.setNavigationBarHidden(true, animated: false)
sim.runUntilIdle()
print("bar hidden safe area", NSStringFromUIEdgeInsets(compose.view.safeAreaInsets))
