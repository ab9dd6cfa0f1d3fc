import UIKit

func makeAlarm(hour: Int, minute: Int, firstDay: DateComponents) -> UILocalNotification {
    let alarm = UILocalNotification()
    alarm.alertBody = "Wake up!"
    alarm.soundName = UILocalNotificationDefaultSoundName
    var when = DateComponents(calendar: Calendar(identifier: .gregorian), timeZone: TimeZone.autoupdatingCurrent,
                              year: firstDay.year, month: firstDay.month, day: firstDay.day)
    when.hour = hour
    when.minute = minute
    alarm.fireDate = when.date
    alarm.timeZone = TimeZone.autoupdatingCurrent
    alarm.repeatInterval = NSCalendar.Unit(rawValue: 16)   // NSCalendarUnitDay
    alarm.repeatCalendar = Calendar(identifier: .gregorian)
    return alarm
}
