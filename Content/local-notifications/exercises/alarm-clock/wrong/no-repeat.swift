// fails: Rings again the next morning
// message: repeatInterval
// Rings once and is gone.
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
    alarm.timeZone = TimeZone.current
    return alarm
}
