import Foundation

extension UIStackView {
    /// How arranged views share the stack's length (raw values are UIKit's, reference 2.4.2).
    public enum Distribution: Int, Sendable {
        /// Views keep their intrinsic sizes where they can; hugging and compression-resistance
        /// priorities decide who stretches or shrinks (2.4.3). Spacing is exact.
        case fill = 0
        /// All views the same size (2.4.4). Spacing is exact.
        case fillEqually = 1
        /// Sizes in proportion to the views' intrinsic sizes (2.4.5; approximated as exact proportions).
        case fillProportionally = 2
        /// Views at their intrinsic sizes, the space left shared equally between them; `spacing`
        /// is the least gap (2.4.6).
        case equalSpacing = 3
        /// Centres equally far apart, `spacing` the least gap between edges (2.4.7).
        case equalCentering = 4
    }
}
