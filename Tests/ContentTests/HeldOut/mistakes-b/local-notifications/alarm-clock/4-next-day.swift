import UIKit

/// The wake-up alarm: rings at `hour`:`minute` on the device's clock every day, the first time on
/// `firstDay` (its year, month and day), and keeps ringing at that time on the wall clock wherever
/// the user travels. Keep the function's name and parameters: the checks call it.
func makeAlarm(hour: Int, minute: Int, firstDay: DateComponents) -> UILocalNotification {
    let alarm = UILocalNotification()
    alarm.alertBody = "Wake up!"
    alarm.soundName = UILocalNotificationDefaultSoundName
    alarm.timeZone = TimeZone.current
    alarm.repeatInterval = .day

    // the alarm is set in the evening and rings the following morning
    var morning = DateComponents()
    morning.year = firstDay.year
    morning.month = firstDay.month
    if let day = firstDay.day {
        morning.day = day + 1
    }
    morning.hour = hour
    morning.minute = minute
    alarm.fireDate = Calendar.current.date(from: morning)
    return alarm
}
