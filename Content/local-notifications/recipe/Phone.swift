import Foundation
import Simulator

/// A simulated phone whose clock starts at `date` in `zone`.
///
/// On iOS `TimeZone.current` is the device's zone. Foundation on Linux reads it from the process's
/// `TZ` instead, so the lesson keeps `TZ` on the simulated device's zone: app code can then write
/// `TimeZone.current` and `Calendar.current` exactly as on iOS.
func startPhone(at date: Date, in zone: TimeZone) -> Simulator {
    let sim = Simulator(device: .iPhone4Inch, startDate: date, timeZone: zone)
    followDeviceZone(sim)
    return sim
}

/// The user lands in another time zone (the phone's clock follows, as iOS does automatically).
func travel(_ sim: Simulator, to zone: TimeZone) {
    sim.setTimeZone(zone)
    followDeviceZone(sim)
}

/// Points `TimeZone.current` at the simulated device's zone.
func followDeviceZone(_ sim: Simulator) {
    setenv("TZ", sim.timeZone.identifier, 1)
    NSTimeZone.resetSystemTimeZone()
}
