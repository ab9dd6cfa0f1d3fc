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
    // A wall-clock time: 07:00 stays 07:00 in whatever zone the device is in.
    alarm.timeZone = TimeZone.current
    alarm.repeatInterval = .day
    return alarm
}
