// The UIKit model.
