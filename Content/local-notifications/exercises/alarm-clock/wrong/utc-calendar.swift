// fails: Rings at 07:00 in Moscow
// message: Calendar.current
// Builds the date in UTC: 07:00 UTC is 10:00 in Moscow.
import UIKit

/// The wake-up alarm: rings at `hour`:`minute` on the device's clock every day, the first time on
/// `firstDay` (its year, month and day), and keeps ringing at that time on the wall clock wherever
/// the user travels. Keep the function's name and parameters: the checks call it.
func makeAlarm(hour: Int, minute: Int, firstDay: DateComponents) -> UILocalNotification {
    let alarm = UILocalNotification()
    alarm.alertBody = "Wake up!"
    alarm.soundName = UILocalNotificationDefaultSoundName
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = TimeZone(identifier: "UTC")!
    var when = firstDay
    when.hour = hour
    when.minute = minute
    alarm.fireDate = utc.date(from: when)
    alarm.timeZone = TimeZone.current
    alarm.repeatInterval = .day
    return alarm
}
