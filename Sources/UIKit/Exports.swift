// On iOS `import UIKit` also brings in Foundation (CGRect, NSValue, NotificationCenter, …), so the
// book's recipes and learners' files write only `import UIKit`. The model re-exports it the same way.
@_exported import Foundation
