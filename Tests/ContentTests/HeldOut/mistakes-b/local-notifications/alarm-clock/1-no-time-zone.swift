import UIKit

/// The wake-up alarm: rings at `hour`:`minute` on the device's clock every day, the first time on
/// `firstDay` (its year, month and day), and keeps ringing at that time on the wall clock wherever
/// the user travels. Keep the function's name and parameters: the checks call it.
func makeAlarm(hour: Int, minute: Int, firstDay: DateComponents) -> UILocalNotification {
    let alarm = UILocalNotification()
    alarm.alertBody = "Wake up!"
    alarm.soundName = UILocalNotificationDefaultSoundName

    let calendar = Calendar.current
    let components = DateComponents(year: firstDay.year, month: firstDay.month, day: firstDay.day,
                                    hour: hour, minute: minute, second: 0)
    guard let ringAt = calendar.date(from: components) else { return alarm }
    alarm.fireDate = ringAt
    alarm.repeatInterval = .day
    return alarm
}
