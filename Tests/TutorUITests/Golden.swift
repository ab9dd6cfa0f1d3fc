import Foundation
import TestSupport

/// This target's golden files, in `Golden/` beside this file (`TUTOR_RECORD_GOLDEN=1` records them).
let golden = GoldenFiles()
