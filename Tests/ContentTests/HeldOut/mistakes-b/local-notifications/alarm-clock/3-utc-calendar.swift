import UIKit

/// The wake-up alarm: rings at `hour`:`minute` on the device's clock every day, the first time on
/// `firstDay` (its year, month and day), and keeps ringing at that time on the wall clock wherever
/// the user travels. Keep the function's name and parameters: the checks call it.
func makeAlarm(hour: Int, minute: Int, firstDay: DateComponents) -> UILocalNotification {
    let alarm = UILocalNotification()
    alarm.alertBody = "Wake up!"
    alarm.soundName = UILocalNotificationDefaultSoundName

    // Dates are absolute, so build the fire date in a fixed calendar and let timeZone
    // take care of local time.
    var gregorian = Calendar(identifier: .gregorian)
    gregorian.timeZone = TimeZone(identifier: "UTC")!
    var c = DateComponents()
    c.year = firstDay.year
    c.month = firstDay.month
    c.day = firstDay.day
    c.hour = hour
    c.minute = minute
    alarm.fireDate = gregorian.date(from: c)
    alarm.timeZone = TimeZone.current
    alarm.repeatInterval = .day
    return alarm
}
