import Foundation
import Testing
import Simulator
@testable import UIKit

@MainActor @Suite(.serialized) struct KeyboardSmokeTests {
    @Test func printShowHide() {
        let sim = Simulator(device: .iPhone4Inch)
        let form = FormController()
        sim.show(form)
        let recorder = KeyboardRecorder()
        defer { recorder.stop() }
        sim.clearLog()
        form.email.becomeFirstResponder()
        sim.runUntilIdle()
        form.password.becomeFirstResponder()
        sim.type("ab")
        form.password.resignFirstResponder()
        sim.runUntilIdle()
        for line in sim.log { print(line) }
        print(recorder.summaries)
    }
}
