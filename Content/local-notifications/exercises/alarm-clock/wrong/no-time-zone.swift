// fails: Still rings at 07:00 after flying to New York
// message: absolute instant
// The classic: the time zone left nil, so the fire date is an instant, not a time on the clock.
import UIKit

/// The wake-up alarm: rings at `hour`:`minute` on the device's clock every day, the first time on
/// `firstDay` (its year, month and day), and keeps ringing at that time on the wall clock wherever
/// the user travels. Keep the function's name and parameters: the checks call it.
func makeAlarm(hour: Int, minute: Int, firstDay: DateComponents) -> UILocalNotification {
    let alarm = UILocalNotification()
    alarm.alertBody = "Wake up!"
    alarm.soundName = UILocalNotificationDefaultSoundName
    var when = firstDay
    when.hour = hour
    when.minute = minute
    alarm.fireDate = Calendar.current.date(from: when)
    alarm.repeatInterval = .day
    return alarm
}
