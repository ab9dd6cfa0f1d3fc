import UIKit
import Simulator

// A loader with a Result completion handler, a spinner while loading, and the usual
// `DispatchQueue.main.async` hop before touching the UI. The fake API answers after
// 1.5 s (asyncAfter stands in for the network).
enum LoadError: Error { case notFound }

struct User { let id: Int; let name: String }

final class UserAPI {
    func fetchUser(id: Int, completion: @escaping (Result<User, LoadError>) -> Void) {
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
            if id == 42 {
                completion(.success(User(id: 42, name: "Ada Lovelace")))
            } else {
                completion(.failure(.notFound))
            }
        }
    }
}

final class UserViewController: UIViewController {
    let nameLabel = UILabel(frame: CGRect(x: 20, y: 100, width: 280, height: 30))
    let spinner = UIActivityIndicatorView(style: .medium)
    let api = UserAPI()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        nameLabel.text = "—"
        spinner.center = CGPoint(x: 160, y: 160)
        view.addSubview(nameLabel)
        view.addSubview(spinner)
    }

    func load(id: Int) {
        spinner.startAnimating()
        print("loading \(id), spinner animating \(spinner.isAnimating)")
        api.fetchUser(id: id) { [weak self] result in
            DispatchQueue.main.async {
                guard let self = self else { return }
                self.spinner.stopAnimating()
                switch result {
                case .success(let user):
                    self.nameLabel.text = user.name
                case .failure(let error):
                    self.nameLabel.text = "Error: \(error)"
                }
                print("updated label: \(self.nameLabel.text ?? "")")
            }
        }
        print("load(id:) returned")
    }
}

let sim = Simulator(device: .iPhone4Inch)
let screen = UserViewController()
sim.show(screen)

screen.load(id: 42)
sim.advance(by: 1.0)
print("after 1.0 s: \(screen.nameLabel.text ?? "")")
sim.advance(by: 1.0)
print("after 2.0 s: \(screen.nameLabel.text ?? ""), spinner animating \(screen.spinner.isAnimating), hidden \(screen.spinner.isHidden)")

screen.load(id: 7)
sim.advance(by: 2.0)
