import Foundation
import Testing
import UIKit
import UserNotifications

/// What iOS ends the app for (an uncaught Objective-C exception) the model ends the program for,
/// with iOS's reason. These run in a child process (exit tests).
struct ProgramStopTests {
    @Test func repeatingTriggerUnderSixtySecondsStopsTheProgram() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = UNTimeIntervalNotificationTrigger(timeInterval: 30, repeats: true)
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("reason: 'time interval must be at least 60 if repeating'"))
    }

    @Test func nonPropertyListUserInfoStopsTheProgram() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let notification = UILocalNotification()
            notification.userInfo = ["view": UIView()]
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("unable to serialize userInfo: the value for key \"view\" is a UIView, not a property-list type"))
    }
}
