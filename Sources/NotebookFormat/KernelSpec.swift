import Foundation

/// The kernel tutor installs for Jupyter, as a notebook's `kernelspec` metadata names it: exported notebooks
/// open on it, and the installer writes the same display name.
public enum KernelSpec {
    public static let tutor: JSONValue = .object([
        "name": .string("tutor"), "display_name": .string("tutor (Swift, UIKit model)"), "language": .string("swift"),
    ])
}
