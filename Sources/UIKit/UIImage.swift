import Foundation

/// An image, modelled by its name and size only: nothing is decoded or drawn. There is no asset
/// catalog, so `UIImage(named:)` gives an image for any non-empty name (see `UIImage.assetSize`).
open class UIImage: NSObject {
    /// The size `UIImage(named:)` gives, since the model has no asset catalog to read (a choice).
    package static let assetSize = CGSize(width: 24, height: 24)
    /// The size of an SF Symbol at the default (body, 17 pt) configuration. Apple's symbols vary
    /// in width; the model uses one square size (a choice).
    package static let symbolSize = CGSize(width: 20, height: 20)

    /// The asset or symbol name, shown by the simulator's drawing.
    public let name: String
    public let isSymbolImage: Bool
    open private(set) var size: CGSize
    open var scale: CGFloat { 1 }

    package init(name: String, size: CGSize, isSymbol: Bool) {
        self.name = name
        self.size = size
        self.isSymbolImage = isSymbol
        super.init()
    }

    /// An image from the app's assets; nil for an empty name.
    public convenience init?(named name: String) {
        guard !name.isEmpty else { return nil }
        self.init(name: name, size: UIImage.assetSize, isSymbol: false)
    }

    /// An SF Symbol (iOS 13); nil for an empty name. The model does not know the symbol list.
    public convenience init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        self.init(name: name, size: UIImage.symbolSize, isSymbol: true)
    }

    open override var description: String { "<UIImage; name = \(name); size = \(NSStringFromCGSize(size))>" }
}
