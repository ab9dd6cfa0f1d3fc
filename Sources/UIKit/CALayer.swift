import Foundation

/// The layer behind a view, as far as code that styles views touches it (modern-uikit.md §3):
/// corner radius, border, masking and shadow. `view.layer` is the view's own layer,
/// made with it: `masksToBounds` is the view's `clipsToBounds`, `backgroundColor` its
/// `backgroundColor`, `opacity` its `alpha`, and `frame`/`bounds` its geometry, as on iOS, where
/// the view's properties are its layer's. The other properties are stored on the layer; the
/// simulator's drawing rounds the corners of a box with a corner radius and boxes a label or
/// image view with a border. Shadows are kept, not drawn. Core Animation (implicit animations,
/// sublayers, `CABasicAnimation`) is not modelled.
open class CALayer: NSObject {
    /// The view this layer backs; weak, as a layer's delegate is on iOS, so a layer kept after
    /// its view is gone still answers, from `detached`, its own values from then on.
    private weak var view: UIView?
    private var detached = Detached()

    /// The shared properties of a layer whose view is gone.
    private struct Detached {
        var masksToBounds = false, backgroundColor: CGColor?, opacity: Float = 1, frame = CGRect.zero, isHidden = false
    }

    package init(view: UIView) {
        self.view = view
        super.init()
    }

    open var cornerRadius: CGFloat = 0
    /// Drawn inside the bounds (iOS draws the border above the content).
    open var borderWidth: CGFloat = 0
    /// Opaque black by default, as on iOS.
    open var borderColor: CGColor? = UIColor.black.cgColor
    /// Opaque black by default.
    open var shadowColor: CGColor? = UIColor.black.cgColor
    /// 0 by default: no shadow shows until it is raised.
    open var shadowOpacity: Float = 0
    /// (0, -3) by default (Core Animation's default offset, above the layer).
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowRadius: CGFloat = 3
    open var name: String?
    open var isHidden: Bool {
        get { view?.isHidden ?? detached.isHidden }
        set { if let view { view.isHidden = newValue } else { detached.isHidden = newValue } }
    }

    /// The view's `clipsToBounds`.
    open var masksToBounds: Bool {
        get { view?.clipsToBounds ?? detached.masksToBounds }
        set { if let view { view.clipsToBounds = newValue } else { detached.masksToBounds = newValue } }
    }

    /// The view's background colour.
    open var backgroundColor: CGColor? {
        get { view.map { $0.backgroundColor?.cgColor } ?? detached.backgroundColor }
        set { if let view { view.backgroundColor = newValue.map { $0.uiColor } } else { detached.backgroundColor = newValue } }
    }

    /// The view's alpha.
    open var opacity: Float {
        get { view.map { Float($0.alpha) } ?? detached.opacity }
        set { if let view { view.alpha = CGFloat(newValue) } else { detached.opacity = newValue } }
    }

    open var frame: CGRect {
        get { view?.frame ?? detached.frame }
        set { if let view { view.frame = newValue } else { detached.frame = newValue } }
    }

    open var bounds: CGRect {
        get { view?.bounds ?? CGRect(origin: .zero, size: detached.frame.size) }
        set { if let view { view.bounds = newValue } else { detached.frame.size = newValue.size } }
    }

    /// The view's centre (`position` with the default anchor point).
    open var position: CGPoint {
        get { view?.center ?? CGPoint(x: detached.frame.midX, y: detached.frame.midY) }
        set {
            if let view { view.center = newValue } else {
                detached.frame.origin = CGPoint(x: newValue.x - detached.frame.width / 2, y: newValue.y - detached.frame.height / 2)
            }
        }
    }

    /// Whether the drawing should frame a view it otherwise draws as bare text: a visible border.
    package var drawsBorder: Bool { borderWidth > 0 && (borderColor?.alpha ?? 0) > 0 }
}
