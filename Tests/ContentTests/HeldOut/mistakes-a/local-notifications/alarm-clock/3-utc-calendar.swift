import UIKit

/// The wake-up alarm: rings at `hour`:`minute` on the device's clock every day, the first time on
/// `firstDay` (its year, month and day), and keeps ringing at that time on the wall clock wherever
/// the user travels. Keep the function's name and parameters: the checks call it.
func makeAlarm(hour: Int, minute: Int, firstDay: DateComponents) -> UILocalNotification {
    let alarm = UILocalNotification()
    alarm.alertBody = "Wake up!"
    alarm.soundName = UILocalNotificationDefaultSoundName
    var components = DateComponents()
    components.year = firstDay.year
    components.month = firstDay.month
    components.day = firstDay.day
    components.hour = hour
    components.minute = minute
    components.second = 0
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    alarm.fireDate = calendar.date(from: components)
    alarm.timeZone = TimeZone.current
    alarm.repeatInterval = .day
    return alarm
}
