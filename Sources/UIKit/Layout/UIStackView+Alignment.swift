import Foundation

extension UIStackView {
    /// Where arranged views sit across the stack (raw values are UIKit's, reference 2.4.9).
    public enum Alignment: Int, Sendable {
        /// Views fill the stack's width (vertical stack) or height (horizontal stack).
        case fill = 0
        case leading = 1
        /// Horizontal stacks only: first baselines lined up (baselines from the font, approximated).
        case firstBaseline = 2
        case center = 3
        case trailing = 4
        /// Horizontal stacks only: last baselines lined up.
        case lastBaseline = 5

        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }
}
